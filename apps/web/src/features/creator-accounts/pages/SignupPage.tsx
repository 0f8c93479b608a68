import { useNavigate } from 'react-router';
import { creatorSessionStore } from '../../../lib/creator-session';
import { AuthCard, AuthPrompt } from '../../auth/components/AuthCard';
import { AUTH_AREA_PATHS } from '../../auth/lib/auth-areas';
import { useCreatorSignup } from '../api/signup';
import { CreatorSignupForm } from '../components/CreatorSignupForm';

/** /creator/signup: the account; a 6-digit code goes to the e-mail, entered next at /creator/verify. */
export function CreatorSignupPage() {
  const signup = useCreatorSignup();
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Join as a creator"
      subtitle="Get campaign invitations from brands, sign contracts and get paid, from your phone."
      footer={<AuthPrompt prompt="Already have an account?" label="Log in" to={AUTH_AREA_PATHS.creator.login} />}
    >
      <CreatorSignupForm
        pending={signup.isPending}
        error={signup.error}
        onSubmit={(body) =>
          signup.mutate(body, {
            onSuccess: ({ access_token }) => {
              creatorSessionStore.setPending({ token: access_token, email: body.email });
              void navigate(AUTH_AREA_PATHS.creator.verifyEmail);
            },
          })
        }
      />
    </AuthCard>
  );
}
