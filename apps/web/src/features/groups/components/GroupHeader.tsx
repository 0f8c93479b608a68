import { ActionIcon, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { Group as CreatorGroup } from '@app/shared/groups';
import { FollowerCount } from '../../../components/FollowerCount';
import { Stat } from '../../../components/Stat';
import { toast } from '../../../components/toast';
import { formatInteger, formatPercent } from '../../../lib/numbers';
import { useUpdateGroup } from '../api/update-group';
import { RenameGroupForm } from './RenameGroupForm';
import { ShareCode } from './ShareCode';

/** Name and description, edited in place; saved with PATCH only when something changed. */
function InlineEdit({ group, onDone }: { group: CreatorGroup; onDone: () => void }) {
  const update = useUpdateGroup(group.id);
  return (
    <RenameGroupForm
      group={group}
      pending={update.isPending}
      error={update.error}
      onCancel={onDone}
      onSubmit={(body) => {
        if (!body) {
          onDone();
          return;
        }
        update.mutate(body, {
          onSuccess: () => {
            toast({ type: 'success', message: 'Group saved.' });
            onDone();
          },
        });
      }}
    />
  );
}

/** The group's name (renamed in place), description, figures and share code. */
export function GroupHeader({
  group,
  canManage,
  actions,
}: {
  group: CreatorGroup;
  canManage: boolean;
  actions?: React.ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const metrics = group.metrics;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        {editing ? (
          <InlineEdit group={group} onDone={() => setEditing(false)} />
        ) : (
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap" align="center">
              <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }} data-testid="group-name-heading">
                {group.name}
              </Title>
              {canManage && (
                <Tooltip label="Rename" withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => setEditing(true)}
                    aria-label="Rename the group"
                    data-testid="rename-group"
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            {group.description ? (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {group.description}
              </Text>
            ) : null}
          </Stack>
        )}
        <Group justify="space-between" align="flex-end" gap="md">
          <Group gap="xl">
            <Stat label="Creators">{formatInteger(metrics?.creators_count ?? group.creators_count)}</Stat>
            <Stat label="Combined followers">
              <FollowerCount value={metrics?.combined_followers ?? 0} inherit />
            </Stat>
            <Stat label="Avg. engagement">{formatPercent(metrics?.average_engagement_rate ?? 0)}</Stat>
          </Group>
          <ShareCode group={group} canManage={canManage} />
        </Group>
        {actions}
      </Stack>
    </Paper>
  );
}
