import { useEffect, useState } from 'react';

/**
 * True from the first time `on` is true: code that loads when a dialog or drawer first opens then stays mounted, so
 * it closes with its transition.
 */
export function useLoadedOnce(on: boolean): boolean {
  const [loaded, setLoaded] = useState(on);
  if (on && !loaded) setLoaded(true);
  return loaded;
}

/**
 * `opened` from the first update on, false on the first render. A dialog or drawer whose code loads when it first
 * opens mounts already open; Mantine notes the element to give focus back to (and plays the opening transition) only
 * when `opened` changes, so it would leave focus on the page's body when it first closed.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return opened && mounted;
}
