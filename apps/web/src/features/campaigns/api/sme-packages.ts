import { queryOptions, useQuery } from '@tanstack/react-query';
import { SME_PACKAGES, type PackageTier } from '@app/shared/sme';
import { smeClient } from '../../../lib/api-client';
import { smeCampaignKeys } from './keys';

/** GET /sme/packages (SME session): spec section 9's packages in KES, cheapest first. */
export async function fetchSmePackages(signal?: AbortSignal): Promise<PackageTier[]> {
  return (await smeClient.GET('/sme/packages', { signal })).packages;
}

/**
 * Reference data: shown at once from the shared table (the same rule and figures the API answers with), replaced by
 * the server's answer when it arrives, kept for the session.
 */
export const smePackagesQuery = queryOptions({
  queryKey: smeCampaignKeys.packages(),
  queryFn: ({ signal }) => fetchSmePackages(signal),
  staleTime: Infinity,
  placeholderData: [...SME_PACKAGES],
});

export function useSmePackages() {
  return useQuery(smePackagesQuery);
}
