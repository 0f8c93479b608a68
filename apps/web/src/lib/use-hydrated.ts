import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React takes over a page the build rendered (app/prerender.tsx) and on the server, true at once
 * everywhere else: what only works with the app's script (a form's submit) waits for it, and the prerendered markup
 * says so too.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
