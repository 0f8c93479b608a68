import { Button, EmptyState, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconPlus, IconSearch, IconSpeakerphone } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { CampaignStatus } from '@app/shared/campaign-status';
import { ErrorState } from '../../../../components/ErrorState';
import { PaginationBar } from '../../../../components/PaginationBar';
import { StaleDataNotice } from '../../../../components/StaleDataNotice';
import { pageCount } from '../../../../lib/paging';
import { paths } from '../../../../lib/paths';
import { useCampaignSearch } from '../../api/search-campaigns';
import { DEFAULT_PAGE_SIZE, searchBody, sortOf, statusFilterOf, type ListParams } from '../lib/list-params';
import { statusChoices, TAB_LABELS, type CampaignTab } from '../../lib/status';
import { CampaignCard } from './CampaignCard';
import { CampaignFilters } from './CampaignFilters';

function CampaignsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="status" aria-label="Loading the campaigns">
      {[0, 1, 2].map((i) => (
        <Paper key={i} withBorder radius="md" p="md">
          <Skeleton height={18} width="70%" />
          <Skeleton height={12} width="40%" mt={10} />
          <Skeleton height={12} width="80%" mt={8} />
          <Skeleton height={12} width="55%" mt={8} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

const EMPTY_TEXT: Record<CampaignTab, { title: string; description: string }> = {
  ongoing: { title: 'No ongoing campaigns', description: 'Campaigns show here from their start date until they end.' },
  upcoming: { title: 'No upcoming campaigns', description: 'A new campaign shows here until its start date.' },
  completed: {
    title: 'No completed campaigns',
    description: 'Campaigns show here once they have ended or been cancelled.',
  },
  all: { title: 'No campaigns yet', description: 'Campaigns of the company and its brands show here.' },
};

export type ParamChanges = Partial<Record<'name' | 'status' | 'sort' | 'page' | 'size', string | null>>;

interface CampaignsTabProps {
  companyId: string;
  tab: CampaignTab;
  params: ListParams;
  onChange: (changes: ParamChanges) => void;
  mayCreate: boolean;
}

/**
 * One campaign tab: POST /campaigns/search/companies/{id} with the tab's statuses (narrowed by the
 * status filter), the name, the sort and the page; cards, paging with page sizes 5/10/20/50, and
 * the empty states (nothing in the tab: the call to create one; nothing matching: clear the filters).
 */
export function CampaignsTab({ companyId, tab, params, onChange, mayCreate }: CampaignsTabProps) {
  const status = statusFilterOf(tab, params.status);
  const sort = sortOf(tab, params.sort);
  const search = useCampaignSearch(companyId, searchBody(tab, params));
  const filtered = Boolean(params.name || status);
  const label = TAB_LABELS[tab];

  // A page past the end (fewer results since, or a bigger page size) goes to the last page.
  const total = search.data?.results_count;
  useEffect(() => {
    if (total === undefined || search.isPlaceholderData) return;
    const last = pageCount(total, params.size);
    if (params.page > last) onChange({ page: last > 1 ? String(last) : null });
  }, [total, params.page, params.size, search.isPlaceholderData, onChange]);

  const createButton = mayCreate && (
    <Button
      component={Link}
      to={paths.company.createCampaign(companyId)}
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      Create campaign
    </Button>
  );

  return (
    <Stack gap="md">
      <CampaignFilters
        name={params.name}
        onName={(name) => onChange({ name: name || null, page: null })}
        statusChoices={statusChoices(tab)}
        status={status}
        onStatus={(next: CampaignStatus | null) => onChange({ status: next, page: null })}
        sort={sort.value}
        onSort={(next) => onChange({ sort: next, page: null })}
      />

      {search.isError && search.data && (
        <StaleDataNotice error={search.error} what="campaigns" onRetry={() => void search.refetch()} />
      )}

      {search.isPending ? (
        <CampaignsSkeleton />
      ) : search.isError && !search.data ? (
        <ErrorState
          title="We could not load the campaigns"
          error={search.error}
          onRetry={() => void search.refetch()}
        />
      ) : search.data.results_count === 0 ? (
        <Paper withBorder radius="md" p="xl">
          {filtered ? (
            <EmptyState
              icon={<IconSearch size={32} aria-hidden />}
              withIndicatorBackground
              title="No campaign matches"
              description={
                params.name
                  ? `No ${tab === 'all' ? '' : `${label.toLowerCase()} `}campaign has “${params.name}” in its name.`
                  : 'No campaign has this status.'
              }
              data-testid="campaigns-no-match"
            >
              <EmptyState.Actions>
                <Button variant="default" onClick={() => onChange({ name: null, status: null, page: null })}>
                  Clear the filters
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          ) : (
            <EmptyState
              icon={<IconSpeakerphone size={32} aria-hidden />}
              withIndicatorBackground
              title={EMPTY_TEXT[tab].title}
              description={EMPTY_TEXT[tab].description}
              data-testid="campaigns-empty"
            >
              {createButton && <EmptyState.Actions>{createButton}</EmptyState.Actions>}
            </EmptyState>
          )}
        </Paper>
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            component="ul"
            aria-label={`${label} campaigns`}
            style={{ listStyle: 'none', padding: 0, margin: 0, opacity: search.isPlaceholderData ? 0.6 : 1 }}
            aria-busy={search.isPlaceholderData || undefined}
            data-testid="campaigns-list"
          >
            {search.data.search_results.map((campaign) => (
              <li key={campaign.id}>
                <CampaignCard campaign={campaign} companyId={companyId} />
              </li>
            ))}
          </SimpleGrid>
          <PaginationBar
            page={params.page}
            pageSize={params.size}
            total={search.data.results_count}
            defaultPageSize={DEFAULT_PAGE_SIZE}
            onPageChange={(page) => onChange({ page: page > 1 ? String(page) : null })}
            onPageSizeChange={(size) =>
              onChange({ size: size === DEFAULT_PAGE_SIZE ? null : String(size), page: null })
            }
            noun="campaigns"
          />
        </>
      )}
    </Stack>
  );
}
