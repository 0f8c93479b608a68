import { Navigate, Outlet } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { ProfileGate } from './ProfileGate';

/**
 * /disabled: shown only to a brand user whose account is disabled. Everyone else is sent on to
 * /companies (where a visitor without a session is asked to log in, and an active account lands on
 * its companies). An SME user never gets here: SessionRules sends them to their SME dashboard first.
 */
export function RequireDisabledAccount() {
  const brand = useSession('brand');
  if (!brand) return <Navigate to={paths.companies()} replace />;
  return (
    <ProfileGate kind="brand">
      {(profile) => (profile.account_disabled ? <Outlet /> : <Navigate to={paths.companies()} replace />)}
    </ProfileGate>
  );
}
