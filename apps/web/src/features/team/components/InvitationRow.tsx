import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { Invitation } from '@app/shared/companies';
import { TEAM_ROLE_LABELS } from '@app/shared/permissions';
import { confirmAction } from '../../../components/confirm';
import { toast, toastFailure } from '../../../components/toast';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';

/** Spec section 9: 'DD MMM YYYY HH:mm'. */
const DATE_FORMAT = 'DD MMM YYYY HH:mm';

/** A pending invitation with resend and revoke (confirmed). */
export function InvitationRow({ invitation, companyId }: { invitation: Invitation; companyId: string }) {
  const resend = useResendInvitation(companyId);
  const revoke = useRevokeInvitation(companyId);
  const expired = invitation.status === 'EXPIRED';

  const onRevoke = () =>
    confirmAction({
      title: 'Revoke this invitation?',
      message: `The link sent to ${invitation.email} will stop working.`,
      confirmLabel: 'Revoke invitation',
      // mutateAsync: this row is gone once the team is fetched again.
      onConfirm: () =>
        revoke
          .mutateAsync(invitation.id)
          .then(() => toast({ type: 'success', message: `The invitation to ${invitation.email} was revoked.` }))
          .catch(toastFailure),
    });

  return (
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      py="sm"
      wrap="wrap"
      data-testid="team-invitation"
      data-email={invitation.email}
    >
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
        <Group gap={6} wrap="wrap">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {invitation.email}
          </Text>
          <Badge size="sm" variant="light" color="gray" tt="none">
            {TEAM_ROLE_LABELS[invitation.role]}
          </Badge>
          {expired && (
            <Badge size="sm" color="orange" variant="light">
              Expired
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {invitation.invited_by ? `Invited by ${invitation.invited_by} · ` : ''}
          {expired ? 'Expired' : 'Expires'} {dayjs(invitation.expires_at).format(DATE_FORMAT)}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="sm"
          loading={resend.isPending}
          aria-label={`Resend the invitation to ${invitation.email}`}
          onClick={() =>
            resend
              .mutateAsync(invitation.id)
              .then(() => toast({ type: 'success', message: `A new link was sent to ${invitation.email}.` }))
              .catch(toastFailure)
          }
        >
          Resend
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="sm"
          loading={revoke.isPending}
          onClick={onRevoke}
          aria-label={`Revoke the invitation to ${invitation.email}`}
        >
          Revoke
        </Button>
      </Group>
    </Group>
  );
}
