import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BID_ROLES,
  BID_STATUSES,
  bidMoveRefusal,
  creatorMayBid,
  expandTasks,
  influencerAttributesSchema,
  listingStatus,
  offerProblem,
  offerTotal,
  type BidderFacts,
  type JobAudience,
} from '../src/jobs';

const creator: BidderFacts = {
  id: 7,
  country_code: 'KE',
  location_id: 3,
  gender: 'FEMALE',
  date_of_birth: '2000-01-01',
  income_category: 'LOWER_MIDDLE',
  channel_levels: ['INSTAGRAM:MICRO'],
  channels: ['INSTAGRAM'],
  subcategories: ['FOOD'],
  group_ids: ['g1'],
};
const open = (attributes: Record<string, unknown> = {}): JobAudience => ({
  marketplace_mode: 'influencer_attributes',
  country: 'KE',
  channels: ['INSTAGRAM'],
  marketplace_values_group: [],
  marketplace_values_self_select: [],
  marketplace_values_influencer_attributes: influencerAttributesSchema.parse(attributes),
});

describe('who may bid', () => {
  const today = new Date('2026-11-25T00:00:00Z');
  it('matches every attribute the brand set; empty lists match everyone', () => {
    expect(creatorMayBid(open(), creator, today)).toBe(true);
    expect(creatorMayBid(open({ countries: ['UG'] }), creator, today)).toBe(false);
    expect(creatorMayBid({ ...open(), country: 'UG' }, creator, today)).toBe(false);
    expect(creatorMayBid({ ...open({ countries: ['UG', 'KE'] }), country: 'UG' }, creator, today)).toBe(true);
    expect(creatorMayBid(open({ locations: [4] }), creator, today)).toBe(false);
    expect(creatorMayBid(open({ gender: 'MALE' }), creator, today)).toBe(false);
    expect(creatorMayBid(open({ income_category: ['HIGH'] }), creator, today)).toBe(false);
    expect(creatorMayBid(open({ influencer_levels: ['MACRO'] }), creator, today)).toBe(false);
    expect(creatorMayBid(open({ influencer_levels: ['MICRO'] }), creator, today)).toBe(true);
    expect(creatorMayBid(open({ interests: ['TECH'] }), creator, today)).toBe(false);
    expect(creatorMayBid(open({ age_group: { from: 30, to: 40 } }), creator, today)).toBe(false);
    expect(creatorMayBid(open({ age_group: { from: 20, to: 30 } }), creator, today)).toBe(true);
    expect(creatorMayBid({ ...open(), channels: ['TIKTOK'] }, creator, today)).toBe(false);
  });
  it('lets self selection and groups through only the listed creators and members', () => {
    expect(
      creatorMayBid({ ...open(), marketplace_mode: 'self-select', marketplace_values_self_select: [7] }, creator),
    ).toBe(true);
    expect(
      creatorMayBid({ ...open(), marketplace_mode: 'self-select', marketplace_values_self_select: [8] }, creator),
    ).toBe(false);
    expect(creatorMayBid({ ...open(), marketplace_mode: 'groups', marketplace_values_group: ['g2'] }, creator)).toBe(
      false,
    );
    expect(
      creatorMayBid({ ...open(), marketplace_mode: 'groups', marketplace_values_group: ['g1', 'g2'] }, creator),
    ).toBe(true);
  });
});

describe('bid moves', () => {
  it('alternate: a side answers only the other side, and nothing moves a closed bid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BID_STATUSES),
        fc.constantFrom(...BID_ROLES),
        fc.constantFrom(...BID_ROLES),
        fc.constantFrom('COUNTER', 'ACCEPT', 'REJECT', 'WITHDRAW' as const),
        (status, last, by, action) => {
          const refusal = bidMoveRefusal({ status, last_role: last }, by, action);
          if (status !== 'ONGOING') return refusal !== null;
          if (action === 'REJECT') return (refusal === null) === (by === 'MERCHANT');
          if (action === 'WITHDRAW') return (refusal === null) === (by === 'INFLUENCER');
          return (refusal === null) === (last !== by);
        },
      ),
    );
  });
  it('offers cover the asked post types once each, and totals add up', () => {
    const tasks = expandTasks([
      { channel: 'INSTAGRAM', post_content_type: 'POST', number: 2 },
      { channel: 'TIKTOK', post_content_type: 'VIDEO', number: 1 },
    ]);
    expect(tasks).toHaveLength(3);
    expect(offerProblem([{ channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 1 }], tasks)).toBeNull();
    expect(offerProblem([{ channel: 'INSTAGRAM', post_content_type: 'STORY', amount_minor: 1 }], tasks)).toMatchObject({
      index: 0,
    });
    expect(
      offerProblem(
        [
          { channel: 'TIKTOK', post_content_type: 'VIDEO', amount_minor: 1 },
          { channel: 'TIKTOK', post_content_type: 'VIDEO', amount_minor: 2 },
        ],
        tasks,
      ),
    ).toMatchObject({ index: 1 });
    expect(
      offerTotal([
        { channel: 'A', post_content_type: 'B', amount_minor: 150 },
        { channel: 'C', post_content_type: 'D', amount_minor: 251 },
      ]),
    ).toBe(401);
  });
  it('give the listing status the brand sees', () => {
    expect(listingStatus([])).toBe('Pending');
    expect(listingStatus([{ status: 'ONGOING', last_role: 'INFLUENCER' }])).toBe('Pending');
    expect(listingStatus([{ status: 'ONGOING', last_role: 'MERCHANT' }])).toBe('Countered');
    expect(
      listingStatus([
        { status: 'REJECTED', last_role: 'MERCHANT' },
        { status: 'ACCEPTED', last_role: 'INFLUENCER' },
      ]),
    ).toBe('Approved');
    expect(
      listingStatus([
        { status: 'REJECTED', last_role: 'MERCHANT' },
        { status: 'WITHDRAWN', last_role: 'INFLUENCER' },
      ]),
    ).toBe('Rejected');
  });
});
