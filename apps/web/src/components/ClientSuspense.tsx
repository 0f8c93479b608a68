import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * A Suspense boundary for code that loads on its own (React.lazy) that the server never renders: there its fallback
 * stands in, and so it does while the browser takes a server-rendered page over (app/prerender.tsx), after which the
 * code loads as anywhere else. A lazy part rendered on the server would leave a boundary it could not finish, which
 * React reports when hydrating (error #419) and renders again.
 */
export function ClientSuspense({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
