import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '@app/shared/session';
import { useSession } from '../../lib/session';
import { currentPath, intentOr } from './intent';
import { ProfileGate } from './ProfileGate';

/** Needs an SME login: everyone else goes to /sme/auth/signin?redirect={path}. Waits for the profile. */
export function RequireSme() {
  const sme = useSession('sme');
  const location = useLocation();
  if (!sme) return <Navigate to={intentOr(loginPathFor(currentPath(location)), location.pathname)} replace />;
  return <ProfileGate kind="sme">{() => <Outlet />}</ProfileGate>;
}
