import { Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconArrowsExchange, IconCheck, IconCoin, IconX } from '@tabler/icons-react';
import type { BidAction, BidRole, JobBid } from '@app/shared/jobs';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { OfferLines } from './OfferSummary';

/** What a history entry says, from the creator's side. */
export function historyLabel(role: BidRole, action: BidAction): string {
  const you = role === 'INFLUENCER';
  switch (action) {
    case 'BID':
      return 'You bid';
    case 'COUNTER':
      return you ? 'You countered' : 'The brand countered';
    case 'ACCEPT':
      return you ? "You accepted the brand's offer" : 'The brand accepted your offer';
    case 'REJECT':
      return 'The brand rejected the bid';
    case 'WITHDRAW':
      return 'You withdrew the bid';
  }
}

const ICONS: Record<BidAction, typeof IconCoin> = {
  BID: IconCoin,
  COUNTER: IconArrowsExchange,
  ACCEPT: IconCheck,
  REJECT: IconX,
  WITHDRAW: IconX,
};

/** The offers of a bid, oldest first: who did what, when, and for how much. */
export function BidTimeline({ bid }: { bid: Pick<JobBid, 'history' | 'currency'> }) {
  return (
    <Timeline active={bid.history.length - 1} bulletSize={26} lineWidth={2}>
      {bid.history.map((entry, index) => {
        const Icon = ICONS[entry.action];
        const withOffer = entry.action === 'BID' || entry.action === 'COUNTER' || entry.action === 'ACCEPT';
        return (
          <Timeline.Item
            key={`${entry.created}-${index}`}
            bullet={
              <ThemeIcon size={26} radius="xl" variant="light" color={entry.role === 'INFLUENCER' ? 'indigo' : 'teal'}>
                <Icon size={14} aria-hidden />
              </ThemeIcon>
            }
            title={historyLabel(entry.role, entry.action)}
            data-testid="bid-history-entry"
            data-role={entry.role}
            data-action={entry.action}
          >
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {formatDate(entry.created, 'dayFirstTime')}
              </Text>
              {withOffer && (
                <>
                  <Text size="sm" fw={600}>
                    {formatMoney(entry.offer_total_minor, bid.currency)}
                  </Text>
                  {entry.offer.length > 1 && <OfferLines offer={entry.offer} currency={bid.currency} />}
                </>
              )}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
