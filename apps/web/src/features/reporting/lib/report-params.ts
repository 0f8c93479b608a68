/**
 * The reports page's choice in its address, so a report can be linked, reloaded and gone Back to:
 * `?campaign=<id>` (a campaign or a job, its whole life) or `?brand=<id>&from=YYYY-MM-DD&to=YYYY-MM-DD` (what a
 * brand's campaigns and jobs gained in a range of days). Anything unreadable is left out.
 */
import { REPORT_MAX_DAYS } from '@app/shared/reporting';
import { dayjs, isFieldValue } from '../../../lib/dates';
import type { ReportSubject } from '../api/keys';

export type ReportSelection =
  | { kind: 'campaign'; campaignId: string | null }
  | { kind: 'range'; brandId: string | null; from: string | null; to: string | null };

/** Ids are uuids (campaigns, jobs and companies alike). */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOrNull = (value: string | null) => (value && ID.test(value.trim()) ? value.trim() : null);
const dayOrNull = (value: string | null) => (isFieldValue('date', value) ? value : null);

/** The choice an address asks for: a campaign (first, when both are given), a brand's range, or nothing yet. */
export function readReportParams(params: URLSearchParams): ReportSelection {
  const campaignId = idOrNull(params.get('campaign'));
  if (campaignId) return { kind: 'campaign', campaignId };
  if (params.has('brand')) {
    return {
      kind: 'range',
      brandId: idOrNull(params.get('brand')),
      from: dayOrNull(params.get('from')),
      to: dayOrNull(params.get('to')),
    };
  }
  return { kind: 'campaign', campaignId: null };
}

/** The address's query for a choice ('' for "nothing chosen yet"). */
export function reportSearch(selection: ReportSelection): string {
  const params = new URLSearchParams();
  if (selection.kind === 'campaign') {
    if (selection.campaignId) params.set('campaign', selection.campaignId);
  } else {
    params.set('brand', selection.brandId ?? '');
    if (selection.from) params.set('from', selection.from);
    if (selection.to) params.set('to', selection.to);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Why a range cannot be reported (the API's rules, said first here), or null when it can. */
export function rangeProblem(from: string | null, to: string | null): string | null {
  if (!from || !to) return 'Choose the first and the last day';
  const days = dayjs(to).diff(dayjs(from), 'day');
  if (days < 0) return 'The last day must not be before the first';
  if (days >= REPORT_MAX_DAYS) return `A report covers at most ${REPORT_MAX_DAYS} days`;
  return null;
}

/** The body of the reporting calls for a complete, valid choice; null while something is missing. */
export function subjectOf(selection: ReportSelection): ReportSubject | null {
  if (selection.kind === 'campaign') return selection.campaignId ? { campaign_id: selection.campaignId } : null;
  const { brandId, from, to } = selection;
  if (!brandId || !from || !to || rangeProblem(from, to)) return null;
  return { brand_id: brandId, from, to };
}

/** The range a brand report starts with: the last 30 days up to `today` (YYYY-MM-DD). */
export function defaultRange(today: string = dayjs().format('YYYY-MM-DD')): { from: string; to: string } {
  return { from: dayjs(today).subtract(29, 'day').format('YYYY-MM-DD'), to: today };
}
