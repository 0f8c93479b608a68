import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { smeCompany, smeHomePath } from '@app/shared/session';
import { PageLoader } from '../../../../components/PageLoader';
import { paths } from '../../../../lib/paths';
import { useSession } from '../../../../lib/session';
import { useMerchantProfile } from '../../api/profile';
import { AuthCard, AuthNotice } from '../../components/AuthCard';
import { SmeSignupSteps } from '../../components/SmeSignupSteps';
import { SmeBusinessStep } from './SmeBusinessStep';

/** Step 3 of the SME sign-up: the business name (no route guard; it needs the SME session it finds). */
export function SmeCompleteSignupPage() {
  const session = useSession('sme');
  const profileQuery = useMerchantProfile('sme');

  if (!session) {
    return (
      <AuthNotice
        title="Finish setting up"
        icon={<IconLock size={28} aria-hidden />}
        heading="Sign in to continue"
        description="Sign in with the account you created; then enter your business name."
      >
        <Button component={Link} to={paths.sme.signin({ redirect: paths.sme.completeSignup() })}>
          Sign in
        </Button>
      </AuthNotice>
    );
  }

  const profile = profileQuery.data;
  if (!profile && profileQuery.isPending) return <PageLoader label="Loading your account" />;
  if (profile && smeCompany(profile)) return <Navigate to={smeHomePath(profile)} replace />;

  return (
    <AuthCard title="Name your business" subtitle="This is the last step: tell us the business you run campaigns for.">
      <SmeSignupSteps active={2} />
      <SmeBusinessStep defaultName={profile?.business_name} submitLabel="Finish sign-up" />
    </AuthCard>
  );
}
