import { Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../../components/ErrorState';
import { PaginationBar } from '../../../../components/PaginationBar';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { paths } from '../../../../lib/paths';
import { useConfigBundle } from '../../../config/api/conf-all';
import { useCreatorJobs, type CreatorJob } from '../../api/creator-jobs';
import { useCreatorProfile } from '../../../creator-accounts/api/me';
import { channelLabel, postsLabel } from '../../../creator-accounts/lib/labels';
import { JobsTabs } from '../components/JobsTabs';
import { EmptyBlock, ListSkeleton, PortalPage } from '../../../creator-accounts/components/PortalPage';
import { isProfileIncompleteError, ProfileIncomplete } from '../../../creator-accounts/components/ProfileIncomplete';

const DEFAULT_PAGE_SIZE = 10;

/** A positive whole number from the query, else the default. */
function queryNumber(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

function JobAction({ job }: { job: CreatorJob }) {
  if (job.my_bid_id) {
    return (
      <Button
        component={Link}
        to={paths.creator.bid(job.my_bid_id)}
        size="xs"
        variant="light"
        aria-label={`Your bid on ${job.name}`}
      >
        Your bid
      </Button>
    );
  }
  if (job.accepting_bids) {
    return (
      <Button component={Link} to={paths.creator.job(job.id)} size="xs" aria-label={`Bid on ${job.name}`}>
        Bid
      </Button>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      Bidding opens {formatDate(job.bid_start_date, 'dayFirstTime')}
    </Text>
  );
}

function JobCard({ job }: { job: CreatorJob }) {
  const config = useConfigBundle();
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="job-card">
      <Stack gap={6}>
        <Title order={2} fz="md">
          <Link to={paths.creator.job(job.id)} style={{ color: 'inherit' }}>
            {job.name}
          </Link>
        </Title>
        <Text size="sm" c="dimmed">
          {job.brand_name} · {job.channels.map((c) => channelLabel(config.data, c)).join(', ')}
        </Text>
        <Text size="sm">
          {job.tasks
            .map(
              (t) =>
                `${channelLabel(config.data, t.channel)}: ` +
                postsLabel(config.data, t.channel, t.post_content_type, t.number),
            )
            .join(' · ')}
        </Text>
        <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              Budget {formatMoney(job.budget_minor, job.currency)}
            </Text>
            <Text size="xs" c="dimmed">
              Bids close {formatDate(job.bid_end_date, 'dayFirstTime')}
            </Text>
          </Stack>
          <JobAction job={job} />
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /creator/jobs: the open jobs this creator may bid on, by channel, a page at a time; each says Bid, or links the
 * creator's bid.
 */
export function CreatorJobsPage() {
  const [search, setSearch] = useSearchParams();
  const config = useConfigBundle();
  const profile = useCreatorProfile();
  const complete = profile.data?.profile_complete ?? false;
  const channel = search.get('channel') || null;
  const page = queryNumber(search.get('page'), 1, 10_000);
  const pageSize = queryNumber(search.get('page_size'), DEFAULT_PAGE_SIZE, 50);
  const jobs = useCreatorJobs({ channel, page_number: page, page_size: pageSize }, complete);
  const title = 'Jobs';

  // The filter and page live in the address, so Back and a shared link show the same list.
  const go = (next: { channel?: string | null; page?: number; page_size?: number }) => {
    const merged = { channel, page, page_size: pageSize, ...next };
    const query = new URLSearchParams();
    if (merged.channel) query.set('channel', merged.channel);
    if (merged.page > 1) query.set('page', String(merged.page));
    if (merged.page_size !== DEFAULT_PAGE_SIZE) query.set('page_size', String(merged.page_size));
    setSearch(query);
  };

  if ((profile.data && !complete) || (jobs.isError && isProfileIncompleteError(jobs.error))) {
    return (
      <PortalPage title={title}>
        <JobsTabs />
        <ProfileIncomplete what="jobs" />
      </PortalPage>
    );
  }

  const channelName = channel ? channelLabel(config.data, channel) : null;
  return (
    <PortalPage
      title={title}
      description="Brands post jobs open to creators like you: send your price and agree on it with the brand."
    >
      <JobsTabs />
      <NativeSelect
        label="Channel"
        value={channel ?? ''}
        onChange={(event) => go({ channel: event.currentTarget.value || null, page: 1 })}
        data={[
          { value: '', label: 'All channels' },
          ...(config.data?.channels ?? []).map((c) => ({ value: c.value, label: c.label })),
        ]}
        maw={{ base: '100%', xs: 260 }}
        data-testid="jobs-channel"
      />
      {profile.isError ? (
        <ErrorState
          title="We could not load your profile"
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : jobs.isError ? (
        <ErrorState title="We could not load the jobs" error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : !jobs.data ? (
        <ListSkeleton label="Loading the jobs" />
      ) : jobs.data.results.length === 0 ? (
        <EmptyBlock
          icon={<IconBriefcase size={28} aria-hidden />}
          title={channelName ? `No open jobs on ${channelName}` : 'No open jobs for you yet'}
          description={
            channelName
              ? 'Try all channels, or come back later.'
              : 'When a brand posts a job that matches your profile, it shows here.'
          }
          testId="jobs-empty"
        >
          {channelName && (
            <Button variant="light" onClick={() => go({ channel: null, page: 1 })}>
              Show all channels
            </Button>
          )}
        </EmptyBlock>
      ) : (
        <>
          <Stack
            component="ul"
            gap="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none', opacity: jobs.isPlaceholderData ? 0.6 : 1 }}
            aria-label="Open jobs"
            aria-busy={jobs.isFetching}
          >
            {jobs.data.results.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </Stack>
          <PaginationBar
            page={page}
            pageSize={pageSize}
            total={jobs.data.results_count}
            onPageChange={(next) => go({ page: next })}
            onPageSizeChange={(size) => go({ page_size: size, page: 1 })}
            defaultPageSize={DEFAULT_PAGE_SIZE}
            noun="jobs"
            disabled={jobs.isFetching}
          />
        </>
      )}
    </PortalPage>
  );
}
