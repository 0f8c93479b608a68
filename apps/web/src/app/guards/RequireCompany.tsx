import { Navigate, Outlet, useParams } from 'react-router';
import { ownsCompany } from '@app/shared/session';
import { ProfileGate } from './ProfileGate';

/** /companies/{company_id}/...: the company must be among the profile's companies, else /companies. */
export function RequireCompany() {
  const { companyId = '' } = useParams();
  return (
    <ProfileGate kind="brand">{(profile) => (ownsCompany(profile, companyId) ? <Outlet /> : <Navigate to="/companies" replace />)}</ProfileGate>
  );
}
