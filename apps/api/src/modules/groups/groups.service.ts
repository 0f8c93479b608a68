import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { roundTo2 } from '@app/shared/numbers';
import {
  GROUP_CODE_LENGTH,
  type createGroupRequestSchema,
  type Group,
  type groupPageQuerySchema,
  type updateGroupRequestSchema,
} from '@app/shared/groups';
import { creatorChannels, creators } from '../../db/schema/creators';
import { influencerGroupMembers, influencerGroups } from '../../db/schema/groups';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { fieldError } from '../../errors';
import type { Actor } from '../../actor';
import { authorize, loadScoped, reachableCompanies, refuseDisabled } from '../companies/access';

type GroupRow = typeof influencerGroups.$inferSelect;
const groupNotFound = () => fieldError('group_id', 'Creator group not found', 'NOT_FOUND');
// No 0/O or 1/I, so codes read aloud or typed from a screenshot survive.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  return Array.from({ length: GROUP_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** The group, if the caller may take `action` on its company; "not found" otherwise. */
function groupFor(
  deps: Deps,
  actor: Actor,
  groupId: string,
  action: 'company.view' | 'group.manage',
): Promise<GroupRow> {
  return loadScoped(deps, actor, groupId, {
    action,
    notFound: groupNotFound,
    load: async (id) => (await deps.db.select().from(influencerGroups).where(eq(influencerGroups.id, id)))[0],
    companyOf: (group) => group.companyId,
  });
}

async function counts(deps: Deps, groupIds: string[]): Promise<Map<string, number>> {
  if (!groupIds.length) return new Map();
  const rows = await deps.db
    .select({ groupId: influencerGroupMembers.groupId, n: sql<number>`count(*)::int` })
    .from(influencerGroupMembers)
    .where(inArray(influencerGroupMembers.groupId, groupIds))
    .groupBy(influencerGroupMembers.groupId);
  return new Map(rows.map((r) => [r.groupId, Number(r.n)]));
}

async function metrics(deps: Deps, groupIds: string[]) {
  if (!groupIds.length) return new Map<string, NonNullable<Group['metrics']>>();
  const totals = await deps.db.execute<{
    group_id: string;
    n: number;
    followers: string;
    engagement: string | null;
  }>(sql`
    select m.group_id, count(*)::int as n, coalesce(sum(c.combined_followers), 0) as followers,
      avg(c.engagement_rate) as engagement
    from influencer_group_members m join creators c on c.id = m.creator_id
    where m.group_id = any(${`{${groupIds.join(',')}}`}::uuid[]) group by m.group_id`);
  const perChannel = await deps.db.execute<{ group_id: string; channel: string; n: number }>(sql`
    select m.group_id, ch.channel, count(*)::int as n
    from influencer_group_members m join creator_channels ch on ch.creator_id = m.creator_id
    where m.group_id = any(${`{${groupIds.join(',')}}`}::uuid[]) group by m.group_id, ch.channel`);
  const out = new Map<string, NonNullable<Group['metrics']>>();
  for (const id of groupIds)
    out.set(id, { creators_count: 0, combined_followers: 0, average_engagement_rate: 0, channels: {} });
  for (const t of totals.rows) {
    Object.assign(out.get(t.group_id)!, {
      creators_count: Number(t.n),
      combined_followers: Number(t.followers),
      average_engagement_rate: t.engagement === null ? 0 : roundTo2(Number(t.engagement)),
    });
  }
  for (const c of perChannel.rows) out.get(c.group_id)!.channels[c.channel] = Number(c.n);
  return out;
}

function view(group: GroupRow, creatorsCount: number, groupMetrics?: Group['metrics']): Group {
  return {
    id: group.id,
    company_id: group.companyId,
    name: group.name,
    description: group.description,
    code: group.code,
    creators_count: creatorsCount,
    created_at: group.createdAt.toISOString(),
    updated_at: group.updatedAt.toISOString(),
    ...(groupMetrics ? { metrics: groupMetrics } : {}),
  };
}

/** Groups of one company (company_id), or of every company the caller reaches. */
export async function listGroups(
  deps: Deps,
  actor: Actor,
  input: { company_id?: string; include_metrics?: boolean },
): Promise<Group[]> {
  let companyIds: string[];
  if (input.company_id) {
    await authorize(deps, actor, input.company_id, 'company.view');
    companyIds = [input.company_id];
  } else {
    refuseDisabled(actor);
    companyIds = (await reachableCompanies(deps, actor.merchantId)).map((c) => c.id);
  }
  if (!companyIds.length) return [];
  const groups = await deps.db
    .select()
    .from(influencerGroups)
    .where(inArray(influencerGroups.companyId, companyIds))
    .orderBy(desc(influencerGroups.updatedAt));
  const ids = groups.map((g) => g.id);
  const [n, m] = await Promise.all([
    counts(deps, ids),
    input.include_metrics ? metrics(deps, ids) : Promise.resolve(null),
  ]);
  return groups.map((g) => view(g, n.get(g.id) ?? 0, m?.get(g.id)));
}

export async function getGroup(deps: Deps, actor: Actor, input: { group_id: string }): Promise<Group> {
  const group = await groupFor(deps, actor, input.group_id, 'company.view');
  const m = await metrics(deps, [group.id]);
  return view(group, m.get(group.id)!.creators_count, m.get(group.id));
}

/** Only existing creators are added; already present ones are left as they are. */
async function addMembers(deps: Deps, tx: Tx, groupId: string, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const known = await tx.select({ id: creators.id }).from(creators).where(inArray(creators.id, unique));
  if (known.length !== unique.length) {
    const missing = unique.filter((id) => !known.some((k) => k.id === id));
    throw fieldError(
      'influencer_ids',
      `Unknown creator${missing.length > 1 ? 's' : ''}: ${missing.slice(0, 5).join(', ')}`,
    );
  }
  await tx
    .insert(influencerGroupMembers)
    .values(unique.map((creatorId) => ({ groupId, creatorId })))
    .onConflictDoNothing();
  await tx.update(influencerGroups).set({ updatedAt: new Date() }).where(eq(influencerGroups.id, groupId));
}

async function insertWithFreshCode(
  tx: Tx,
  values: Omit<typeof influencerGroups.$inferInsert, 'code'>,
): Promise<GroupRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newCode();
    const [taken] = await tx
      .select({ id: influencerGroups.id })
      .from(influencerGroups)
      .where(eq(influencerGroups.code, code));
    if (taken) continue;
    const [row] = await tx
      .insert(influencerGroups)
      .values({ ...values, code })
      .returning();
    return row;
  }
  throw fieldError('code', 'Could not pick a unique group code; try again', 'CONFLICT');
}

export async function createGroup(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof createGroupRequestSchema>,
): Promise<Group> {
  await authorize(deps, actor, input.company_id, 'group.manage');
  const group = await deps.db.transaction(async (tx) => {
    const row = await insertWithFreshCode(tx, {
      companyId: input.company_id,
      name: input.name,
      description: input.description ?? null,
      createdBy: actor.merchantId,
    });
    await addMembers(deps, tx, row.id, input.influencer_ids);
    return row;
  });
  return getGroup(deps, actor, { group_id: group.id });
}

export async function updateGroup(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof updateGroupRequestSchema> & { group_id: string },
): Promise<Group> {
  const groupId = input.group_id;
  await groupFor(deps, actor, groupId, 'group.manage');
  await deps.db
    .update(influencerGroups)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      updatedAt: new Date(),
    })
    .where(eq(influencerGroups.id, groupId));
  return getGroup(deps, actor, { group_id: groupId });
}

/** A new share code; the old one stops working. */
export async function replaceCode(deps: Deps, actor: Actor, input: { group_id: string }): Promise<Group> {
  const groupId = input.group_id;
  await groupFor(deps, actor, groupId, 'group.manage');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newCode();
    const [taken] = await deps.db
      .select({ id: influencerGroups.id })
      .from(influencerGroups)
      .where(eq(influencerGroups.code, code));
    if (taken) continue;
    await deps.db.update(influencerGroups).set({ code, updatedAt: new Date() }).where(eq(influencerGroups.id, groupId));
    return getGroup(deps, actor, { group_id: groupId });
  }
  throw fieldError('code', 'Could not pick a unique group code; try again', 'CONFLICT');
}

export async function deleteGroup(deps: Deps, actor: Actor, input: { group_id: string }): Promise<{ message: string }> {
  const groupId = input.group_id;
  await groupFor(deps, actor, groupId, 'group.manage');
  await deps.db.delete(influencerGroups).where(eq(influencerGroups.id, groupId));
  return { message: 'Group deleted' };
}

export async function addCreators(
  deps: Deps,
  actor: Actor,
  input: { group_id: string; influencer_ids: number[] },
): Promise<Group> {
  const { group_id: groupId, influencer_ids: ids } = input;
  await groupFor(deps, actor, groupId, 'group.manage');
  await deps.db.transaction((tx) => addMembers(deps, tx, groupId, ids));
  return getGroup(deps, actor, { group_id: groupId });
}

export async function removeCreators(
  deps: Deps,
  actor: Actor,
  input: { group_id: string; influencer_ids: number[] },
): Promise<Group> {
  const { group_id: groupId, influencer_ids: ids } = input;
  await groupFor(deps, actor, groupId, 'group.manage');
  await deps.db
    .delete(influencerGroupMembers)
    .where(and(eq(influencerGroupMembers.groupId, groupId), inArray(influencerGroupMembers.creatorId, ids)));
  await deps.db.update(influencerGroups).set({ updatedAt: new Date() }).where(eq(influencerGroups.id, groupId));
  return getGroup(deps, actor, { group_id: groupId });
}

/** Copies a group shared by code into one of the caller's companies. */
export async function importGroup(
  deps: Deps,
  actor: Actor,
  input: { company_id: string; code: string },
): Promise<Group> {
  await authorize(deps, actor, input.company_id, 'group.manage');
  const [source] = await deps.db.select().from(influencerGroups).where(eq(influencerGroups.code, input.code));
  if (!source) throw fieldError('code', 'No group has this code', 'NOT_FOUND');
  const members = await deps.db
    .select({ id: influencerGroupMembers.creatorId })
    .from(influencerGroupMembers)
    .where(eq(influencerGroupMembers.groupId, source.id));
  const group = await deps.db.transaction(async (tx) => {
    const row = await insertWithFreshCode(tx, {
      companyId: input.company_id,
      name: source.name,
      description: source.description,
      createdBy: actor.merchantId,
    });
    await addMembers(
      deps,
      tx,
      row.id,
      members.map((m) => m.id),
    );
    return row;
  });
  return getGroup(deps, actor, { group_id: group.id });
}

/** The group's creators, a page at a time, optionally only those on one channel (the tabs). */
export async function groupCreators(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof groupPageQuerySchema> & { group_id: string },
) {
  const { group_id: groupId, ...query } = input;
  await groupFor(deps, actor, groupId, 'company.view');
  return pageOfMembers(deps, sql`m.group_id = ${groupId}`, query);
}

/** The company's creator universe: every creator in any of its groups, once. */
export async function universe(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof groupPageQuerySchema> & { company_id: string },
) {
  const { company_id: companyId, ...query } = input;
  await authorize(deps, actor, companyId, 'company.view');
  const page = await pageOfMembers(
    deps,
    sql`m.group_id in (select id from influencer_groups where company_id = ${companyId})`,
    query,
  );
  const companyMembers = sql`select m.creator_id
    from influencer_group_members m join influencer_groups g on g.id = m.group_id where g.company_id = ${companyId}`;
  const [totals] = (
    await deps.db.execute<{ followers: string | null; engagement: string | null; groups: number }>(sql`
    select sum(c.combined_followers) as followers, avg(c.engagement_rate) as engagement,
      (select count(*)::int from influencer_groups where company_id = ${companyId}) as groups
    from creators c where c.id in (${companyMembers})`)
  ).rows;
  const perChannel = (
    await deps.db.execute<{ channel: string; n: number }>(sql`
    select ch.channel, count(distinct ch.creator_id)::int as n from creator_channels ch
    where ch.creator_id in (${companyMembers})
    group by ch.channel`)
  ).rows;
  const [{ all }] = (
    await deps.db.execute<{ all: number }>(sql`
    select count(distinct m.creator_id)::int as all
    from influencer_group_members m join influencer_groups g on g.id = m.group_id where g.company_id = ${companyId}`)
  ).rows;
  return {
    ...page,
    creators_count: Number(all),
    channels: Object.fromEntries(perChannel.map((r) => [r.channel, Number(r.n)])),
    groups_count: Number(totals?.groups ?? 0),
    combined_followers: Number(totals?.followers ?? 0),
    average_engagement_rate: totals?.engagement ? roundTo2(Number(totals.engagement)) : 0,
  };
}

/** Distinct creators of the memberships matching `membership` (alias m), biggest first. */
async function pageOfMembers(deps: Deps, membership: SQL, query: z.output<typeof groupPageQuerySchema>) {
  const channel = query.channel?.toUpperCase();
  const onChannel = channel ? sql`and ${channel} = any(c.channels)` : sql``;
  const members = sql`select m.creator_id, min(m.added_at) as added_at
    from influencer_group_members m where ${membership} group by m.creator_id`;
  const [{ total }] = (
    await deps.db.execute<{ total: number }>(sql`
    select count(*)::int as total from (${members}) mm join creators c on c.id = mm.creator_id where true ${onChannel}`)
  ).rows;
  const offset = (query.page_number - 1) * query.page_size;
  const rows = (
    await deps.db.execute<{
      id: number;
      name: string;
      avatar_url: string | null;
      country_code: string;
      combined_followers: string;
      engagement_rate: string;
      channels: string[];
      added_at: string | Date;
    }>(sql`
    select c.id, c.name, c.avatar_url, c.country_code, c.combined_followers, c.engagement_rate, c.channels, mm.added_at
    from (${members}) mm join creators c on c.id = mm.creator_id where true ${onChannel}
    order by c.combined_followers desc, c.id asc limit ${query.page_size} offset ${offset}`)
  ).rows;
  const channelRows =
    channel && rows.length
      ? await deps.db
          .select()
          .from(creatorChannels)
          .where(
            and(
              inArray(
                creatorChannels.creatorId,
                rows.map((r) => r.id),
              ),
              eq(creatorChannels.channel, channel),
            ),
          )
      : [];
  return {
    total: Number(total),
    total_pages: Math.ceil(Number(total) / query.page_size),
    page_number: query.page_number,
    page_size: query.page_size,
    results: rows.map((c) => {
      const ch = channelRows.find((r) => r.creatorId === c.id);
      return {
        id: c.id,
        name: c.name,
        avatar: c.avatar_url,
        country: c.country_code,
        combined_followers_count: Number(c.combined_followers),
        engagement_rate: Number(c.engagement_rate),
        channels: c.channels,
        channel: ch
          ? {
              channel: ch.channel,
              handle: ch.handle,
              followers: Number(ch.followers),
              level: ch.level,
              engagement_rate: Number(ch.engagementRate),
            }
          : null,
        added_at: new Date(c.added_at).toISOString(),
      };
    }),
  };
}
