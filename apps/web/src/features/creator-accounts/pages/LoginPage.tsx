import { Anchor } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { creatorSessionStore } from '../../../lib/creator-session';
import { paths } from '../../../lib/paths';
import { creatorKeys } from '../api/keys';
import { useCreatorLogin } from '../api/login';
import { storeCreatorProfile } from '../api/me';
import { CreatorLoginForm } from '../components/CreatorLoginForm';
import { PortalCard } from '../components/PortalCard';

/**
 * /creator/login: the creator session (its own token; a merchant login does not open the portal). The
 * anonymous-only guard then follows `redirect` when it is a portal path, else opens /creator.
 */
export function CreatorLoginPage() {
  const login = useCreatorLogin();
  const queryClient = useQueryClient();
  return (
    <PortalCard
      title="Creator log in"
      footer={
        <>
          New here?{' '}
          <Anchor component={Link} to={paths.creator.signup()}>
            Join as a creator
          </Anchor>
        </>
      }
    >
      <CreatorLoginForm
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
    </PortalCard>
  );
}
