import { useEffect } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';
import { SessionRules } from '../guards/SessionRules';
import { settleIntent } from '../guards/intent';

/** The top of every route: cross-area session rules and scroll restoration. */
export function RootLayout() {
  const location = useLocation();
  useEffect(() => {
    settleIntent(location.pathname);
  }, [location.pathname]);

  return (
    <>
      <SessionRules />
      <ScrollRestoration />
    </>
  );
}
