import { Navigate, Outlet, useParams } from 'react-router';
import { ownsCompany, smeHomePath } from '@app/shared/session';
import { ProfileGate } from './ProfileGate';

/** /sme/{sme_id}/...: the id must be one of the SME user's companies, else their own SME home. */
export function RequireSmeCompany() {
  const { smeId = '' } = useParams();
  return (
    <ProfileGate kind="sme">
      {(profile) => (ownsCompany(profile, smeId) ? <Outlet /> : <Navigate to={smeHomePath(profile)} replace />)}
    </ProfileGate>
  );
}
