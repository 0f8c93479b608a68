import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconCheck, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { JobBid } from '@app/shared/jobs';
import { FormError } from '../../../../components/FormError';
import { toast } from '../../../../components/toast';
import { paths } from '../../../../lib/paths';
import { useConfigBundle } from '../../../config/api/conf-all';
import { BidTimeline } from '../../components/BidTimeline';
import { useCreatorBids } from '../../api/creator-bids';
import { useCreatorProfile } from '../../../creator-accounts/api/me';
import { useMoveBid, type BidMove } from '../../api/move-creator-bid';
import { agreedOffer, bidTurn, conflictState, creatorMoves } from '../lib/bids';
import { formatMoney } from '../../../../lib/money';
import { offerLinesForOffer } from '../lib/offer-form';
import { ConfirmMoveModal } from '../components/ConfirmMoveModal';
import { OfferForm } from '../components/OfferForm';
import { OfferSummary } from '../components/OfferSummary';
import { PortalPage } from '../../../creator-accounts/components/PortalPage';
import { isProfileIncompleteError, ProfileIncomplete } from '../../../creator-accounts/components/ProfileIncomplete';
import { QueryState } from '../../../creator-accounts/components/QueryState';
import { BidStatusBadge } from '../../components/BidStatusBadge';

const back = { to: paths.creator.bids(), label: 'All bids' };

/** Where the bid stands, in words: whose turn it is, or how it ended (and why, when a reason was given). */
function BidState({ bid }: { bid: JobBid }) {
  const turn = bidTurn(bid);
  const brandTotal = bid.current_brand_offer_total_minor;
  if (turn === 'creator') {
    return (
      <Alert color="indigo" variant="light" title="Your turn" data-testid="bid-state" data-turn="creator">
        The brand countered with {brandTotal === null ? 'an offer' : formatMoney(brandTotal, bid.currency)}. Accept it,
        or counter with your price.
      </Alert>
    );
  }
  if (turn === 'brand') {
    return (
      <Alert color="gray" variant="light" title="Waiting for the brand" data-testid="bid-state" data-turn="brand">
        The brand has your offer of {formatMoney(bid.current_influencer_offer_total_minor, bid.currency)} and answers it
        here.
      </Alert>
    );
  }
  if (bid.status === 'ACCEPTED') {
    const agreed = agreedOffer(bid);
    return (
      <Alert color="green" variant="light" title="Accepted" data-testid="bid-state" data-turn="closed">
        <Stack gap={4} align="flex-start">
          <Text size="sm">
            {bid.closed_by === 'INFLUENCER' ? "You accepted the brand's offer" : 'The brand accepted your offer'}
            {agreed ? `: agreed at ${formatMoney(agreed.total, bid.currency)}.` : '.'} The work is in your list.
          </Text>
          <Anchor component={Link} to={paths.creator.work()} size="sm">
            See your work
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      color={bid.status === 'REJECTED' ? 'red' : 'gray'}
      variant="light"
      title={bid.status === 'REJECTED' ? 'Rejected' : 'Withdrawn'}
      data-testid="bid-state"
      data-turn="closed"
    >
      {bid.status === 'REJECTED' ? 'The brand rejected this bid.' : 'You withdrew this bid.'}
      {bid.closed_reason ? ` Reason: ${bid.closed_reason}` : ''}
    </Alert>
  );
}

/**
 * The creator's moves while the bid is ongoing: accept or counter the brand's offer on their turn, withdraw at any
 * time.
 */
function BidMoves({ bid }: { bid: JobBid }) {
  const move = useMoveBid(bid.bid_id);
  const moves = creatorMoves(bid);
  const [countering, setCountering] = useState(false);
  const [confirming, setConfirming] = useState<'accept' | 'withdraw' | null>(null);
  const brandOffer = bid.current_brand_offer;
  const brandTotal =
    bid.current_brand_offer_total_minor === null
      ? "the brand's offer"
      : formatMoney(bid.current_brand_offer_total_minor, bid.currency);
  const lines = useMemo(
    () => offerLinesForOffer(brandOffer ?? bid.current_influencer_offer),
    [brandOffer, bid.current_influencer_offer],
  );
  if (bid.status !== 'ONGOING') return conflictState(move.error) ? <MoveRefused error={move.error} /> : null;

  /**
   * A refused move (409) closes the dialog: the page shows why and the bid as it is now; other failures stay in the
   * dialog.
   */
  const send = (next: BidMove) =>
    move.mutateAsync(next).catch((error: unknown) => {
      if (conflictState(error)) return;
      throw error;
    });

  const refused = conflictState(move.error) !== null;
  const counterError = move.variables?.action === 'COUNTER' && !refused ? move.error : null;
  return (
    <Stack gap="sm">
      {refused && <MoveRefused error={move.error} />}
      {countering ? (
        <Paper withBorder radius="md" p="md">
          <OfferForm
            lines={lines}
            currency={bid.currency}
            initialOffer={brandOffer}
            label="Your counter-offer"
            submitLabel="Send counter-offer"
            pending={move.isPending}
            error={counterError}
            onCancel={() => setCountering(false)}
            onSubmit={(offer) =>
              move.mutate(
                { action: 'COUNTER', offer },
                {
                  onSuccess: () => {
                    setCountering(false);
                    toast({ type: 'success', message: 'Your counter-offer is sent.' });
                  },
                  onError: (error) => {
                    if (conflictState(error)) setCountering(false);
                  },
                },
              )
            }
          />
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: [moves.accept, moves.counter, moves.withdraw].filter(Boolean).length }}
          spacing="sm"
        >
          {moves.accept && (
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => setConfirming('accept')}
              disabled={move.isPending}
            >
              Accept offer
            </Button>
          )}
          {moves.counter && (
            <Button
              variant="light"
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
              onClick={() => setCountering(true)}
              disabled={move.isPending}
            >
              Counter
            </Button>
          )}
          {moves.withdraw && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => setConfirming('withdraw')}
              disabled={move.isPending}
            >
              Withdraw
            </Button>
          )}
        </SimpleGrid>
      )}
      <ConfirmMoveModal
        opened={confirming === 'accept'}
        onClose={() => setConfirming(null)}
        title="Accept the brand's offer?"
        message={`You agree to do this job for ${brandTotal}. The work is added to your list.`}
        confirmLabel="Accept offer"
        onConfirm={() =>
          send({ action: 'ACCEPT' }).then((moved) => {
            if (moved) toast({ type: 'success', message: 'You accepted the offer. The work is in your list.' });
          })
        }
      />
      <ConfirmMoveModal
        opened={confirming === 'withdraw'}
        onClose={() => setConfirming(null)}
        title="Withdraw this bid?"
        message="The brand can no longer accept it, and you cannot bid on this job again."
        confirmLabel="Withdraw bid"
        danger
        withReason
        onConfirm={(reason) =>
          send({ action: 'WITHDRAW', reason }).then((moved) => {
            if (moved) toast({ type: 'success', message: 'You withdrew the bid.' });
          })
        }
      />
    </Stack>
  );
}

/** A move the server refused (409): its message; the bid is fetched again and shown as it is now. */
function MoveRefused({ error }: { error: unknown }) {
  return <FormError error={error} title="The bid has moved on" />;
}

function BidDetails({ bid }: { bid: JobBid }) {
  const config = useConfigBundle();
  const turn = bidTurn(bid);
  return (
    <>
      <BidState bid={bid} />
      <BidMoves bid={bid} />

      <Stack gap="xs" component="section" aria-labelledby="bid-offers">
        <Title order={2} fz="lg" id="bid-offers">
          Current offers
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {bid.current_brand_offer && bid.current_brand_offer_total_minor !== null && (
            <OfferSummary
              title="The brand's offer"
              offer={bid.current_brand_offer}
              total={bid.current_brand_offer_total_minor}
              currency={bid.currency}
              testId="brand-offer"
              highlight={turn === 'creator'}
            />
          )}
          <OfferSummary
            title="Your offer"
            offer={bid.current_influencer_offer}
            total={bid.current_influencer_offer_total_minor}
            currency={bid.currency}
            testId="creator-offer"
            highlight={turn === 'brand'}
          />
        </SimpleGrid>
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="bid-history">
        <Title order={2} fz="lg" id="bid-history">
          History
        </Title>
        <BidTimeline bid={bid} viewer="INFLUENCER" config={config.data} />
      </Stack>

      {bid.status === 'ONGOING' && (
        <Anchor component={Link} to={paths.creator.job(bid.job_id)} size="sm">
          See the job
        </Anchor>
      )}
    </>
  );
}

/** /creator/bids/{id}: the offers as a timeline, both current offers, and the creator's moves when it is their turn. */
export function CreatorBidPage() {
  const { bidId = '' } = useParams();
  const profile = useCreatorProfile();
  const complete = profile.data?.profile_complete ?? false;
  const bids = useCreatorBids(complete);
  const bid = bids.data?.find((b) => b.bid_id === bidId);

  if ((profile.data && !complete) || (bids.isError && isProfileIncompleteError(bids.error))) {
    return (
      <PortalPage title="Bid" back={back}>
        <ProfileIncomplete what="bids" />
      </PortalPage>
    );
  }
  if (!bid) {
    return (
      <PortalPage title={bids.data ? 'Bid not found' : 'Bid'} back={back}>
        {bids.data ? (
          <Alert
            color="red"
            variant="light"
            title="This bid does not exist or is not yours"
            role="alert"
            data-testid="bid-not-found"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Your bids are all in the list.</Text>
              <Anchor component={Link} to={paths.creator.bids()} size="sm">
                See your bids
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <QueryState query={profile.isError ? profile : bids} what="your bid" />
        )}
      </PortalPage>
    );
  }
  return (
    <PortalPage title={bid.job_name} back={back} aside={<BidStatusBadge status={bid.status} size="md" />}>
      <BidDetails bid={bid} />
    </PortalPage>
  );
}
