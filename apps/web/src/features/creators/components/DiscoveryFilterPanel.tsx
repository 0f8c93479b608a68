import {
  Button,
  Checkbox,
  Chip,
  Group,
  Input,
  MultiSelect,
  Radio,
  RangeSlider,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ConfigBundle } from '@app/shared/config';
import { GENDER_FILTERS, INCOME_CATEGORIES, INCOME_CATEGORY_LABELS } from '@app/shared/creator-options';
import type { Group as CreatorGroup } from '@app/shared/groups';
import { ChannelIcon } from '../../../components/ChannelIcon';
import { formatCompact } from '../../../lib/numbers';
import type { ContentCreatorType } from '../../config/api/content-creator-types';
import {
  interestGroups,
  keepLocationsOf,
  locationGroups,
  occupationOptions,
  orderChannels,
} from '../../config/lib/lookups';
import {
  AGE_MAX,
  AGE_MIN,
  DEFAULT_FILTERS,
  MAX_TEXT,
  setChannelLevels,
  toggleChannel,
  type DiscoveryFilters,
  type GenderFilter,
  type IncomeCategory,
} from '../lib/filters';

/** Free text waits this long after the last key before it searches. */
export const TEXT_DEBOUNCE_MS = 400;

const GENDER_LABELS: Record<GenderFilter, string> = { BOTH: 'Any', FEMALE: 'Female', MALE: 'Male', OTHER: 'Other' };

interface DiscoveryFilterPanelProps {
  filters: DiscoveryFilters;
  onChange: (filters: DiscoveryFilters) => void;
  config: ConfigBundle;
  creatorTypes: readonly ContentCreatorType[];
  /** The company's groups for the membership filter; the filter is hidden without them. */
  groups?: readonly CreatorGroup[];
  onReset: () => void;
}

function levelRange(min: number, max: number | null): string {
  return max === null
    ? `${formatCompact(min)}+ followers`
    : `${formatCompact(min)}–${formatCompact(max + 1)} followers`;
}

/** Channels (each with its level chips once chosen). */
function ChannelFilter({
  filters,
  onChange,
  config,
}: Pick<DiscoveryFilterPanelProps, 'filters' | 'onChange' | 'config'>) {
  const legendId = useId();
  const channels = orderChannels(config.channels, (c) => c.value);
  return (
    <Stack gap={6} role="group" aria-labelledby={legendId}>
      <Input.Label id={legendId} labelElement="div">
        Channels and levels
      </Input.Label>
      {channels.map((channel) => {
        const chosen = filters.channels.find((c) => c.channel === channel.value);
        return (
          <Stack key={channel.value} gap={6}>
            <Checkbox
              label={
                <Group gap={6} wrap="nowrap" component="span">
                  <ChannelIcon channel={channel.value} />
                  <span>{channel.label}</span>
                </Group>
              }
              checked={Boolean(chosen)}
              onChange={(event) =>
                onChange({
                  ...filters,
                  channels: toggleChannel(filters.channels, channel.value, event.currentTarget.checked),
                })
              }
            />
            {chosen && (
              <Chip.Group
                multiple
                value={chosen.levels}
                onChange={(levels) =>
                  onChange({ ...filters, channels: setChannelLevels(filters.channels, channel.value, levels) })
                }
              >
                <Group gap={6} pl={28} role="group" aria-label={`${channel.label} levels (none chosen: any level)`}>
                  {channel.levels.map((level) => (
                    <Chip
                      key={level.level}
                      value={level.level}
                      size="xs"
                      title={levelRange(level.min_followers, level.max_followers)}
                    >
                      {level.label}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

/** The age range, searched when the thumb is let go (not on every step). */
function AgeFilter({ filters, onChange }: Pick<DiscoveryFilterPanelProps, 'filters' | 'onChange'>) {
  const [range, setRange] = useState<[number, number]>([filters.ageFrom, filters.ageTo]);
  useEffect(() => setRange([filters.ageFrom, filters.ageTo]), [filters.ageFrom, filters.ageTo]);
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Input.Label id={labelId} labelElement="div">
          Age
        </Input.Label>
        <Text size="sm" c="dimmed" aria-hidden>
          {range[0]}–{range[1]}
        </Text>
      </Group>
      <RangeSlider
        min={AGE_MIN}
        max={AGE_MAX}
        minRange={0}
        value={range}
        onChange={setRange}
        onChangeEnd={([ageFrom, ageTo]) => onChange({ ...filters, ageFrom, ageTo })}
        thumbFromLabel="Minimum age"
        thumbToLabel="Maximum age"
        aria-labelledby={labelId}
        marks={[
          { value: AGE_MIN, label: String(AGE_MIN) },
          { value: 40 },
          { value: 60 },
          { value: AGE_MAX, label: String(AGE_MAX) },
        ]}
        mb="md"
        data-testid="age-range"
      />
    </Stack>
  );
}

/** Free text, sent after TEXT_DEBOUNCE_MS without typing (Enter sends at once). */
function TextFilter({ filters, onChange }: Pick<DiscoveryFilterPanelProps, 'filters' | 'onChange'>) {
  const [text, setText] = useState(filters.text);
  const latest = useRef(filters);
  latest.current = filters;
  useEffect(() => setText(filters.text), [filters.text]);
  const send = useDebouncedCallback((value: string) => {
    if (value.trim() !== latest.current.text.trim()) onChange({ ...latest.current, text: value.trim() });
  }, TEXT_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      label="Search"
      placeholder="Name, handle or bio"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={MAX_TEXT}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          send.cancel();
          if (text.trim() !== latest.current.text.trim()) onChange({ ...latest.current, text: text.trim() });
        }
      }}
      data-testid="discovery-text"
    />
  );
}

/** Every creator filter of spec section 3, fed by the config bundle. Each change searches again. */
export function DiscoveryFilterPanel({
  filters,
  onChange,
  config,
  creatorTypes,
  groups,
  onReset,
}: DiscoveryFilterPanelProps) {
  const countryOptions = useMemo(
    () =>
      [...config.countries].sort((a, b) => a.name.localeCompare(b.name)).map((c) => ({ value: c.code, label: c.name })),
    [config.countries],
  );
  const locations = useMemo(() => locationGroups(config, filters.countries), [config, filters.countries]);
  const interests = useMemo(() => interestGroups(config), [config]);
  const occupations = useMemo(() => occupationOptions(config), [config]);
  const combobox = { withinPortal: true, zIndex: 400 };

  return (
    <Stack gap="md" data-testid="discovery-filters">
      <TextFilter filters={filters} onChange={onChange} />
      <ChannelFilter filters={filters} onChange={onChange} config={config} />
      <MultiSelect
        label="Country"
        placeholder={filters.countries.length ? undefined : 'Any country'}
        data={countryOptions}
        value={filters.countries}
        onChange={(countries) =>
          onChange({ ...filters, countries, locations: keepLocationsOf(config, countries, filters.locations) })
        }
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage="No country matches"
        comboboxProps={combobox}
        data-testid="filter-country"
      />
      <MultiSelect
        label="Location"
        description={filters.countries.length ? 'In the chosen countries' : undefined}
        placeholder={filters.locations.length ? undefined : 'Any location'}
        data={locations}
        value={filters.locations.map(String)}
        onChange={(values) => onChange({ ...filters, locations: values.map(Number) })}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage="No location matches"
        comboboxProps={combobox}
        data-testid="filter-location"
      />
      <Radio.Group
        label="Gender"
        value={filters.gender}
        onChange={(gender) => onChange({ ...filters, gender: gender as GenderFilter })}
      >
        <Group gap="sm" mt={6}>
          {GENDER_FILTERS.map((g) => (
            <Radio key={g} value={g} label={GENDER_LABELS[g]} />
          ))}
        </Group>
      </Radio.Group>
      <AgeFilter filters={filters} onChange={onChange} />
      <MultiSelect
        label="Interests"
        placeholder={filters.interests.length ? undefined : 'Any interest'}
        data={interests}
        value={filters.interests}
        onChange={(values) => onChange({ ...filters, interests: values })}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage="No interest matches"
        comboboxProps={combobox}
        data-testid="filter-interests"
      />
      <MultiSelect
        label="Occupation"
        placeholder={filters.occupations.length ? undefined : 'Any occupation'}
        data={occupations}
        value={filters.occupations}
        onChange={(values) => onChange({ ...filters, occupations: values })}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage="No occupation matches"
        comboboxProps={combobox}
      />
      <Checkbox.Group
        label="Income category"
        value={filters.incomeCategories}
        onChange={(values) => onChange({ ...filters, incomeCategories: values as IncomeCategory[] })}
      >
        <Stack gap={6} mt={6}>
          {INCOME_CATEGORIES.map((income) => (
            <Checkbox key={income} value={income} label={INCOME_CATEGORY_LABELS[income]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <MultiSelect
        label="Creator type"
        placeholder={filters.creatorTypeIds.length ? undefined : 'Any type'}
        data={creatorTypes.map((t) => ({ value: String(t.id), label: t.name }))}
        value={filters.creatorTypeIds.map(String)}
        onChange={(values) => onChange({ ...filters, creatorTypeIds: values.map(Number) })}
        clearable
        hidePickedOptions
        comboboxProps={combobox}
      />
      {groups && (
        <MultiSelect
          label="In creator group"
          placeholder={filters.groupIds.length ? undefined : groups.length ? 'Any creator' : 'No groups yet'}
          data={groups.map((g) => ({ value: g.id, label: g.name }))}
          value={filters.groupIds}
          onChange={(values) => onChange({ ...filters, groupIds: values })}
          disabled={groups.length === 0 && filters.groupIds.length === 0}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage="No group matches"
          comboboxProps={combobox}
          data-testid="filter-groups"
        />
      )}
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={onReset}
        disabled={JSON.stringify(filters) === JSON.stringify(DEFAULT_FILTERS)}
      >
        Reset filters
      </Button>
    </Stack>
  );
}
