import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { JobBid } from '@app/shared/jobs';
import { ErrorState } from '../../../../components/ErrorState';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { useCreatorBids } from '../../api/creator-bids';
import { useCreatorProfile } from '../../../creator-accounts/api/me';
import { bidStateLine, bidTurn, sortBids } from '../lib/bids';
import { formatMoney } from '../../../../lib/money';
import { JobsTabs } from '../components/JobsTabs';
import { EmptyBlock, ListSkeleton, PortalPage } from '../../../creator-accounts/components/PortalPage';
import { isProfileIncompleteError, ProfileIncomplete } from '../../../creator-accounts/components/ProfileIncomplete';
import { BidStatusBadge } from '../../components/BidStatusBadge';

function BidCard({ bid }: { bid: JobBid }) {
  const yourTurn = bidTurn(bid) === 'creator';
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      data-testid="bid-card"
      style={yourTurn ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="md">
            <Link to={paths.creator.bid(bid.bid_id)} style={{ color: 'inherit' }}>
              {bid.job_name}
            </Link>
          </Title>
          <BidStatusBadge status={bid.status} />
        </Group>
        <Text size="sm" fw={yourTurn ? 700 : 500} c={yourTurn ? undefined : 'dimmed'} data-testid="bid-turn">
          {bidStateLine(bid)}
        </Text>
        <Group gap="md" wrap="wrap">
          <Text size="sm">
            Your offer <strong>{formatMoney(bid.current_influencer_offer_total_minor, bid.currency)}</strong>
          </Text>
          {bid.current_brand_offer_total_minor !== null && (
            <Text size="sm">
              Brand's offer <strong>{formatMoney(bid.current_brand_offer_total_minor, bid.currency)}</strong>
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Last move {formatDate(bid.updated, 'dayFirstTime')}
        </Text>
      </Stack>
    </Card>
  );
}

/** /creator/bids: the creator's bids, those waiting for their answer first, with whose turn it is. */
export function CreatorBidsPage() {
  const profile = useCreatorProfile();
  const complete = profile.data?.profile_complete ?? false;
  const bids = useCreatorBids(complete);
  const title = 'Jobs';

  if ((profile.data && !complete) || (bids.isError && isProfileIncompleteError(bids.error))) {
    return (
      <PortalPage title={title}>
        <JobsTabs />
        <ProfileIncomplete what="bids" />
      </PortalPage>
    );
  }
  return (
    <PortalPage
      title={title}
      description="Your bids on jobs: the brand and you answer each other's offers in turn until one of you accepts."
    >
      <JobsTabs />
      {profile.isError ? (
        <ErrorState
          title="We could not load your profile"
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : bids.isError ? (
        <ErrorState title="We could not load your bids" error={bids.error} onRetry={() => void bids.refetch()} />
      ) : !bids.data ? (
        <ListSkeleton label="Loading your bids" />
      ) : bids.data.length === 0 ? (
        <EmptyBlock
          icon={<IconCoin size={28} aria-hidden />}
          title="No bids yet"
          description="Bid on an open job and follow the brand's answers here."
          testId="bids-empty"
        >
          <Button component={Link} to={paths.creator.jobs()}>
            See open jobs
          </Button>
        </EmptyBlock>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your bids">
          {sortBids(bids.data).map((bid) => (
            <BidCard key={bid.bid_id} bid={bid} />
          ))}
        </Stack>
      )}
    </PortalPage>
  );
}
