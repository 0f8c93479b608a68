import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { brandHomePath, safeRedirectPath } from '@app/shared/session';
import { useSession } from '../../lib/session';
import { intentOr } from './intent';
import { ProfileGate } from './ProfileGate';

/**
 * Brand authentication pages: a logged-in brand user goes on to the safe `redirect` parameter
 * (this is how a login follows it), else to their company dashboard (brandHomePath).
 * An SME user never gets here: SessionRules sends them to their SME dashboard first.
 */
export function AnonymousOnly() {
  const brand = useSession('brand');
  const location = useLocation();
  const [params] = useSearchParams();
  if (!brand) return <Outlet />;

  const redirect = safeRedirectPath(params.get('redirect'));
  const intended = intentOr('', location.pathname) || redirect;
  if (intended) return <Navigate to={intended} replace />;
  return <ProfileGate kind="brand">{(profile) => <Navigate to={brandHomePath(profile)} replace />}</ProfileGate>;
}
