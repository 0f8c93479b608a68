import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useCreatorSearch } from '../api/search-creators';
import { buildSearchRequest, DEFAULT_FILTERS, DEFAULT_SORT } from '../lib/filters';

interface CreatorPickerProps {
  label: string;
  /** Creators that cannot be picked again. */
  exclude: readonly number[];
  onPick: (id: number) => void;
  disabled?: boolean;
  description?: string;
}

/** Finds a creator by name or handle (the search API, 10 at a time) and hands back the one chosen. */
export function CreatorPicker({ label, exclude, onPick, disabled, description }: CreatorPickerProps) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const request = useMemo(
    () =>
      buildSearchRequest({
        filters: { ...DEFAULT_FILTERS, text: debounced },
        sort: DEFAULT_SORT,
        page: 1,
        pageSize: 10,
      }),
    [debounced],
  );
  const search = useCreatorSearch(request, !disabled);
  const options = (search.data?.influencers_for_search ?? [])
    .filter((c) => !exclude.includes(c.id))
    .map((c) => ({ value: String(c.id), label: `${c.name}${c.location ? ` · ${c.location}` : ''}` }));
  return (
    <Select
      label={label}
      description={description}
      placeholder="Type a name or handle"
      searchable
      searchValue={text}
      onSearchChange={setText}
      value={null}
      onChange={(value) => {
        if (!value) return;
        onPick(Number(value));
        setText('');
      }}
      data={options}
      // The server already filtered by the text.
      filter={({ options: all }) => all}
      nothingFoundMessage={search.isFetching ? 'Searching…' : 'No creator matches'}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      maw={420}
      data-testid="creator-picker"
    />
  );
}
