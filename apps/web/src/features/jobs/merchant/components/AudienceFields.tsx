import {
  ActionIcon,
  Avatar,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Radio,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  DEFAULT_AGE_FROM,
  DEFAULT_AGE_TO,
  GENDER_FILTERS,
  INCOME_CATEGORIES,
  INCOME_CATEGORY_LABELS,
} from '@app/shared/creator-options';
import { JOB_LIMITS, MARKETPLACE_MODE_LABELS, MARKETPLACE_MODES, type MarketplaceMode } from '@app/shared/jobs';
import { ErrorState } from '../../../../components/ErrorState';
import { FollowerCount } from '../../../../components/FollowerCount';
import { SelectList } from '../../../../components/SelectList';
import { plural } from '../../../../lib/numbers';
import { countryName, interestGroups, locationGroups, occupationOptions } from '../../../config/lib/lookups';
import { useCreatorsByIds } from '../../../creators/api/find-by-ids';
import { CreatorDiscovery } from '../../../creators/components/CreatorDiscovery';
import { useCompanyGroups } from '../../../groups/api/company-groups';
import type { GenderFilter, IncomeCategory, JobFormValues } from '../lib/form-values';
import { modeChange } from '../lib/resets';
import { useJobFormData } from './job-form-data';

const MODE_DESCRIPTIONS: Record<MarketplaceMode, string> = {
  influencer_attributes: 'Every creator who matches the attributes below may bid.',
  'self-select': 'Only the creators you pick may bid.',
  groups: 'Only the creators of the groups you pick may bid.',
};

const GENDER_LABELS: Record<GenderFilter, string> = { BOTH: 'Any', FEMALE: 'Female', MALE: 'Male', OTHER: 'Other' };
const ATTRIBUTES = 'marketplace_values_influencer_attributes' as const;
const combobox = { withinPortal: true };

/** One end of the age range: whole years within the shared bounds; cleared, it falls back to `fallback`. */
function AgeField({
  end,
  label,
  fallback,
  error,
}: {
  end: 'from' | 'to';
  label: string;
  fallback: number;
  error?: string;
}) {
  const { control } = useFormContext<JobFormValues>();
  return (
    <Controller
      control={control}
      name={`${ATTRIBUTES}.age_group.${end}`}
      render={({ field }) => (
        <NumberInput
          label={label}
          min={DEFAULT_AGE_FROM}
          max={DEFAULT_AGE_TO}
          clampBehavior="blur"
          allowDecimal={false}
          allowNegative={false}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : fallback)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}

/** Open selection: the attributes a creator must match (empty: anyone; no countries: the job's country). */
function AttributeFields() {
  const { control, formState } = useFormContext<JobFormValues>();
  const { config, channels } = useJobFormData();
  const [country, countries] = useWatch({ control, name: ['country', `${ATTRIBUTES}.countries`] });
  const errors = formState.errors[ATTRIBUTES];
  const countryOptions = useMemo(
    () =>
      [...(config?.countries ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((c) => ({ value: c.code, label: c.name })),
    [config],
  );
  const places = countries.length ? countries : country ? [country] : [];
  const locations = useMemo(() => (config ? locationGroups(config, places) : []), [config, places.join(',')]);
  const interests = useMemo(() => (config ? interestGroups(config) : []), [config]);
  const occupations = useMemo(() => (config ? occupationOptions(config) : []), [config]);
  // The levels of the job's channels, once each (their labels from the config).
  const levels = useMemo(() => {
    const found = new Map<string, string>();
    for (const channel of channels)
      for (const level of channel.levels) if (!found.has(level.level)) found.set(level.level, level.label);
    return [...found.entries()].map(([value, label]) => ({ value, label }));
  }, [channels]);

  return (
    <Stack gap="md" data-testid="job-attributes">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={control}
          name={`${ATTRIBUTES}.countries`}
          render={({ field }) => (
            <MultiSelect
              label="Creators' countries"
              description={
                country
                  ? `Empty: creators in ${countryName(config, country)}.`
                  : "Empty: creators in the job's country."
              }
              data={countryOptions}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              hidePickedOptions
              maxValues={20}
              nothingFoundMessage="No country matches"
              comboboxProps={combobox}
              error={errors?.countries?.message}
            />
          )}
        />
        <Controller
          control={control}
          name={`${ATTRIBUTES}.locations`}
          render={({ field }) => (
            <MultiSelect
              label="Locations"
              description="Empty: anywhere in those countries."
              data={locations}
              value={field.value.map(String)}
              onChange={(values) => field.onChange(values.map(Number))}
              searchable
              clearable
              hidePickedOptions
              maxValues={50}
              nothingFoundMessage="No location matches"
              comboboxProps={combobox}
              error={errors?.locations?.message}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name={`${ATTRIBUTES}.gender`}
        render={({ field }) => (
          <Radio.Group
            label="Gender"
            value={field.value}
            onChange={(value) => field.onChange(value as GenderFilter)}
            error={errors?.gender?.message}
          >
            <Group gap="md" mt={6}>
              {GENDER_FILTERS.map((gender) => (
                <Radio key={gender} value={gender} label={GENDER_LABELS[gender]} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <SimpleGrid cols={2} spacing="sm">
        <AgeField end="from" label="Minimum age" fallback={DEFAULT_AGE_FROM} error={errors?.age_group?.from?.message} />
        <AgeField
          end="to"
          label="Maximum age"
          fallback={DEFAULT_AGE_TO}
          error={errors?.age_group?.to?.message ?? errors?.age_group?.message}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name={`${ATTRIBUTES}.income_category`}
        render={({ field }) => (
          <Checkbox.Group
            label="Income categories"
            description="None ticked: any income."
            value={field.value}
            onChange={(values) => field.onChange(values as IncomeCategory[])}
          >
            <Group gap="md" mt={6}>
              {INCOME_CATEGORIES.map((income) => (
                <Checkbox key={income} value={income} label={INCOME_CATEGORY_LABELS[income]} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <Controller
        control={control}
        name={`${ATTRIBUTES}.influencer_levels`}
        render={({ field }) => (
          <MultiSelect
            label="Creator levels"
            description={
              channels.length
                ? "On the job's channels. Empty: any level."
                : 'Choose a country first: levels depend on its channels.'
            }
            data={levels}
            value={field.value}
            onChange={field.onChange}
            clearable
            hidePickedOptions
            comboboxProps={combobox}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={control}
          name={`${ATTRIBUTES}.interests`}
          render={({ field }) => (
            <MultiSelect
              label="Interests"
              data={interests}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              hidePickedOptions
              maxValues={20}
              nothingFoundMessage="No interest matches"
              comboboxProps={combobox}
            />
          )}
        />
        <Controller
          control={control}
          name={`${ATTRIBUTES}.posting_about`}
          render={({ field }) => (
            <MultiSelect
              label="Posting about"
              data={interests}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              hidePickedOptions
              maxValues={20}
              nothingFoundMessage="No topic matches"
              comboboxProps={combobox}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name={`${ATTRIBUTES}.occupation`}
        render={({ field }) => (
          <MultiSelect
            label="Occupations"
            data={occupations}
            value={field.value}
            onChange={field.onChange}
            searchable
            clearable
            hidePickedOptions
            maxValues={20}
            nothingFoundMessage="No occupation matches"
            comboboxProps={combobox}
          />
        )}
      />
    </Stack>
  );
}

/** Creator group: the company's groups; their creators may bid. */
function GroupFields() {
  const { control, formState } = useFormContext<JobFormValues>();
  const { company } = useJobFormData();
  const groups = useCompanyGroups(company.id);
  if (groups.isError)
    return (
      <ErrorState title="We could not load the groups" error={groups.error} onRetry={() => void groups.refetch()} />
    );
  return (
    <Controller
      control={control}
      name="marketplace_values_group"
      render={({ field }) => (
        <SelectList
          multiple
          label="Creator groups"
          required
          data={(groups.data ?? []).map((g) => ({
            value: g.id,
            label: `${g.name} (${plural(g.creators_count, 'creator')})`,
          }))}
          value={field.value}
          onChange={(ids) => field.onChange(ids.slice(0, JOB_LIMITS.groups))}
          onBlur={field.onBlur}
          ref={field.ref}
          placeholder={
            groups.isPending
              ? 'Loading groups…'
              : groups.data?.length
                ? 'Choose groups'
                : 'The company has no groups yet'
          }
          error={formState.errors.marketplace_values_group?.message}
          data-testid="job-groups"
        />
      )}
    />
  );
}

/** Self selection: creators searched and ticked; the chosen ones listed (looked up by id in chunks of 50). */
function CreatorFields() {
  const { control, setValue, formState } = useFormContext<JobFormValues>();
  const { company, config } = useJobFormData();
  const ids = useWatch({ control, name: 'marketplace_values_self_select' });
  const chosen = useCreatorsByIds(ids);
  const byId = new Map((chosen.data ?? []).map((c) => [c.id, c]));
  const error = formState.errors.marketplace_values_self_select?.message;
  const set = (next: number[]) =>
    setValue('marketplace_values_self_select', [...new Set(next)].slice(0, JOB_LIMITS.creators), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="job-chosen-creators">
        <Stack gap="xs">
          <Text fw={600} id="job-chosen-creators" aria-live="polite" data-testid="job-selected-count">
            {plural(ids.length, 'creator')} chosen
          </Text>
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          {ids.length > 0 && (
            <ScrollArea.Autosize mah={260} type="auto" tabIndex={0} aria-label="Chosen creators">
              <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
                {ids.map((id) => {
                  const creator = byId.get(id);
                  const name = creator?.name ?? (chosen.isFetching ? 'Loading…' : `Creator ${id}`);
                  return (
                    <Group
                      component="li"
                      key={id}
                      gap="sm"
                      wrap="nowrap"
                      justify="space-between"
                      data-testid="job-chosen-creator"
                    >
                      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                        <Avatar
                          src={creator?.avatar}
                          name={creator?.name}
                          color="initials"
                          radius="xl"
                          size={30}
                          alt=""
                        />
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Text size="sm" fw={600} truncate>
                            {name}
                          </Text>
                          {creator && (
                            <Text size="xs" c="dimmed">
                              {[creator.location, creator.country ? countryName(config, creator.country) : null]
                                .filter(Boolean)
                                .join(', ')}{' '}
                              · <FollowerCount value={creator.combined_followers_count} suffix="followers" size="xs" />
                            </Text>
                          )}
                        </Stack>
                      </Group>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        onClick={() => set(ids.filter((x) => x !== id))}
                        aria-label={`Remove ${name}`}
                      >
                        <IconX size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  );
                })}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Stack>
      </Paper>
      <CreatorDiscovery
        companyId={company.id}
        defaultPageSize={10}
        syncWithUrl={false}
        canManageGroups={false}
        selection={{ selectedIds: ids, onChange: set }}
      />
    </Stack>
  );
}

/**
 * Who may bid (spec: Job creation form): the three selection modes as one segmented control, then
 * the chosen mode's part. Another mode clears the chosen creators, groups and tasks (spec section 4).
 */
export function AudienceFields() {
  const { control, getValues } = useFormContext<JobFormValues>();
  const { apply } = useJobFormData();
  const mode = useWatch({ control, name: 'marketplace_mode' });
  const labelId = useId();
  // Three labels do not fit side by side on a phone: stacked there.
  const narrow = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });

  return (
    <Fieldset legend="Who may bid" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text component="div" size="sm" fw={500} id={labelId}>
            Selection mode
          </Text>
          <Text size="xs" c="dimmed" id={`${labelId}-description`}>
            Changing it clears the creators, groups and tasks chosen so far.
          </Text>
          <SegmentedControl
            mt={4}
            fullWidth
            orientation={narrow ? 'vertical' : 'horizontal'}
            data={MARKETPLACE_MODES.map((value) => ({ value, label: MARKETPLACE_MODE_LABELS[value] }))}
            value={mode}
            onChange={(value) => apply(modeChange(getValues(), value as MarketplaceMode))}
            aria-labelledby={labelId}
            aria-describedby={`${labelId}-description`}
            data-testid="job-mode"
          />
        </Stack>
        <Text size="sm" c="dimmed">
          {MODE_DESCRIPTIONS[mode]}
        </Text>
        {mode === 'influencer_attributes' && <AttributeFields />}
        {mode === 'groups' && <GroupFields />}
        {mode === 'self-select' && <CreatorFields />}
      </Stack>
    </Fieldset>
  );
}
