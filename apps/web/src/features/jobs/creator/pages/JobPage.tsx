import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../../components/ErrorState';
import { FormError } from '../../../../components/FormError';
import { toast } from '../../../../components/toast';
import { isApiError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { paths } from '../../../../lib/paths';
import { useConfigBundle } from '../../../config/api/conf-all';
import { useCreatorJob } from '../../api/creator-job';
import type { CreatorJob } from '../../api/creator-jobs';
import { useCreatorProfile } from '../../../creator-accounts/api/me';
import { usePlaceBid } from '../../api/place-bid';
import { biddingClosedReason, durationLabel } from '../lib/jobs';
import { channelLabel, postsLabel } from '../../../creator-accounts/lib/labels';
import { offerLinesForTasks } from '../lib/offer-form';
import { Fact } from '../../../../components/Fact';
import { OfferForm } from '../components/OfferForm';
import { PortalPage } from '../../../creator-accounts/components/PortalPage';
import { isProfileIncompleteError, ProfileIncomplete } from '../../../creator-accounts/components/ProfileIncomplete';
import { QueryState } from '../../../creator-accounts/components/QueryState';

const back = { to: paths.creator.jobs(), label: 'All jobs' };

type PlaceBid = ReturnType<typeof usePlaceBid>;

/** A bid the server refused (409: the window closed, a bid was already sent), shown once the job is fetched again. */
function BidRefused({ place }: { place: PlaceBid }) {
  return isApiError(place.error) && place.error.code === 'CONFLICT' ? (
    <FormError error={place.error} title="Your bid was not sent" />
  ) : null;
}

function BidSection({ job, place }: { job: CreatorJob; place: PlaceBid }) {
  const navigate = useNavigate();
  const lines = useMemo(() => offerLinesForTasks(job.tasks), [job.tasks]);
  if (job.my_bid_id) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="job-my-bid">
        <Stack gap="sm" align="flex-start">
          <BidRefused place={place} />
          <Text size="sm">You bid on this job. Follow the brand's answers, and answer them, on your bid.</Text>
          <Button
            component={Link}
            to={paths.creator.bid(job.my_bid_id)}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            See your bid
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <OfferForm
        lines={lines}
        currency={job.currency}
        label="Your bid"
        submitLabel="Send bid"
        pending={place.isPending}
        error={place.error}
        disabledReason={biddingClosedReason(job)}
        onSubmit={(offer) =>
          place.mutate(offer, {
            onSuccess: (bid) => {
              toast({ type: 'success', message: 'Your bid is sent. The brand answers it here.' });
              void navigate(paths.creator.bid(bid.bid_id));
            },
          })
        }
      />
    </Paper>
  );
}

function JobDetails({ job, place }: { job: CreatorJob; place: PlaceBid }) {
  const config = useConfigBundle();
  return (
    <>
      <Stack gap="xs">
        <Fact label="Brand">{job.brand_name}</Fact>
        <Fact label="Budget">
          <span data-testid="job-budget">{formatMoney(job.budget_minor, job.currency)}</span>
        </Fact>
        <Fact label="Bidding">
          {formatDate(job.bid_start_date, 'dayFirstTime')} – {formatDate(job.bid_end_date, 'dayFirstTime')}
        </Fact>
        <Fact label="Estimated start">{formatDate(job.estimated_campaign_start_date, 'dayFirst')}</Fact>
        <Fact label="Duration">{durationLabel(job.campaign_duration, job.campaign_period)}</Fact>
        <Fact label="Channels">{job.channels.map((c) => channelLabel(config.data, c)).join(', ')}</Fact>
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="job-tasks">
        <Title order={2} fz="lg" id="job-tasks">
          What the brand asks
        </Title>
        <Stack component="ul" gap={4} m={0} pl="md" aria-label="Tasks">
          {job.tasks.map((task) => (
            <Text component="li" size="sm" key={`${task.channel}:${task.post_content_type}`} data-testid="job-task">
              {channelLabel(config.data, task.channel)}:{' '}
              {postsLabel(config.data, task.channel, task.post_content_type, task.number)}
            </Text>
          ))}
        </Stack>
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="job-bid">
        <Title order={2} fz="lg" id="job-bid">
          Your bid
        </Title>
        <BidSection job={job} place={place} />
      </Stack>
    </>
  );
}

/** /creator/jobs/{id}: the job (brand, tasks with counts, budget, bid window, start and duration) and the bid form. */
export function CreatorJobPage() {
  const { jobId = '' } = useParams();
  const profile = useCreatorProfile();
  const complete = profile.data?.profile_complete ?? false;
  const job = useCreatorJob(jobId, complete);
  const place = usePlaceBid(jobId);

  if ((profile.data && !complete) || (job.isError && isProfileIncompleteError(job.error))) {
    return (
      <PortalPage title="Job" back={back}>
        <ProfileIncomplete what="jobs" />
      </PortalPage>
    );
  }
  if (!job.data) {
    const notFound = isApiError(job.error) && job.error.code === 'NOT_FOUND';
    return (
      <PortalPage title={notFound ? 'Job not found' : 'Job'} back={back}>
        {notFound ? (
          <ErrorState title="This job is not open to you" error={job.error} />
        ) : (
          <QueryState query={profile.isError ? profile : job} what="the job" />
        )}
      </PortalPage>
    );
  }
  const accepting = job.data.accepting_bids;
  return (
    <PortalPage
      title={job.data.name}
      back={back}
      aside={
        <Badge color={accepting ? 'green' : 'gray'} variant="light" tt="none" data-testid="job-bidding">
          {accepting ? 'Taking bids' : 'Not taking bids'}
        </Badge>
      }
    >
      <JobDetails job={job.data} place={place} />
    </PortalPage>
  );
}
