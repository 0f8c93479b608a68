import { Badge, Group, Text } from '@mantine/core';
import type { TeamRole } from '@app/shared/permissions';
import { COMPANY_ROLE_LABELS, TEAM_ROLE_COLORS, teamRoleLabel, type CompanyRole } from '../lib/labels';

export function CompanyTypeBadge({ role }: { role: CompanyRole }) {
  return (
    <Badge variant="outline" color="gray" size="sm">
      {COMPANY_ROLE_LABELS[role]}
    </Badge>
  );
}

export function TeamRoleBadge({ role }: { role: TeamRole }) {
  return (
    <Badge variant="light" color={TEAM_ROLE_COLORS[role]} size="sm" data-testid="role-badge">
      {teamRoleLabel(role)}
    </Badge>
  );
}

/** Type, the caller's role, and where an inherited role comes from. */
export function CompanyBadges({
  companyRole,
  role,
  inheritedFrom,
}: {
  companyRole: CompanyRole;
  role: TeamRole;
  inheritedFrom?: string | null;
}) {
  return (
    <Group gap={6} wrap="wrap">
      <CompanyTypeBadge role={companyRole} />
      <TeamRoleBadge role={role} />
      {inheritedFrom !== undefined && inheritedFrom !== null && (
        <Text size="xs" c="dimmed" data-testid="inherited-hint">
          {inheritedFrom ? `Inherited from ${inheritedFrom}` : 'Inherited role'}
        </Text>
      )}
    </Group>
  );
}
