import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { creatorSessionStore } from '../../../lib/creator-session';
import { paths } from '../../../lib/paths';
import { useCreatorSignup } from '../api/signup';
import { CreatorSignupForm } from '../components/CreatorSignupForm';
import { PortalCard } from '../components/PortalCard';

/** /creator/signup: the account; a 6-digit code goes to the e-mail, entered next at /creator/verify. */
export function CreatorSignupPage() {
  const signup = useCreatorSignup();
  const navigate = useNavigate();
  return (
    <PortalCard
      title="Join as a creator"
      subtitle="Get campaign invitations from brands, sign contracts and get paid, from your phone."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to={paths.creator.login()}>
            Log in
          </Anchor>
        </>
      }
    >
      <CreatorSignupForm
        pending={signup.isPending}
        error={signup.error}
        onSubmit={(body) =>
          signup.mutate(body, {
            onSuccess: ({ access_token }) => {
              creatorSessionStore.setPending({ token: access_token, email: body.email });
              void navigate(paths.creator.verify());
            },
          })
        }
      />
    </PortalCard>
  );
}
