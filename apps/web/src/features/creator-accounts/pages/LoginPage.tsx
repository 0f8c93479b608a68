import { useQueryClient } from '@tanstack/react-query';
import { creatorSessionStore } from '../../../lib/creator-session';
import { AuthCard, AuthPrompt } from '../../auth/components/AuthCard';
import { LoginForm } from '../../auth/components/LoginForm';
import { AUTH_AREA_PATHS } from '../../auth/lib/auth-areas';
import { creatorKeys } from '../api/keys';
import { useCreatorLogin } from '../api/login';
import { storeCreatorProfile } from '../api/me';

/**
 * /creator/login: the creator session (its own token; a merchant login does not open the portal). The
 * anonymous-only guard then follows `redirect` when it is a portal path, else opens /creator.
 */
export function CreatorLoginPage() {
  const login = useCreatorLogin();
  const queryClient = useQueryClient();
  return (
    <AuthCard
      title="Creator log in"
      footer={<AuthPrompt prompt="New here?" label="Join as a creator" to={AUTH_AREA_PATHS.creator.signup} />}
    >
      <LoginForm
        area="creator"
        pending={login.isPending}
        error={login.error}
        onSubmit={(body) =>
          login.mutate(body, {
            onSuccess: ({ access_token, creator_profile }) => {
              queryClient.removeQueries({ queryKey: creatorKeys.all });
              storeCreatorProfile(queryClient, creator_profile);
              creatorSessionStore.set(access_token);
            },
          })
        }
      />
    </AuthCard>
  );
}
