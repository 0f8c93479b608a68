import { queryOptions, useQuery } from '@tanstack/react-query';
import { smeClient } from '../../../lib/api-client';
import { PAYMENTS_ROOT } from './keys';

/**
 * The M-Pesa number a small business pays from (its billing, kept with its settings): GET /sme/{sme_id}/settings
 * with the SME session, read for its `mpesa_phone` (null when none was saved).
 */
export async function fetchSmePayingNumber(smeId: string, signal?: AbortSignal): Promise<string | null> {
  const settings = await smeClient.GET('/sme/{sme_id}/settings', { params: { path: { sme_id: smeId } }, signal });
  return settings.mpesa_phone;
}

export function smePayingNumberQuery(smeId: string) {
  return queryOptions({
    queryKey: [PAYMENTS_ROOT, 'sme-paying-number', smeId] as const,
    queryFn: ({ signal }) => fetchSmePayingNumber(smeId, signal),
    staleTime: 60_000,
    enabled: smeId.length > 0,
  });
}

export function useSmePayingNumber(smeId: string) {
  return useQuery(smePayingNumberQuery(smeId));
}
