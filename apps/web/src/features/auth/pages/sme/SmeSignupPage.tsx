import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { InitiateRequest } from '@app/shared/auth';
import { sessionStore } from '../../../../lib/session';
import { useInitiateSignup } from '../../api/initiate';
import { AuthCard } from '../../components/AuthCard';
import { SignupForm } from '../../components/SignupForm';
import { SmeSignupSteps } from '../../components/SmeSignupSteps';

/** Step 1 of the SME sign-up sequence: initiate with ?is_sme=true, then the e-mail code. */
export function SmeSignupPage() {
  const navigate = useNavigate();
  const initiate = useInitiateSignup('sme');

  const onSubmit = (body: InitiateRequest) => {
    initiate.mutate(body, {
      onSuccess: ({ access_token }) => {
        sessionStore.setPending({ token: access_token, kind: 'sme', email: body.email, flow: 'signup', business_name: body.business_name });
        void navigate('/sme/auth/verify-email');
      },
    });
  };

  return (
    <AuthCard
      title="Create your business account"
      subtitle="Launch influencer campaigns for your small business in minutes."
      size={560}
      footer={
        <>
          Already registered?{' '}
          <Anchor component={Link} to="/sme/auth/signin">
            Sign in
          </Anchor>
        </>
      }
    >
      <SmeSignupSteps active={0} />
      <SignupForm onSubmit={onSubmit} pending={initiate.isPending} error={initiate.error} submitLabel="Continue" />
    </AuthCard>
  );
}
