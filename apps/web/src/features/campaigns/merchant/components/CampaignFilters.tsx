import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { CampaignStatus } from '@app/shared/campaign-status';
import { SORT_OPTIONS } from '../lib/list-params';
import { isCampaignStatus, statusLabel } from '../../lib/status';

const SEARCH_DELAY_MS = 300;

interface CampaignFiltersProps {
  name: string;
  onName: (name: string) => void;
  /** The statuses the list may be narrowed to; none hides the filter. */
  statusChoices: readonly CampaignStatus[];
  status: CampaignStatus | null;
  onStatus: (status: CampaignStatus | null) => void;
  sort: string;
  onSort: (sort: string) => void;
}

/**
 * Search by name (sent once typing pauses), status filter and sort; native selects, so phones and keyboards get their
 * own pickers.
 */
export function CampaignFilters({ name, onName, statusChoices, status, onStatus, sort, onSort }: CampaignFiltersProps) {
  const [text, setText] = useState(name);
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);

  // A name changed from outside (back button, "Clear filters") shows in the box.
  useEffect(() => setText(name), [name]);
  useEffect(() => {
    if (debounced.trim() !== name) onName(debounced.trim());
    // Only a new pause in typing sends: `name` catching up must not send the old text again.
  }, [debounced]);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search campaigns by name"
        type="search"
        placeholder="Campaign name"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={text ? <CloseButton size="sm" aria-label="Clear the search" onClick={() => setText('')} /> : null}
        style={{ flex: '1 1 220px', maxWidth: 360 }}
      />
      {statusChoices.length > 0 && (
        <NativeSelect
          label="Status"
          value={status ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onStatus(isCampaignStatus(value) ? value : null);
          }}
          data={[
            { value: '', label: 'All statuses' },
            ...statusChoices.map((value) => ({ value, label: statusLabel(value) })),
          ]}
          style={{ flex: '0 1 180px' }}
        />
      )}
      <NativeSelect
        label="Sort by"
        value={sort}
        onChange={(event) => onSort(event.currentTarget.value)}
        data={SORT_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
        style={{ flex: '0 1 220px' }}
      />
    </Group>
  );
}
