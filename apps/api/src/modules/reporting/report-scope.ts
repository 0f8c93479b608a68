/**
 * What a report is about and whether the caller may read it: one campaign or job (its whole life), or a brand's
 * campaigns and jobs over a date range (what they gained in it). A stranger's id answers "not found" and learns
 * nothing (decision 019's scoped load).
 */
import { eq, sql } from 'drizzle-orm';
import { REPORT_MAX_DAYS, type ReportSubject } from '@app/shared/reporting';
import type { Actor } from '../../actor';
import type { Db, Tx } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { jobs } from '../../db/schema/jobs';
import type { Deps } from '../../deps';
import { fieldError } from '../../errors';
import { authorizeOr, loadScoped } from '../companies/access';

export interface SubjectRow {
  id: string;
  kind: 'CAMPAIGN' | 'JOB';
  companyId: string;
  name: string;
  currency: string;
  budgetMinor: number;
  isDemo: boolean;
}

export type ReportScope =
  { kind: 'SUBJECT'; subject: SubjectRow } | { kind: 'RANGE'; companyId: string; from: string; to: string };

export const reportNotFound = () => fieldError('campaign_id', 'Campaign not found', 'NOT_FOUND');

/** The campaign or the job with this id (campaign and job ids are both uuids and never collide). */
export async function subjectById(db: Db | Tx, id: string): Promise<SubjectRow | undefined> {
  const [campaign] = await db
    .select({
      id: campaigns.id,
      companyId: campaigns.companyId,
      name: campaigns.name,
      currency: campaigns.currency,
      budgetMinor: campaigns.budgetMinor,
      isDemo: campaigns.isDemo,
    })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  if (campaign) return { ...campaign, kind: 'CAMPAIGN' };
  const [job] = await db
    .select({
      id: jobs.id,
      companyId: jobs.companyId,
      name: jobs.name,
      currency: jobs.currency,
      budgetMinor: jobs.budgetMinor,
    })
    .from(jobs)
    .where(eq(jobs.id, id));
  return job ? { ...job, kind: 'JOB', isDemo: false } : undefined;
}

/** The campaign (or job) the caller may read reports of. */
export function readableSubject(deps: Deps, actor: Actor, id: string): Promise<SubjectRow> {
  return loadScoped(deps, actor, id, {
    action: 'reports.view',
    notFound: reportNotFound,
    load: (subjectId) => subjectById(deps.db, subjectId),
    companyOf: (row) => row.companyId,
  });
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The report the request names: a campaign_id, or a brand_id with from and to. */
export async function reportScope(deps: Deps, actor: Actor, input: ReportSubject): Promise<ReportScope> {
  if (input.campaign_id) {
    const extra = (['brand_id', 'from', 'to'] as const).find((field) => input[field] !== undefined);
    if (extra) throw fieldError(extra, `send campaign_id, or brand_id with from and to, not both`);
    return { kind: 'SUBJECT', subject: await readableSubject(deps, actor, input.campaign_id) };
  }
  if (!input.brand_id) throw fieldError('campaign_id', 'campaign_id is required (or brand_id with from and to)');
  if (!input.from) throw fieldError('from', 'from is required with brand_id');
  if (!input.to) throw fieldError('to', 'to is required with brand_id');
  const days = dayNumber(input.to) - dayNumber(input.from);
  if (days < 0) throw fieldError('to', 'to must not be before from');
  if (days >= REPORT_MAX_DAYS) throw fieldError('to', `a report covers at most ${REPORT_MAX_DAYS} days`);
  await authorizeOr(deps, actor, input.brand_id, 'reports.view', () =>
    fieldError('brand_id', 'Brand not found', 'NOT_FOUND'),
  );
  return { kind: 'RANGE', companyId: input.brand_id, from: input.from, to: input.to };
}

/**
 * The content items a report covers, as a SQL condition on `content_items` aliased `ci`: a campaign's (or job's), or
 * a brand's that were live by the range's end (a verified item's `updated_at` is when it went live).
 */
export function scopeItems(scope: ReportScope) {
  return scope.kind === 'SUBJECT'
    ? sql`(ci.campaign_id = ${scope.subject.id} or ci.job_id = ${scope.subject.id})`
    : sql`ci.company_id = ${scope.companyId} and ci.updated_at < ${scope.to}::date + 1`;
}
