/** The in-memory index must answer exactly as the SQL reference does, for any filter combination. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { creatorSearchRequestSchema } from '@app/shared/creators';
import { generateCatalogue } from '../src/db/seed/creators';
import { CreatorIndex } from '../src/modules/creators/creators.index';
import { channelTokens } from '../src/modules/creators/creators.search';
import { searchWithIndex, searchWithSql } from '../src/modules/creators/creators.service';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let index: CreatorIndex;
const LEVELS = ['NANO', 'MICRO', 'MID', 'MACRO', 'MEGA'];
const levelsByChannel = new Map(
  ['INSTAGRAM', 'TIKTOK', 'YOUTUBE', 'FACEBOOK', 'X', 'LINKEDIN'].map((c) => [c, LEVELS]),
);

beforeAll(async () => {
  ctx = await createTestContext();
  await generateCatalogue(ctx.database.db, { count: 3_000, seed: 11 });
  index = await CreatorIndex.load(ctx.database.db);
});
afterAll(async () => ctx.close());

const filterArb = fc.record(
  {
    channels_with_levels: fc.array(
      fc.record({ channel: fc.constantFrom(...levelsByChannel.keys()), levels: fc.subarray(LEVELS) }),
      { maxLength: 2 },
    ),
    gender: fc.constantFrom('BOTH', 'MALE', 'FEMALE', 'OTHER'),
    countries: fc.subarray(['KE', 'NG', 'ZA', 'GH', 'UG', 'TZ', 'RW']),
    locations: fc.subarray([1, 2, 3, 11, 12, 30, 45]),
    income_categories: fc.subarray(['LOW', 'LOWER_MIDDLE', 'UPPER_MIDDLE', 'HIGH']),
    content_creator_type_ids: fc.subarray([1, 2, 3, 4, 5, 6]),
    subcategories: fc.subarray([
      { enum_value: 'FASHION', subcategory_type: 'POSTING' },
      { enum_value: 'MUSIC', subcategory_type: 'POSTING' },
      { enum_value: 'TECHNOLOGY', subcategory_type: 'POSTING' },
      { enum_value: 'CHEF', subcategory_type: 'OCCUPATION' },
      { enum_value: 'STUDENT', subcategory_type: 'OCCUPATION' },
    ]),
    age: fc.tuple(fc.integer({ min: 18, max: 60 }), fc.integer({ min: 0, max: 40 })),
    free_text: fc.constantFrom(undefined, 'amina', 'ote', 'kwame mensah', 'zz'),
    sortings: fc.constantFrom(
      [{ sort_by: 'FOLLOWERS', sort_direction: 'DESC' }],
      [{ sort_by: 'FOLLOWERS', sort_direction: 'ASC' }],
      [{ sort_by: 'ENGAGEMENT', sort_direction: 'DESC' }],
      [{ sort_by: 'NAME', sort_direction: 'ASC' }],
      [{ sort_by: 'NAME', sort_direction: 'DESC' }],
      [{ sort_by: 'NEWEST', sort_direction: 'DESC' }],
    ),
    page_number: fc.integer({ min: 1, max: 4 }),
    page_size: fc.constantFrom(5, 10, 25),
  },
  { requiredKeys: ['sortings', 'page_number', 'page_size'] },
);

describe('CreatorIndex', () => {
  it('returns the same page and total as SQL for random filter combinations', async () => {
    await fc.assert(
      fc.asyncProperty(filterArb, async (raw) => {
        const { age, ...rest } = raw as typeof raw & { age?: [number, number] };
        const input = creatorSearchRequestSchema.parse({
          ...rest,
          ...(age ? { age_from: age[0], age_to: age[0] + age[1] } : {}),
        });
        const tokens = channelTokens(input.channels_with_levels, levelsByChannel);
        const fromSql = await searchWithSql(ctx.app.deps, input, tokens, []);
        const fromIndex = await searchWithIndex(ctx.app.deps, index, input, tokens, []);
        expect(fromIndex.total).toBe(fromSql.total);
        expect(fromIndex.rows.map((r) => r.id)).toEqual(fromSql.rows.map((r) => r.id));
      }),
      { numRuns: 120 },
    );
  });

  it('is rebuilt when the catalogue changes, and the holder falls back to SQL meanwhile', async () => {
    const holder = ctx.app.deps.creatorIndex;
    const first = await holder.ready();
    expect(first).not.toBeNull();
    await ctx.database.db.execute(
      sql`update creators set name = 'Zuri Renamed', search_text = 'Zuri Renamed' where id = 1`,
    );
    expect(await holder.get()).toBeNull();
    const second = await holder.ready();
    expect(second!.version).toBeGreaterThan(first!.version);
    const input = creatorSearchRequestSchema.parse({ free_text: 'zuri renamed' });
    const found = second!.search(input, [], null, 'zuri:* & renamed:*');
    expect(found.ids).toEqual([1]);
  });
});

describe('CreatorIndex age boundaries', () => {
  const today = new Date();
  const yearsAgo = (years: number, plusDays = 0) => {
    const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + plusDays));
    return d.toISOString().slice(0, 10);
  };
  const row = (id: number, dob: string | null) => ({
    id,
    combined_followers: 1000 * id,
    engagement_rate: 1,
    name: `C${id}`,
    country_code: 'KE',
    location_id: 1,
    gender: 'FEMALE',
    dob,
    income_category: 'LOW',
    content_creator_type_id: 1,
    channel_levels: ['INSTAGRAM:NANO'],
    subcategories: [],
    search_text: `c${id}`,
  });

  it('counts whole years: 25 today in 25-30, 31 today out, 30 turning 31 tomorrow in, 25 tomorrow out', () => {
    const built = CreatorIndex.build(1, [
      row(1, yearsAgo(25)),
      row(2, yearsAgo(31)),
      row(3, yearsAgo(31, 1)),
      row(4, yearsAgo(25, 1)),
      row(5, null),
    ]);
    const input = creatorSearchRequestSchema.parse({
      age_from: 25,
      age_to: 30,
      sortings: [{ sort_by: 'NEWEST', sort_direction: 'ASC' }],
    });
    const found = built.search(input, [], null, null, today);
    expect(found.ids).toEqual([1, 3]);
    expect(found.total).toBe(2);
  });

  it('takes partial boundary years from either side: few inside the range or few outside it', () => {
    // 2026-06-15, ages 25-30: born 1995-06-16 to 2001-06-15. Mostly outside in both boundary years here.
    const dobs = [
      '1995-06-20',
      '1995-01-10',
      '1995-03-01',
      '1995-06-15',
      '1998-01-01',
      '2001-06-15',
      '2001-06-16',
      '2001-09-01',
      '2001-12-31',
      null,
    ];
    const built = CreatorIndex.build(
      1,
      dobs.map((dob, i) => row(i + 1, dob)),
    );
    const input = creatorSearchRequestSchema.parse({
      age_from: 25,
      age_to: 30,
      sortings: [{ sort_by: 'NEWEST', sort_direction: 'ASC' }],
    });
    const found = built.search(input, [], null, null, new Date(Date.UTC(2026, 5, 15)));
    expect(found.ids).toEqual([1, 5, 6]);
    expect(found.total).toBe(3);
  });

  it('finds words by prefix, whatever words around them begin the same way', () => {
    const texts = ['ami', 'amin', 'amina', 'aminata', 'amir', 'zamina', 'amina otieno'];
    const built = CreatorIndex.build(
      1,
      texts.map((text, i) => ({ ...row(i + 1, null), search_text: text })),
    );
    const input = creatorSearchRequestSchema.parse({ sortings: [{ sort_by: 'NEWEST', sort_direction: 'ASC' }] });
    const find = (query: string) => built.search(input, [], null, query).ids;
    expect(find('amina:*')).toEqual([3, 4, 7]);
    expect(find('ami:*')).toEqual([1, 2, 3, 4, 5, 7]);
    expect(find('amin:*')).toEqual([2, 3, 4, 7]);
    expect(find('amina:* & ot:*')).toEqual([7]);
    expect(find('b:*')).toEqual([]);
  });
});
