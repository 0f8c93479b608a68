/**
 * The refresh job (queue job `reporting.refresh`, hourly): reads every connected live post whose latest reading
 * is older than REPORTING_REFRESH_HOURS through the first connector that reads it, and records the reading with
 * the connector's source. A demo post is simulated day by day: a post that has missed days gets one reading per
 * missed day (at the day's end), so its history has no holes. A platform's refusal is kept on the connection
 * (`last_error`) and the job goes on with the next post.
 */
import { sql } from 'drizzle-orm';
import type { MetricValues } from '@app/shared/reporting';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { connectionKey, openConnections } from './connections';
import { ConnectorError, type ConnectedPost, type MetricsConnector } from './connectors/connector';
import { recordSnapshot } from './ingestion.service';

const DAY_MS = 86_400_000;
/** The most days a simulated post catches up on in one pass (a demo restarted after months). */
const MAX_BACKFILL_DAYS = 120;
/** Posts per pass: the job runs hourly, a pass stays short. */
const BATCH = 200;

interface DuePost extends Omit<ConnectedPost, 'account'> {
  last_captured_at: Date | null;
}

async function duePosts(db: Db, refreshHours: number, now: Date, contentIds?: string[]): Promise<DuePost[]> {
  const only = contentIds ? sql`and ci.id = any(${`{${contentIds.join(',')}}`}::uuid[])` : sql``;
  const rows = await db.execute<Record<string, string | number | boolean | null>>(sql`
    select ci.id, ci.creator_id, a.channel, ci.post_url, ci.updated_at as live_since,
      coalesce(ch.followers, 0) as followers, coalesce(ch.avg_views, 0) as avg_views,
      coalesce(ch.engagement_rate, 0) as engagement_rate, coalesce(c.is_demo, false) as demo,
      m.captured_at as last_captured_at
    from content_items ci
    join assignments a on a.id = ci.assignment_id
    left join campaigns c on c.id = ci.campaign_id
    left join creator_channels ch on ch.creator_id = ci.creator_id and ch.channel = a.channel
    left join post_metrics m on m.content_id = ci.id
    where ci.status = 'VERIFIED' and ci.post_url is not null
      and (coalesce(c.is_demo, false) or exists (select 1 from metric_connections mc
            where mc.creator_id = ci.creator_id and mc.channel = a.channel and not mc.needs_reconnect
              and (mc.retry_after is null or mc.retry_after <= ${now})))
      and (m.captured_at is null or m.captured_at < ${new Date(now.getTime() - refreshHours * 3_600_000)})
      ${only}
    order by m.captured_at nulls first, ci.id
    limit ${BATCH}`);
  return rows.rows.map((r) => ({
    content_id: String(r.id),
    creator_id: Number(r.creator_id),
    channel: String(r.channel),
    post_url: String(r.post_url),
    live_since: new Date(String(r.live_since)),
    followers: Number(r.followers),
    typical_views: Number(r.avg_views),
    typical_engagement_rate: Number(r.engagement_rate),
    demo: Boolean(r.demo),
    last_captured_at: r.last_captured_at === null ? null : new Date(String(r.last_captured_at)),
  }));
}

/** The moments a post is read at: now, or for a simulated post also the end of every day it missed. */
function readingTimes(post: DuePost, now: Date, simulated: boolean): Date[] {
  if (!simulated) return [now];
  const from = post.last_captured_at ?? post.live_since;
  const times: Date[] = [];
  const firstDay = Math.floor(from.getTime() / DAY_MS) + (post.last_captured_at ? 1 : 0);
  const today = Math.floor(now.getTime() / DAY_MS);
  for (let day = Math.max(firstDay, today - MAX_BACKFILL_DAYS); day < today; day += 1) {
    times.push(new Date((day + 1) * DAY_MS - 1));
  }
  return [...times, now];
}

/** The longest a retryable failure waits before the next try. */
const MAX_BACKOFF_HOURS = 24;

/**
 * A failed read, kept on the connection: a retryable one waits 1 h x 2^(failures - 1) (at most a day) before its
 * posts are due again; any other stops reads until the creator connects again (`needs_reconnect`).
 */
async function failConnection(db: Db, post: ConnectedPost, error: ConnectorError, now = new Date()) {
  await db.execute(sql`
    update metric_connections set last_error = ${error.message.slice(0, 500)}, failures = failures + 1,
      needs_reconnect = ${!error.retryable},
      retry_after = ${now}::timestamptz + least(${MAX_BACKOFF_HOURS}, power(2, failures)) * interval '1 hour'
    where creator_id = ${post.creator_id} and channel = ${post.channel}`);
}

export async function refreshPostMetrics(
  deps: Pick<Deps, 'db' | 'config' | 'log'>,
  connectors: readonly MetricsConnector[],
  options: { now?: Date; content_ids?: string[] } = {},
): Promise<{ read: number; failed: number }> {
  const now = options.now ?? new Date();
  const due = await duePosts(deps.db, deps.config.reporting.refreshHours, now, options.content_ids);
  const accounts = await openConnections(deps.db, deps.config.jwtSecret, [...new Set(due.map((p) => p.creator_id))]);
  let read = 0;
  let failed = 0;
  for (const due1 of due) {
    const post: ConnectedPost = {
      ...due1,
      account: accounts.get(connectionKey(due1.creator_id, due1.channel)) ?? null,
    };
    const connector = connectors.find((c) => c.reads(post));
    if (!connector) {
      // A connection no connector can use (its token no longer opens, a channel without a connector): it waits for
      // the creator to connect again instead of coming first in every pass.
      await failConnection(deps.db, post, new ConnectorError('The connection cannot be read: connect again', false));
      failed += 1;
      continue;
    }
    try {
      const readings: Array<{ at: Date; values: MetricValues }> = [];
      for (const at of readingTimes(due1, now, connector.source === 'SIMULATED'))
        readings.push({ at, values: await connector.read(post, at) });
      await deps.db.transaction(async (tx) => {
        for (const r of readings)
          await recordSnapshot(tx, {
            content_id: post.content_id,
            captured_at: r.at,
            values: r.values,
            source: connector.source,
          });
        if (post.account)
          await tx.execute(sql`update metric_connections set failures = 0, retry_after = null,
          last_error = null where creator_id = ${post.creator_id} and channel = ${post.channel}`);
      });
      read += 1;
    } catch (error) {
      if (!(error instanceof ConnectorError)) throw error;
      failed += 1;
      deps.log.warn(
        { content_id: post.content_id, source: connector.source, err: error.message },
        'metrics read failed',
      );
      await failConnection(deps.db, post, error, now);
    }
  }
  return { read, failed };
}
