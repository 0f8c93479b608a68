import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface PartnerTheme {
  name: string;
  colorscheme: { primary: string[]; secondary: string[]; gray: string[] };
  button_style?: string | null;
  logo?: string | null;
}

/** GET /conf/site: support contacts, office, and the partner theme chosen by the request host. */
export interface SiteConfig {
  support_phone: string;
  support_email: string;
  office_address: string;
  partner_theme: PartnerTheme | null;
}

export function fetchSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiClient.get<SiteConfig>('/conf/site', { auth: 'none', signal });
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
