/**
 * A brand's metrics file (decision 024): the documented columns (shared METRICS_CSV_COLUMNS), a template to fill in,
 * the browser's check of the chosen file before it is read as text, and the server's refusal read back as one
 * problem per line and column.
 */
import { METRICS_CSV_COLUMNS } from '@app/shared/reporting';
import { MAX_UPLOAD_BYTES } from '@app/shared/uploads';
import { describeError, isApiError } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/uploads';

/** The import's limit: the API takes at most 5 MB of CSV text. */
export const METRICS_CSV_MAX_BYTES = MAX_UPLOAD_BYTES;

/** What each documented column holds, for the import dialog. */
export const METRICS_CSV_COLUMN_HELP: Record<(typeof METRICS_CSV_COLUMNS)[number], string> = {
  post_url: 'the link of the live post, as the creator submitted it',
  date: 'the day the figures were read, as YYYY-MM-DD',
  impressions: 'times the post was shown',
  reach: 'accounts that saw it (not more than impressions)',
  views: 'plays or views',
  likes: 'likes',
  comments: 'comments',
  shares: 'shares',
  saved: 'saves',
  followers: "the creator's followers that day",
};

/** One cell of a CSV line, quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The template: the header, then one line per live post with its link and `day` filled in, the figures empty. */
export function metricsCsvTemplate(links: readonly string[], day: string): string {
  const empty = METRICS_CSV_COLUMNS.slice(2).map(() => '');
  const lines = links.map((link) => [csvCell(link), day, ...empty].join(','));
  return `${[METRICS_CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

/** Why a chosen file cannot be imported (checked before reading it), or null. */
export function metricsCsvFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const csv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  if (!csv) return `"${file.name}" is not a CSV file: choose a .csv file`;
  if (file.size === 0) return `"${file.name}" is empty`;
  if (file.size > METRICS_CSV_MAX_BYTES)
    return `"${file.name}" is larger than ${formatBytes(METRICS_CSV_MAX_BYTES)}: split it into smaller files`;
  return null;
}

/** One problem of a refused file: its line and column when the server named them. */
export interface ImportProblem {
  line: number | null;
  column: string | null;
  message: string;
  /** For people: "Line 3, reach: must be a whole number". */
  text: string;
}

const LINE_FIELD = /^lines\.(\d+)\.(.+)$/;

/**
 * A refused import's problems: each issue naming `lines.N.column` as "Line N, column: message" (in line order);
 * anything else (a wrong header, an empty file, a network failure) as its message alone.
 */
export function importProblems(error: unknown): ImportProblem[] {
  if (isApiError(error) && error.issues.length > 0) {
    const problems = error.issues.map((issue): ImportProblem => {
      const match = LINE_FIELD.exec(issue.field);
      if (!match) return { line: null, column: null, message: issue.message, text: issue.message };
      const [, line, column] = match;
      const where = column === 'row' ? `Line ${line}` : `Line ${line}, ${column}`;
      return { line: Number(line), column, message: issue.message, text: `${where}: ${issue.message}` };
    });
    return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  }
  const message = describeError(error);
  return [{ line: null, column: null, message, text: message }];
}

/** The template's file name, with the day it was made. */
export function templateFileName(day: string): string {
  return `metrics-import-${day}.csv`;
}
