import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { creatorChannels, creators } from '../src/db/schema/creators';
import { generateCatalogue } from '../src/db/seed/creators';
import { call, createTestContext, createVerifiedMerchant, setDisabled, type TestContext } from './helpers';

let ctx: TestContext;
let token: string;
const CATALOGUE = 1_500;

beforeAll(async () => {
  ctx = await createTestContext();
  await generateCatalogue(ctx.database.db, { count: CATALOGUE, seed: 7 });
  token = (await createVerifiedMerchant(ctx)).token;
});
afterAll(async () => ctx.close());

const search = (body: object) =>
  call(ctx.app, { method: 'POST', url: '/api/influencers/search_for_campaign', token, payload: body });
async function rowsOf(ids: number[]) {
  return ctx.database.db.select().from(creators).where(inArray(creators.id, ids));
}
const ids = (res: { body: { influencers_for_search: Array<{ id: number }> } }) =>
  res.body.influencers_for_search.map((c) => c.id);

function ageOn(dob: string) {
  const birth = new Date(`${dob}T00:00:00Z`);
  const now = new Date();
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  if (
    now.getUTCMonth() < birth.getUTCMonth() ||
    (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate())
  )
    age -= 1;
  return age;
}

describe('POST /influencers/search_for_campaign', () => {
  it('with no filter pages the whole catalogue, 25 a page by default, sorted by followers', async () => {
    const res = await search({});
    expect(res.status).toBe(200);
    expect(res.body.total_search_results).toBe(CATALOGUE);
    expect(res.body.total_is_estimate).toBe(false);
    expect(res.body.influencers_for_search).toHaveLength(25);
    const followers = res.body.influencers_for_search.map(
      (c: { combined_followers_count: number }) => c.combined_followers_count,
    );
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
    const first = res.body.influencers_for_search[0];
    for (const field of [
      'id',
      'matching_channels',
      'matching_channels_with_levels',
      'matching_combined_followers_count',
      'channels',
      'channels_levels',
      'avatar',
    ]) {
      expect(first).toHaveProperty(field);
    }
  });

  it('channel with levels: each result has that channel at one of those levels, matched fields say which', async () => {
    const res = await search({
      channels_with_levels: [{ channel: 'TIKTOK', levels: ['MICRO', 'MID'] }],
      page_size: 50,
    });
    expect(res.body.total_search_results).toBeGreaterThan(0);
    for (const c of res.body.influencers_for_search) {
      expect(c.matching_channels).toEqual(['TIKTOK']);
      expect(['MICRO', 'MID']).toContain(c.matching_channels_with_levels[0].level);
      expect(c.matching_combined_followers_count).toBeLessThanOrEqual(c.combined_followers_count);
      expect(c.matching_combined_followers_count).toBeGreaterThanOrEqual(10_000);
    }
    const rows = await rowsOf(ids(res));
    expect(rows.every((r) => r.channelLevels.some((t) => t === 'TIKTOK:MICRO' || t === 'TIKTOK:MID'))).toBe(true);
    // The matched followers are exactly the TikTok account's, the combined ones every account's.
    const accounts = await ctx.database.db
      .select()
      .from(creatorChannels)
      .where(inArray(creatorChannels.creatorId, ids(res)));
    for (const c of res.body.influencers_for_search) {
      const own = accounts.filter((a) => a.creatorId === c.id);
      expect(c.matching_combined_followers_count).toBe(own.find((a) => a.channel === 'TIKTOK')!.followers);
      expect(c.combined_followers_count).toBe(own.reduce((sum, a) => sum + a.followers, 0));
    }
  });

  it('a channel without levels matches any level of it', async () => {
    const all = await search({ channels_with_levels: [{ channel: 'YOUTUBE', levels: [] }] });
    const rows = await ctx.database.db.select({ channels: creators.channels }).from(creators);
    expect(all.body.total_search_results).toBe(rows.filter((r) => r.channels.includes('YOUTUBE')).length);
  });

  it.each([
    ['gender', { gender: 'FEMALE' }, (r: typeof creators.$inferSelect) => r.gender === 'FEMALE'],
    ['countries', { countries: ['GH'] }, (r: typeof creators.$inferSelect) => r.countryCode === 'GH'],
    [
      'income_categories',
      { income_categories: ['HIGH'] },
      (r: typeof creators.$inferSelect) => r.incomeCategory === 'HIGH',
    ],
    [
      'content_creator_type_ids',
      { content_creator_type_ids: [2] },
      (r: typeof creators.$inferSelect) => r.contentCreatorTypeId === 2,
    ],
    [
      'interests',
      { subcategories: [{ enum_value: 'MUSIC', subcategory_type: 'POSTING' }] },
      (r: typeof creators.$inferSelect) => r.subcategories.includes('MUSIC'),
    ],
    [
      'occupations',
      { subcategories: [{ enum_value: 'CHEF', subcategory_type: 'OCCUPATION' }] },
      (r: typeof creators.$inferSelect) => r.subcategories.includes('CHEF'),
    ],
    [
      'age range',
      { age_from: 25, age_to: 30 },
      (r: typeof creators.$inferSelect) => ageOn(r.dateOfBirth!) >= 25 && ageOn(r.dateOfBirth!) <= 30,
    ],
  ])('%s alone: results satisfy it and the count is exact', async (_name, filter, holds) => {
    const res = await search({ ...filter, page_size: 100 });
    expect(res.status).toBe(200);
    const all = await ctx.database.db.select().from(creators);
    const expected = all.filter(holds);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body.total_search_results).toBe(expected.length);
    const rows = await rowsOf(ids(res));
    expect(rows.length).toBe(Math.min(100, expected.length));
    expect(rows.every(holds)).toBe(true);
  });

  it('locations and free text', async () => {
    const [one] = await ctx.database.db.select().from(creators).limit(1);
    const byLocation = await search({ locations: [one.locationId], page_size: 100 });
    expect((await rowsOf(ids(byLocation))).every((r) => r.locationId === one.locationId)).toBe(true);
    const word = one.name.split(' ')[1].slice(0, 4);
    const byText = await search({ free_text: word.toLowerCase(), page_size: 100 });
    expect(byText.body.total_search_results).toBeGreaterThan(0);
    expect(
      (await rowsOf(ids(byText))).every((r) =>
        r.searchText
          .toLowerCase()
          .split(' ')
          .some((w) => w.startsWith(word.toLowerCase())),
      ),
    ).toBe(true);
    expect((await search({ free_text: '%%%' })).status).toBe(200);
  });

  it('three filters combined with a sort: every result satisfies all, in order', async () => {
    const res = await search({
      channels_with_levels: [{ channel: 'INSTAGRAM', levels: ['NANO', 'MICRO'] }],
      gender: 'FEMALE',
      countries: ['KE', 'NG'],
      subcategories: [
        { enum_value: 'FASHION', subcategory_type: 'POSTING' },
        { enum_value: 'BEAUTY', subcategory_type: 'POSTING' },
      ],
      sortings: [{ sort_by: 'ENGAGEMENT', sort_direction: 'DESC' }],
      page_size: 50,
    });
    expect(res.body.total_search_results).toBeGreaterThan(0);
    const rows = await rowsOf(ids(res));
    for (const r of rows) {
      expect(r.gender).toBe('FEMALE');
      expect(['KE', 'NG']).toContain(r.countryCode);
      expect(r.subcategories.some((s) => s === 'FASHION' || s === 'BEAUTY')).toBe(true);
      expect(r.channelLevels.some((t) => t === 'INSTAGRAM:NANO' || t === 'INSTAGRAM:MICRO')).toBe(true);
    }
    const rates = res.body.influencers_for_search.map((c: { engagement_rate: number }) => c.engagement_rate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it('pages do not overlap and cover the matches; name sorting ascending', async () => {
    const filter = { countries: ['RW'], sortings: [{ sort_by: 'NAME', sort_direction: 'ASC' }], page_size: 10 };
    const first = await search({ ...filter, page_number: 1 });
    const second = await search({ ...filter, page_number: 2 });
    const a = ids(first);
    const b = ids(second);
    expect(a.filter((id: number) => b.includes(id))).toEqual([]);
    const names = [...first.body.influencers_for_search, ...second.body.influencers_for_search].map(
      (c: { name: string }) => c.name,
    );
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const beyond = await search({ ...filter, page_number: 1000 });
    expect(beyond.body.influencers_for_search).toEqual([]);
  });

  it('answers for the catalogue as it is when it changed since the index was built, and rebuilds it', async () => {
    const holder = ctx.app.deps.creatorIndex;
    const before = (await holder.ready())!;
    const [{ id, name, searchText }] = await rowsOf([42]);
    await ctx.database.db.update(creators).set({ searchText: 'Wanjiku Zebedayo' }).where(eq(creators.id, id));
    expect(ids(await search({ free_text: 'zebedayo' }))).toEqual([id]);
    expect((await holder.ready())!.version).toBeGreaterThan(before.version);
    await ctx.database.db.update(creators).set({ name, searchText }).where(eq(creators.id, id));
  });

  it('refuses bad filters with the field named', async () => {
    for (const [field, body] of [
      ['gender', { gender: 'ALL' }],
      ['age_to', { age_from: 40, age_to: 30 }],
      ['sortings', { sortings: [{ sort_by: 'LIKES', sort_direction: 'DESC' }] }],
      ['page_size', { page_size: 1000 }],
      ['influencer_group_ids', { influencer_group_ids: ['00000000-0000-0000-0000-000000000000'] }],
    ] as const) {
      const res = await search(body);
      expect(res.status, field).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect(
      (await call(ctx.app, { method: 'POST', url: '/api/influencers/search_for_campaign', payload: {} })).status,
    ).toBe(401);
  });
});

describe('a disabled account', () => {
  it('is refused by search, find-by-ids and the profile', async () => {
    const m = await createVerifiedMerchant(ctx);
    await setDisabled(ctx, m.email, true);
    const calls = [
      call(ctx.app, { method: 'POST', url: '/api/influencers/search_for_campaign', token: m.token, payload: {} }),
      call(ctx.app, { method: 'POST', url: '/api/influencers/find_by_ids', token: m.token, payload: { ids: [1] } }),
      call(ctx.app, { method: 'GET', url: '/api/influencer/social-media-data/1', token: m.token }),
      call(ctx.app, { method: 'GET', url: '/api/merchant/influencer_groups', token: m.token }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
  });
});

describe('POST /influencers/find_by_ids', () => {
  it('returns the creators in the order asked, 50 a page at most', async () => {
    const wanted = Array.from({ length: 120 }, (_, i) => CATALOGUE - i);
    const page1 = await call(ctx.app, {
      method: 'POST',
      url: '/api/influencers/find_by_ids',
      token,
      payload: { ids: wanted, page_size: 50, page_number: 1 },
    });
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(120);
    expect(page1.body.influencers.map((c: { id: number }) => c.id)).toEqual(wanted.slice(0, 50));
    const page3 = await call(ctx.app, {
      method: 'POST',
      url: '/api/influencers/find_by_ids',
      token,
      payload: { ids: wanted, page_size: 50, page_number: 3 },
    });
    expect(page3.body.influencers.map((c: { id: number }) => c.id)).toEqual(wanted.slice(100));
    const tooBig = await call(ctx.app, {
      method: 'POST',
      url: '/api/influencers/find_by_ids',
      token,
      payload: { ids: wanted, page_size: 51 },
    });
    expect(tooBig.status).toBe(400);
    const unknown = await call(ctx.app, {
      method: 'POST',
      url: '/api/influencers/find_by_ids',
      token,
      payload: { ids: [999_999] },
    });
    expect(unknown.body.influencers).toEqual([]);
  });
});

describe('GET /influencer/social-media-data/:id', () => {
  it('returns channels with prices, audience, verification and posts with metrics', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/influencer/social-media-data/1', token });
    expect(res.status).toBe(200);
    expect(res.body.channels.length).toBeGreaterThan(0);
    for (const ch of res.body.channels) {
      expect(Object.keys(ch.prices_minor).length).toBeGreaterThan(0);
      // Minor units: the catalogue's whole-unit prices times 100, integers.
      expect(Object.values(ch.prices_minor).every((p) => Number.isSafeInteger(p))).toBe(true);
    }
    expect(res.body.posts).toHaveLength(3);
    const post = res.body.posts[0];
    for (const field of [
      'impressions',
      'reach',
      'shares',
      'saved',
      'engagement_rate',
      'followers',
      'platform',
      'media_type',
      'submission_link',
      'cpe',
      'image',
      'name',
      'influencer_id',
    ]) {
      expect(post).toHaveProperty(field);
    }
    expect(['NOT_VERIFIED', 'PENDING', 'APPROVED', 'REJECTED']).toContain(res.body.verification.status);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/influencer/social-media-data/999999', token })).status,
    ).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: '/api/influencer/social-media-data/abc', token })).status).toBe(
      400,
    );
  });
});

describe('the generator', () => {
  it('is deterministic for a seed and skewed toward small creators', async () => {
    const before = await ctx.database.db
      .select({ id: creators.id, name: creators.name, followers: creators.combinedFollowers })
      .from(creators)
      .orderBy(creators.id)
      .limit(50);
    await generateCatalogue(ctx.database.db, { count: CATALOGUE, seed: 7 });
    const after = await ctx.database.db
      .select({ id: creators.id, name: creators.name, followers: creators.combinedFollowers })
      .from(creators)
      .orderBy(creators.id)
      .limit(50);
    expect(after).toEqual(before);
    const all = await ctx.database.db.select({ levels: creators.channelLevels }).from(creators);
    const nano = all.filter((r) => r.levels.some((t) => t.endsWith(':NANO'))).length;
    const mega = all.filter((r) => r.levels.some((t) => t.endsWith(':MEGA'))).length;
    expect(nano).toBeGreaterThan(mega * 5);
  });
});
