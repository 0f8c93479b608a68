import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  declineInvitationRequestSchema,
  type Invitation,
  INVITATION_ANSWERABLE_IN,
  INVITATION_TRANSITIONS,
} from '@app/shared/creator-accounts';
import { movesFrom } from '@app/shared/state-machine';
import { FormError } from '../../../../components/FormError';
import { toast } from '../../../../components/toast';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { useConfigBundle } from '../../../config/api/conf-all';
import { useAcceptInvitation, useDeclineInvitation } from '../../api/answer-invitation';
import { useInvitation } from '../../api/invitation';
import { useCreatorProfile } from '../../../creator-accounts/api/me';
import { channelLabel, postsLabel } from '../../../creator-accounts/lib/labels';
import { formatMoney } from '../../../../lib/money';
import { Fact } from '../../../../components/Fact';
import { detailGate } from '../../../creator-accounts/components/DetailGate';
import { PortalPage } from '../../../creator-accounts/components/PortalPage';
import { ReasonModal } from '../../../../components/ReasonModal';
import { ContractStatusBadge } from '../../../contracts/components/ContractStatusBadge';
import { InvitationStatusBadge } from '../components/InvitationStatusBadge';

const back = { to: paths.creator.invitations(), label: 'All invitations' };

function Answer({ invitation }: { invitation: Invitation }) {
  const accept = useAcceptInvitation(invitation.id);
  const decline = useDeclineInvitation(invitation.id);
  const [declining, setDeclining] = useState(false);
  const campaignOver = !(INVITATION_ANSWERABLE_IN as readonly string[]).includes(invitation.campaign.status);
  if (!movesFrom(INVITATION_TRANSITIONS, invitation.status, 'CREATOR').length) return null;
  if (campaignOver)
    return <Alert color="gray">This campaign has ended; its invitation can no longer be answered.</Alert>;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Your answer">
      <Stack gap="sm">
        <Text size="sm">
          Accept to get this work
          {invitation.contracts.some((c) => c.status === 'PENDING_SIGNATURE') ? ' (then sign the contract)' : ''}, or
          decline with a reason.
        </Text>
        <FormError error={accept.error} title="We could not accept the invitation" />
        <Group grow gap="sm">
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={accept.isPending}
            disabled={decline.isPending}
            onClick={() =>
              accept.mutate(undefined, {
                onSuccess: () =>
                  toast({ type: 'success', message: 'You accepted the invitation. The work is in your list.' }),
              })
            }
          >
            Accept
          </Button>
          <Button
            variant="default"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={accept.isPending}
            onClick={() => setDeclining(true)}
          >
            Decline
          </Button>
        </Group>
      </Stack>
      <ReasonModal
        opened={declining}
        onClose={() => setDeclining(false)}
        title="Decline this invitation?"
        message={`Tell ${invitation.campaign.brand_name} why. Declining also ends your contracts of this campaign.`}
        confirmLabel="Decline invitation"
        schema={declineInvitationRequestSchema}
        onConfirm={(reason) =>
          decline.mutateAsync(reason).then(() => toast({ type: 'success', message: 'You declined the invitation.' }))
        }
      />
    </Paper>
  );
}

function InvitationDetails({ invitation }: { invitation: Invitation }) {
  const config = useConfigBundle();
  const { campaign } = invitation;
  return (
    <>
      <Stack gap="xs">
        <Fact label="Brand">{campaign.brand_name}</Fact>
        <Fact label="Dates">
          {formatDate(campaign.start_date, 'dayFirstTime')} – {formatDate(campaign.end_date, 'dayFirstTime')}
        </Fact>
        <Fact label="Channels">{campaign.channels.map((c) => channelLabel(config.data, c)).join(', ') || '–'}</Fact>
        {campaign.description && <Fact label="About the campaign">{campaign.description}</Fact>}
        {campaign.call_to_action && <Fact label="Call to action">{campaign.call_to_action}</Fact>}
        {invitation.status === 'DECLINED' && invitation.decline_reason && (
          <Fact label="Your reason for declining">{invitation.decline_reason}</Fact>
        )}
        {invitation.answered_at && <Fact label="Answered">{formatDate(invitation.answered_at, 'dayFirstTime')}</Fact>}
      </Stack>

      <Answer invitation={invitation} />

      <Stack gap="xs" component="section" aria-labelledby="invitation-tasks">
        <Title order={2} fz="lg" id="invitation-tasks">
          Your tasks
        </Title>
        {invitation.tasks.length === 0 ? (
          <Text size="sm" c="dimmed">
            No tasks are assigned to you in this campaign.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Tasks">
            {invitation.tasks.map((task) => (
              <Paper component="li" withBorder radius="md" p="sm" key={task.task_id} data-testid="invitation-task">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {channelLabel(config.data, task.channel)}:{' '}
                      {postsLabel(config.data, task.channel, task.post_content_type, task.number_of_posts)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(task.start_date, 'dayFirstTime')} – {formatDate(task.end_date, 'dayFirstTime')}
                    </Text>
                    {task.extra_instructions && <Text size="sm">{task.extra_instructions}</Text>}
                  </Stack>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(task.amount_minor, invitation.currency)}
                  </Text>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <Divider />
        <Group justify="space-between">
          <Text fw={600}>Total</Text>
          <Text fw={700} data-testid="invitation-total">
            {formatMoney(invitation.total_amount_minor, invitation.currency)}
          </Text>
        </Group>
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="invitation-contracts">
        <Title order={2} fz="lg" id="invitation-contracts">
          Contracts
        </Title>
        {invitation.contracts.length === 0 ? (
          <Text size="sm" c="dimmed">
            This campaign has no contract.
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Contracts of the campaign"
          >
            {invitation.contracts.map((contract) => (
              <Group component="li" key={contract.id} justify="space-between" wrap="nowrap" gap="xs">
                <Anchor component={Link} to={paths.creator.contract(contract.id)} size="sm">
                  {contract.title}
                </Anchor>
                <ContractStatusBadge status={contract.status} />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </>
  );
}

/**
 * /creator/invitations/{id}: the campaign, brand, dates, tasks with amounts and contracts; accept, or decline with a
 * reason.
 */
export function CreatorInvitationPage() {
  const { invitationId = '' } = useParams();
  const profile = useCreatorProfile();
  const complete = profile.data?.profile_complete ?? false;
  const invitation = useInvitation(invitationId, complete);

  const gate = detailGate({ noun: 'invitation', title: 'Invitation', back, profile, query: invitation });
  if (gate || !invitation.data) return gate;
  return (
    <PortalPage
      title={invitation.data.campaign.name}
      back={back}
      aside={<InvitationStatusBadge status={invitation.data.status} size="md" />}
    >
      <InvitationDetails invitation={invitation.data} />
    </PortalPage>
  );
}
