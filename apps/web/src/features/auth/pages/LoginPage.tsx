import { Anchor, Divider, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoginRequest } from '@app/shared/auth';
import { brandHomePath, safeRedirectPath, smeHomePath } from '@app/shared/session';
import { sessionStore } from '../../../lib/session';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';

/**
 * Brand login. Verified brand merchant: a brand session, then the safe `redirect` or their company
 * dashboard (the AnonymousOnly guard carries it out). Unverified: the e-mail code screen.
 * An SME account logging in here gets its SME session and dashboard.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin('brand');
  const redirect = safeRedirectPath(params.get('redirect'));

  const onSubmit = (body: LoginRequest) => {
    login.mutate(body, {
      onSuccess: ({ access_token, merchant_profile: profile, is_sme }) => {
        if (!profile.email_verified) {
          sessionStore.setPending({ token: access_token, kind: is_sme ? 'sme' : 'brand', email: profile.email, flow: 'login' });
          void navigate(is_sme ? '/sme/auth/verify-email' : '/auth/verify-email');
          return;
        }
        if (is_sme) {
          sessionStore.set('sme', { token: access_token, profile }, { next: smeHomePath(profile) });
          return;
        }
        sessionStore.set('brand', { token: access_token, profile }, { next: redirect ?? brandHomePath(profile) });
      },
    });
  };

  return (
    <AuthCard
      title="Log in"
      subtitle="Welcome back. Log in to manage your campaigns."
      footer={
        <>
          No account yet?{' '}
          <Anchor component={Link} to="/auth/signup">
            Sign up
          </Anchor>
        </>
      }
    >
      <LoginForm onSubmit={onSubmit} pending={login.isPending} error={login.error} />
      <Divider my="md" label="Small business?" labelPosition="center" />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/sme/auth/signin">
          Sign in to the small-business area
        </Anchor>
      </Text>
    </AuthCard>
  );
}
