import { Anchor, Divider, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoginRequest } from '@app/shared/auth';
import { safeRedirectPath } from '@app/shared/session';
import { sessionStore, type SessionKind } from '../../../lib/session';
import { useLogin } from '../api/login';
import { AuthCard, AuthPrompt } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
import { AUTH_AREA_PATHS, loginLanding } from '../lib/auth-areas';

/** What the login screen says in each area; the other area is one link away. */
const LOGIN_TEXT: Record<
  SessionKind,
  {
    title: string;
    subtitle: string;
    submit: string;
    signupPrompt: string;
    signupLink: string;
    otherArea: string;
    otherAreaLink: string;
  }
> = {
  brand: {
    title: 'Log in',
    subtitle: 'Welcome back. Log in to manage your campaigns.',
    submit: 'Log in',
    signupPrompt: 'No account yet?',
    signupLink: 'Sign up',
    otherArea: 'Small business?',
    otherAreaLink: 'Sign in to the small-business area',
  },
  sme: {
    title: 'Sign in',
    subtitle: 'Small business? Sign in to run your campaigns.',
    submit: 'Sign in',
    signupPrompt: 'New here?',
    signupLink: 'Create a business account',
    otherArea: 'Brand or agency?',
    otherAreaLink: 'Log in to the brand area',
  },
};

/**
 * The login of both areas (/auth/login, /sme/auth/signin). A verified account gets the session of its
 * own kind and goes where loginLanding says (the anonymity guards carry it out); an unverified one
 * goes to its area's e-mail code screen.
 */
export function LoginPage({ area = 'brand' }: { area?: SessionKind }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin(area);
  const redirect = safeRedirectPath(params.get('redirect'));
  const text = LOGIN_TEXT[area];
  const otherArea: SessionKind = area === 'sme' ? 'brand' : 'sme';

  const onSubmit = (body: LoginRequest) => {
    login.mutate(body, {
      onSuccess: (reply) => {
        const { access_token: token, merchant_profile: profile, is_sme } = reply;
        const kind: SessionKind = is_sme ? 'sme' : 'brand';
        if (!profile.email_verified) {
          sessionStore.setPending({ token, kind, email: profile.email, flow: 'login' });
          void navigate(AUTH_AREA_PATHS[kind].verifyEmail);
          return;
        }
        const landing = loginLanding(area, reply, redirect);
        sessionStore.set(landing.kind, { token, profile }, { next: landing.next });
      },
    });
  };

  return (
    <AuthCard
      title={text.title}
      subtitle={text.subtitle}
      footer={<AuthPrompt prompt={text.signupPrompt} label={text.signupLink} to={AUTH_AREA_PATHS[area].signup} />}
    >
      <LoginForm
        area={area}
        onSubmit={onSubmit}
        pending={login.isPending}
        error={login.error}
        submitLabel={text.submit}
      />
      <Divider my="md" label={text.otherArea} labelPosition="center" />
      <Text size="sm" ta="center">
        <Anchor component={Link} to={AUTH_AREA_PATHS[otherArea].login}>
          {text.otherAreaLink}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
