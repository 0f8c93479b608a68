import { Button, EmptyState, Paper, Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../../components/ErrorState';
import { PageTitle } from '../../../../components/PageTitle';
import { PaginationBar } from '../../../../components/PaginationBar';
import { plural } from '../../../../lib/numbers';
import { useCampaignLists } from '../../../campaigns/api/campaign-lists';
import { useCompanyContext } from '../../../companies/lib/company-context';
import type { ContentQueueFilters } from '../../api/keys';
import { useContentQueue } from '../../api/merchant-content-queue';
import { ContentQueueSkeleton, ContentQueueTable } from '../components/ContentQueueTable';
import { QueueFilters, type FilterOption } from '../components/QueueFilters';
import {
  changeFilters,
  DEFAULT_QUEUE_FILTERS,
  DEFAULT_QUEUE_PAGE_SIZE,
  hasNarrowingFilters,
  queueSearch,
  readQueueParams,
} from '../lib/queue-params';
import { reviewQueueStore } from '../lib/review-queue';

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

/**
 * /companies/{company_id}/pre-approval: the drafts and live links of the company's (and its brands') campaigns and
 * jobs, to review first, filtered by status, campaign, creator and lateness, a page at a time. Every choice lives in
 * the address; the page on screen is kept for the review page's J/K.
 */
export function ContentQueuePage() {
  const { company } = useCompanyContext();
  const [params, setParams] = useSearchParams();
  const filters = readQueueParams(params);
  const filtersKey = JSON.stringify(filters);
  const queue = useContentQueue(company.id, filters);
  const campaignLists = useCampaignLists(company.id).data;

  // The review page's J/K go through the page on screen, with its filters.
  useEffect(() => {
    if (!queue.data || queue.isPlaceholderData) return;
    reviewQueueStore.save(company.id, {
      filters: JSON.parse(filtersKey) as ContentQueueFilters,
      ids: queue.data.results.map((item) => item.id),
      total: queue.data.total,
    });
  }, [company.id, filtersKey, queue.data, queue.isPlaceholderData]);

  const campaigns = useMemo(() => {
    if (!campaignLists) return [];
    const all = [
      ...campaignLists.ongoing_campaigns,
      ...campaignLists.upcoming_campaigns,
      ...campaignLists.finished_campaigns,
    ];
    const unique = new Map(all.map((campaign) => [campaign.id, { value: campaign.id, label: campaign.name }]));
    return [...unique.values()].sort(byLabel);
  }, [campaignLists]);

  const creators = useMemo(() => {
    const seen = new Map<string, FilterOption>();
    for (const item of queue.data?.results ?? [])
      seen.set(String(item.creator.id), { value: String(item.creator.id), label: item.creator.name });
    return [...seen.values()].sort(byLabel);
  }, [queue.data]);

  const go = (next: ContentQueueFilters, replace: boolean) =>
    setParams(new URLSearchParams(queueSearch(next)), { replace });
  const change = (changes: Partial<ContentQueueFilters>) => go(changeFilters(filters, changes), true);

  let body;
  if (queue.isPending) body = <ContentQueueSkeleton />;
  else if (queue.isError && !queue.data)
    body = <ErrorState title="We could not load the queue" error={queue.error} onRetry={() => void queue.refetch()} />;
  else if (queue.data.results.length === 0) {
    const narrowed = hasNarrowingFilters(filters);
    const pastEnd = queue.data.total > 0;
    const toReview = filters.status === DEFAULT_QUEUE_FILTERS.status;
    body = (
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          icon={<IconChecklist size={32} aria-hidden />}
          withIndicatorBackground
          title={
            pastEnd
              ? 'This page is past the end of the queue'
              : narrowed
                ? 'No content matches these filters'
                : toReview
                  ? 'Nothing to review'
                  : 'No content in this state'
          }
          description={
            pastEnd
              ? 'Items were reviewed meanwhile.'
              : narrowed
                ? 'Another campaign or creator may have some.'
                : toReview
                  ? 'Drafts and live links that creators submit show here, for you to approve or send back.'
                  : 'Try another status.'
          }
          data-testid="queue-empty"
        >
          {(pastEnd || narrowed) && (
            <EmptyState.Actions>
              {pastEnd ? (
                <Button variant="default" onClick={() => go({ ...filters, page: 1 }, false)}>
                  Go to the first page
                </Button>
              ) : (
                <Button variant="default" onClick={() => change({ campaignId: null, creatorId: null, late: false })}>
                  Clear filters
                </Button>
              )}
            </EmptyState.Actions>
          )}
        </EmptyState>
      </Paper>
    );
  } else
    body = (
      <Stack gap="sm">
        {queue.isError && (
          <ErrorState title="We could not refresh the queue" error={queue.error} onRetry={() => void queue.refetch()} />
        )}
        <ContentQueueTable
          companyId={company.id}
          items={queue.data.results}
          caption={`${plural(queue.data.total, 'item')}${queue.isFetching ? ', refreshing…' : ''}`}
          loading={queue.isFetching}
        />
        <PaginationBar
          page={filters.page}
          pageSize={filters.pageSize}
          total={queue.data.total}
          onPageChange={(page) => go({ ...filters, page }, false)}
          onPageSizeChange={(pageSize) => change({ pageSize })}
          defaultPageSize={DEFAULT_QUEUE_PAGE_SIZE}
          noun="items"
          disabled={queue.isFetching}
        />
      </Stack>
    );

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Pre-approval`}>
          Content pre-approval
        </PageTitle>
        <Text size="sm" c="dimmed">
          Creators&apos; drafts and live links across your campaigns and jobs: approve them or ask for changes.
        </Text>
      </Stack>
      <QueueFilters filters={filters} campaigns={campaigns} creators={creators} onChange={change} />
      {body}
    </Stack>
  );
}
