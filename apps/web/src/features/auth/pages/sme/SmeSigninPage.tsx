import { Anchor, Divider, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoginRequest } from '@app/shared/auth';
import { isSmePath, safeRedirectPath, smeHomePath } from '@app/shared/session';
import { sessionStore } from '../../../../lib/session';
import { useLogin } from '../../api/login';
import { AuthCard } from '../../components/AuthCard';
import { LoginForm } from '../../components/LoginForm';

/**
 * SME sign-in. An SME account gets the SME session and goes to a safe SME `redirect` or its
 * dashboard (create-brand when it has no business yet). A non-SME account signing in here is stored
 * as a brand session and goes to /companies.
 */
export function SmeSigninPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin('sme');
  const redirect = safeRedirectPath(params.get('redirect'));

  const onSubmit = (body: LoginRequest) => {
    login.mutate(body, {
      onSuccess: ({ access_token, merchant_profile: profile, is_sme }) => {
        if (!profile.email_verified) {
          sessionStore.setPending({ token: access_token, kind: is_sme ? 'sme' : 'brand', email: profile.email, flow: 'login' });
          void navigate(is_sme ? '/sme/auth/verify-email' : '/auth/verify-email');
          return;
        }
        if (!is_sme) {
          sessionStore.set('brand', { token: access_token, profile }, { next: '/companies' });
          return;
        }
        const next = redirect && isSmePath(redirect) ? redirect : smeHomePath(profile);
        sessionStore.set('sme', { token: access_token, profile }, { next });
      },
    });
  };

  return (
    <AuthCard
      title="Sign in"
      subtitle="Small business? Sign in to run your campaigns."
      footer={
        <>
          New here?{' '}
          <Anchor component={Link} to="/sme/auth/signup">
            Create a business account
          </Anchor>
        </>
      }
    >
      <LoginForm onSubmit={onSubmit} pending={login.isPending} error={login.error} submitLabel="Sign in" />
      <Divider my="md" label="Brand or agency?" labelPosition="center" />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/auth/login">
          Log in to the brand area
        </Anchor>
      </Text>
    </AuthCard>
  );
}
