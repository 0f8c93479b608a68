import { describe, expect, it } from 'vitest';
import type { JobBid } from '@app/shared/jobs';
import { brandsTurn, currentAmount, nextSort, sortBids, turnLabel } from './status';

function bid(
  id: string,
  followers: number,
  creatorTotal: number,
  brandTotal: number | null,
  last: string,
  role: 'MERCHANT' | 'INFLUENCER' = 'INFLUENCER',
): JobBid {
  return {
    bid_id: id,
    influencer: { id: 1, name: id, avatar: null, followers },
    status: 'ONGOING',
    last_role: role,
    current_influencer_offer_total_minor: creatorTotal,
    current_brand_offer_total_minor: brandTotal,
    history: [{ offer: [], offer_total_minor: creatorTotal, role, action: 'BID', created: last }],
    updated: last,
  } as unknown as JobBid;
}

const bids = [
  bid('a', 5_000, 300_000, null, '2027-01-02T10:00:00Z'),
  bid('b', 90_000, 100_000, 80_000, '2027-01-03T10:00:00Z', 'MERCHANT'),
  bid('c', 20_000, 200_000, null, '2027-01-01T10:00:00Z'),
];
const ids = (list: JobBid[]) => list.map((b) => b.bid_id);

describe('bids', () => {
  it("sorts by the creator's offer, reach and last move, both ways", () => {
    expect(ids(sortBids(bids, { by: 'amount', direction: 'asc' }))).toEqual(['b', 'c', 'a']);
    expect(ids(sortBids(bids, { by: 'amount', direction: 'desc' }))).toEqual(['a', 'c', 'b']);
    expect(ids(sortBids(bids, { by: 'reach', direction: 'desc' }))).toEqual(['b', 'c', 'a']);
    expect(ids(sortBids(bids, { by: 'date', direction: 'desc' }))).toEqual(['b', 'a', 'c']);
  });

  it('flips the direction on the same column, starts high on another', () => {
    expect(nextSort({ by: 'date', direction: 'desc' }, 'date')).toEqual({ by: 'date', direction: 'asc' });
    expect(nextSort({ by: 'date', direction: 'asc' }, 'reach')).toEqual({ by: 'reach', direction: 'desc' });
  });

  it('knows whose turn it is and what the bid costs now', () => {
    expect(brandsTurn(bids[0])).toBe(true);
    expect(turnLabel(bids[0])).toBe('Your answer');
    expect(brandsTurn(bids[1])).toBe(false);
    expect(turnLabel(bids[1])).toBe('Waiting for the creator');
    expect(currentAmount(bids[1])).toBe(80_000);
    expect(currentAmount(bids[0])).toBe(300_000);
    expect(turnLabel({ status: 'ACCEPTED', last_role: 'INFLUENCER' })).toBe('Accepted');
  });
});
