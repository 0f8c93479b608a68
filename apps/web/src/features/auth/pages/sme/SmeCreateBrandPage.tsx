import { Navigate } from 'react-router';
import { smeCompany, smeHomePath } from '@app/shared/session';
import { PageLoader } from '../../../../components/PageLoader';
import { useMerchantProfile } from '../../api/profile';
import { AuthCard } from '../../components/AuthCard';
import { SmeBusinessStep } from './SmeBusinessStep';

/** /sme/auth/create-brand: an SME user without a business yet names it (guarded by RequireSme). */
export function SmeCreateBrandPage() {
  const { data: profile } = useMerchantProfile('sme');
  if (!profile) return <PageLoader label="Loading your account" />;
  if (smeCompany(profile)) return <Navigate to={smeHomePath(profile)} replace />;
  return (
    <AuthCard title="Create your brand" subtitle="Name the business you will run campaigns for.">
      <SmeBusinessStep defaultName={profile.business_name} submitLabel="Create brand" />
    </AuthCard>
  );
}
