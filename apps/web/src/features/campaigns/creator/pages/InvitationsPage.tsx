import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Invitation } from '@app/shared/creator-accounts';
import { ErrorState } from '../../../../components/ErrorState';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { useConfigBundle } from '../../../config/api/conf-all';
import { useInvitations } from '../../api/invitations';
import { useCreatorProfile } from '../../../creator-accounts/api/me';
import { channelLabel } from '../../../creator-accounts/lib/labels';
import { formatMoney } from '../../../../lib/money';
import { EmptyBlock, ListSkeleton, PortalPage } from '../../../creator-accounts/components/PortalPage';
import { isProfileIncompleteError, ProfileIncomplete } from '../../../creator-accounts/components/ProfileIncomplete';
import { InvitationStatusBadge } from '../components/InvitationStatusBadge';

function InvitationCard({ invitation }: { invitation: Invitation }) {
  const config = useConfigBundle();
  const { campaign } = invitation;
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="invitation-card">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="md">
            <Link to={paths.creator.invitation(invitation.id)} style={{ color: 'inherit' }}>
              {campaign.name}
            </Link>
          </Title>
          <InvitationStatusBadge status={invitation.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {campaign.brand_name} · {campaign.channels.map((c) => channelLabel(config.data, c)).join(', ')}
        </Text>
        <Text size="sm">
          {formatDate(campaign.start_date, 'dayFirstTime')} – {formatDate(campaign.end_date, 'dayFirstTime')}
        </Text>
        <Text size="sm" fw={600}>
          {formatMoney(invitation.total_amount_minor, invitation.currency)}
        </Text>
      </Stack>
    </Card>
  );
}

/** /creator/invitations: the campaign invitations, those awaiting an answer first. */
export function CreatorInvitationsPage() {
  const profile = useCreatorProfile();
  const complete = profile.data?.profile_complete ?? false;
  const invitations = useInvitations(complete);
  const title = 'Invitations';

  if (profile.data && !complete) {
    return (
      <PortalPage title={title}>
        <ProfileIncomplete what="invitations" />
      </PortalPage>
    );
  }
  if (invitations.isError && isProfileIncompleteError(invitations.error)) {
    return (
      <PortalPage title={title}>
        <ProfileIncomplete what="invitations" />
      </PortalPage>
    );
  }

  const list = invitations.data
    ? [...invitations.data].sort((a, b) => Number(b.status === 'PENDING') - Number(a.status === 'PENDING'))
    : [];
  return (
    <PortalPage
      title={title}
      description="Brands invite you to their campaigns; accept to get the work, or decline with a reason."
    >
      {profile.isError ? (
        <ErrorState
          title="We could not load your profile"
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : invitations.isError ? (
        <ErrorState
          title="We could not load your invitations"
          error={invitations.error}
          onRetry={() => void invitations.refetch()}
        />
      ) : !invitations.data ? (
        <ListSkeleton label="Loading your invitations" />
      ) : list.length === 0 ? (
        <EmptyBlock
          icon={<IconMail size={28} aria-hidden />}
          title="No invitations yet"
          description="When a brand invites you to a campaign, it shows here."
          testId="invitations-empty"
        />
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your invitations">
          {list.map((invitation) => (
            <InvitationCard key={invitation.id} invitation={invitation} />
          ))}
        </Stack>
      )}
    </PortalPage>
  );
}
