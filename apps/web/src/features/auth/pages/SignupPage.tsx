import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { InitiateRequest } from '@app/shared/auth';
import { sessionStore } from '../../../lib/session';
import { useInitiateSignup } from '../api/initiate';
import { AuthCard } from '../components/AuthCard';
import { SignupForm } from '../components/SignupForm';

/** Brand sign-up: creates the unverified account, keeps its token as pending, then the e-mail code. */
export function SignupPage() {
  const navigate = useNavigate();
  const initiate = useInitiateSignup('brand');

  const onSubmit = (body: InitiateRequest) => {
    initiate.mutate(body, {
      onSuccess: ({ access_token }) => {
        sessionStore.setPending({ token: access_token, kind: 'brand', email: body.email, flow: 'signup' });
        void navigate('/auth/verify-email');
      },
    });
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Run influencer campaigns for your brands and companies."
      size={560}
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/auth/login">
            Log in
          </Anchor>
        </>
      }
    >
      <SignupForm onSubmit={onSubmit} pending={initiate.isPending} error={initiate.error} />
    </AuthCard>
  );
}
