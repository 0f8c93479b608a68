import { Alert, Anchor, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconGavel } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../../components/ErrorState';
import { PageTitle } from '../../../../components/PageTitle';
import { Section } from '../../../../components/Section';
import { isApiError } from '../../../../lib/api-client';
import { paths } from '../../../../lib/paths';
import { useCompanyBrands } from '../../../briefs/lib/use-brands';
import { useConfigBundle } from '../../../config/api/conf-all';
import { AssignmentsContent } from '../../../content/merchant/components/AssignmentsContent';
import { useJob } from '../../api/job';
import { useJobBids } from '../../api/job-bids';
import { BidsTable } from '../components/BidsTable';
import { JobActions } from '../components/JobActions';
import { JobStatusBadge } from '../components/JobBadges';
import { JobSummary } from '../components/JobSummary';
import { ReloadFailedNotice } from '../components/ReloadFailedNotice';
import { mayOnBrand } from '../lib/permissions';
import { DEFAULT_BID_SORT, type BidSort } from '../../lib/status';

/**
 * /companies/{company_id}/jobs/{job_id}: the job (status, bid window, budget, mode, tasks), its
 * actions (publish a draft, edit before the first bid, extend bidding, close with a reason) and its
 * bids, sortable, each opening its bid page.
 */
export function JobDetailsPage() {
  const { company, brands } = useCompanyBrands();
  const { jobId = '' } = useParams();
  const config = useConfigBundle().data;
  const job = useJob(jobId);
  const bids = useJobBids(jobId);
  const [sort, setSort] = useState<BidSort>(DEFAULT_BID_SORT);
  const back = (
    <Anchor component={Link} to={paths.company.jobs(company.id)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Back to the jobs
      </Group>
    </Anchor>
  );

  if (job.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading the job">
        {back}
        <Skeleton height={32} width="50%" />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (job.isError && !job.data) {
    const missing = isApiError(job.error) && job.error.code === 'NOT_FOUND';
    return (
      <Stack gap="md">
        {back}
        <PageTitle order={2} fz="xl">
          {missing ? 'Job not found' : 'Job details'}
        </PageTitle>
        {missing ? (
          <Alert variant="light" color="yellow">
            This job does not exist or belongs to another company.
          </Alert>
        ) : (
          <ErrorState title="We could not load the job" error={job.error} onRetry={() => void job.refetch()} />
        )}
      </Stack>
    );
  }

  const data = job.data;
  const zone = config?.countries.find((c) => c.code === data.country)?.timezone ?? null;
  const brand = brands.find((b) => b.id === data.brand_id) ?? null;
  const mayEdit = mayOnBrand('job.create', brand, company);

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <PageTitle order={2} fz="xl" documentTitle={`${company.name} · ${data.name}`}>
              {data.name}
            </PageTitle>
            <JobStatusBadge status={data.status} size="md" />
          </Group>
          <Text size="sm" c="dimmed">
            {data.brand_name}
            {data.status === 'OPEN' &&
              (data.accepting_bids ? ' · taking bids now' : ' · not taking bids at the moment')}
          </Text>
        </Stack>
        <JobActions companyId={company.id} job={data} zone={zone} mayEdit={mayEdit} />
      </Group>
      {job.isError && (
        <ReloadFailedNotice
          loadedAt={job.dataUpdatedAt}
          error={job.error}
          onRetry={() => void job.refetch()}
          what="job"
        />
      )}
      <JobSummary job={data} config={config} />

      <Stack gap="sm" component="section" aria-labelledby="job-bids-title">
        <Title order={3} fz="lg" id="job-bids-title">
          Bids
        </Title>
        {bids.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading the bids">
            <Skeleton height={28} />
            <Skeleton height={28} />
          </Stack>
        ) : bids.isError && !bids.data ? (
          <ErrorState title="We could not load the bids" error={bids.error} onRetry={() => void bids.refetch()} />
        ) : (
          <>
            {bids.isError && (
              <ReloadFailedNotice
                loadedAt={bids.dataUpdatedAt}
                error={bids.error}
                onRetry={() => void bids.refetch()}
                what="bids"
              />
            )}
            {bids.data.length === 0 ? (
              <Paper withBorder radius="md" p="lg">
                <EmptyState
                  icon={<IconGavel size={28} aria-hidden />}
                  withIndicatorBackground
                  title="No bids yet"
                  description={
                    data.status === 'DRAFT'
                      ? 'Publish the job so that creators can bid on it.'
                      : data.status === 'CLOSED'
                        ? 'The job closed without bids.'
                        : 'Creators who match the job can bid until its bid end date.'
                  }
                  data-testid="bids-empty"
                />
              </Paper>
            ) : (
              <BidsTable
                companyId={company.id}
                jobId={data.id}
                bids={bids.data}
                sort={sort}
                onSort={setSort}
                zone={zone ?? undefined}
              />
            )}
          </>
        )}
      </Stack>

      {data.status !== 'DRAFT' && (
        <Section
          title="Content"
          order={3}
          description="The agreed creators' posts and their state: open one to review it."
          data-testid="section-content"
        >
          <AssignmentsContent companyId={company.id} scope={{ jobId: data.id }} />
        </Section>
      )}
    </Stack>
  );
}
