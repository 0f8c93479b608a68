import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Drawer,
  EmptyState,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconMoodEmpty } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { COUNT_EXACT_LIMIT, INFLUENCER_FORM_PAGE_SIZE, SORT_FIELDS } from '@app/shared/creator-options';
import type { Group as CreatorGroup } from '@app/shared/groups';
import { ErrorState } from '../../../components/ErrorState';
import { PaginationBar } from '../../../components/PaginationBar';
import { formatTotal, plural } from '../../../lib/numbers';
import { useConfigBundle } from '../../config/api/conf-all';
import { useContentCreatorTypes } from '../../config/api/content-creator-types';
import { useCompanyGroups } from '../../groups/api/company-groups';
import { LazyAddToGroupModal } from './LazyAddToGroupModal';
import { useCreatorSearch } from '../api/search-creators';
import {
  buildSearchRequest,
  countActiveFilters,
  type DiscoverySort,
  type SortDirection,
  type SortField,
} from '../lib/filters';
import { useMinWidth } from '../../../lib/use-min-width';
import { useDiscoveryState } from '../lib/use-discovery-state';
import { CreatorResultCard } from './CreatorResultCard';
import { DiscoveryFilterPanel } from './DiscoveryFilterPanel';
import { SelectionBar } from './SelectionBar';

export interface CreatorSelection {
  selectedIds: readonly number[];
  onChange: (ids: number[]) => void;
}

interface CreatorDiscoveryProps {
  /** The company whose groups feed the membership filter and "Add to group". */
  companyId?: string | null;
  /** 25 in the influencer form (default), CAMPAIGN_FILTER_PAGE_SIZE (10) as a campaign filter. */
  defaultPageSize?: number;
  /** Keep filters, sort and page in the URL query (default); off when embedded in a form. */
  syncWithUrl?: boolean;
  /** A selection owned by the page (e.g. the creators of a new group); "Add to group" is then left to the page. */
  selection?: CreatorSelection;
  /** The group "Add to group" starts with (the add_to link of a group's page). */
  targetGroup?: CreatorGroup | null;
  /** Whether the user may add creators to groups. */
  canManageGroups?: boolean;
  /** Shown above the results (e.g. a company picker). */
  toolbar?: ReactNode;
  /** More buttons in the selection bar (e.g. "Create group" on the create-group page). */
  selectionActions?: ReactNode;
}

const SORT_OPTIONS: { value: string; label: string }[] = SORT_FIELDS.flatMap((field) => {
  const words: Record<SortField, [string, string]> = {
    FOLLOWERS: ['Most followers', 'Fewest followers'],
    ENGAGEMENT: ['Highest engagement', 'Lowest engagement'],
    NAME: ['Name Z–A', 'Name A–Z'],
    NEWEST: ['Newest first', 'Oldest first'],
  };
  const [desc, asc] = words[field];
  const both = [
    { value: `${field}.DESC`, label: desc },
    { value: `${field}.ASC`, label: asc },
  ];
  return field === 'NAME' ? both.reverse() : both;
});

function parseSort(value: string): DiscoverySort {
  const [by, direction] = value.split('.') as [SortField, SortDirection];
  return { by, direction };
}

function ResultsSkeleton({ count }: { count: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="status" aria-label="Loading creators">
      {Array.from({ length: Math.min(count, 6) }, (_, i) => (
        <Paper key={i} withBorder radius="md" p="md">
          <Group gap="sm" wrap="nowrap">
            <Skeleton circle height={44} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="60%" />
              <Skeleton height={12} width="40%" />
            </Stack>
          </Group>
          <Skeleton height={22} mt="md" width="70%" />
          <Skeleton height={30} mt="md" width="50%" />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * Creator discovery (spec sections 2 and 3): every search filter, a sort, paged results with a
 * page-size selector, and a selection that can be compared or added to a group. Filters sit in a
 * side panel from the md breakpoint (after the results in tab order) and in a drawer below it.
 */
export function CreatorDiscovery({
  companyId,
  defaultPageSize = INFLUENCER_FORM_PAGE_SIZE,
  syncWithUrl = true,
  selection,
  targetGroup,
  canManageGroups = true,
  toolbar,
  selectionActions,
}: CreatorDiscoveryProps) {
  const { state, setFilters, setSort, setPage, setPageSize, reset } = useDiscoveryState({
    syncWithUrl,
    defaultPageSize,
  });
  const config = useConfigBundle();
  const creatorTypes = useContentCreatorTypes();
  const groups = useCompanyGroups(companyId);
  const request = useMemo(() => buildSearchRequest(state), [state]);
  const search = useCreatorSearch(request);
  const wide = useMinWidth(62);
  const [drawerOpened, drawer] = useDisclosure(false);
  const [addOpened, addModal] = useDisclosure(false);

  const [ownSelection, setOwnSelection] = useState<number[]>([]);
  const selectedIds = selection ? selection.selectedIds : ownSelection;
  const setSelected = selection ? selection.onChange : setOwnSelection;
  const selectedSet = useMemo(() => new Set(selectedIds), [selectedIds]);

  const activeCount = countActiveFilters(state.filters);
  const results = search.data?.influencers_for_search ?? [];
  const pageIds = results.map((r) => r.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selectedSet.has(id));
  const someOnPage = pageIds.some((id) => selectedSet.has(id));
  const total = search.data?.total_search_results ?? 0;
  const totalLabel = search.data ? formatTotal(total, search.data.total_is_estimate, COUNT_EXACT_LIMIT) : '';

  const toggle = (id: number, on: boolean) =>
    setSelected(on ? [...selectedIds.filter((x) => x !== id), id] : selectedIds.filter((x) => x !== id));
  const togglePage = (on: boolean) =>
    setSelected(on ? [...new Set([...selectedIds, ...pageIds])] : selectedIds.filter((id) => !pageIds.includes(id)));

  const panel =
    config.data && creatorTypes.data ? (
      <DiscoveryFilterPanel
        filters={state.filters}
        onChange={setFilters}
        config={config.data}
        creatorTypes={creatorTypes.data}
        groups={companyId ? (groups.data ?? []) : undefined}
        onReset={reset}
      />
    ) : config.isError || creatorTypes.isError ? (
      <ErrorState
        title="We could not load the filters"
        error={config.error ?? creatorTypes.error}
        onRetry={() => {
          void config.refetch();
          void creatorTypes.refetch();
        }}
      />
    ) : (
      <Stack gap="md" role="status" aria-label="Loading the filters">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height={i === 1 ? 140 : 56} />
        ))}
      </Stack>
    );

  const results_ = search.isPending ? (
    <ResultsSkeleton count={state.pageSize} />
  ) : search.isError && !search.data ? (
    <ErrorState title="We could not search creators" error={search.error} onRetry={() => void search.refetch()} />
  ) : results.length === 0 ? (
    <Paper withBorder radius="md" p="xl">
      <EmptyState
        icon={<IconMoodEmpty size={32} aria-hidden />}
        withIndicatorBackground
        title="No creators match these filters"
        description="Widen the age range, choose fewer levels or clear some filters."
        data-testid="discovery-empty"
      >
        <EmptyState.Actions>
          <Button onClick={reset} disabled={activeCount === 0 && state.page === 1}>
            Reset filters
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  ) : (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      data-testid="discovery-results"
    >
      {results.map((creator) => (
        <li key={creator.id}>
          <CreatorResultCard
            creator={creator}
            config={config.data}
            selected={selectedSet.has(creator.id)}
            onSelectedChange={(on) => toggle(creator.id, on)}
            channelFiltered={state.filters.channels.length > 0}
          />
        </li>
      ))}
    </SimpleGrid>
  );

  return (
    <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-lg)', alignItems: 'flex-start' }}>
      {/*
        The results come first in the document, so the keyboard (and a screen reader) reaches the
        first creator without passing every filter control; the filter panel follows them and is
        drawn on the left (CSS order). It is a landmark of its own ("Creator filters").
      */}
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        {toolbar}
        {targetGroup && (
          <Alert variant="light" title={`Adding creators to "${targetGroup.name}"`} data-testid="target-group">
            Select creators, then choose "Add to {targetGroup.name}".
          </Alert>
        )}
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="sm" align="center">
            {!wide && (
              <Button
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
                rightSection={
                  activeCount > 0 ? (
                    <Badge size="sm" circle>
                      {activeCount}
                    </Badge>
                  ) : undefined
                }
                onClick={drawer.open}
                aria-label={activeCount > 0 ? `Filters, ${activeCount} in use` : 'Filters'}
              >
                Filters
              </Button>
            )}
            <Text fw={600} aria-live="polite" data-testid="discovery-total">
              {search.data
                ? `${totalLabel} ${total === 1 && !search.data.total_is_estimate ? 'creator' : 'creators'}`
                : search.isPending
                  ? 'Searching…'
                  : ''}
            </Text>
          </Group>
          <NativeSelect
            label="Sort by"
            value={`${state.sort.by}.${state.sort.direction}`}
            onChange={(event) => setSort(parseSort(event.currentTarget.value))}
            data={SORT_OPTIONS}
            size="xs"
            w={190}
            data-testid="discovery-sort"
          />
        </Group>
        {results.length > 0 && (
          <Group justify="space-between" gap="sm">
            <Checkbox
              label="Select all on this page"
              checked={allOnPage}
              indeterminate={someOnPage && !allOnPage}
              onChange={(event) => togglePage(event.currentTarget.checked)}
            />
            {search.isFetching && !search.isPending && (
              <Text size="sm" c="dimmed" role="status">
                Updating…
              </Text>
            )}
          </Group>
        )}
        {search.isError && search.data && (
          <Alert color="yellow" variant="light" role="alert">
            The latest search failed; these are the previous results.{' '}
            <Button variant="subtle" size="compact-xs" onClick={() => void search.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        <Box
          aria-busy={search.isFetching}
          style={{ opacity: search.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
        >
          {results_}
        </Box>
        {search.data && total > 0 && (
          <PaginationBar
            page={state.page}
            pageSize={state.pageSize}
            total={total}
            totalLabel={totalLabel}
            noun={total === 1 ? 'creator' : 'creators'}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
            defaultPageSize={defaultPageSize}
          />
        )}
        <SelectionBar
          selectedIds={selectedIds}
          onClear={() => setSelected([])}
          onAddToGroup={!selection && canManageGroups ? addModal.open : undefined}
          addLabel={targetGroup ? `Add to ${targetGroup.name}` : 'Add to group'}
          extra={selectionActions}
        />
      </Stack>

      {wide && (
        <Paper
          component="aside"
          aria-label="Creator filters"
          withBorder
          radius="md"
          p="md"
          w={300}
          style={{
            order: -1,
            flexShrink: 0,
            position: 'sticky',
            top: 80,
            maxHeight: 'calc(100vh - 96px)',
            overflowY: 'auto',
          }}
        >
          {panel}
        </Paper>
      )}

      {!wide && (
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          title="Filters"
          position="left"
          size="min(100%, 360px)"
          closeButtonProps={{ 'aria-label': 'Close filters' }}
        >
          <Stack gap="md" pb="md">
            {panel}
            <Button onClick={drawer.close} data-testid="show-results">
              {search.data ? `Show ${plural(total, 'creator').replace(/^[\d,]+/, totalLabel)}` : 'Show results'}
            </Button>
          </Stack>
        </Drawer>
      )}

      {!selection && (
        <LazyAddToGroupModal
          opened={addOpened}
          onClose={addModal.close}
          creatorIds={selectedIds}
          companyId={companyId ?? null}
          defaultGroupId={targetGroup?.id ?? null}
          onAdded={() => setSelected([])}
        />
      )}
    </Box>
  );
}
