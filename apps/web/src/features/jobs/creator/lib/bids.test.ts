import { describe, expect, it } from 'vitest';
import { BID_ROLES, BID_STATUSES } from '@app/shared/jobs';
import { ApiError } from '../../../../lib/api-client';
import { acceptedBid, counteredBid, waitingBid } from '../../../creator-accounts/test/fixtures';
import { agreedOffer, bidStateLine, bidTurn, conflictState, creatorMoves, sortBids } from './bids';

describe('whose turn a bid is (offers alternate)', () => {
  it("is the creator's after the brand's move, the brand's after the creator's, nobody's once closed", () => {
    expect(bidTurn({ status: 'ONGOING', last_role: 'MERCHANT' })).toBe('creator');
    expect(bidTurn({ status: 'ONGOING', last_role: 'INFLUENCER' })).toBe('brand');
    for (const status of ['ACCEPTED', 'REJECTED', 'WITHDRAWN'] as const)
      for (const last_role of BID_ROLES) expect(bidTurn({ status, last_role })).toBe('closed');
  });

  it('lets the creator accept or counter only on their turn, and withdraw while the bid is ongoing', () => {
    expect(creatorMoves({ status: 'ONGOING', last_role: 'MERCHANT' })).toEqual({
      accept: true,
      counter: true,
      withdraw: true,
    });
    expect(creatorMoves({ status: 'ONGOING', last_role: 'INFLUENCER' })).toEqual({
      accept: false,
      counter: false,
      withdraw: true,
    });
    for (const status of BID_STATUSES.filter((s) => s !== 'ONGOING')) {
      for (const last_role of BID_ROLES)
        expect(creatorMoves({ status, last_role }), `${status} ${last_role}`).toEqual({
          accept: false,
          counter: false,
          withdraw: false,
        });
    }
  });

  it('says where a bid stands in a line', () => {
    expect(bidStateLine(counteredBid)).toBe('Your turn: the brand countered');
    expect(bidStateLine(waitingBid)).toBe('Waiting for the brand');
    expect(bidStateLine(acceptedBid)).toBe('Agreed at KES 11,000.50');
    expect(bidStateLine({ ...waitingBid, status: 'REJECTED' })).toBe('The brand rejected this bid');
    expect(bidStateLine({ ...waitingBid, status: 'WITHDRAWN' })).toBe('You withdrew this bid');
  });

  it('reads the agreed offer from the acceptance, whichever side accepted', () => {
    expect(agreedOffer(acceptedBid)).toEqual({ offer: counteredBid.current_brand_offer, total: 1_100_050 });
    const brandAccepted = {
      ...waitingBid,
      status: 'ACCEPTED' as const,
      history: [
        ...waitingBid.history,
        { ...waitingBid.history[0], role: 'MERCHANT' as const, action: 'ACCEPT' as const },
      ],
    };
    expect(agreedOffer(brandAccepted)?.total).toBe(1_400_000);
    expect(agreedOffer(counteredBid)).toBeNull();
  });

  it("lists the creator's turn first, then the waiting bids, then the closed ones, newest move first", () => {
    const older = { ...counteredBid, bid_id: 'older', updated: '2027-01-01T00:00:00.000Z' };
    const sorted = sortBids([acceptedBid, waitingBid, older, counteredBid]).map(
      (b) => `${b.bid_id === 'older' ? 'older' : b.status}:${b.last_role}`,
    );
    expect(sorted).toEqual(['ONGOING:MERCHANT', 'older:MERCHANT', 'ONGOING:INFLUENCER', 'ACCEPTED:MERCHANT']);
  });

  it("reads the bid's state from a refused move (409), and nothing from other errors", () => {
    expect(
      conflictState(
        new ApiError(409, 'This bid is already accepted', {
          code: 'CONFLICT',
          field: 'status',
          body: { code: 'CONFLICT', state: 'ACCEPTED' },
        }),
      ),
    ).toBe('ACCEPTED');
    expect(conflictState(new ApiError(409, 'x', { code: 'CONFLICT', body: { state: 'NOPE' } }))).toBeNull();
    expect(conflictState(new ApiError(400, 'x', { code: 'VALIDATION', body: { state: 'ACCEPTED' } }))).toBeNull();
    expect(conflictState(new Error('x'))).toBeNull();
    expect(conflictState(null)).toBeNull();
  });
});
