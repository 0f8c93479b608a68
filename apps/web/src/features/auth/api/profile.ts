import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MerchantProfile } from '@app/shared/auth';
import { clientFor } from '../../../lib/api-client';
import { COMPANIES_STALE_TIME_MS } from '../../../lib/constants';
import { sessionStore, useSession, type Session, type SessionKind } from '../../../lib/session';

/** GET /user/merchant with the brand or SME session (the SME profile load uses the SME client). */
export function fetchMerchantProfile(
  kind: SessionKind,
  options: { signal?: AbortSignal; token?: string } = {},
): Promise<MerchantProfile> {
  return clientFor(kind).GET('/user/merchant', {
    signal: options.signal,
    auth: options.token ? { token: options.token } : 'session',
  });
}

/**
 * When this page was loaded. A profile stored before then comes from an earlier visit: it is shown at
 * once but checked again in the background, so a session revoked meanwhile (logout elsewhere, a
 * password reset) answers 401 and is cleared instead of looking logged in until the cache expires.
 */
const PAGE_LOADED_AT = Date.now();

export const profileQueryKey = (kind: SessionKind, token: string | null) => ['merchant-profile', kind, token] as const;

/**
 * The profile of a session, cached with the companies' 10 minutes. The profile kept in the session
 * store seeds the cache so guards do not wait on every page load; a fresh one is stored back.
 */
export function profileQuery(kind: SessionKind, session: Session | null) {
  const token = session?.token ?? null;
  return queryOptions({
    queryKey: profileQueryKey(kind, token),
    queryFn: async ({ signal }) => {
      const profile = await fetchMerchantProfile(kind, { signal });
      if (sessionStore.getToken(kind) === token) sessionStore.setProfile(kind, profile);
      return profile;
    },
    enabled: token !== null,
    staleTime: COMPANIES_STALE_TIME_MS,
    initialData: session?.profile ?? undefined,
    initialDataUpdatedAt:
      session?.profileSavedAt && session.profileSavedAt >= PAGE_LOADED_AT ? session.profileSavedAt : 0,
  });
}

export function useMerchantProfile(kind: SessionKind) {
  const session = useSession(kind);
  return useQuery(profileQuery(kind, session));
}

/**
 * Puts a profile the API just returned (after an update, an upload, joining a company) into the
 * cache and the session store, so guards and the navbar see it without another request.
 */
export function storeProfile(queryClient: QueryClient, kind: SessionKind, profile: MerchantProfile): void {
  const token = sessionStore.getToken(kind);
  if (!token) return;
  queryClient.setQueryData(profileQueryKey(kind, token), profile);
  sessionStore.setProfile(kind, profile);
}
