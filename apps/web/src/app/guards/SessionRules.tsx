import { Navigate, Outlet, useLocation } from 'react-router';
import { brandOnSmePath, isSmePath, smeHomePath } from '@app/shared/session';
import { isCreatorPath, isOpenPath, ROUTES } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { intentOr } from './intent';
import { ProfileGate } from './ProfileGate';

function isSmeTokenEntry(pathname: string, search: string): boolean {
  return (
    (pathname === ROUTES.sme.root || pathname === `${ROUTES.sme.root}/`) && new URLSearchParams(search).has('token')
  );
}

/**
 * Which cross-area rule applies to a visit: `sme-home`, `brand-on-sme`, or none (null). The creator
 * portal (/creator/...) is an area of its own with its own session (decision 016): creators and
 * merchants are different people, and one person may be both in one browser, so no merchant session
 * sends a visit of the portal elsewhere. The pages open to any visitor (isOpenPath: FAQ, terms, privacy,
 * contact, thank-you, a campaign's public page) open for every session too: where spec section 4's "any
 * non-SME path" rule meets "open to any visitor", the open page wins (decision 014).
 */
export function crossAreaRule(visit: {
  pathname: string;
  search: string;
  brand: boolean;
  sme: boolean;
}): 'sme-home' | 'brand-on-sme' | null {
  if (isCreatorPath(visit.pathname) || isOpenPath(visit.pathname)) return null;
  const onSmePath = isSmePath(visit.pathname);
  if (!onSmePath && visit.sme) return 'sme-home';
  if (onSmePath && visit.brand && !visit.sme && !isSmeTokenEntry(visit.pathname, visit.search)) return 'brand-on-sme';
  return null;
}

/**
 * The cross-area rules of spec section 4, applied on every route:
 *  - an SME-authenticated user on any non-SME path goes to their SME dashboard, also when a brand
 *    session exists beside the SME one; the pages open to any visitor (FAQ, legal pages, contact,
 *    thank-you, public campaign) are the exception: they open for an SME user too;
 *  - a brand-authenticated user on an SME path goes to brandOnSmePath (the first BRAND company's
 *    dashboard, else /companies), except on the /sme?token= entry, which signs an SME user in.
 * With both sessions the SME one decides (an SME user on an SME path is at home), so the two rules
 * never send the user back and forth. Both sessions exist only after an SME token entry in a browser
 * that was logged in as a brand user: the SME sign-in itself is out of a brand user's reach.
 * Neither rule applies to the creator portal (/creator/...), whatever merchant session the browser holds.
 */
export function SessionRules() {
  const location = useLocation();
  const brand = useSession('brand');
  const sme = useSession('sme');
  const rule = crossAreaRule({
    pathname: location.pathname,
    search: location.search,
    brand: Boolean(brand),
    sme: Boolean(sme),
  });

  if (rule === 'sme-home') {
    return (
      <ProfileGate kind="sme">
        {(profile) => <Navigate to={intentOr(smeHomePath(profile), location.pathname)} replace />}
      </ProfileGate>
    );
  }

  if (rule === 'brand-on-sme') {
    return (
      <ProfileGate kind="brand">
        {(profile) => <Navigate to={intentOr(brandOnSmePath(profile), location.pathname)} replace />}
      </ProfileGate>
    );
  }

  return <Outlet />;
}
