import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { isSmePath, safeRedirectPath, smeHomePath } from '@app/shared/session';
import { useSession } from '../../lib/session';
import { intentOr } from './intent';
import { ProfileGate } from './ProfileGate';

/** SME sign-in and sign-up: an authenticated SME user goes to a safe SME `redirect`, else their dashboard. */
export function SmeAnonymousOnly() {
  const sme = useSession('sme');
  const location = useLocation();
  const [params] = useSearchParams();
  if (!sme) return <Outlet />;

  const redirect = safeRedirectPath(params.get('redirect'));
  const intended = intentOr('', location.pathname) || (redirect && isSmePath(redirect) ? redirect : '');
  if (intended) return <Navigate to={intended} replace />;
  return <ProfileGate kind="sme">{(profile) => <Navigate to={smeHomePath(profile)} replace />}</ProfileGate>;
}
