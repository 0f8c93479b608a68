import { Button, Group, NativeSelect, Switch } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES } from '@app/shared/content';
import type { ContentQueueFilters } from '../../api/keys';
import { hasNarrowingFilters, isQueueStatus } from '../lib/queue-params';

export interface FilterOption {
  value: string;
  label: string;
}

const STATUS_OPTIONS: FilterOption[] = [
  { value: 'TO_REVIEW', label: 'To review' },
  ...CONTENT_STATUSES.map((status) => ({ value: status, label: CONTENT_STATUS_LABELS[status] })),
];

interface QueueFiltersProps {
  filters: ContentQueueFilters;
  /** The company's campaigns, by name. */
  campaigns: readonly FilterOption[];
  /** The creators seen in the queue (value: the creator's id). */
  creators: readonly FilterOption[];
  onChange: (changes: Partial<ContentQueueFilters>) => void;
}

/** A chosen value the list does not (yet) hold stays selectable under a neutral name. */
function withCurrent(options: readonly FilterOption[], current: string | null, label: string): FilterOption[] {
  if (!current || options.some((option) => option.value === current)) return [...options];
  return [{ value: current, label }, ...options];
}

/** The queue's filters: status (to review by default), campaign, creator and late only; native pickers on phones. */
export function QueueFilters({ filters, campaigns, creators, onChange }: QueueFiltersProps) {
  const creator = filters.creatorId === null ? null : String(filters.creatorId);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="queue-filters">
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isQueueStatus(value)) onChange({ status: value });
        }}
        w={{ base: '100%', xs: 220 }}
        data-testid="queue-status"
      />
      <NativeSelect
        label="Campaign"
        data={[
          { value: '', label: 'All campaigns and jobs' },
          ...withCurrent(campaigns, filters.campaignId, 'The chosen campaign'),
        ]}
        value={filters.campaignId ?? ''}
        onChange={(event) => onChange({ campaignId: event.currentTarget.value || null })}
        w={{ base: '100%', xs: 240 }}
        data-testid="queue-campaign"
      />
      <NativeSelect
        label="Creator"
        data={[{ value: '', label: 'All creators' }, ...withCurrent(creators, creator, `Creator ${creator}`)]}
        value={creator ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ creatorId: value ? Number(value) : null });
        }}
        w={{ base: '100%', xs: 200 }}
        data-testid="queue-creator"
      />
      <Switch
        label="Late only"
        checked={filters.late}
        onChange={(event) => onChange({ late: event.currentTarget.checked })}
        mb={8}
        data-testid="queue-late"
      />
      {hasNarrowingFilters(filters) && (
        <Button
          variant="subtle"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => onChange({ campaignId: null, creatorId: null, late: false })}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
