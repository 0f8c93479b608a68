/**
 * The creator's "Report figures" form: the figures typed as text (commas allowed) and read as whole numbers with the
 * shared rules (metricValuesSchema's limits, metricValuesProblem: reach not above impressions), the day they were
 * read (optional, not in the future) and the screenshot of the platform's insights. Sent as the API's multipart form.
 */
import { z } from 'zod';
import { METRIC_COUNTS, metricValuesProblem, metricValuesSchema, type MetricValues } from '@app/shared/reporting';
import { dayjs, FIELD_VALUE_FORMATS, isFieldValue } from '../../../lib/dates';
import { parseWholeNumber, wholeNumberProblem } from '../../../lib/numbers';

/** The figures in the order the platforms' insights screens show them, with their labels. */
export const FIGURE_FIELDS = [...METRIC_COUNTS, 'followers'] as const;
export type FigureField = (typeof FIGURE_FIELDS)[number];

export const FIGURE_LABELS: Record<FigureField, string> = {
  impressions: 'Impressions',
  reach: 'Reach',
  views: 'Views',
  likes: 'Likes',
  comments: 'Comments',
  shares: 'Shares',
  saved: 'Saves',
  followers: 'Followers',
};

export const FIGURE_HINTS: Partial<Record<FigureField, string>> = {
  reach: 'Accounts reached: not more than impressions',
  followers: 'Your followers today',
};

export type ReportFormValues = Record<FigureField, string> & {
  /** The day the figures were read, YYYY-MM-DD; '' for now. */
  captured_day: string;
  file: File | null;
};

export const emptyReportForm = (): ReportFormValues => ({
  impressions: '',
  reach: '',
  views: '',
  likes: '',
  comments: '',
  shares: '',
  saved: '',
  followers: '',
  captured_day: '',
  file: null,
});

/** The form's field names the API's errors may name (captured_at is the day field here). */
export const REPORT_FORM_FIELDS = [...FIGURE_FIELDS, 'captured_day', 'file'] as const;
export const REPORT_FORM_ALIASES = { captured_at: 'captured_day' } as const;

/** "reach cannot be more than impressions" -> "Reach cannot be more than impressions". */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const figure = (name: FigureField) =>
  z.string().superRefine((text, context) => {
    if (text.trim() === '') {
      context.addIssue({ code: 'custom', message: `Enter the ${FIGURE_LABELS[name].toLowerCase()}` });
      return;
    }
    const problem = wholeNumberProblem(text);
    if (problem) {
      context.addIssue({ code: 'custom', message: problem });
      return;
    }
    // The API's own limits, with its messages.
    const checked = metricValuesSchema.shape[name].safeParse(parseWholeNumber(text));
    if (!checked.success) context.addIssue({ code: 'custom', message: sentence(checked.error.issues[0].message) });
  });

/** The figures as numbers, once every one is a whole number. */
export function figuresOf(values: Record<FigureField, string>): MetricValues | null {
  const parsed = FIGURE_FIELDS.map((name) => [name, parseWholeNumber(values[name])] as const);
  if (parsed.some(([, value]) => value === null)) return null;
  return Object.fromEntries(parsed) as MetricValues;
}

export function reportFormSchema(today: string = dayjs().format(FIELD_VALUE_FORMATS.date)) {
  return z
    .object({
      ...(Object.fromEntries(FIGURE_FIELDS.map((name) => [name, figure(name)])) as Record<
        FigureField,
        ReturnType<typeof figure>
      >),
      captured_day: z
        .string()
        .refine((day) => day === '' || isFieldValue('date', day), 'Choose a day as DD/MM/YYYY')
        .refine((day) => day === '' || day <= today, 'The figures cannot be read in the future'),
      file: z
        .custom<File | null>((value) => value === null || value instanceof File)
        .refine((file) => file !== null, 'Attach a screenshot of the insights screen'),
    })
    .superRefine((values, context) => {
      const figures = figuresOf(values);
      const problem = figures && metricValuesProblem(figures);
      if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: sentence(problem.message) });
    });
}

/**
 * When the figures were read, as the API takes it: now for today (or no day), else the end of that day (in the
 * browser's zone), so a day's reading is its last.
 */
export function capturedAtOf(day: string, now: Date = new Date()): string | null {
  if (!day || !isFieldValue('date', day)) return null;
  const end = dayjs(day, FIELD_VALUE_FORMATS.date, true).endOf('day');
  return end.isAfter(dayjs(now)) ? null : end.toISOString();
}

/** The multipart body of POST /creator/content/{id}/metrics: the figures, captured_at when given, then the file. */
export function reportFormData(values: ReportFormValues, now: Date = new Date()): FormData {
  const form = new FormData();
  const figures = figuresOf(values);
  for (const name of FIGURE_FIELDS) form.append(name, String(figures?.[name] ?? values[name]));
  const capturedAt = capturedAtOf(values.captured_day, now);
  if (capturedAt) form.append('captured_at', capturedAt);
  if (values.file) form.append('file', values.file, values.file.name);
  return form;
}
