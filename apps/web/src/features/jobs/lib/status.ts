/** How jobs and bids are named and coloured (a bid's badge and timeline on both sides), and the brand's bid rules. */
import {
  BID_STATUS_LABELS,
  bidTurn,
  type BidAction,
  type BidStatus,
  type JobBid,
  type JobListingStatus,
  type JobStatus,
} from '@app/shared/jobs';

export const JOB_STATUS_LABELS: Record<JobStatus, string> = { DRAFT: 'Draft', OPEN: 'Open', CLOSED: 'Closed' };
export const JOB_STATUS_COLORS: Record<JobStatus, string> = { DRAFT: 'gray', OPEN: 'teal', CLOSED: 'dark' };

/** The merchant's view of a job's bids (spec: Job listing statuses). */
export const LISTING_STATUS_COLORS: Record<JobListingStatus, string> = {
  Approved: 'green',
  Countered: 'blue',
  Pending: 'yellow',
  Rejected: 'red',
};
export const LISTING_STATUS_HINTS: Record<JobListingStatus, string> = {
  Approved: 'A bid was accepted',
  Countered: 'Your counter-offer waits for a creator',
  Pending: 'Waiting for bids or for your answer',
  Rejected: 'No bid led to an agreement',
};

export const BID_STATUS_COLORS: Record<BidStatus, string> = {
  ONGOING: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'red',
  WITHDRAWN: 'gray',
};
export const bidStatusLabel = (status: BidStatus) => BID_STATUS_LABELS[status];

/** What a history entry did, as the timeline says it. */
export const BID_ACTION_LABELS: Record<BidAction, string> = {
  BID: 'Bid',
  COUNTER: 'Counter-offer',
  ACCEPT: 'Accepted',
  REJECT: 'Rejected',
  WITHDRAW: 'Withdrew',
};

/** The brand answers when the shared bid table says it is its turn (the bid ongoing, the creator spoke last). */
export function brandsTurn(bid: Pick<JobBid, 'status' | 'last_role'>): boolean {
  return bidTurn(bid) === 'MERCHANT';
}

/** What the bid costs now: the offer of the side that spoke last (minor units). */
export function currentAmount(
  bid: Pick<JobBid, 'last_role' | 'current_brand_offer_total_minor' | 'current_influencer_offer_total_minor'>,
): number {
  return bid.last_role === 'MERCHANT'
    ? (bid.current_brand_offer_total_minor ?? bid.current_influencer_offer_total_minor)
    : bid.current_influencer_offer_total_minor;
}

/** When the bid last moved: its last history entry, else its update time. */
export function lastMoveDate(bid: Pick<JobBid, 'history' | 'updated'>): string {
  return bid.history.at(-1)?.created ?? bid.updated;
}

/** Where a bid stands, in a few words for the bids table and the bid page. */
export function turnLabel(bid: Pick<JobBid, 'status' | 'last_role'>): string {
  if (bid.status !== 'ONGOING') return bidStatusLabel(bid.status);
  return brandsTurn(bid) ? 'Your answer' : 'Waiting for the creator';
}

export const BID_SORTS = ['amount', 'reach', 'date'] as const;
export type BidSortField = (typeof BID_SORTS)[number];
export type SortDirection = 'asc' | 'desc';
export interface BidSort {
  by: BidSortField;
  direction: SortDirection;
}
export const BID_SORT_LABELS: Record<BidSortField, string> = {
  amount: "Creator's offer",
  reach: 'Reach',
  date: 'Last move',
};
/** Newest move first until people choose. */
export const DEFAULT_BID_SORT: BidSort = { by: 'date', direction: 'desc' };

/** Amount: the creator's current offer (what they ask); reach: their followers; date: the last move. */
const sortValue = (bid: JobBid, by: BidSortField): number => {
  if (by === 'amount') return bid.current_influencer_offer_total_minor;
  if (by === 'reach') return bid.influencer.followers;
  return Date.parse(lastMoveDate(bid));
};

/** The bids in the chosen order; ties keep a stable order by bid id. */
export function sortBids(bids: readonly JobBid[], sort: BidSort): JobBid[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...bids].sort(
    (a, b) => sign * (sortValue(a, sort.by) - sortValue(b, sort.by)) || a.bid_id.localeCompare(b.bid_id),
  );
}

/** A click on a column: the same column flips its direction, another starts high to low (newest, most). */
export function nextSort(current: BidSort, by: BidSortField): BidSort {
  if (current.by === by) return { by, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { by, direction: 'desc' };
}

/**
 * What an accepted bid agreed to, minor units: the offer accepted (its ACCEPT entry's total; else the offer of the
 * side that spoke last, which the other side accepted). The server funds the sum of the work made from it.
 */
export function agreedTotalMinor(
  bid: Pick<
    JobBid,
    'history' | 'last_role' | 'current_brand_offer_total_minor' | 'current_influencer_offer_total_minor'
  >,
): number {
  const accepted = bid.history.find((entry) => entry.action === 'ACCEPT');
  if (accepted) return accepted.offer_total_minor;
  return bid.last_role === 'MERCHANT' && bid.current_brand_offer_total_minor !== null
    ? bid.current_brand_offer_total_minor
    : bid.current_influencer_offer_total_minor;
}
