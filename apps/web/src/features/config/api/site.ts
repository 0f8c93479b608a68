import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';

/** GET /conf/site: support contacts, office, and the partner theme chosen by the request host. */
export type SiteConfig = ApiAnswer<'/conf/site', 'get'>;
export type PartnerTheme = NonNullable<SiteConfig['partner_theme']>;

export function fetchSiteConfig(signal?: AbortSignal) {
  return apiClient.GET('/conf/site', { auth: 'none', signal });
}

export const siteConfigQuery = queryOptions({
  queryKey: ['config', 'site'],
  queryFn: ({ signal }) => fetchSiteConfig(signal),
  staleTime: 60 * 60 * 1000,
  retry: 1,
});

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
