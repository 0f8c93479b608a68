import { useEffect } from 'react';
import { creatorSessionStore } from '../../lib/creator-session';

function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] || '/';
}

/**
 * The target of a redirect caused by the creator session changing: the intent recorded with that change
 * (the login page after logging out) unless we are already there, else the rule's own target.
 */
export function creatorIntentOr(fallback: string, currentPathname: string): string {
  const next = creatorSessionStore.peekNext();
  if (!next || pathnameOf(next) === currentPathname) return fallback;
  return next;
}

/** Forgets the intent once the user has arrived at it. */
export function useSettleCreatorIntent(currentPathname: string): void {
  useEffect(() => {
    const next = creatorSessionStore.peekNext();
    if (next && pathnameOf(next) === currentPathname) creatorSessionStore.clearNext();
  }, [currentPathname]);
}
