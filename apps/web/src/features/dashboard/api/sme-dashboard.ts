import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SmeDashboard } from '@app/shared/sme';
import { smeClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export const smeDashboardKeys = {
  all: [QUERY_ROOTS.smeDashboard] as const,
  sme: (smeId: string) => [QUERY_ROOTS.smeDashboard, smeId] as const,
};

/**
 * GET /sme/{sme_id}/dashboard (SME session): reach, engagement, active campaigns and creators of the last 30 days
 * against the 30 before (icon, name, percentageChange: null when there was nothing before, value), the latest
 * campaigns and the content waiting for the owner's approval.
 */
export function fetchSmeDashboard(smeId: string, signal?: AbortSignal): Promise<SmeDashboard> {
  return smeClient.GET('/sme/{sme_id}/dashboard', { params: { path: { sme_id: smeId } }, signal });
}

/**
 * Asked again each time the page is shown (the figures held meanwhile stay on screen): a campaign just made or a draft
 * decided elsewhere shows at once, without the pages that change them knowing the dashboard's key.
 */
export function smeDashboardQuery(smeId: string) {
  return queryOptions({
    queryKey: smeDashboardKeys.sme(smeId),
    queryFn: ({ signal }) => fetchSmeDashboard(smeId, signal),
    staleTime: 0,
    enabled: smeId.length > 0,
  });
}

export function useSmeDashboard(smeId: string) {
  return useQuery(smeDashboardQuery(smeId));
}
