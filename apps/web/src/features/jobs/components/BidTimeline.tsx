import { Avatar, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconCheck, IconGavel, IconLogout, IconMessage2Dollar, IconX } from '@tabler/icons-react';
import type { ConfigBundle } from '@app/shared/config';
import type { BidAction, BidRole, JobBid } from '@app/shared/jobs';
import { formatDate } from '../../../lib/dates';
import { BID_ACTION_LABELS } from '../lib/status';
import { OfferLines } from './OfferLines';

const ICONS: Record<BidAction, typeof IconCheck> = {
  BID: IconGavel,
  COUNTER: IconMessage2Dollar,
  ACCEPT: IconCheck,
  REJECT: IconX,
  WITHDRAW: IconLogout,
};
const COLORS: Record<BidAction, string> = {
  BID: 'blue',
  COUNTER: 'indigo',
  ACCEPT: 'green',
  REJECT: 'red',
  WITHDRAW: 'gray',
};

/** What an entry says happened, as the brand reads it: who did what, and to which offer when it closed the bid. */
function merchantSentence(entry: JobBid['history'][number], creator: string): string {
  const who = entry.role === 'MERCHANT' ? 'You' : creator;
  switch (entry.action) {
    case 'BID':
      return `${who} bid`;
    case 'COUNTER':
      return `${who} made a counter-offer`;
    case 'ACCEPT':
      return `${who} accepted ${entry.role === 'MERCHANT' ? `${creator}'s` : 'your'} offer`;
    case 'REJECT':
      return `${who} rejected the bid`;
    case 'WITHDRAW':
      return `${who} withdrew the bid`;
  }
}

/** What an entry says happened, as the creator reads it. */
export function creatorSentence(role: BidRole, action: BidAction): string {
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

interface BidTimelineProps {
  bid: JobBid;
  /** Who reads it: the brand (`MERCHANT`, the creator by name) or the creator (`INFLUENCER`, "the brand"). */
  viewer: BidRole;
  config: ConfigBundle | undefined;
  /** The job's zone for the times (the browser's when not given). */
  zone?: string;
}

/** The bid's history, oldest first, for either side: who, what, the offer lines and total, when (in the job's zone). */
export function BidTimeline({ bid, viewer, config, zone }: BidTimelineProps) {
  const last = bid.history.length - 1;
  return (
    <Timeline active={last} bulletSize={30} lineWidth={2} data-testid="bid-timeline">
      {bid.history.map((entry, index) => {
        const Icon = ICONS[entry.action];
        const shows = entry.action === 'BID' || entry.action === 'COUNTER' || entry.action === 'ACCEPT';
        return (
          <Timeline.Item
            key={`${entry.created}:${index}`}
            bullet={
              entry.role === 'INFLUENCER' && entry.action === 'BID' ? (
                <Avatar
                  src={bid.influencer.avatar}
                  name={bid.influencer.name}
                  alt=""
                  color="initials"
                  size={28}
                  radius="xl"
                />
              ) : (
                <ThemeIcon size={28} radius="xl" color={COLORS[entry.action]} variant="filled">
                  <Icon size={16} aria-hidden />
                </ThemeIcon>
              )
            }
            title={
              <Text fw={600} size="sm" component="span">
                {viewer === 'MERCHANT'
                  ? merchantSentence(entry, bid.influencer.name)
                  : creatorSentence(entry.role, entry.action)}
              </Text>
            }
            data-testid="bid-history-entry"
            data-action={entry.action}
            data-role={entry.role}
          >
            <Stack gap={4} mt={4} maw={460}>
              <Text size="xs" c="dimmed">
                {formatDate(entry.created, 'dayFirstTime', zone)}
              </Text>
              {shows && entry.offer.length > 0 && (
                <OfferLines
                  offer={entry.offer}
                  total={entry.offer_total_minor}
                  currency={bid.currency}
                  config={config}
                  label={`${BID_ACTION_LABELS[entry.action]} of ${formatDate(entry.created, 'dayFirstTime', zone)}`}
                />
              )}
              {(entry.action === 'REJECT' || entry.action === 'WITHDRAW') && index === last && bid.closed_reason && (
                <Text size="sm">Reason: {bid.closed_reason}</Text>
              )}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
