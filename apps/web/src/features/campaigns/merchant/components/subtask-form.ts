/**
 * The rules of a deliverable's subtasks on the campaign page: end dates as the forms hold them (local
 * "YYYY-MM-DDTHH:mm" in the campaign's zone) within the campaign's dates, sent as ISO with the zone's offset; the split
 * form's schema and first rows; what a refused change says, from the reply's `code` and `field` (never its message).
 */
import { z } from 'zod';
import type { Campaign } from '@app/shared/campaigns';
import type { CampaignStatus } from '@app/shared/campaign-status';
import { toast, toastFailure } from '../../../../components/toast';
import { isApiError } from '../../../../lib/api-client';
import { DATE_FORMATS, dayjs, FIELD_VALUE_FORMATS, isFieldValue } from '../../../../lib/dates';
import { safeZone } from '../../lib/format';

/** The API takes at most this many subtasks in one request. */
export const MAX_SUBTASKS_PER_SPLIT = 100;

/** Subtasks change while the campaign is upcoming or ongoing (the API answers 409 afterwards). */
export function subtasksCanChange(status: CampaignStatus): boolean {
  return status === 'UPCOMING' || status === 'ONGOING';
}

/** The campaign's dates as the bounds of a subtask's end date, in its zone (min and max inclusive). */
export interface SubtaskBounds {
  min: string;
  max: string;
  /** The campaign's zone, or undefined (the browser's) when the API sent one we cannot use. */
  zone: string | undefined;
}

const inZone = (iso: string, zone: string | undefined) => (zone ? dayjs(iso).tz(zone) : dayjs(iso));

/** An API date as a field value in the zone ("2027-03-13T13:30"), to the minute. */
export function toFieldValue(iso: string, zone: string | undefined): string {
  const local = inZone(iso, zone);
  return local.isValid() ? local.format(FIELD_VALUE_FORMATS.datetime) : '';
}

/** A field value in the zone as the ISO string with the zone's offset ("2027-03-13T13:30:00+03:00"). */
export function toIsoDate(value: string, zone: string | undefined): string {
  const format = FIELD_VALUE_FORMATS.datetime;
  return (zone ? dayjs.tz(value, format, zone) : dayjs(value, format, true)).format();
}

export function subtaskBounds(campaign: Pick<Campaign, 'start_date' | 'end_date' | 'timezone'>): SubtaskBounds {
  const zone = safeZone(campaign.timezone);
  const start = inZone(campaign.start_date, zone);
  // Whole minutes only: a start with seconds rounds up, so the first minute offered is inside the campaign.
  const first = start.second() > 0 || start.millisecond() > 0 ? start.add(1, 'minute') : start;
  return { min: first.format(FIELD_VALUE_FORMATS.datetime), max: toFieldValue(campaign.end_date, zone), zone };
}

/** "13 Mar 2027 13:30" for a field value. */
export function showFieldValue(value: string): string {
  return dayjs(value, FIELD_VALUE_FORMATS.datetime, true).format(DATE_FORMATS.dayFirstTime);
}

/** Why an end date cannot be sent, or null: missing, or outside the campaign's dates. */
export function endDateProblem(value: string | null | undefined, bounds: SubtaskBounds): string | null {
  if (!isFieldValue('datetime', value)) return 'Choose an end date';
  if (value < bounds.min || value > bounds.max)
    return `Choose an end date within the campaign: ${showFieldValue(bounds.min)} to ${showFieldValue(bounds.max)}`;
  return null;
}

const endDateField = (bounds: SubtaskBounds) =>
  z.string().superRefine((value, ctx) => {
    const problem = endDateProblem(value, bounds);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The split form: one row per subtask, its end date and which of the deliverable's creators owe the post. */
export function splitFormSchema(bounds: SubtaskBounds, creatorsToChoose: boolean) {
  return z.object({
    subtasks: z
      .array(
        z.object({
          end_date: endDateField(bounds),
          // Ids as the checkboxes hold them; an empty list would mean every creator to the API, so one is asked for.
          influencer_ids: creatorsToChoose
            ? z.array(z.string()).min(1, 'Choose at least one creator')
            : z.array(z.string()),
        }),
      )
      .min(1, 'Add at least one subtask')
      .max(MAX_SUBTASKS_PER_SPLIT, `Add at most ${MAX_SUBTASKS_PER_SPLIT} subtasks at once`),
  });
}

export type SplitFormValues = z.input<ReturnType<typeof splitFormSchema>>;

/**
 * `count` end dates spread evenly over the deliverable's dates (as far as they lie within the campaign, else the
 * campaign's), the last on the deliverable's end: "2 posts" from 06 to 20 March are due on the 13th and the 20th.
 */
export function spreadEndDates(
  count: number,
  bounds: SubtaskBounds,
  deliverable: Pick<Campaign['deliverables'][number], 'start_date' | 'end_date'>,
): string[] {
  const format = FIELD_VALUE_FORMATS.datetime;
  const at = (value: string) =>
    (bounds.zone ? dayjs.tz(value, format, bounds.zone) : dayjs(value, format, true)).valueOf();
  const low = Math.max(at(bounds.min), Date.parse(deliverable.start_date) || -Infinity);
  const high = Math.min(at(bounds.max), Date.parse(deliverable.end_date) || Infinity);
  const [from, to] = low < high ? [low, high] : [at(bounds.min), at(bounds.max)];
  return Array.from({ length: count }, (_, index) => {
    const value = toFieldValue(new Date(from + ((index + 1) * (to - from)) / count).toISOString(), bounds.zone);
    return value < bounds.min ? bounds.min : value > bounds.max ? bounds.max : value;
  });
}

/** The split form's rows for `count` subtasks: dates spread, every creator of the deliverable on each. */
export function splitRows(
  count: number,
  bounds: SubtaskBounds,
  deliverable: Pick<Campaign['deliverables'][number], 'start_date' | 'end_date' | 'influencers'>,
): SplitFormValues['subtasks'] {
  const everyone = deliverable.influencers.map((creator) => String(creator.id));
  return spreadEndDates(count, bounds, deliverable).map((end_date) => ({ end_date, influencer_ids: [...everyone] }));
}

/** The form's rows as the API's body. */
export function splitRequest(values: SplitFormValues, zone: string | undefined) {
  return {
    subtasks: values.subtasks.map((row) => ({
      end_date: toIsoDate(row.end_date, zone),
      ...(row.influencer_ids.length ? { influencer_ids: row.influencer_ids.map(Number) } : {}),
    })),
  };
}

/** Whether a refused change is about a field of the form (a date or the creators of a row): it shows there. */
export function isSubtaskFieldError(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.code === 'VALIDATION' &&
    !!error.field &&
    /(^|\.)(end_date|influencer_ids)$/.test(error.field)
  );
}

/** What a refused subtask change says, from the reply's code and field. */
export function subtaskFailureMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  switch (error.code) {
    case 'FORBIDDEN':
      return 'You may not change the subtasks of this campaign.';
    case 'CONFLICT':
      return 'This campaign has ended or was cancelled: its subtasks can no longer change.';
    case 'NOT_FOUND':
      if (error.field === 'subtask_id') return 'This subtask was removed meanwhile.';
      if (error.field === 'influencer_id') return 'This creator is no longer on the subtask.';
      if (error.field === 'task_id') return 'This deliverable is no longer on the campaign.';
      return 'This campaign is no longer there.';
    case 'VALIDATION':
      if (error.field && /(^|\.)end_date$/.test(error.field)) return "Choose an end date within the campaign's dates.";
      if (error.field && /(^|\.)influencer_ids$/.test(error.field))
        return 'A chosen creator is no longer on this deliverable.';
      return null;
    default:
      return null;
  }
}

/** A refused subtask change as an error toast, worded from its code and field (rate limits are toasted centrally). */
export function toastSubtaskFailure(error: unknown): void {
  if (isApiError(error) && error.isRateLimited) return;
  const message = subtaskFailureMessage(error);
  if (message) toast({ type: 'error', message });
  else toastFailure(error);
}
