import { useNavigate } from 'react-router';
import type { InitiateRequest } from '@app/shared/auth';
import { sessionStore, type SessionKind } from '../../../lib/session';
import { useInitiateSignup } from '../api/initiate';
import { AuthCard, AuthPrompt } from '../components/AuthCard';
import { SignupForm } from '../components/SignupForm';
import { SmeSignupSteps } from '../components/SmeSignupSteps';
import { AUTH_AREA_PATHS } from '../lib/auth-areas';

/** What the sign-up screen says in each area. */
const SIGNUP_TEXT: Record<
  SessionKind,
  { title: string; subtitle: string; submit: string; loginPrompt: string; loginLink: string }
> = {
  brand: {
    title: 'Create your account',
    subtitle: 'Run influencer campaigns for your brands and companies.',
    submit: 'Create account',
    loginPrompt: 'Already have an account?',
    loginLink: 'Log in',
  },
  sme: {
    title: 'Create your business account',
    subtitle: 'Launch influencer campaigns for your small business in minutes.',
    submit: 'Continue',
    loginPrompt: 'Already registered?',
    loginLink: 'Sign in',
  },
};

/**
 * The sign-up of both areas (/auth/signup; /sme/auth/signup, step 1 of the SME sequence): initiate
 * (with ?is_sme=true for the SME area), keep the token as pending, then the area's e-mail code screen.
 * The SME sign-up carries its business name on to the complete-signup step.
 */
export function SignupPage({ area = 'brand' }: { area?: SessionKind }) {
  const navigate = useNavigate();
  const initiate = useInitiateSignup(area);
  const text = SIGNUP_TEXT[area];

  const onSubmit = (body: InitiateRequest) => {
    initiate.mutate(body, {
      onSuccess: ({ access_token }) => {
        const carried = area === 'sme' ? { business_name: body.business_name } : {};
        sessionStore.setPending({ token: access_token, kind: area, email: body.email, flow: 'signup', ...carried });
        void navigate(AUTH_AREA_PATHS[area].verifyEmail);
      },
    });
  };

  return (
    <AuthCard
      title={text.title}
      subtitle={text.subtitle}
      size={560}
      footer={<AuthPrompt prompt={text.loginPrompt} label={text.loginLink} to={AUTH_AREA_PATHS[area].login} />}
    >
      {area === 'sme' && <SmeSignupSteps active={0} />}
      <SignupForm onSubmit={onSubmit} pending={initiate.isPending} error={initiate.error} submitLabel={text.submit} />
    </AuthCard>
  );
}
