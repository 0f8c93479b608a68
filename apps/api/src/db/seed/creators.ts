/**
 * The creator catalogue generator: realistic, skewed and deterministic. Creator number i always gets
 * the same data for a given seed, whatever the batch size, so any catalogue size is reproducible.
 * Every generated row is marked is_generated (demo data).
 */
import { sql } from 'drizzle-orm';
import { levelFor } from '@app/shared/config';
import { roundTo2 } from '@app/shared/numbers';
import { CATEGORIES, CHANNELS, COUNTRIES, LEVELS } from '../reference/data';
import type { Db } from '../client';

/** Dates are computed from this fixed day so output never depends on when the generator runs. */
export const REFERENCE_DAY = Date.UTC(2026, 0, 1);
export const DEFAULT_SEED = 42;
const BATCH = 2_000;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]) => items[Math.floor(rng() * items.length)];
function weighted<T>(rng: Rng, options: ReadonlyArray<readonly [T, number]>): T {
  const total = options.reduce((s, [, w]) => s + w, 0);
  let r = rng() * total;
  for (const [value, w] of options) {
    r -= w;
    if (r < 0) return value;
  }
  return options[options.length - 1][0];
}

const FIRST = [
  'Amina',
  'Wanjiru',
  'Achieng',
  'Njeri',
  'Akinyi',
  'Zawadi',
  'Nia',
  'Imani',
  'Chiamaka',
  'Adaeze',
  'Ngozi',
  'Funmi',
  'Temitope',
  'Yetunde',
  'Thandiwe',
  'Naledi',
  'Lerato',
  'Zanele',
  'Ama',
  'Akosua',
  'Efua',
  'Nakato',
  'Namuli',
  'Aisha',
  'Neema',
  'Rehema',
  'Uwase',
  'Ineza',
  'Brian',
  'Kamau',
  'Otieno',
  'Kipchoge',
  'Mwangi',
  'Baraka',
  'Juma',
  'Chidi',
  'Emeka',
  'Tunde',
  'Segun',
  'Olumide',
  'Sipho',
  'Thabo',
  'Kagiso',
  'Bongani',
  'Kwame',
  'Kofi',
  'Yaw',
  'Kato',
  'Ssemakula',
  'Daudi',
  'Hamisi',
  'Jabari',
  'Mugisha',
  'Habimana',
];
const LAST = [
  'Otieno',
  'Mwangi',
  'Kamau',
  'Wanjiku',
  'Odhiambo',
  'Kiprop',
  'Chebet',
  'Mutua',
  'Okafor',
  'Adeyemi',
  'Balogun',
  'Eze',
  'Nwosu',
  'Okonkwo',
  'Dlamini',
  'Nkosi',
  'Mokoena',
  'Khumalo',
  'Ndlovu',
  'Mensah',
  'Asante',
  'Owusu',
  'Boateng',
  'Nakamya',
  'Mukasa',
  'Ssempala',
  'Mushi',
  'Mollel',
  'Massawe',
  'Uwimana',
  'Niyonzima',
  'Mugabo',
];
const COUNTRY_WEIGHTS = [
  ['KE', 30],
  ['NG', 30],
  ['ZA', 15],
  ['GH', 8],
  ['UG', 7],
  ['TZ', 6],
  ['RW', 4],
] as const;
const CHANNEL_ODDS: Record<string, number> = {
  INSTAGRAM: 0.8,
  TIKTOK: 0.6,
  YOUTUBE: 0.25,
  FACEBOOK: 0.4,
  X: 0.2,
  LINKEDIN: 0.1,
};
/** Price of a standard post by level, in KES; other currencies by rate below. */
const LEVEL_PRICE_KES: Record<string, number> = {
  NANO: 3_000,
  MICRO: 15_000,
  MID: 60_000,
  MACRO: 250_000,
  MEGA: 800_000,
};
const TYPE_FACTOR: Record<string, number> = {
  STORY: 0.5,
  POST: 1,
  REEL: 1.3,
  VIDEO: 1.5,
  SHORT: 0.8,
  LIVE: 1.2,
  CAROUSEL: 1.1,
  THREAD: 0.7,
  ARTICLE: 1.2,
};
const KES_RATE: Record<string, number> = {
  KES: 1,
  NGN: 12,
  ZAR: 0.14,
  GHS: 0.09,
  UGX: 28,
  TZS: 19,
  RWF: 10,
  USD: 0.0077,
};
const VERIFICATION = [
  ['APPROVED', 70],
  ['PENDING', 10],
  ['NOT_VERIFIED', 15],
  ['REJECTED', 5],
] as const;
const POSTING = CATEGORIES.filter((c) => c.enumValue !== 'PROFESSION').flatMap((c) => c.subs.map(([v]) => v));
const OCCUPATIONS = CATEGORIES.find((c) => c.enumValue === 'PROFESSION')!.subs.map(([v]) => v);

const LEVEL_BANDS = LEVELS.map((l) => ({ level: l.level, label: l.label, min_followers: l.min, max_followers: l.max }));
/** Generated creators have at least the lowest band's followers, so every one gets a level. */
export function levelOf(followers: number): string {
  return levelFor(LEVEL_BANDS, followers) ?? LEVEL_BANDS[0].level;
}

/** Round a price to two significant digits, as creators quote them. */
function roundPrice(value: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(value, 1))) - 1);
  return Math.max(magnitude, Math.round(value / magnitude) * magnitude);
}

export interface GeneratedCreator {
  id: number;
  name: string;
  gender: 'MALE' | 'FEMALE' | 'OTHER';
  dateOfBirth: string;
  countryCode: string;
  locationId: number;
  incomeCategory: string;
  contentCreatorTypeId: number;
  bio: string;
  engagementRate: number;
  combinedFollowers: number;
  channels: Array<{
    channel: string;
    handle: string;
    followers: number;
    level: string;
    engagementRate: number;
    avgViews: number;
    currency: string;
    prices: Record<string, number>;
  }>;
  subcategories: string[];
  verification: [string, string, string];
  audience: {
    age: Record<string, number>;
    gender: { female: number; male: number; other: number };
    top_countries: Array<{ code: string; share: number }>;
    top_cities: Array<{ name: string; share: number }>;
  };
  posts: Array<{
    channel: string;
    mediaType: string;
    link: string;
    impressions: number;
    reach: number;
    shares: number;
    saved: number;
    engagementRate: number;
    postedAt: string;
  }>;
}

export interface ReferenceIds {
  locationsByCountry: Map<string, number[]>;
  /** City names by location id (the audience's top cities). */
  locationNames: Map<number, string>;
  creatorTypeIds: number[];
}

export function generateCreator(index: number, seed: number, ref: ReferenceIds): GeneratedCreator {
  const rng = mulberry32(Math.imul(index, 2654435761) ^ Math.imul(seed, 40503));
  const first = pick(rng, FIRST);
  const last = pick(rng, LAST);
  const name = `${first} ${last}`;
  const countryCode = weighted(rng, COUNTRY_WEIGHTS);
  const country = COUNTRIES.find((c) => c.code === countryCode)!;
  const locations = ref.locationsByCountry.get(countryCode)!;
  // the first city (the capital or largest) holds the biggest share of creators
  const locationId = rng() < 0.4 ? locations[0] : pick(rng, locations);
  const gender = weighted(rng, [
    ['FEMALE', 52],
    ['MALE', 46],
    ['OTHER', 2],
  ] as const);
  const ageYears = 18 + Math.floor(rng() ** 1.8 * 40);
  const dob = new Date(REFERENCE_DAY - (ageYears * 365.25 + rng() * 360) * 86_400_000).toISOString().slice(0, 10);
  // Pareto-distributed audience: most creators are nano, a few are mega.
  const base = Math.min(30_000_000, Math.floor(1_000 / (1 - rng()) ** (1 / 0.9)));
  const channelList: GeneratedCreator['channels'] = [];
  for (const ch of CHANNELS) {
    if (rng() >= CHANNEL_ODDS[ch.value] && !(ch.value === 'INSTAGRAM' && channelList.length === 0 && rng() < 0.5))
      continue;
    const followers = Math.max(1_000, Math.floor(base * (0.3 + rng() * 1.2)));
    const level = levelOf(followers);
    const engagementRate = roundTo2(Math.max(0.3, 9 - Math.log10(followers) * 1.1 + (rng() - 0.5) * 2));
    const currency = country.currency;
    const prices = Object.fromEntries(
      ch.types.map(([type]) => [
        type,
        roundPrice(LEVEL_PRICE_KES[level] * TYPE_FACTOR[type] * KES_RATE[currency] * (0.8 + rng() * 0.4)),
      ]),
    );
    channelList.push({
      channel: ch.value,
      handle: `${first}${last}${index % 1000}`.toLowerCase().replace(/[^a-z0-9]/g, ''),
      followers,
      level,
      engagementRate,
      avgViews: Math.floor(followers * (0.1 + rng() * 0.5)),
      currency,
      prices,
    });
  }
  if (channelList.length === 0) {
    const followers = Math.max(1_000, base);
    channelList.push({
      channel: 'INSTAGRAM',
      handle: `${first}${last}${index % 1000}`.toLowerCase(),
      followers,
      level: levelOf(followers),
      engagementRate: 4,
      avgViews: Math.floor(followers * 0.3),
      currency: country.currency,
      prices: { POST: roundPrice(LEVEL_PRICE_KES[levelOf(followers)] * KES_RATE[country.currency]) },
    });
  }
  const combinedFollowers = channelList.reduce((s, c) => s + c.followers, 0);
  const engagementRate = roundTo2(
    channelList.reduce((s, c) => s + c.engagementRate * c.followers, 0) / combinedFollowers,
  );
  const interests = new Set<string>();
  const interestCount = 1 + Math.floor(rng() * 3);
  while (interests.size < interestCount) interests.add(pick(rng, POSTING));
  const subcategories = [...interests, ...(rng() < 0.6 ? [pick(rng, OCCUPATIONS)] : [])];
  const verification: [string, string, string] = [
    weighted(rng, VERIFICATION),
    weighted(rng, VERIFICATION),
    weighted(rng, VERIFICATION),
  ];
  const young = 30 + rng() * 30;
  const female = Math.round(35 + rng() * 35);
  const main = channelList.reduce((a, b) => (b.followers > a.followers ? b : a));
  const mediaType = CHANNELS.find((c) => c.value === main.channel)!.types[0][0];
  const posts = Array.from({ length: 3 }, (_, p) => {
    const reach = Math.floor(main.followers * (0.1 + rng() * 0.5));
    return {
      channel: main.channel,
      mediaType: p === 0 ? mediaType : pick(rng, CHANNELS.find((c) => c.value === main.channel)!.types)[0],
      link: `https://${main.channel.toLowerCase()}.example/${main.handle}/${index}-${p + 1}`,
      impressions: Math.floor(reach * (1.1 + rng() * 0.8)),
      reach,
      shares: Math.floor(reach * rng() * 0.02),
      saved: Math.floor(reach * rng() * 0.015),
      engagementRate: roundTo2(main.engagementRate * (0.7 + rng() * 0.6)),
      postedAt: new Date(REFERENCE_DAY - (p * 12 + rng() * 10) * 86_400_000).toISOString(),
    };
  });
  return {
    id: index,
    name,
    gender,
    dateOfBirth: dob,
    countryCode,
    locationId,
    incomeCategory: weighted(rng, [
      ['LOW', 25],
      ['LOWER_MIDDLE', 40],
      ['UPPER_MIDDLE', 25],
      ['HIGH', 10],
    ] as const),
    contentCreatorTypeId: weighted(
      rng,
      ref.creatorTypeIds.map((id, i) => [id, i === 0 ? 50 : 10] as const),
    ),
    bio: `${first} creates ${subcategories
      .slice(0, 2)
      .map((s) => s.toLowerCase().replace('_', ' '))
      .join(' and ')} content from ${country.name}.`,
    engagementRate,
    combinedFollowers,
    channels: channelList,
    subcategories,
    verification,
    audience: {
      age: {
        '18-24': Math.round(young),
        '25-34': Math.round((100 - young) * 0.6),
        '35-44': Math.round((100 - young) * 0.3),
        '45+': Math.round((100 - young) * 0.1),
      },
      gender: { female, male: 100 - female - 1, other: 1 },
      top_countries: [{ code: countryCode, share: Math.round(60 + rng() * 30) }],
      // Most of a creator's audience lives in the creator's own city; the country's first city draws the rest.
      top_cities: [
        { name: ref.locationNames.get(locationId) ?? '', share: Math.round(25 + rng() * 25) },
        ...(locationId === locations[0]
          ? []
          : [{ name: ref.locationNames.get(locations[0]) ?? '', share: Math.round(5 + rng() * 15) }]),
      ].filter((c) => c.name),
    },
    posts,
  };
}

async function loadReferenceIds(db: Db): Promise<ReferenceIds> {
  const locations = await db.execute<{ id: number; country_code: string; name: string }>(
    sql`select id, country_code, name from locations order by id`,
  );
  const types = await db.execute<{ id: number }>(sql`select id from content_creator_types order by id`);
  const locationsByCountry = new Map<string, number[]>();
  for (const row of locations.rows)
    locationsByCountry.set(row.country_code, [...(locationsByCountry.get(row.country_code) ?? []), row.id]);
  const locationNames = new Map(locations.rows.map((row) => [row.id, row.name]));
  return { locationsByCountry, locationNames, creatorTypeIds: types.rows.map((r) => r.id) };
}

const list = (values: unknown[]) => JSON.stringify(values);

async function insertBatch(db: Db, batch: GeneratedCreator[]) {
  // One statement per table: arrays of columns expanded by jsonb on the server, the same SQL on PGlite and PostgreSQL.
  const creatorsJson = list(
    batch.map((c) => ({
      id: c.id,
      name: c.name,
      gender: c.gender,
      dob: c.dateOfBirth,
      country: c.countryCode,
      location: c.locationId,
      income: c.incomeCategory,
      type: c.contentCreatorTypeId,
      bio: c.bio,
      er: c.engagementRate,
      followers: c.combinedFollowers,
      channels: c.channels.map((ch) => ch.channel),
      levels: c.channels.map((ch) => `${ch.channel}:${ch.level}`),
      subs: c.subcategories,
      search: [c.name, ...c.channels.map((ch) => ch.handle)].join(' '),
      v1: c.verification[0],
      v2: c.verification[1],
      v3: c.verification[2],
      audience: c.audience,
    })),
  );
  await db.execute(sql`
    insert into creators (id, name, gender, date_of_birth, country_code, location_id, income_category,
      content_creator_type_id, bio, engagement_rate, combined_followers, channels, channel_levels, subcategories,
      search_text, verification_identity, verification_social, verification_payment, audience, is_generated)
    overriding system value
    select (r->>'id')::int, r->>'name', r->>'gender', (r->>'dob')::date, r->>'country', (r->>'location')::int,
      r->>'income', (r->>'type')::int, r->>'bio', (r->>'er')::numeric, (r->>'followers')::bigint,
      array(select jsonb_array_elements_text(r->'channels')),
      array(select jsonb_array_elements_text(r->'levels')),
      array(select jsonb_array_elements_text(r->'subs')),
      r->>'search', r->>'v1', r->>'v2', r->>'v3', r->'audience', true
    from jsonb_array_elements(${creatorsJson}::jsonb) as r`);
  const channelsJson = list(batch.flatMap((c) => c.channels.map((ch) => ({ ...ch, creator: c.id }))));
  await db.execute(sql`
    insert into creator_channels (creator_id, channel, handle, followers, level, engagement_rate, avg_views, currency,
      prices)
    select (r->>'creator')::int, r->>'channel', r->>'handle', (r->>'followers')::bigint, r->>'level',
      (r->>'engagementRate')::numeric, (r->>'avgViews')::bigint, r->>'currency', r->'prices'
    from jsonb_array_elements(${channelsJson}::jsonb) as r`);
  const postsJson = list(batch.flatMap((c) => c.posts.map((p) => ({ ...p, creator: c.id }))));
  await db.execute(sql`
    insert into creator_posts (creator_id, channel, media_type, submission_link, impressions, reach, shares, saved,
      engagement_rate, posted_at)
    select (r->>'creator')::int, r->>'channel', r->>'mediaType', r->>'link', (r->>'impressions')::bigint,
      (r->>'reach')::bigint, (r->>'shares')::int, (r->>'saved')::int, (r->>'engagementRate')::numeric,
      (r->>'postedAt')::timestamptz
    from jsonb_array_elements(${postsJson}::jsonb) as r`);
}

/**
 * Replaces the generated catalogue with `count` creators. Hand-made creators (is_generated false) stay.
 * Calls onProgress(done, total) after each batch.
 */
export async function generateCatalogue(
  db: Db,
  options: { count: number; seed?: number; onProgress?: (done: number, total: number) => void },
) {
  const seed = options.seed ?? DEFAULT_SEED;
  const ref = await loadReferenceIds(db);
  await db.execute(sql`delete from creators where is_generated`);
  const start = Number(
    (await db.execute<{ max: number | null }>(sql`select max(id) as max from creators`)).rows[0]?.max ?? 0,
  );
  for (let done = 0; done < options.count; done += BATCH) {
    const size = Math.min(BATCH, options.count - done);
    const batch = Array.from({ length: size }, (_, i) => generateCreator(start + done + i + 1, seed, ref));
    await insertBatch(db, batch);
    options.onProgress?.(done + size, options.count);
  }
  await db.execute(
    sql`select setval(pg_get_serial_sequence('creators', 'id'),
      greatest(1, (select coalesce(max(id), 1) from creators)))`,
  );
  await db.execute(sql`analyze creators`);
  await db.execute(sql`analyze creator_channels`);
}
