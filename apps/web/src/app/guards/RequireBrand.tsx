import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '@app/shared/session';
import { useSession } from '../../lib/session';
import { currentPath, intentOr } from './intent';
import { ProfileGate } from './ProfileGate';

/** Needs a brand login: others go to /auth/login?redirect={path}. Waits for the profile. */
export function RequireBrand() {
  const brand = useSession('brand');
  const location = useLocation();
  if (!brand) return <Navigate to={intentOr(loginPathFor(currentPath(location)), location.pathname)} replace />;
  return <ProfileGate kind="brand">{() => <Outlet />}</ProfileGate>;
}
