/**
 * Creator search: every filter of spec section 3 becomes one predicate on the denormalised
 * `creators` row, each backed by an index (docs/decisions/003-creator-search.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  COUNT_EXACT_LIMIT,
  DEFAULT_AGE_FROM,
  DEFAULT_AGE_TO,
  type creatorSearchRequestSchema,
} from '@app/shared/creators';
import type { z } from 'zod';
import type { Db } from '../../db/client';

export type SearchInput = z.output<typeof creatorSearchRequestSchema>;

/** Channel filters as CHANNEL:LEVEL tokens; a channel without levels matches all of its levels. */
export function channelTokens(
  filters: SearchInput['channels_with_levels'],
  levelsByChannel: Map<string, string[]>,
): string[] {
  return filters.flatMap(({ channel, levels }) => {
    const known = levelsByChannel.get(channel.toUpperCase()) ?? [];
    const wanted = levels.length ? levels.map((l) => l.toUpperCase()).filter((l) => known.includes(l)) : known;
    return wanted.map((level) => `${channel.toUpperCase()}:${level}`);
  });
}

/** Words to a prefix tsquery ("ami ote" -> "ami:* & ote:*"); only letters and digits survive. */
export function prefixQuery(text: string): string | null {
  const words = text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w.toLowerCase()}:*`).join(' & ') : null;
}

const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;
const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** The WHERE predicates; `groupIds` must already be checked against the caller's companies. */
export function searchPredicates(input: SearchInput, tokens: string[], groupIds: string[], today = new Date()): SQL[] {
  const where: SQL[] = [];
  if (input.channels_with_levels.length)
    where.push(tokens.length ? sql`channel_levels && ${textArray(tokens)}` : sql`false`);
  if (input.gender !== 'BOTH') where.push(sql`gender = ${input.gender}`);
  if (input.age_from !== DEFAULT_AGE_FROM || input.age_to !== DEFAULT_AGE_TO) {
    const yearsAgo = (years: number) => {
      const d = new Date(today);
      d.setUTCFullYear(d.getUTCFullYear() - years);
      return d.toISOString().slice(0, 10);
    };
    // age_from <= age <= age_to  <=>  born in (today - (age_to + 1) years, today - age_from years]
    where.push(
      sql`date_of_birth <= ${yearsAgo(input.age_from)}::date and date_of_birth > ${yearsAgo(input.age_to + 1)}::date`,
    );
  }
  if (input.countries.length)
    where.push(sql`country_code = any(${textArray(input.countries.map((c) => c.toUpperCase()))})`);
  if (input.locations.length) where.push(sql`location_id = any(${intArray(input.locations)})`);
  const posting = input.subcategories.filter((s) => s.subcategory_type === 'POSTING').map((s) => s.enum_value);
  const occupations = input.subcategories.filter((s) => s.subcategory_type === 'OCCUPATION').map((s) => s.enum_value);
  if (posting.length) where.push(sql`subcategories && ${textArray(posting)}`);
  if (occupations.length) where.push(sql`subcategories && ${textArray(occupations)}`);
  if (input.income_categories.length) where.push(sql`income_category = any(${textArray(input.income_categories)})`);
  if (input.content_creator_type_ids.length)
    where.push(sql`content_creator_type_id = any(${intArray(input.content_creator_type_ids)})`);
  if (input.influencer_group_ids.length) {
    where.push(
      sql`exists (select 1 from influencer_group_members m
        where m.creator_id = creators.id and m.group_id = any(${`{${groupIds.join(',')}}`}::uuid[]))`,
    );
  }
  const query = input.free_text ? prefixQuery(input.free_text) : null;
  if (query) where.push(sql`to_tsvector('simple', search_text) @@ to_tsquery('simple', ${query})`);
  return where;
}

const SORT_COLUMNS = {
  FOLLOWERS: 'combined_followers',
  ENGAGEMENT: 'engagement_rate',
  NAME: 'name',
  NEWEST: 'id',
} as const;
// Names sort by code point ("C"), the same order the in-memory index uses.
const COLLATE: Partial<Record<string, string>> = { name: ' collate "C"' };

/** ORDER BY for the sortings, columns qualified by `alias` when given; ends with id so pages are stable. */
export function orderBy(sortings: SearchInput['sortings'], alias = ''): SQL {
  const column = (name: string) => sql.raw(`${alias ? `${alias}.` : ''}${name}${COLLATE[name] ?? ''}`);
  const parts = sortings.map(
    (s) => sql`${column(SORT_COLUMNS[s.sort_by])} ${sql.raw(s.sort_direction === 'ASC' ? 'asc' : 'desc')}`,
  );
  parts.push(sql`${column('id')} ${sql.raw(sortings[0]?.sort_direction === 'ASC' ? 'asc' : 'desc')}`);
  return sql.join(parts, sql`, `);
}

export function whereClause(predicates: SQL[]): SQL {
  return predicates.length ? sql`where ${sql.join(predicates, sql` and `)}` : sql``;
}

/**
 * Exact up to COUNT_EXACT_LIMIT (the count stops there, so a broad filter never scans the whole
 * table); above it, the planner's estimate.
 */
export async function countMatches(db: Db, where: SQL): Promise<{ total: number; estimate: boolean }> {
  const capped = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from creators ${where} limit ${COUNT_EXACT_LIMIT + 1}) t`,
  );
  const n = Number(capped.rows[0].n);
  if (n <= COUNT_EXACT_LIMIT) return { total: n, estimate: false };
  const plan = await db.execute<{ 'QUERY PLAN': unknown }>(sql`explain (format json) select 1 from creators ${where}`);
  const raw = plan.rows[0]['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return { total: Math.max(COUNT_EXACT_LIMIT + 1, Math.round(parsed[0].Plan['Plan Rows'])), estimate: true };
}
