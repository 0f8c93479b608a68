import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowsLeftRight, IconUsersPlus, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { plural } from '../../../lib/numbers';
import { comparisonPath, MAX_COMPARED } from '../lib/comparison';

interface SelectionBarProps {
  selectedIds: readonly number[];
  onClear: () => void;
  /** Opens "Add to group"; hidden when absent (e.g. when the page handles the selection itself). */
  onAddToGroup?: () => void;
  addLabel?: string;
  extra?: ReactNode;
}

/** What to do with the chosen creators; stays at the bottom of the screen while scrolling the results. */
export function SelectionBar({
  selectedIds,
  onClear,
  onAddToGroup,
  addLabel = 'Add to group',
  extra,
}: SelectionBarProps) {
  if (selectedIds.length === 0) return null;
  const [first, ...others] = selectedIds;
  const canCompare = selectedIds.length >= 2 && selectedIds.length <= MAX_COMPARED;
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="sticky"
      bottom={8}
      style={{ zIndex: 5 }}
      role="region"
      aria-label="Selected creators"
      data-testid="selection-bar"
    >
      <Group justify="space-between" gap="sm">
        <Text fw={600} size="sm" aria-live="polite">
          {plural(selectedIds.length, 'creator')} selected
        </Text>
        <Group gap="xs">
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={onClear}
          >
            Clear
          </Button>
          {canCompare && (
            <Button
              component={Link}
              to={comparisonPath(first, others)}
              variant="default"
              size="xs"
              leftSection={<IconArrowsLeftRight size={14} aria-hidden />}
            >
              Compare
            </Button>
          )}
          {extra}
          {onAddToGroup && (
            <Button
              size="xs"
              leftSection={<IconUsersPlus size={14} aria-hidden />}
              onClick={onAddToGroup}
              data-testid="add-to-group"
            >
              {addLabel}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
