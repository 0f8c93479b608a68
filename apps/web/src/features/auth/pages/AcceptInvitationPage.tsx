import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TEAM_ROLE_LABELS } from '@app/shared/permissions';
import { brandHomePath } from '@app/shared/session';
import { PageLoader } from '../../../components/PageLoader';
import { toast } from '../../../components/toast';
import { describeError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview } from '../api/invitation-preview';
import { useMerchantProfile } from '../api/profile';
import { AuthCard } from '../components/AuthCard';

/**
 * /auth/invite/merchant/accept?token&email (needs a brand login; the login comes back here): an
 * existing account joins the inviting company (POST /auth/accept_invite/merchant) and opens it.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const navigate = useNavigate();
  const profile = useMerchantProfile('brand').data;
  const preview = useInvitationPreview(token, email);
  const accept = useAcceptInvitation();
  const started = useRef(false);
  const wrongAccount = Boolean(profile && email && profile.email.toLowerCase() !== email.trim().toLowerCase());

  const { mutateAsync } = accept;
  const companyName = preview.data?.company_name;
  useEffect(() => {
    if (started.current || !token || !profile || wrongAccount) return;
    started.current = true;
    mutateAsync(token)
      .then((updated) => {
        toast({ type: 'success', message: companyName ? `You joined ${companyName}.` : 'You joined the team.' });
        // The API makes the inviting company the last one used.
        const target = updated.last_company_id
          ? paths.company.dashboard(updated.last_company_id)
          : brandHomePath(updated);
        void navigate(target, { replace: true });
      })
      .catch(() => undefined /* shown below from accept.error */);
  }, [token, profile, wrongAccount, mutateAsync, navigate, companyName]);

  if (!token) {
    return (
      <AuthCard title="Accept your invitation">
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title="Invitation link needed">
          Open the link in your invitation e-mail again.
        </Alert>
      </AuthCard>
    );
  }

  if (wrongAccount || accept.isError) {
    return (
      <AuthCard title="Accept your invitation">
        <Stack>
          <Alert
            color="red"
            icon={<IconInfoCircle aria-hidden />}
            title="We could not accept the invitation"
            role="alert"
            data-testid="accept-invitation-error"
          >
            {wrongAccount
              ? `This invitation was sent to ${email}, but you are logged in as ${profile?.email}. ` +
                `Log out, then open the link again and log in as ${email}.`
              : describeError(accept.error)}
          </Alert>
          <Group justify="center">
            <Button component={Link} to={paths.companies()} variant="default">
              Go to my companies
            </Button>
          </Group>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Accept your invitation">
      <Stack>
        {preview.data && (
          <Text ta="center">
            Joining {preview.data.company_name} as {TEAM_ROLE_LABELS[preview.data.role]}…
          </Text>
        )}
        <PageLoader label="Accepting your invitation" minHeight={120} />
      </Stack>
    </AuthCard>
  );
}
