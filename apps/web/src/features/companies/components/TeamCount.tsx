import { Skeleton, Text } from '@mantine/core';
import { useTeam } from '../../team/api/team';

/** Members and open invitations of one company, for roles that may see its team. */
export function TeamCount({ companyId, allowed }: { companyId: string; allowed: boolean }) {
  const team = useTeam(companyId, { enabled: allowed });
  if (!allowed)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  if (team.isPending) return <Skeleton height={14} width={60} aria-label="Loading" />;
  if (team.isError)
    return (
      <Text size="sm" c="dimmed">
        Unavailable
      </Text>
    );
  const pending = team.data.invitations.filter((i) => i.status === 'PENDING').length;
  return (
    <Text size="sm">
      {team.data.members.length} {team.data.members.length === 1 ? 'member' : 'members'}
      {pending > 0 && (
        <Text span size="xs" c="dimmed">
          {' '}
          (+{pending} invited)
        </Text>
      )}
    </Text>
  );
}
