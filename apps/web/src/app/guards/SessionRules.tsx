import { Navigate, Outlet, useLocation } from 'react-router';
import { brandOnSmePath, isSmePath, smeHomePath } from '@app/shared/session';
import { useSession } from '../../lib/session';
import { intentOr } from './intent';
import { ProfileGate } from './ProfileGate';

/** Pages open to every visitor, whatever their session (footer links, public campaign, thank-you). */
const OPEN_PATHS = ['/auth/thank-you', '/faq', '/terms-and-conditions', '/privacypolicy', '/contact', '/disabled'];
const OPEN_PREFIXES = ['/public/'];

export function isOpenPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return OPEN_PATHS.includes(path) || OPEN_PREFIXES.some((prefix) => path.startsWith(prefix));
}

function isSmeTokenEntry(pathname: string, search: string): boolean {
  return (pathname === '/sme' || pathname === '/sme/') && new URLSearchParams(search).has('token');
}

/**
 * The cross-area rules of spec section 4, applied on every route:
 *  - an SME-authenticated user on a non-SME path goes to their SME dashboard;
 *  - a brand-authenticated user on an SME path goes to brandOnSmePath.
 * When both sessions exist, each area keeps its own user (no ping-pong).
 */
export function SessionRules() {
  const location = useLocation();
  const brand = useSession('brand');
  const sme = useSession('sme');
  const onSmePath = isSmePath(location.pathname);

  if (onSmePath && brand && !sme && !isSmeTokenEntry(location.pathname, location.search)) {
    return (
      <ProfileGate kind="brand">
        {(profile) => <Navigate to={intentOr(brandOnSmePath(profile), location.pathname)} replace />}
      </ProfileGate>
    );
  }

  if (!onSmePath && sme && !brand && !isOpenPath(location.pathname)) {
    return (
      <ProfileGate kind="sme">{(profile) => <Navigate to={intentOr(smeHomePath(profile), location.pathname)} replace />}</ProfileGate>
    );
  }

  return <Outlet />;
}
