import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SmeSettings } from '@app/shared/sme';
import { smeClient } from '../../../lib/api-client';
import type { ApiBody } from '../../../lib/api/types';
import { COMPANIES_STALE_TIME_MS } from '../../../lib/constants';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type SmeSettingsBody = ApiBody<'/sme/{sme_id}/settings', 'put'>;

/** Under the companies root: a change to companies refreshes the business's settings too. */
export const smeSettingsKeys = {
  sme: (smeId: string) => [QUERY_ROOTS.companies, 'sme-settings', smeId] as const,
};

/**
 * GET /sme/{sme_id}/settings (SME session): the business profile and its logo, the M-Pesa number that pays, and the
 * owner's notification choices.
 */
export function fetchSmeSettings(smeId: string, signal?: AbortSignal): Promise<SmeSettings> {
  return smeClient.GET('/sme/{sme_id}/settings', { params: { path: { sme_id: smeId } }, signal });
}

export function smeSettingsQuery(smeId: string) {
  return queryOptions({
    queryKey: smeSettingsKeys.sme(smeId),
    queryFn: ({ signal }) => fetchSmeSettings(smeId, signal),
    staleTime: COMPANIES_STALE_TIME_MS,
    enabled: smeId.length > 0,
  });
}

export function useSmeSettings(smeId: string) {
  return useQuery(smeSettingsQuery(smeId));
}

/**
 * PUT /sme/{sme_id}/settings: the profile, the M-Pesa number (left out when unchanged; null clears it) and the
 * notification choices, saved together or not at all; answers the settings as saved.
 */
export function saveSmeSettings(smeId: string, body: SmeSettingsBody): Promise<SmeSettings> {
  return smeClient.PUT('/sme/{sme_id}/settings', { params: { path: { sme_id: smeId } }, body });
}

export function useSaveSmeSettings(smeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmeSettingsBody) => saveSmeSettings(smeId, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(smeSettingsKeys.sme(smeId), saved);
      // The business's name and details show in the SME profile's companies.
      await queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.profile, 'sme'] });
    },
  });
}
