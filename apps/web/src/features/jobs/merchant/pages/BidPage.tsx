import { Alert, Anchor, Avatar, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { JobBid } from '@app/shared/jobs';
import { ErrorState } from '../../../../components/ErrorState';
import { FollowerCount } from '../../../../components/FollowerCount';
import { PageTitle } from '../../../../components/PageTitle';
import { Section } from '../../../../components/Section';
import { isApiError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { useCompanyBrands } from '../../../briefs/lib/use-brands';
import { useConfigBundle } from '../../../config/api/conf-all';
import { FundingPanel } from '../../../payments/components/FundingPanel';
import { useBid } from '../../api/bid';
import { useJob } from '../../api/job';
import { BidActions } from '../components/BidActions';
import { BidStatusBadge } from '../../components/BidStatusBadge';
import { BidTimeline } from '../../components/BidTimeline';
import { OfferLines } from '../../components/OfferLines';
import { agreedTotalMinor } from '../../lib/status';
import { ReloadFailedNotice } from '../components/ReloadFailedNotice';
import { mayOnBrand } from '../lib/permissions';

/** How a closed bid ended, in one sentence. */
function closing(bid: JobBid, zone?: string): string | null {
  if (!bid.closed) return null;
  const by = bid.closed_by === 'MERCHANT' ? 'you' : bid.influencer.name;
  const when = bid.closed_date ? ` on ${formatDate(bid.closed_date, 'dayFirstTime', zone)}` : '';
  const what = bid.status === 'ACCEPTED' ? 'Accepted' : bid.status === 'REJECTED' ? 'Rejected' : 'Withdrawn';
  return `${what} by ${by}${when}.${bid.closed_reason ? ` Reason: ${bid.closed_reason}` : ''}`;
}

/**
 * /companies/{company_id}/job/{job_id}/bids/{bid_id}: a bid with its history as a timeline, both
 * sides' current offers, and the brand's moves when it is its turn; once accepted, its funding (escrow).
 */
export function BidPage() {
  const { company, brands } = useCompanyBrands();
  const { jobId = '', bidId = '' } = useParams();
  const config = useConfigBundle().data;
  const bid = useBid(bidId);
  const job = useJob(jobId);
  const back = (
    <Anchor component={Link} to={paths.company.job(company.id, jobId)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Back to the job
      </Group>
    </Anchor>
  );

  if (bid.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading the bid">
        {back}
        <Skeleton height={32} width="50%" />
        <Skeleton height={120} />
        <Skeleton height={200} />
      </Stack>
    );
  }
  if (bid.isError && !bid.data) {
    const missing = isApiError(bid.error) && bid.error.code === 'NOT_FOUND';
    return (
      <Stack gap="md">
        {back}
        <PageTitle order={2} fz="xl">
          {missing ? 'Bid not found' : 'Bid'}
        </PageTitle>
        {missing ? (
          <Alert variant="light" color="yellow">
            This bid does not exist or belongs to another company.
          </Alert>
        ) : (
          <ErrorState title="We could not load the bid" error={bid.error} onRetry={() => void bid.refetch()} />
        )}
      </Stack>
    );
  }

  const data = bid.data;
  const country = job.data?.country;
  const zone = (country && config?.countries.find((c) => c.code === country)?.timezone) || undefined;
  const brand = brands.find((b) => b.id === data.brand_id) ?? null;
  const ended = closing(data, zone);

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar
            src={data.influencer.avatar}
            name={data.influencer.name}
            alt=""
            color="initials"
            radius="xl"
            size={48}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Bid from ${data.influencer.name}`}>
              {`Bid from ${data.influencer.name}`}
            </PageTitle>
            <Text size="sm" c="dimmed">
              On{' '}
              <Anchor component={Link} to={paths.company.job(company.id, data.job_id)} size="sm">
                {data.job_name}
              </Anchor>{' '}
              · <FollowerCount value={data.influencer.followers} suffix="followers" size="sm" />
            </Text>
          </Stack>
        </Group>
        <BidStatusBadge status={data.status} size="lg" />
      </Group>
      {bid.isError && (
        <ReloadFailedNotice
          loadedAt={bid.dataUpdatedAt}
          error={bid.error}
          onRetry={() => void bid.refetch()}
          what="bid"
        />
      )}
      {ended && (
        <Alert
          color={data.status === 'ACCEPTED' ? 'green' : 'gray'}
          variant="light"
          title={data.status === 'ACCEPTED' ? 'Agreed' : 'Closed'}
          data-testid="bid-closed"
        >
          {ended}
        </Alert>
      )}

      <BidActions bid={data} config={config} mayRespond={mayOnBrand('bid.respond', brand, company)} />

      {data.status === 'ACCEPTED' && (
        <Section
          title="Funding"
          order={3}
          description="The agreed work, platform fee and VAT, paid into escrow and released as posts are verified."
          data-testid="section-funding"
        >
          <FundingPanel
            subject={{ bidId: data.bid_id }}
            companyId={data.brand_id}
            name={`${data.job_name} - ${data.influencer.name}`}
            workMinor={agreedTotalMinor(data)}
            currency={data.currency}
            mayManage={mayOnBrand('payments.manage', brand, company)}
          />
        </Section>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby="creator-offer-title"
          data-testid="creator-offer"
        >
          <Stack gap="xs">
            <Title order={3} fz="md" id="creator-offer-title">
              {`${data.influencer.name}'s offer`}
            </Title>
            <OfferLines
              offer={data.current_influencer_offer}
              total={data.current_influencer_offer_total_minor}
              currency={data.currency}
              config={config}
              label={`${data.influencer.name}'s offer`}
            />
          </Stack>
        </Paper>
        <Paper
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby="brand-offer-title"
          data-testid="brand-offer"
        >
          <Stack gap="xs">
            <Title order={3} fz="md" id="brand-offer-title">
              Your offer
            </Title>
            {data.current_brand_offer && data.current_brand_offer_total_minor !== null ? (
              <OfferLines
                offer={data.current_brand_offer}
                total={data.current_brand_offer_total_minor}
                currency={data.currency}
                config={config}
                label="Your offer"
              />
            ) : (
              <Text size="sm" c="dimmed">
                No counter-offer yet.
              </Text>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>

      <Stack gap="sm" component="section" aria-labelledby="bid-history-title">
        <Title order={3} fz="lg" id="bid-history-title">
          History
        </Title>
        <BidTimeline bid={data} viewer="MERCHANT" config={config} zone={zone} />
      </Stack>
    </Stack>
  );
}
