import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { overallVerificationStatus, type CreatorSearchResult, type findByIdsRequestSchema } from '@app/shared/creators';
import type { VerificationStatus } from '@app/shared/config';
import { toMinor } from '@app/shared/money';
import { fromPercent } from '@app/shared/numbers';
import { creatorChannels, creatorPosts, creators } from '../../db/schema/creators';
import { currencies, locations } from '../../db/schema/config';
import { influencerGroups } from '../../db/schema/groups';
import type { Deps } from '../../deps';
import { fieldError, isUuid } from '../../errors';
import type { Actor } from '../../actor';
import { refuseDisabled, roleOn } from '../companies/access';
import { configBundle } from '../config/config.service';
import type { CreatorIndex } from './creators.index';
import {
  channelTokens,
  countMatches,
  orderBy,
  prefixQuery,
  searchPredicates,
  whereClause,
  type SearchInput,
} from './creators.search';
import { influencerGroupMembers } from '../../db/schema/groups';

type CreatorRow = {
  id: number;
  name: string;
  avatar_url: string | null;
  country_code: string;
  location: string | null;
  gender: 'MALE' | 'FEMALE' | 'OTHER';
  date_of_birth: string | null;
  engagement_rate: string | number;
  combined_followers: string | number;
  channels: string[];
  channel_levels: string[];
  verification_identity: VerificationStatus;
  verification_social: VerificationStatus;
  verification_payment: VerificationStatus;
  /** [channel, followers] of each of the creator's channels. */
  channel_followers: Array<[string, number]>;
};

function ageOf(dob: string | null, today = new Date()): number | null {
  if (!dob) return null;
  const birth = new Date(`${dob}T00:00:00Z`);
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  if (
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate())
  )
    age -= 1;
  return age;
}

const toPairs = (tokens: string[]) => tokens.map((t) => ({ channel: t.split(':')[0], level: t.split(':')[1] }));

/** Rows of `creators` (already ordered) with their location and per-channel followers, shaped for the API. */
function present(rows: CreatorRow[], matchTokens: string[] | null): CreatorSearchResult[] {
  const match = matchTokens ? new Set(matchTokens) : null;
  return rows.map((r) => {
    const matching = match ? r.channel_levels.filter((t) => match.has(t)) : r.channel_levels;
    const matchingChannels = matching.map((t) => t.split(':')[0]);
    const matchingFollowers = r.channel_followers
      .filter(([channel]) => matchingChannels.includes(channel))
      .reduce((sum, [, followers]) => sum + Number(followers), 0);
    return {
      id: r.id,
      name: r.name,
      avatar: r.avatar_url,
      country: r.country_code,
      location: r.location,
      gender: r.gender,
      age: ageOf(r.date_of_birth),
      engagement_rate: Number(r.engagement_rate),
      verification_status: overallVerificationStatus([
        r.verification_identity,
        r.verification_social,
        r.verification_payment,
      ]),
      matching_channels: matchingChannels,
      matching_channels_with_levels: toPairs(matching),
      matching_combined_followers_count: matchingFollowers,
      combined_followers_count: Number(r.combined_followers),
      channels: r.channels,
      channels_levels: toPairs(r.channel_levels),
    };
  });
}

// Each row's followers per channel come with it (one statement for a page, not a second one by the page's ids).
const SELECT_COLUMNS = sql`c.id, c.name, c.avatar_url, c.country_code, l.name as location, c.gender,
  c.date_of_birth::text as date_of_birth, c.engagement_rate, c.combined_followers, c.channels, c.channel_levels,
  c.verification_identity, c.verification_social, c.verification_payment,
  (select coalesce(json_agg(json_build_array(cc.channel, cc.followers)), '[]'::json)
    from ${creatorChannels} cc where cc.creator_id = c.id) as channel_followers`;

/** Groups used as a filter must belong to companies the caller reaches. */
async function checkGroups(deps: Deps, actor: Actor, groupIds: string[]): Promise<string[]> {
  if (!groupIds.length) return [];
  if (!groupIds.every(isUuid)) throw fieldError('influencer_group_ids', 'Unknown creator group');
  const rows = await deps.db
    .select({ id: influencerGroups.id, companyId: influencerGroups.companyId })
    .from(influencerGroups)
    .where(inArray(influencerGroups.id, groupIds));
  for (const id of groupIds) {
    const group = rows.find((r) => r.id === id);
    if (!group || !(await roleOn(deps, actor.merchantId, group.companyId)))
      throw fieldError('influencer_group_ids', 'Unknown creator group');
  }
  return groupIds;
}

export async function searchCreators(deps: Deps, actor: Actor, input: SearchInput) {
  refuseDisabled(actor);
  const bundle = await configBundle(deps);
  const levelsByChannel = new Map(bundle.channels.map((c) => [c.value, c.levels.map((l) => l.level)]));
  const tokens = channelTokens(input.channels_with_levels, levelsByChannel);
  const groupIds = await checkGroups(deps, actor, input.influencer_group_ids);
  const { rows, total, estimate } =
    (await searchByIndex(deps, input, tokens, groupIds)) ?? (await searchWithSql(deps, input, tokens, groupIds));
  return {
    influencers_for_search: present(rows, input.channels_with_levels.length ? tokens : null),
    total_search_results: total,
    total_is_estimate: estimate,
    page_number: input.page_number,
    page_size: input.page_size,
  };
}

/**
 * The index's answer, or null to answer with SQL: while no index is built, for sorts it cannot follow, and when the
 * catalogue moved since it was built, which the page's statement tells (it reads the version with the rows).
 */
async function searchByIndex(deps: Deps, input: SearchInput, tokens: string[], groupIds: string[]) {
  const index = deps.creatorIndex.built() ?? (await deps.creatorIndex.get());
  if (!index?.supports(input)) return null;
  const found = await searchWithIndex(deps, index, input, tokens, groupIds);
  if (found.version === index.version) return found;
  deps.creatorIndex.outdated(index);
  return null;
}

/** The index's page and count, with the catalogue's version as the page's rows were read. */
export async function searchWithIndex(
  deps: Deps,
  index: CreatorIndex,
  input: SearchInput,
  tokens: string[],
  groupIds: string[],
) {
  const members = groupIds.length
    ? (
        await deps.db
          .select({ id: influencerGroupMembers.creatorId })
          .from(influencerGroupMembers)
          .where(inArray(influencerGroupMembers.groupId, groupIds))
      ).map((r) => r.id)
    : null;
  const found = index.search(input, tokens, members, input.free_text ? prefixQuery(input.free_text) : null);
  const { rows, version } = await rowsWithVersion(deps, found.ids);
  return { rows, total: found.total, estimate: false, version };
}

/** The reference implementation, used while the index (re)builds and for multi-key sorts. */
export async function searchWithSql(deps: Deps, input: SearchInput, tokens: string[], groupIds: string[]) {
  const where = whereClause(searchPredicates(input, tokens, groupIds));
  const offset = (input.page_number - 1) * input.page_size;
  const [page, count] = await Promise.all([
    deps.db.execute<CreatorRow>(sql`
      select ${SELECT_COLUMNS}
      from (
        select * from creators ${where} order by ${orderBy(input.sortings)} limit ${input.page_size} offset ${offset}
      ) c
      left join locations l on l.id = c.location_id
      order by ${orderBy(input.sortings, 'c')}`),
    countMatches(deps.db, where),
  ]);
  return { rows: page.rows, total: count.total, estimate: count.estimate };
}

/** Rows for ids, in the order of the ids; unknown ids are dropped. */
async function rowsByIds(deps: Deps, ids: number[]): Promise<CreatorRow[]> {
  return ids.length ? (await rowsWithVersion(deps, ids)).rows : [];
}

/** rowsByIds, and the catalogue's version read in the same statement (beside one row of nulls when none match). */
async function rowsWithVersion(deps: Deps, ids: number[]): Promise<{ rows: CreatorRow[]; version: number }> {
  const { rows } = await deps.db.execute<CreatorRow & { catalogue_version: string | number }>(sql`
    select (select version from creator_catalogue_state where id = 1) as catalogue_version, r.*
    from (values (1)) as one left join lateral (
      select ${SELECT_COLUMNS} from creators c left join locations l on l.id = c.location_id
      where c.id = any(${`{${ids.join(',')}}`}::int[])
    ) r on true`);
  // The row of nulls has no id, so no id asked for finds it.
  const byId = new Map<number, CreatorRow>(rows.map((r) => [r.id, r]));
  return {
    rows: ids.map((id) => byId.get(id)).filter((r): r is CreatorRow => Boolean(r)),
    version: Number(rows[0]?.catalogue_version ?? 0),
  };
}

/** Creators by id, in the order asked, a page at a time (clients send chunks of 50). */
export async function findByIds(deps: Deps, actor: Actor, input: z.output<typeof findByIdsRequestSchema>) {
  refuseDisabled(actor);
  const unique = [...new Set(input.ids)];
  const pageIds = unique.slice((input.page_number - 1) * input.page_size, input.page_number * input.page_size);
  const ordered = await rowsByIds(deps, pageIds);
  return {
    influencers: present(ordered, null),
    total: unique.length,
    page_number: input.page_number,
    page_size: input.page_size,
  };
}

/** The creator profile: channels with prices, audience, verification and recent posts with metrics. */
export async function socialMediaData(deps: Deps, actor: Actor, input: { influencer_id: number }) {
  const id = input.influencer_id;
  refuseDisabled(actor);
  const [creator] = await deps.db
    .select({ creator: creators, location: locations.name })
    .from(creators)
    .leftJoin(locations, eq(locations.id, creators.locationId))
    .where(eq(creators.id, id));
  if (!creator) throw fieldError('influencer_id', 'Creator not found', 'NOT_FOUND');
  const c = creator.creator;
  const [channelRows, postRows, rates] = await Promise.all([
    deps.db
      .select()
      .from(creatorChannels)
      .where(eq(creatorChannels.creatorId, id))
      .orderBy(desc(creatorChannels.followers)),
    deps.db
      .select()
      .from(creatorPosts)
      .where(eq(creatorPosts.creatorId, id))
      .orderBy(desc(creatorPosts.postedAt))
      .limit(12),
    deps.db.select({ code: currencies.code, usdRate: currencies.usdRate }).from(currencies),
  ]);
  const usd = new Map(rates.map((r) => [r.code, Number(r.usdRate)]));
  const steps = [c.verificationIdentity, c.verificationSocial, c.verificationPayment] as [
    VerificationStatus,
    VerificationStatus,
    VerificationStatus,
  ];
  return {
    id: c.id,
    name: c.name,
    avatar: c.avatarUrl,
    bio: c.bio,
    country: c.countryCode,
    location: creator.location,
    gender: c.gender,
    age: ageOf(c.dateOfBirth),
    income_category: c.incomeCategory,
    content_creator_type_id: c.contentCreatorTypeId,
    subcategories: c.subcategories,
    engagement_rate: Number(c.engagementRate),
    combined_followers_count: Number(c.combinedFollowers),
    verification: {
      steps: { identity: steps[0], social: steps[1], payment: steps[2] },
      status: overallVerificationStatus(steps),
    },
    channels: channelRows.map((ch) => ({
      channel: ch.channel,
      handle: ch.handle,
      followers: Number(ch.followers),
      level: ch.level,
      engagement_rate: Number(ch.engagementRate),
      avg_views: Number(ch.avgViews),
      currency: ch.currency,
      // The catalogue keeps whole units; the wire says minor units (decision 017).
      prices_minor: Object.fromEntries(Object.entries(ch.prices).map(([type, units]) => [type, toMinor(units)])),
    })),
    audience: c.audience,
    posts: postRows.map((p) => {
      const channel = channelRows.find((ch) => ch.channel === p.channel);
      const price = channel?.prices[p.mediaType] ?? null;
      const engagements = Number(p.reach) * fromPercent(Number(p.engagementRate));
      // cost per engagement in US dollars: the creator's price for this post type over its engagements
      const cpe =
        price !== null && engagements > 0
          ? Math.round(((price * (usd.get(channel!.currency) ?? 0)) / engagements) * 1000) / 1000
          : null;
      return {
        id: p.id,
        influencer_id: c.id,
        name: c.name,
        image: p.image,
        platform: p.channel,
        media_type: p.mediaType,
        submission_link: p.submissionLink,
        followers: channel ? Number(channel.followers) : 0,
        impressions: Number(p.impressions),
        reach: Number(p.reach),
        shares: p.shares,
        saved: p.saved,
        engagement_rate: Number(p.engagementRate),
        cpe,
        posted_at: p.postedAt.toISOString(),
      };
    }),
  };
}
