import { Skeleton, Stack, Text } from '@mantine/core';
import type { CompanySummary } from '@app/shared/companies';
import { can } from '@app/shared/permissions';
import { ErrorState } from '../../../components/ErrorState';
import { Section } from '../../../components/Section';
import { useTeam } from '../api/team';
import classes from './TeamPanel.module.css';
import { InvitationRow } from './InvitationRow';
import { InviteForm } from './InviteForm';
import { MemberRow } from './MemberRow';

/** Rows are separated by a line (see TeamPanel.module.css). */
const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

function PanelSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the team">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={56} radius="md" />
      ))}
    </Stack>
  );
}

/** Invite form, members and pending invitations of one company. */
export function TeamPanel({ company }: { company: CompanySummary }) {
  const team = useTeam(company.id);
  if (team.isPending) return <PanelSkeleton />;
  if (team.isError)
    return <ErrorState title="We could not load the team" error={team.error} onRetry={() => void team.refetch()} />;
  const { members, invitations, grantable_roles } = team.data;
  const mayInvite = can(company.role, 'team.invite') && grantable_roles.length > 0;
  const pending = invitations.filter((i) => i.status === 'PENDING' || i.status === 'EXPIRED');

  return (
    <Stack gap="lg">
      {mayInvite && (
        <Section title="Invite a teammate" description={`They get an e-mail with a link to join ${company.name}.`}>
          <InviteForm key={company.id} companyId={company.id} companyName={company.name} roles={grantable_roles} />
        </Section>
      )}
      <Section
        title={`Members (${members.length})`}
        description={
          can(company.role, 'team.manage')
            ? 'Change a role or remove someone; members inherited from a parent company are managed there.'
            : 'Only owners and admins change roles or remove members.'
        }
        data-testid="team-members"
      >
        {members.length === 0 ? (
          <Text size="sm" c="dimmed">
            No members yet.
          </Text>
        ) : (
          <Stack component="ul" gap={0} style={listStyle} className={classes.rows}>
            {members.map((member) => (
              <MemberRow
                key={member.merchant_id}
                member={member}
                companyId={company.id}
                companyName={company.name}
                myRole={company.role}
                grantableRoles={grantable_roles}
              />
            ))}
          </Stack>
        )}
      </Section>
      {mayInvite && (
        <Section title={`Pending invitations (${pending.length})`} data-testid="team-invitations">
          {pending.length === 0 ? (
            <Text size="sm" c="dimmed">
              No pending invitations.
            </Text>
          ) : (
            <Stack component="ul" gap={0} style={listStyle} className={classes.rows}>
              {pending.map((invitation) => (
                <InvitationRow key={invitation.id} invitation={invitation} companyId={company.id} />
              ))}
            </Stack>
          )}
        </Section>
      )}
    </Stack>
  );
}
