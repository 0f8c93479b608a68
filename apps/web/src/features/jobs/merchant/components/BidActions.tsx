import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock, IconMessage2Dollar, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { ConfigBundle } from '@app/shared/config';
import type { JobBid, OfferLine } from '@app/shared/jobs';
import { confirmAction } from '../../../../components/confirm';
import { toast, toastFailure } from '../../../../components/toast';
import { describeError, isApiError } from '../../../../lib/api-client';
import { useRespondToBid, type RespondToBidBody } from '../../api/respond-to-bid';
import { formatMoney } from '../../../../lib/money';
import { brandsTurn } from '../../lib/status';
import { CounterOfferForm } from './CounterOfferForm';

const REASON_MAX = 500;

/** Rejecting needs a reason (the creator reads it). */
function RejectModal({
  opened,
  onClose,
  onReject,
  busy,
}: {
  opened: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!reason.trim()) {
      setError('Say why you reject the bid');
      return;
    }
    setError(null);
    await onReject(reason.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Reject this bid?" centered>
      <Stack gap="md">
        <Text size="sm">The bid closes; the creator can no longer counter. They see your reason.</Text>
        <Textarea
          label="Reason"
          required
          maxLength={REASON_MAX}
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (error && event.currentTarget.value.trim()) setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void submit()} loading={busy} data-testid="confirm-reject">
            Reject the bid
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface BidActionsProps {
  bid: JobBid;
  config: ConfigBundle | undefined;
  /** Whether the caller may answer bids (bid.respond on the job's brand). */
  mayRespond: boolean;
}

/**
 * The brand's moves on a bid (docs/state-machines.md, Bid): on its turn (the creator spoke last,
 * the bid ongoing) accept, counter or reject; otherwise it waits for the creator (and may still
 * reject). A refused move (409: the bid moved on meanwhile) is explained and the bid shown again.
 */
export function BidActions({ bid, config, mayRespond }: BidActionsProps) {
  const respond = useRespondToBid();
  const [countering, setCountering] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const turn = brandsTurn(bid);

  const send = async (body: Omit<RespondToBidBody, 'bid_id'>, success: string): Promise<boolean> => {
    setConflict(null);
    try {
      await respond.mutateAsync({ bid_id: bid.bid_id, ...body });
      toast({ type: 'success', message: success });
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === 'CONFLICT') {
        setConflict(describeError(error));
        setCountering(false);
        setRejecting(false);
      } else {
        toastFailure(error);
      }
      return false;
    }
  };

  const accept = () =>
    confirmAction({
      title: 'Accept this offer?',
      message:
        `You agree with ${bid.influencer.name} on ` +
        `${formatMoney(bid.current_influencer_offer_total_minor, bid.currency)}. ` +
        'The bid closes and the work is assigned.',
      confirmLabel: 'Accept',
      danger: false,
      onConfirm: () => void send({ action: 'ACCEPT' }, `You accepted ${bid.influencer.name}'s offer.`),
    });

  const counter = async (offer: OfferLine[]) => {
    if (await send({ action: 'COUNTER', offer }, 'Your counter-offer is sent.')) setCountering(false);
  };

  const reject = async (reason: string) => {
    if (await send({ action: 'REJECT', reason }, 'The bid is rejected.')) setRejecting(false);
  };

  return (
    <Stack gap="sm" data-testid="bid-actions">
      {conflict && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="This bid moved on"
          role="alert"
          data-testid="bid-conflict"
        >
          {conflict} The bid is shown as it is now.
        </Alert>
      )}
      {bid.status === 'ONGOING' &&
        (turn ? (
          <Alert color="blue" variant="light" title="Your answer" data-testid="bid-turn">
            <Stack gap="sm">
              <Text size="sm">
                {bid.influencer.name} offers {formatMoney(bid.current_influencer_offer_total_minor, bid.currency)}.
                Accept it, make a counter-offer, or reject the bid.
              </Text>
              {mayRespond ? (
                <Group gap="sm">
                  <Button
                    leftSection={<IconCheck size={16} aria-hidden />}
                    onClick={accept}
                    disabled={respond.isPending}
                  >
                    Accept
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconMessage2Dollar size={16} aria-hidden />}
                    onClick={() => setCountering(true)}
                    disabled={respond.isPending || countering}
                  >
                    Counter
                  </Button>
                  <Button
                    variant="light"
                    color="red"
                    leftSection={<IconX size={16} aria-hidden />}
                    onClick={() => setRejecting(true)}
                    disabled={respond.isPending}
                  >
                    Reject
                  </Button>
                </Group>
              ) : (
                <Text size="sm">Your role in this company does not allow answering bids.</Text>
              )}
            </Stack>
          </Alert>
        ) : (
          <Alert
            color="gray"
            variant="light"
            icon={<IconClock size={18} aria-hidden />}
            title="Waiting for the creator"
            data-testid="bid-waiting"
          >
            <Stack gap="sm">
              <Text size="sm">
                Your counter-offer of {formatMoney(bid.current_brand_offer_total_minor, bid.currency)} went to{' '}
                {bid.influencer.name}. They can accept it, counter it or withdraw.
              </Text>
              {mayRespond && (
                <Group>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setRejecting(true)}
                    disabled={respond.isPending}
                  >
                    Reject the bid instead
                  </Button>
                </Group>
              )}
            </Stack>
          </Alert>
        ))}
      {countering && turn && (
        <CounterOfferForm
          offer={bid.current_influencer_offer}
          currency={bid.currency}
          config={config}
          onSubmit={counter}
          onCancel={() => setCountering(false)}
          submitting={respond.isPending}
        />
      )}
      {rejecting && (
        <RejectModal opened onClose={() => setRejecting(false)} onReject={reject} busy={respond.isPending} />
      )}
    </Stack>
  );
}
