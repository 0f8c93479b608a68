/**
 * What a page's first render asks the API for, prefetched by its route's loader (app/router.tsx) (issue 22): the
 * requests start as the router starts, beside the page's code, rather than after the code, the guards, the shell and
 * the company have each loaded in turn. Loaders never wait for them (the page shows its own loading state, and uses
 * the same queries, so nothing is asked twice); without the session a page needs, nothing is prefetched. The query
 * modules imported here are small (a fetcher and its query options each) and in the first page's bundle; the
 * discovery search's request builder is fetched with the page, and loads no zod (route-data.test.ts: the search
 * waited 300-500 ms for the `forms` chunk when it came with the creators schemas).
 */
import type { QueryClient } from '@tanstack/react-query';
import { campaignListsQuery } from '../features/campaigns/api/campaign-lists';
import { draftsQuery } from '../features/campaigns/api/drafts';
import { invitationsQuery } from '../features/campaigns/api/invitations';
import { profileQuery } from '../features/auth/api/profile';
import { companyQuery } from '../features/companies/api/company';
import { configBundleQuery } from '../features/config/api/conf-all';
import { contentCreatorTypesQuery } from '../features/config/api/content-creator-types';
import { creatorContractsQuery } from '../features/contracts/api/creator-contracts';
import { creatorProfileQuery } from '../features/creator-accounts/api/me';
import { companyDashboardQuery } from '../features/dashboard/api/company-dashboard';
import { siteConfigQuery } from '../features/config/api/site';
import { companyGroupsQuery } from '../features/groups/api/company-groups';
import { checklistQuery } from '../features/onboarding/api/checklist';
import { customConfigQuery } from '../features/theme/api/custom-config';
import { creatorSessionStore } from '../lib/creator-session';
import { sessionStore } from '../lib/session';

/** What a company page's loader knows. */
export interface CompanyRoute {
  client: QueryClient;
  companyId: string;
  url: URL;
}

const brand = () => sessionStore.getToken('brand') !== null;

/** /companies/{company_id}/...: the company (its shell's header and tabs, and every page's permissions). */
export async function prefetchCompany({ client, companyId }: CompanyRoute): Promise<void> {
  if (brand()) void client.prefetchQuery(companyQuery(companyId));
}

/**
 * What a company page's frame shows before its content (the account, the company and its theme, the site's), which
 * the browser has from storage and app/early-requests.ts: a page rendered on the server (app/prerender.tsx) needs
 * them all before it renders.
 */
export async function prefetchCompanyShell({ client, companyId }: CompanyRoute): Promise<void> {
  if (!brand()) return;
  void client.prefetchQuery(profileQuery('brand', sessionStore.get('brand')));
  void client.prefetchQuery(companyQuery(companyId));
  void client.prefetchQuery(customConfigQuery(companyId));
  void client.prefetchQuery(siteConfigQuery);
}

/** The company dashboard: the onboarding checklist and the dashboard's figures. */
export async function prefetchDashboard({ client, companyId }: CompanyRoute): Promise<void> {
  if (!brand()) return;
  void client.prefetchQuery(checklistQuery);
  void client.prefetchQuery(companyDashboardQuery(companyId));
}

/** The campaigns list: the three lists by date and the drafts. */
export async function prefetchCampaigns({ client, companyId }: CompanyRoute): Promise<void> {
  if (!brand()) return;
  void client.prefetchQuery(campaignListsQuery(companyId));
  void client.prefetchQuery(draftsQuery(companyId));
}

/** Creator discovery: the reference data, the company's groups and the search the address describes. */
export async function prefetchDiscovery({ client, companyId, url }: CompanyRoute): Promise<void> {
  if (!brand()) return;
  void client.prefetchQuery(configBundleQuery);
  void client.prefetchQuery(contentCreatorTypesQuery);
  void client.prefetchQuery(companyGroupsQuery(companyId));
  const [{ INFLUENCER_FORM_PAGE_SIZE, PAGE_SIZE_OPTIONS }, { buildSearchRequest, parseDiscoveryParams }, search] =
    await Promise.all([
      import('@app/shared/creator-options'),
      import('../features/creators/lib/filters'),
      import('../features/creators/api/search-creators'),
    ]);
  const state = parseDiscoveryParams(url.searchParams, INFLUENCER_FORM_PAGE_SIZE, PAGE_SIZE_OPTIONS);
  void client.prefetchQuery(search.creatorSearchQuery(buildSearchRequest(state)));
}

/** The creator portal's home: the creator's profile, then what waits for an answer once the profile is complete. */
export async function prefetchCreatorHome(client: QueryClient): Promise<void> {
  if (creatorSessionStore.getToken() === null) return;
  const profile = await client.fetchQuery(creatorProfileQuery()).catch(() => null);
  if (!profile?.profile_complete) return;
  void client.prefetchQuery(invitationsQuery());
  void client.prefetchQuery(creatorContractsQuery());
}
