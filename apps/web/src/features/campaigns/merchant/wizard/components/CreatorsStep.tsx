import { Alert, Button, Drawer, Group, Paper, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CAMPAIGN_LIMITS } from '@app/shared/campaigns';
import { CAMPAIGN_FILTER_PAGE_SIZE } from '@app/shared/creator-options';
import { ErrorState } from '../../../../../components/ErrorState';
import { PaginationBar } from '../../../../../components/PaginationBar';
import { SelectList } from '../../../../../components/SelectList';
import { describeError } from '../../../../../lib/api-client';
import { formatInteger, formatTotal, plural } from '../../../../../lib/numbers';
import { useContentCreatorTypes } from '../../../../config/api/content-creator-types';
import { useCreatorSearch } from '../../../../creators/api/search-creators';
import { CreatorDiscovery } from '../../../../creators/components/CreatorDiscovery';
import { DiscoveryFilterPanel } from '../../../../creators/components/DiscoveryFilterPanel';
import { buildSearchRequest, DEFAULT_FILTERS, DEFAULT_SORT } from '../../../../creators/lib/filters';
import { useCompanyGroups } from '../../../../groups/api/company-groups';
import { fetchFilterResultIds } from '../../../api/filter-results';
import { useGroupMembers } from '../../../api/group-members';
import { selectionChange, selectionModeChange } from '../lib/resets';
import { SELECTION_MODE_LABELS, SELECTION_MODES, type SelectionMode, type WizardValues } from '../lib/values';
import { CreatorRow } from './CreatorRow';
import { useWizardData } from './wizard-data';

const MODE_DESCRIPTIONS: Record<SelectionMode, string> = {
  GROUP: "Every creator of one or more of the company's groups.",
  HAND: 'Search creators and tick the ones you want.',
  FILTERS: 'Set filters; the creators they match are taken.',
};

/** The same creators, in any order. */
const sameIds = (a: readonly number[], b: readonly number[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
};

/** "From a group": the groups' members are the selection (the API adds the same members on create). */
function GroupSelection() {
  const { control, getValues, setValue } = useFormContext<WizardValues>();
  const { company, apply } = useWizardData();
  const groups = useCompanyGroups(company.id);
  const groupIds = useWatch({ control, name: 'influencer_groups' });
  const members = useGroupMembers(groupIds);

  useEffect(() => {
    const current = getValues('influencer_ids');
    const next = groupIds.length === 0 ? [] : members.data;
    if (next && !sameIds(current, next)) apply(selectionChange(getValues(), next));
  }, [groupIds, members.data, getValues, apply]);

  if (groups.isError)
    return (
      <ErrorState title="We could not load the groups" error={groups.error} onRetry={() => void groups.refetch()} />
    );
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="influencer_groups"
        render={({ field, fieldState }) => (
          <SelectList
            multiple
            label="Creator groups"
            data={(groups.data ?? []).map((g) => ({
              value: g.id,
              label: `${g.name} (${plural(g.creators_count, 'creator')})`,
            }))}
            value={field.value}
            onChange={(ids) =>
              setValue('influencer_groups', ids, { shouldDirty: true, shouldValidate: fieldState.isTouched })
            }
            onBlur={field.onBlur}
            ref={field.ref}
            placeholder={
              groups.isPending
                ? 'Loading groups…'
                : groups.data?.length
                  ? 'Choose groups'
                  : 'The company has no groups yet'
            }
            error={fieldState.error?.message}
            data-testid="wizard-groups"
          />
        )}
      />
      {members.isFetching && (
        <Text size="sm" c="dimmed" role="status">
          Loading the groups&apos; creators…
        </Text>
      )}
      {members.isError && (
        <ErrorState
          title="We could not load the groups' creators"
          error={members.error}
          onRetry={() => void members.refetch()}
        />
      )}
    </Stack>
  );
}

/** "By hand": creator discovery (10 a page) with its ticks as the selection. */
function HandSelection() {
  const { control, getValues } = useFormContext<WizardValues>();
  const { company, apply } = useWizardData();
  const ids = useWatch({ control, name: 'influencer_ids' });
  return (
    <CreatorDiscovery
      companyId={company.id}
      defaultPageSize={CAMPAIGN_FILTER_PAGE_SIZE}
      syncWithUrl={false}
      canManageGroups={false}
      selection={{
        selectedIds: ids,
        onChange: (next) => apply(selectionChange(getValues(), next.slice(0, CAMPAIGN_LIMITS.creators))),
      }}
    />
  );
}

/** "By filters": the creators a filter matches (shown 10 a page) are taken as the selection. */
function FilterSelection() {
  const { control, getValues, setValue } = useFormContext<WizardValues>();
  const { company, config, apply } = useWizardData();
  const creatorTypes = useContentCreatorTypes();
  const groups = useCompanyGroups(company.id);
  const filters = useWatch({ control, name: 'filters' });
  const ids = useWatch({ control, name: 'influencer_ids' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(CAMPAIGN_FILTER_PAGE_SIZE);
  const [taking, setTaking] = useState(false);
  const [takeError, setTakeError] = useState<unknown>(null);
  const [takenWith, setTakenWith] = useState<string | null>(null);
  const request = useMemo(
    () => buildSearchRequest({ filters, sort: DEFAULT_SORT, page, pageSize }),
    [filters, page, pageSize],
  );
  const search = useCreatorSearch(request);
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  const filterKey = JSON.stringify(filters);
  const total = search.data?.total_search_results ?? 0;
  const results = search.data?.influencers_for_search ?? [];

  const setFilters = (next: typeof filters) => {
    setValue('filters', next, { shouldDirty: true });
    setPage(1);
  };

  const take = async () => {
    setTaking(true);
    setTakeError(null);
    try {
      const found = await fetchFilterResultIds(
        buildSearchRequest({ filters, sort: DEFAULT_SORT, page: 1, pageSize: CAMPAIGN_FILTER_PAGE_SIZE }),
      );
      apply(selectionChange(getValues(), found));
      setTakenWith(filterKey);
    } catch (error) {
      setTakeError(error);
    } finally {
      setTaking(false);
    }
  };

  const panel =
    config && creatorTypes.data ? (
      <DiscoveryFilterPanel
        filters={filters}
        onChange={setFilters}
        config={config}
        creatorTypes={creatorTypes.data}
        groups={groups.data ?? []}
        onReset={() => setFilters(DEFAULT_FILTERS)}
      />
    ) : creatorTypes.isError ? (
      <ErrorState
        title="We could not load the filters"
        error={creatorTypes.error}
        onRetry={() => void creatorTypes.refetch()}
      />
    ) : (
      <Skeleton height={240} />
    );

  return (
    <SimpleGrid cols={{ base: 1, md: wide ? 2 : 1 }} spacing="lg">
      {wide ? (
        <Paper withBorder radius="md" p="md" component="section" aria-label="Creator filters">
          {panel}
        </Paper>
      ) : (
        <>
          <Group>
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              onClick={drawer.open}
            >
              Filters
            </Button>
          </Group>
          <Drawer opened={drawerOpened} onClose={drawer.close} title="Creator filters" position="bottom" size="90%">
            {panel}
          </Drawer>
        </>
      )}
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text fw={600} aria-live="polite" data-testid="filter-total">
            {search.data
              ? `${formatTotal(total, search.data.total_is_estimate)} ` +
                (total === 1 ? 'creator matches' : 'creators match')
              : 'Searching…'}
          </Text>
          <Button
            onClick={() => void take()}
            loading={taking}
            disabled={!search.data || total === 0}
            data-testid="take-results"
          >
            {total > CAMPAIGN_LIMITS.creators
              ? `Take the first ${formatInteger(CAMPAIGN_LIMITS.creators)}`
              : `Take ${total === 1 ? 'this creator' : `these ${formatInteger(total)} creators`}`}
          </Button>
        </Group>
        {takeError != null && (
          <Alert color="red" variant="light" role="alert">
            {describeError(takeError)}
          </Alert>
        )}
        {ids.length > 0 && (
          <Text size="sm" role="status" data-testid="taken-count">
            {plural(ids.length, 'creator')} taken
            {takenWith !== null && takenWith !== filterKey
              ? '; the filters changed since, take the results again to follow them.'
              : '.'}
          </Text>
        )}
        {search.isError && !search.data ? (
          <ErrorState title="We could not search creators" error={search.error} onRetry={() => void search.refetch()} />
        ) : (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none', opacity: search.isPlaceholderData ? 0.6 : 1 }}
            aria-busy={search.isFetching}
            data-testid="filter-results"
          >
            {results.map((creator) => (
              <Paper component="li" key={creator.id} withBorder radius="md" p="xs">
                <CreatorRow creator={creator} config={config} />
              </Paper>
            ))}
          </Stack>
        )}
        {search.data && total > 0 && (
          <PaginationBar
            page={page}
            pageSize={pageSize}
            total={total}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
            defaultPageSize={CAMPAIGN_FILTER_PAGE_SIZE}
            noun="creators"
          />
        )}
      </Stack>
    </SimpleGrid>
  );
}

/**
 * Step 2: how the creators are chosen (spec section 4: another mode clears the creators and the
 * deliverables) and the choosing itself.
 */
export function CreatorsStep() {
  const { control, getValues, formState } = useFormContext<WizardValues>();
  const { apply } = useWizardData();
  const mode = useWatch({ control, name: 'selection_mode' });
  const ids = useWatch({ control, name: 'influencer_ids' });
  const error = formState.errors.influencer_ids?.message;

  return (
    <Stack gap="md">
      <Radio.Group
        label="Choose creators"
        description="Changing how creators are chosen clears the creators and deliverables chosen so far."
        value={mode}
        onChange={(value) => apply(selectionModeChange(getValues(), value as SelectionMode))}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
          {SELECTION_MODES.map((m) => (
            <Radio.Card key={m} value={m} radius="md" p="sm" withBorder data-testid={`mode-${m}`}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600} size="sm">
                    {SELECTION_MODE_LABELS[m]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {MODE_DESCRIPTIONS[m]}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Text fw={600} aria-live="polite" data-testid="selected-count">
        {plural(ids.length, 'creator')} selected
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {mode === 'GROUP' && <GroupSelection />}
      {mode === 'HAND' && <HandSelection />}
      {mode === 'FILTERS' && <FilterSelection />}
    </Stack>
  );
}
