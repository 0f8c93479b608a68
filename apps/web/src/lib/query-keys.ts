/**
 * The first element of the app's query keys, by domain, so one change can refresh what depends on
 * it without features reaching into each other.
 */
import type { QueryClient } from '@tanstack/react-query';

export const QUERY_ROOTS = {
  profile: 'merchant-profile',
  companies: 'companies',
  checklist: 'onboarding-checklist',
  team: 'team',
  theme: 'theme',
  notificationPreferences: 'notification-preferences',
  config: 'config',
  creators: 'creators',
  groups: 'creator-groups',
  /** Report figures (campaign metrics, audience, insights, posts' readings): an import or a review refreshes them. */
  reporting: 'reporting',
  /** A small business's dashboard (figures, latest campaigns, content waiting): a content decision refreshes it. */
  smeDashboard: 'sme-dashboard',
} as const;

/**
 * After a change to companies or memberships: the brand profile (its companies[] drives the guards),
 * every companies query, the onboarding checklist and the teams. Resolves once the active ones have
 * been fetched again, so a navigation that follows sees the new company.
 */
export async function refreshMemberships(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.profile, 'brand'] }),
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.companies] }),
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.checklist] }),
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.team] }),
  ]);
}

/**
 * After a change to a creator group: every group query (lists, details, pages, universes) and the
 * creator searches (they may filter by group membership).
 */
export async function refreshGroups(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.groups] }),
    queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.creators, 'search'] }),
  ]);
}
