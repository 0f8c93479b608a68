import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Unsaved changes are not lost by accident: a navigation to another page inside the app is held
 * (the form asks, then proceeds or stays) and closing or reloading the tab asks the browser's own
 * question. Query changes on the same page (?draft=, ?job_id=) are never held. `shouldBlock` is
 * read when the navigation happens, so a save or a create just before navigating lets it through.
 */
export function useLeaveGuard(shouldBlock: () => boolean): Blocker {
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && latest.current(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return blocker;
}
