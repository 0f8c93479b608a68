import type { ClientSession } from '../../../lib/api-client';

/**
 * What a report is about (spec section 7, decision 024): one campaign or job (`campaign_id`), or a brand's campaigns
 * and jobs over a range of days (`brand_id`, `from`, `to`, each YYYY-MM-DD). The same body goes to every reporting
 * call and, as a query string, to the CSV export.
 */
export type ReportSubject = { campaign_id: string } | { brand_id: string; from: string; to: string };

/**
 * The session a report is read with: the brand's keys carry none (as they always did), another session's (the SME
 * area's) its name at the end, so its answers are cached apart and still refresh with every report query.
 */
const sessionPart = (session: ClientSession = 'brand') => (session === 'brand' ? [] : [session]);

/** The subject as a stable key part (the same report whichever way its body was written). */
function subjectKey(subject: ReportSubject) {
  return 'campaign_id' in subject
    ? { campaign: subject.campaign_id }
    : { brand: subject.brand_id, from: subject.from, to: subject.to };
}

/**
 * Query keys of reports: everything under one root, so new figures (an import, an accepted creator's report)
 * refresh every report, its audience, its insights and the post cards together.
 */
export const REPORTING_ROOT = 'reporting';

export const reportingKeys = {
  all: [REPORTING_ROOT] as const,
  metrics: (subject: ReportSubject, session?: ClientSession) =>
    [REPORTING_ROOT, 'metrics', subjectKey(subject), ...sessionPart(session)] as const,
  audience: (subject: ReportSubject, session?: ClientSession) =>
    [REPORTING_ROOT, 'audience', subjectKey(subject), ...sessionPart(session)] as const,
  insights: (subject: ReportSubject, session?: ClientSession) =>
    [REPORTING_ROOT, 'insights', subjectKey(subject), ...sessionPart(session)] as const,
  /** A live post's figures (its metrics card). */
  post: (contentId: string) => [REPORTING_ROOT, 'post', contentId] as const,
};
