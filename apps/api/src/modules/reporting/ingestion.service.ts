/**
 * How a live post's figures arrive (docs/decisions/024-reporting.md): the creator reports them with a screenshot
 * and the brand accepts or disputes the report; a brand imports a CSV file; the refresh job reads connected
 * platforms and simulates demo posts (refresh.ts). Each reading is one `post_metric_snapshots` row that says where
 * it came from; the database's trigger keeps the roll-ups.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { liveLinkKey } from '@app/shared/content';
import {
  engagementRate,
  engagementsOf,
  metricReportRequestSchema,
  metricReviewRefusal,
  metricValuesProblem,
  metricValuesSchema,
  METRIC_REVIEW_TRANSITIONS,
  METRICS_CSV_COLUMNS,
  METRICS_CSV_MAX_ROWS,
  parseMetricsCsvLine,
  type CsvLineError,
  type MetricReviewMove,
  type MetricSnapshot,
  type MetricSource,
  type MetricValues,
  type MetricsCsvRow,
} from '@app/shared/reporting';
import { transitionOf } from '@app/shared/state-machine';
import type { Actor, CreatorActor } from '../../actor';
import type { Db, Tx } from '../../db/client';
import { contentItems } from '../../db/schema/content';
import { postMetricSnapshots } from '../../db/schema/reporting';
import type { Deps } from '../../deps';
import { AppError, fieldError, isUuid } from '../../errors';
import { parseUploadFields, readUpload, fieldsOf } from '../../infra/uploads';
import { authorizeOr, loadScoped, membersWhoCan } from '../companies/access';
import { requireCreatorId } from '../creator-accounts/accounts.service';
import { creatorRecipient, merchantRecipients, notify } from '../notifications/notifications.service';
import { readableSubject } from './report-scope';

type SnapshotRow = typeof postMetricSnapshots.$inferSelect;

const liveNotFound = () => fieldError('content_id', 'Live post not found', 'NOT_FOUND');
const reportNotFound = () => fieldError('id', 'Report not found', 'NOT_FOUND');

/** A reading as the brand and the creator see it. */
function snapshotView(row: SnapshotRow): MetricSnapshot {
  return {
    id: row.id,
    content_id: row.contentId,
    captured_at: row.capturedAt.toISOString(),
    impressions: row.impressions,
    reach: row.reach,
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    saved: row.saved,
    followers: row.followers,
    engagement_rate: engagementRate(engagementsOf(row), row.reach),
    source: row.source,
    review_status: row.reviewStatus,
    dispute_reason: row.disputeReason,
    has_evidence: row.evidenceKey !== null,
  };
}

/** Records one reading (the trigger rolls it up once it is ACCEPTED). */
export async function recordSnapshot(
  db: Db | Tx,
  input: {
    content_id: string;
    captured_at: Date;
    values: MetricValues;
    source: MetricSource;
    review_status?: 'PENDING' | 'ACCEPTED';
    evidence?: { key: string; type: string };
    imported_by?: string;
  },
): Promise<SnapshotRow> {
  const [row] = await db
    .insert(postMetricSnapshots)
    .values({
      contentId: input.content_id,
      capturedAt: input.captured_at,
      ...input.values,
      source: input.source,
      reviewStatus: input.review_status ?? 'ACCEPTED',
      evidenceKey: input.evidence?.key ?? null,
      evidenceType: input.evidence?.type ?? null,
      importedBy: input.imported_by ?? null,
    })
    .returning();
  return row;
}

// ---- The creator's report ----

const REPORT_FIELDS = [...fieldsOf(metricValuesSchema), ...fieldsOf(metricReportRequestSchema)];

/** Form fields arrive as text: whole numbers become numbers, anything else stays text for the schema to refuse. */
function numericFields(fields: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      const digits = value.replace(/,/g, '').trim();
      return [key, key !== 'captured_at' && /^\d{1,15}$/.test(digits) ? Number(digits) : value];
    }),
  );
}

/**
 * POST /creator/content/{id}/metrics: the creator types a live post's figures from the platform's insights screen
 * and attaches a screenshot (multipart `file`, jpeg or png). The report waits for the brand (PENDING).
 */
export async function reportMetrics(
  deps: Deps,
  actor: CreatorActor,
  input: { content_id: string; request: FastifyRequest },
): Promise<MetricSnapshot> {
  const creatorId = requireCreatorId(actor);
  if (!isUuid(input.content_id)) throw liveNotFound();
  const [item] = await deps.db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, input.content_id), eq(contentItems.creatorId, creatorId)));
  if (!item || item.status !== 'VERIFIED') throw liveNotFound();
  const form = await readUpload(input.request, 'image', REPORT_FIELDS);
  const { captured_at: capturedText, ...counts } = form.fields;
  const values = parseUploadFields(metricValuesSchema, { ...form, fields: numericFields(counts) as never });
  const problem = metricValuesProblem(values);
  if (problem) throw fieldError(problem.field, problem.message);
  const { captured_at } = parseUploadFields(metricReportRequestSchema, {
    ...form,
    fields: capturedText ? { captured_at: capturedText } : {},
  });
  const capturedAt = captured_at ? new Date(captured_at) : new Date();
  if (capturedAt.getTime() > Date.now() + 60_000) throw fieldError('captured_at', 'captured_at is in the future');
  if (capturedAt < item.createdAt) throw fieldError('captured_at', 'captured_at is before the post was made');
  const key = await deps.storage.putPrivate('metric-evidence', form.file.bytes, form.file.extension);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await recordSnapshot(tx, {
        content_id: item.id,
        captured_at: capturedAt,
        values,
        source: 'CREATOR_REPORTED',
        review_status: 'PENDING',
        evidence: { key, type: form.file.contentType },
      });
      await notify(deps, tx, [
        {
          kind: 'metrics.reported',
          to: merchantRecipients(await membersWhoCan(tx, item.companyId, 'content.approve')),
          company_id: item.companyId,
          title: 'A creator reported a live post\u2019s figures',
          body: `Post ${item.postIndex}: ${values.reach.toLocaleString('en-US')} reached. Accept or dispute them.`,
          link: `/companies/${item.companyId}/pre-approval/${item.id}`,
        },
      ]);
      return snapshotView(row);
    });
  } catch (error) {
    await deps.storage.deletePrivate(key);
    throw error;
  }
}

/** GET /creator/content/{id}/metrics: the creator's own post's readings, newest first. */
export async function creatorPostMetrics(deps: Deps, actor: CreatorActor, contentId: string) {
  const creatorId = requireCreatorId(actor);
  if (!isUuid(contentId)) throw liveNotFound();
  const [item] = await deps.db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.id, contentId), eq(contentItems.creatorId, creatorId)));
  if (!item) throw liveNotFound();
  return snapshotsOf(deps.db, contentId);
}

async function snapshotsOf(db: Db, contentId: string): Promise<MetricSnapshot[]> {
  const rows = await db
    .select()
    .from(postMetricSnapshots)
    .where(eq(postMetricSnapshots.contentId, contentId))
    .orderBy(desc(postMetricSnapshots.capturedAt), desc(postMetricSnapshots.createdAt))
    .limit(200);
  return rows.map(snapshotView);
}

/** A content item the brand's reviewer may act on (its company's "content.approve"). */
function reviewableItem(deps: Deps, actor: Actor, contentId: string, action: 'content.approve' | 'reports.view') {
  return loadScoped(deps, actor, contentId, {
    action,
    notFound: liveNotFound,
    load: async (id) => (await deps.db.select().from(contentItems).where(eq(contentItems.id, id)))[0],
    companyOf: (row) => row.companyId,
  });
}

/** GET /content/{id}/metrics: a live post's readings (reports to review among them), newest first. */
export async function postSnapshots(deps: Deps, actor: Actor, contentId: string): Promise<MetricSnapshot[]> {
  const item = await reviewableItem(deps, actor, contentId, 'reports.view');
  return snapshotsOf(deps.db, item.id);
}

/** The evidence screenshot of a reading, for the brand's reviewer or the creator who sent it. */
export async function snapshotEvidence(
  deps: Deps,
  who: { merchant: Actor } | { creator: CreatorActor },
  snapshotId: string,
): Promise<{ bytes: Buffer; type: string }> {
  if (!isUuid(snapshotId)) throw reportNotFound();
  const [row] = await deps.db
    .select({ snapshot: postMetricSnapshots, creatorId: contentItems.creatorId })
    .from(postMetricSnapshots)
    .innerJoin(contentItems, eq(contentItems.id, postMetricSnapshots.contentId))
    .where(eq(postMetricSnapshots.id, snapshotId));
  if (!row?.snapshot.evidenceKey) throw reportNotFound();
  if ('creator' in who) {
    if (requireCreatorId(who.creator) !== row.creatorId) throw reportNotFound();
  } else await reviewableItem(deps, who.merchant, row.snapshot.contentId, 'reports.view');
  const bytes = await deps.storage.readPrivate(row.snapshot.evidenceKey);
  if (!bytes) throw reportNotFound();
  return { bytes, type: row.snapshot.evidenceType ?? 'application/octet-stream' };
}

/**
 * POST /content/metrics/{id}/review: the brand accepts a creator's report (it counts from now on: the trigger rolls
 * it up) or disputes it with a reason. The row is locked: two reviewers cannot both decide.
 */
export async function reviewMetrics(
  deps: Deps,
  actor: Actor,
  input: { snapshot_id: string; move: MetricReviewMove; reason?: string },
): Promise<MetricSnapshot> {
  if (!isUuid(input.snapshot_id)) throw reportNotFound();
  const [found] = await deps.db
    .select({ contentId: postMetricSnapshots.contentId })
    .from(postMetricSnapshots)
    .where(eq(postMetricSnapshots.id, input.snapshot_id));
  if (!found) throw reportNotFound();
  const item = await reviewableItem(deps, actor, found.contentId, 'content.approve');
  if (input.move === 'DISPUTE' && !input.reason) throw fieldError('reason', 'Say what is wrong with the figures');
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(postMetricSnapshots)
      .where(eq(postMetricSnapshots.id, input.snapshot_id))
      .for('update');
    const why = metricReviewRefusal(row.reviewStatus, input.move);
    if (why) throw new AppError('CONFLICT', `status: ${why}`, { field: 'status', state: row.reviewStatus });
    const to = transitionOf(METRIC_REVIEW_TRANSITIONS, row.reviewStatus, input.move, 'BRAND')!.to;
    const [updated] = await tx
      .update(postMetricSnapshots)
      .set({
        reviewStatus: to,
        disputeReason: input.move === 'DISPUTE' ? input.reason! : null,
        reviewedBy: actor.merchantId,
        reviewedAt: new Date(),
      })
      .where(eq(postMetricSnapshots.id, row.id))
      .returning();
    await notify(deps, tx, [
      {
        kind: input.move === 'ACCEPT' ? 'metrics.accepted' : 'metrics.disputed',
        to: await creatorRecipient(tx, item.creatorId),
        company_id: item.companyId,
        title: input.move === 'ACCEPT' ? 'The brand accepted your figures' : 'The brand disputed your figures',
        body: input.move === 'ACCEPT' ? `Post ${item.postIndex}.` : `Post ${item.postIndex}: "${input.reason}"`,
        link: `/creator/work/${item.assignmentId}`,
      },
    ]);
    return snapshotView(updated);
  });
}

// ---- CSV import ----

/** Splits CSV text into rows of cells (RFC 4180: quoted fields, doubled quotes, CRLF or LF). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** The import's problems as the error reply's issues ("lines.3.reach: must be a whole number"). */
function importRefusal(problems: CsvLineError[]): AppError {
  const issues = problems.slice(0, 100).map((p) => ({ field: `lines.${p.line}.${p.field}`, message: p.message }));
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  const first = problems[0];
  return new AppError('VALIDATION', `csv: line ${first.line}, ${first.field}: ${first.message}${more}`, {
    field: 'csv',
    issues,
  });
}

/**
 * POST /reporting/imports: a brand's metrics file for one campaign (or job), columns METRICS_CSV_COLUMNS with a
 * header row. Every line is checked first (its values, its post among the campaign's live posts, its day not before
 * the post went live nor in the future); one bad line refuses the whole file, each problem named by line and column.
 * A good file is recorded in one transaction.
 */
export async function importMetricsCsv(
  deps: Deps,
  actor: Actor,
  input: { campaign_id: string; csv: string },
): Promise<{ imported: number; posts: number }> {
  const subject = await readableSubject(deps, actor, input.campaign_id);
  await authorizeOr(deps, actor, subject.companyId, 'content.approve', () =>
    fieldError('campaign_id', 'Campaign not found', 'NOT_FOUND'),
  );
  const rows = csvRows(input.csv.replace(/^\uFEFF/, '')).filter((r) => r.some((c) => c.trim() !== ''));
  const header = (rows.shift() ?? []).map((h) => h.trim().toLowerCase());
  if (header.join(',') !== METRICS_CSV_COLUMNS.join(','))
    throw fieldError('csv', `the first line must be the header ${METRICS_CSV_COLUMNS.join(',')}`);
  if (!rows.length) throw fieldError('csv', 'the file has no data lines');
  if (rows.length > METRICS_CSV_MAX_ROWS) throw fieldError('csv', `at most ${METRICS_CSV_MAX_ROWS} lines per file`);
  const posts = await livePostsByLink(deps.db, subject.id);
  const problems: CsvLineError[] = [];
  const good: Array<MetricsCsvRow & { content_id: string }> = [];
  const today = new Date().toISOString().slice(0, 10);
  rows.forEach((cells, index) => {
    const line = index + 2;
    const parsed = parseMetricsCsvLine(cells, line);
    if (Array.isArray(parsed)) return void problems.push(...parsed);
    const post = postForLink(posts, parsed.post_url);
    if (!post) return void problems.push({ line, field: 'post_url', message: 'is not a live post of this campaign' });
    if (parsed.date > today) return void problems.push({ line, field: 'date', message: 'is in the future' });
    if (parsed.date < post.live_day)
      return void problems.push({ line, field: 'date', message: `is before the post was made (${post.live_day})` });
    good.push({ ...parsed, content_id: post.id });
  });
  if (problems.length) throw importRefusal(problems);
  await deps.db.transaction(async (tx) => {
    for (const row of good) {
      const { line: _line, post_url: _url, date, content_id, ...values } = row;
      // A day's figures are read at its end (the day's reading), or now for today.
      const end = new Date(`${date}T23:59:59.999Z`);
      await recordSnapshot(tx, {
        content_id,
        captured_at: end.getTime() > Date.now() ? new Date() : end,
        values,
        source: 'CSV_IMPORT',
        imported_by: actor.merchantId,
      });
    }
  });
  return { imported: good.length, posts: new Set(good.map((g) => g.content_id)).size };
}

interface LivePost {
  id: string;
  channel: string;
  key: string;
  live_day: string;
}

async function livePostsByLink(db: Db, subjectId: string): Promise<LivePost[]> {
  const rows = await db.execute<{ id: string; channel: string; key: string; live_day: string }>(sql`
    select ci.id, a.channel, ci.post_url_key as key, to_char(ci.created_at at time zone 'UTC', 'YYYY-MM-DD') as live_day
    from content_items ci join assignments a on a.id = ci.assignment_id
    where (ci.campaign_id = ${subjectId} or ci.job_id = ${subjectId}) and ci.status = 'VERIFIED'
      and ci.post_url_key is not null`);
  return rows.rows;
}

/** The live post a link names, compared as the content module keys live links (host and path, case-folded). */
function postForLink(posts: LivePost[], url: string): LivePost | undefined {
  for (const channel of new Set(posts.map((p) => p.channel))) {
    const key = liveLinkKey(url, channel);
    if ('key' in key) {
      const post = posts.find((p) => p.key === key.key);
      if (post) return post;
    }
  }
  return undefined;
}
