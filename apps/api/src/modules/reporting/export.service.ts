/**
 * The report's CSV download: one row per live post and day (the day's reading, from the daily roll-up), streamed in
 * keyset batches so a campaign of any size leaves in flat memory.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { engagementRate, METRIC_SOURCE_LABELS, type MetricSource, type ReportSubject } from '@app/shared/reporting';
import type { Actor } from '../../actor';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { csvLine } from '../../infra/csv';
import { reportScope, type ReportScope } from './report-scope';

const BATCH = 1000;

export const REPORT_CSV_HEADER = [
  'date',
  'campaign',
  'creator',
  'platform',
  'media_type',
  'post_url',
  'impressions',
  'reach',
  'views',
  'likes',
  'comments',
  'shares',
  'saved',
  'engagement_rate',
  'followers',
  'source',
] as const;

/** The rows of one batch after (content_id, day), in that order. */
function batchAfter(scope: ReportScope, after: { content_id: string; day: string } | null) {
  const where =
    scope.kind === 'SUBJECT'
      ? sql`d.subject_id = ${scope.subject.id}`
      : sql`d.company_id = ${scope.companyId} and d.day between ${scope.from}::date and ${scope.to}::date`;
  const next = after ? sql`and (d.content_id, d.day) > (${after.content_id}::uuid, ${after.day}::date)` : sql``;
  return sql`
    select d.content_id, to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.name, j.name) as campaign,
      cr.name as creator, a.channel, a.post_content_type, ci.post_url, d.impressions, d.reach, d.views, d.likes,
      d.comments, d.shares, d.saved, d.followers, d.source
    from post_metrics_daily d
    join content_items ci on ci.id = d.content_id
    join assignments a on a.id = ci.assignment_id
    join creators cr on cr.id = d.creator_id
    left join campaigns c on c.id = ci.campaign_id
    left join jobs j on j.id = ci.job_id
    where ${where} ${next}
    order by d.content_id, d.day
    limit ${BATCH}`;
}

export function reportCsvStream(db: Db, scope: ReportScope): Readable {
  async function* lines() {
    yield csvLine(REPORT_CSV_HEADER);
    let after: { content_id: string; day: string } | null = null;
    for (;;) {
      const batch: { rows: Array<Record<string, string>> } = await db.execute<Record<string, string>>(
        batchAfter(scope, after),
      );
      for (const r of batch.rows) {
        const engagements = Number(r.likes) + Number(r.comments) + Number(r.shares) + Number(r.saved);
        yield csvLine([
          r.day,
          r.campaign,
          r.creator,
          r.channel,
          r.post_content_type,
          r.post_url,
          r.impressions,
          r.reach,
          r.views,
          r.likes,
          r.comments,
          r.shares,
          r.saved,
          engagementRate(engagements, Number(r.reach)).toFixed(2),
          r.followers,
          METRIC_SOURCE_LABELS[r.source as MetricSource],
        ]);
      }
      if (batch.rows.length < BATCH) return;
      const last: Record<string, string> = batch.rows[batch.rows.length - 1];
      after = { content_id: last.content_id, day: last.day };
    }
  }
  return Readable.from(lines());
}

/** GET /reporting/campaign_metrics.csv: the stream and its download name (the campaign's name and the day). */
export async function reportCsv(deps: Deps, actor: Actor, input: ReportSubject) {
  const scope = await reportScope(deps, actor, input);
  const name = scope.kind === 'SUBJECT' ? scope.subject.name : `brand-${scope.from}-to-${scope.to}`;
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'report';
  return {
    filename: `report-${slug}-${new Date().toISOString().slice(0, 10)}.csv`,
    stream: reportCsvStream(deps.db, scope),
  };
}
