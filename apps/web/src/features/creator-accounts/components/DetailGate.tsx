import type { ReactElement } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import { isApiError } from '../../../lib/api-client';
import { PortalPage } from './PortalPage';
import { isProfileIncompleteError, ProfileIncomplete } from './ProfileIncomplete';
import { QueryState } from './QueryState';

interface Query {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface DetailGateOptions {
  /** The thing in lower case ("contract"): "Contract not found", "your contracts show here". */
  noun: string;
  /** The page's title until the thing is there ("Contract"). */
  title: string;
  back: { to: string; label: string };
  profile: Query & { data?: { profile_complete: boolean } };
  /** The thing's own query (asked only once the profile is complete). */
  query: Query & { data?: unknown };
}

/**
 * A portal details page (a contract, an invitation) while its thing cannot be shown: the
 * profile-incomplete notice (the profile says so, or the server refused for it), "not found" for
 * someone else's or a missing one, else a loader or the load error. Null once the thing is there.
 */
export function detailGate({ noun, title, back, profile, query }: DetailGateOptions): ReactElement | null {
  const complete = profile.data?.profile_complete ?? false;
  if ((profile.data && !complete) || (query.isError && isProfileIncompleteError(query.error))) {
    return (
      <PortalPage title={title} back={back}>
        <ProfileIncomplete what={`${noun}s`} />
      </PortalPage>
    );
  }
  if (!query.data) {
    const notFound = isApiError(query.error) && query.error.code === 'NOT_FOUND';
    return (
      <PortalPage title={notFound ? `${title} not found` : title} back={back}>
        {notFound ? (
          <ErrorState title={`This ${noun} does not exist or is not yours`} error={query.error} />
        ) : (
          <QueryState query={profile.isError ? profile : query} what={`the ${noun}`} />
        )}
      </PortalPage>
    );
  }
  return null;
}
