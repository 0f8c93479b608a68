import { Avatar, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import type { TeamMember } from '@app/shared/companies';
import { TEAM_ROLE_LABELS, type TeamRole } from '@app/shared/permissions';
import { confirmAction } from '../../../components/confirm';
import { toast, toastFailure } from '../../../components/toast';
import { useChangeRole } from '../api/change-role';
import { useRemoveMember } from '../api/remove-member';
import { canManageMember, memberName } from '../lib/team-rules';

interface MemberRowProps {
  member: TeamMember;
  companyId: string;
  companyName: string;
  myRole: TeamRole;
  grantableRoles: TeamRole[];
}

/** One member: name, e-mail, role (a select when the caller may change it), where it is inherited from, remove. */
export function MemberRow({ member, companyId, companyName, myRole, grantableRoles }: MemberRowProps) {
  const changeRole = useChangeRole(companyId);
  const remove = useRemoveMember(companyId);
  const name = memberName(member);
  const manageable = canManageMember(myRole, member);
  const roleOptions = [...new Set<TeamRole>([...grantableRoles, member.role])].map((role) => ({
    value: role,
    label: TEAM_ROLE_LABELS[role],
  }));

  const onRole = (value: string | null) => {
    if (!value || value === member.role) return;
    changeRole
      .mutateAsync({ merchantId: member.merchant_id, role: value as TeamRole })
      .then(() => toast({ type: 'success', message: `${name} is now ${TEAM_ROLE_LABELS[value as TeamRole]}.` }))
      .catch(toastFailure);
  };

  const onRemove = () =>
    confirmAction({
      title: `Remove ${name}?`,
      message:
        `${name} will no longer reach ${companyName} or the companies under it. ` + 'You can invite them again later.',
      confirmLabel: 'Remove',
      // mutateAsync: this row is gone once the new team arrives.
      onConfirm: () =>
        remove
          .mutateAsync(member.merchant_id)
          .then(() => toast({ type: 'success', message: `${name} was removed from ${companyName}.` }))
          .catch(toastFailure),
    });

  return (
    <Group
      component="li"
      justify="space-between"
      align="center"
      gap="sm"
      py="sm"
      wrap="wrap"
      data-testid="team-member"
      data-email={member.email}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 260px' }}>
        <Avatar name={name} color="initials" radius="xl" alt="" aria-hidden />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm">
              {name}
            </Text>
            {member.is_you && (
              <Badge size="xs" variant="light">
                You
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Text>
          {member.inherited_from && (
            <Text size="xs" c="dimmed" data-testid="inherited-hint">
              Inherited from {member.inherited_from.name} (change it in that company&apos;s team)
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {manageable ? (
          <>
            <Select
              aria-label={`Role of ${name}`}
              data={roleOptions}
              value={member.role}
              onChange={onRole}
              allowDeselect={false}
              disabled={changeRole.isPending}
              w={200}
              size="sm"
            />
            <Button
              variant="subtle"
              color="red"
              size="sm"
              onClick={onRemove}
              loading={remove.isPending}
              leftSection={<IconUserMinus size={16} aria-hidden />}
              aria-label={`Remove ${name}`}
            >
              Remove
            </Button>
          </>
        ) : (
          <Badge variant="light" color="gray" size="lg" tt="none" fw={500} data-testid="member-role">
            {TEAM_ROLE_LABELS[member.role]}
          </Badge>
        )}
      </Group>
    </Group>
  );
}
