import { sessionStore } from '../../lib/session';

function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] || '/';
}

/**
 * The target of a redirect caused by the session state: the intent recorded with the latest session
 * change (login, logout) when there is one and it is not where we already are, else the rule's target.
 */
export function intentOr(fallback: string, currentPathname: string): string {
  const next = sessionStore.peekNext();
  if (!next || pathnameOf(next) === currentPathname) return fallback;
  return next;
}

/** Forgets the intent once the user has arrived at it. */
export function settleIntent(currentPathname: string): void {
  const next = sessionStore.peekNext();
  if (next && pathnameOf(next) === currentPathname) sessionStore.clearNext();
}

export function currentPath(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
