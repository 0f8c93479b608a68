/**
 * The creator's side of the bid state machine (packages/shared/src/jobs.ts, docs/state-machines.md):
 * offers alternate, so the creator may accept or counter only the brand's last offer, and may withdraw
 * while the bid is ongoing. The shared BID_TRANSITIONS decides; these helpers say it for the screens.
 */
import {
  BID_TRANSITIONS,
  bidMachineState,
  bidTurn as sharedBidTurn,
  type BidStatus,
  type JobBid,
  type OfferLine,
} from '@app/shared/jobs';
import { movesFrom } from '@app/shared/state-machine';
import { isApiError } from '../../../../lib/api-client';
import { formatMoney } from '../../../../lib/money';

type BidState = Pick<JobBid, 'status' | 'last_role'>;

/**
 * Whose move it is: the creator's (the brand countered), the brand's (the creator's offer waits), or nobody's (closed).
 */
export type BidTurn = 'creator' | 'brand' | 'closed';

export function bidTurn(bid: BidState): BidTurn {
  const turn = sharedBidTurn(bid);
  return turn === null ? 'closed' : turn === 'INFLUENCER' ? 'creator' : 'brand';
}

/** The moves the creator may make now. */
export function creatorMoves(bid: BidState): { accept: boolean; counter: boolean; withdraw: boolean } {
  const moves = movesFrom(BID_TRANSITIONS, bidMachineState(bid), 'INFLUENCER');
  return { accept: moves.includes('ACCEPT'), counter: moves.includes('COUNTER'), withdraw: moves.includes('WITHDRAW') };
}

/** What was agreed on an accepted bid: the offer the accepting side took (its ACCEPT entry), else null. */
export function agreedOffer(bid: Pick<JobBid, 'status' | 'history'>): { offer: OfferLine[]; total: number } | null {
  if (bid.status !== 'ACCEPTED') return null;
  const entry = [...bid.history].reverse().find((h) => h.action === 'ACCEPT');
  return entry ? { offer: entry.offer, total: entry.offer_total_minor } : null;
}

/**
 * The creator's bids in the order they need attention: their turn first, then waiting, then closed; newest move first
 * within each.
 */
export function sortBids<T extends BidState & { updated: string }>(bids: readonly T[]): T[] {
  const rank: Record<BidTurn, number> = { creator: 0, brand: 1, closed: 2 };
  return [...bids].sort((a, b) => rank[bidTurn(a)] - rank[bidTurn(b)] || Date.parse(b.updated) - Date.parse(a.updated));
}

/** The bid's status a refused move (409) reports, when the reply says it. */
export function conflictState(error: unknown): BidStatus | null {
  if (!isApiError(error) || error.code !== 'CONFLICT') return null;
  const body = error.body as { state?: unknown } | undefined;
  const state = body?.state;
  return state === 'ONGOING' || state === 'ACCEPTED' || state === 'REJECTED' || state === 'WITHDRAWN' ? state : null;
}

/** Where a bid stands, in a line: whose turn it is, or how it ended. */
export function bidStateLine(bid: Pick<JobBid, 'status' | 'last_role' | 'history' | 'currency'>): string {
  switch (bidTurn(bid)) {
    case 'creator':
      return 'Your turn: the brand countered';
    case 'brand':
      return 'Waiting for the brand';
    case 'closed': {
      if (bid.status === 'ACCEPTED') {
        const agreed = agreedOffer(bid);
        return agreed ? `Agreed at ${formatMoney(agreed.total, bid.currency)}` : 'Agreed';
      }
      return bid.status === 'REJECTED' ? 'The brand rejected this bid' : 'You withdrew this bid';
    }
  }
}
