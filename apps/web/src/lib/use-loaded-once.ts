import { useState } from 'react';

/**
 * True from the first time `on` is true: code that loads when a dialog or drawer first opens then stays mounted, so
 * it closes with its transition.
 */
export function useLoadedOnce(on: boolean): boolean {
  const [loaded, setLoaded] = useState(on);
  if (on && !loaded) setLoaded(true);
  return loaded;
}
