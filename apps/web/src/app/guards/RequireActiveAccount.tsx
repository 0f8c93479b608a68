import { Navigate, Outlet } from 'react-router';
import { paths } from '../../lib/paths';
import { ProfileGate } from './ProfileGate';

/** Company routes: a disabled account is sent to /disabled. Sits inside RequireBrand. */
export function RequireActiveAccount() {
  return (
    <ProfileGate kind="brand">
      {(profile) => (profile.account_disabled ? <Navigate to={paths.disabled()} replace /> : <Outlet />)}
    </ProfileGate>
  );
}
