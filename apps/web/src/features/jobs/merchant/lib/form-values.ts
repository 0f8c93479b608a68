/**
 * The job form's values (spec section 3, Job form) as people edit them, and their translation to the
 * request of POST /jobs-marketplace/job (the shared `jobFormSchema`'s input) and back from a saved job.
 *
 * The form keeps what is typed: days as "YYYY-MM-DD" with times "HH:mm" in the country's time zone,
 * the budget, the duration and the task numbers as text. The request's dates are ISO date-times
 * carrying the country's offset (spec section 5); the duration and the task numbers go as JSON numbers
 * (commas dropped; the API never reads digits in a string), the budget (whole units as typed) as integer
 * minor units, `budget_minor` (decision 017, through lib/money).
 */
import {
  DEFAULT_AGE_FROM,
  DEFAULT_AGE_TO,
  DEFAULT_GENDER,
  type GENDER_FILTERS,
  type INCOME_CATEGORIES,
} from '@app/shared/creator-options';
import { type CAMPAIGN_PERIODS, type Job, JOB_TRANSITIONS, type JobForm, type MarketplaceMode } from '@app/shared/jobs';
import { canMove } from '@app/shared/state-machine';
import { dayjs, fieldValueToIso, FIELD_VALUE_FORMATS, isFieldValue } from '../../../../lib/dates';
import { amountText, wholeAmountMinorOrNull } from '../../../../lib/money';
import { parseWholeNumber } from '../../../../lib/numbers';

export type GenderFilter = (typeof GENDER_FILTERS)[number];
export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];
export type CampaignPeriod = (typeof CAMPAIGN_PERIODS)[number];

/** One row of tasks: `number` posts of a post content type on a channel (expanded into one task per post on save). */
export interface JobTaskValues {
  channel: string;
  post_content_type: string;
  /** As typed ("2"). */
  number: string;
}

/** Who may bid in "Open selection" (empty lists: anyone; no countries: the job's own country). */
export interface AttributeValues {
  occupation: string[];
  interests: string[];
  age_group: { from: number; to: number };
  posting_about: string[];
  countries: string[];
  locations: number[];
  gender: GenderFilter;
  income_category: IncomeCategory[];
  influencer_levels: string[];
}

export interface JobFormValues {
  brand_id: string;
  name: string;
  /** Two-letter code; '' while none is chosen. Its time zone is the one of the dates below. */
  country: string;
  currency: string;
  /** "YYYY-MM-DD"; '' while empty. */
  bid_start_date: string;
  /** "HH:mm". */
  bid_start_time: string;
  bid_end_date: string;
  bid_end_time: string;
  /** "YYYY-MM-DD" (the day's start in the country's zone is sent). */
  estimated_campaign_start_date: string;
  /** Whole units as typed ("50,000"). */
  budget: string;
  campaign_period: CampaignPeriod;
  /** As typed. */
  campaign_duration: string;
  marketplace_mode: MarketplaceMode;
  /** Group ids (mode "groups"). */
  marketplace_values_group: string[];
  /** Creator ids (mode "self-select"). */
  marketplace_values_self_select: number[];
  marketplace_values_influencer_attributes: AttributeValues;
  channels: string[];
  tasks: JobTaskValues[];
  /** Drafts are reviewed before posting. */
  pre_approval: boolean;
}

export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '18:00';
/** The estimated campaign start is a day: its first minute in the country's zone is sent. */
const DAY_START = '00:00';

export function defaultAttributes(): AttributeValues {
  return {
    occupation: [],
    interests: [],
    age_group: { from: DEFAULT_AGE_FROM, to: DEFAULT_AGE_TO },
    posting_about: [],
    countries: [],
    locations: [],
    gender: DEFAULT_GENDER,
    income_category: [],
    influencer_levels: [],
  };
}

export function newTask(channel = ''): JobTaskValues {
  return { channel, post_content_type: '', number: '1' };
}

/** A new job: nothing chosen, open selection, bidding from 09:00 to 18:00 on days still to choose. */
export function newJobValues(brandId = ''): JobFormValues {
  return {
    brand_id: brandId,
    name: '',
    country: '',
    currency: '',
    bid_start_date: '',
    bid_start_time: DEFAULT_START_TIME,
    bid_end_date: '',
    bid_end_time: DEFAULT_END_TIME,
    estimated_campaign_start_date: '',
    budget: '',
    campaign_period: 'week',
    campaign_duration: '1',
    marketplace_mode: 'influencer_attributes',
    marketplace_values_group: [],
    marketplace_values_self_select: [],
    marketplace_values_influencer_attributes: defaultAttributes(),
    channels: [],
    tasks: [],
    pre_approval: true,
  };
}

/**
 * A day and a time in a zone as the ISO date-time the API takes; '' while either is incomplete (the schema then refuses
 * it).
 */
export function instant(day: string, time: string, zone: string | null): string {
  if (!zone || !isFieldValue('date', day) || !isFieldValue('time', time)) return '';
  return fieldValueToIso(`${day}T${time}`, zone) ?? '';
}

export interface RequestOptions {
  /** The country's IANA zone (from the config bundle); null while no country is chosen. */
  zone: string | null;
  /** The job being edited (a draft, or a job without bids). */
  jobId?: string | null;
  /** false keeps a draft. */
  publish: boolean;
}

/**
 * The request of POST /jobs-marketplace/job for the values: the mode's own selection only (the
 * other modes' values are not sent), the attributes only in open selection.
 */
export function buildJobRequest(values: JobFormValues, { zone, jobId, publish }: RequestOptions): JobForm {
  const mode = values.marketplace_mode;
  return {
    ...(jobId ? { job_id: jobId } : {}),
    brand_id: values.brand_id,
    name: values.name,
    bid_start_date: instant(values.bid_start_date, values.bid_start_time, zone),
    bid_end_date: instant(values.bid_end_date, values.bid_end_time, zone),
    // Not a whole number as typed: -1, which the shared schema refuses (the form's own rule says why first).
    budget_minor: wholeAmountMinorOrNull(values.budget) ?? -1,
    currency: values.currency,
    country: values.country,
    estimated_campaign_start_date: instant(values.estimated_campaign_start_date, DAY_START, zone),
    campaign_period: values.campaign_period,
    campaign_duration: wholeNumber(values.campaign_duration),
    marketplace_mode: mode,
    marketplace_values_group: mode === 'groups' ? values.marketplace_values_group : [],
    marketplace_values_self_select: mode === 'self-select' ? values.marketplace_values_self_select : [],
    ...(mode === 'influencer_attributes'
      ? { marketplace_values_influencer_attributes: values.marketplace_values_influencer_attributes }
      : {}),
    channels: values.channels,
    pre_approval: values.pre_approval,
    tasks: values.tasks.map((task) => ({
      channel: task.channel,
      post_content_type: task.post_content_type,
      number: wholeNumber(task.number),
    })),
    publish,
  };
}

/** A typed whole number ("1,500" -> 1500); NaN when it is not one: the schema refuses it, the form says why first. */
const wholeNumber = (text: string) => parseWholeNumber(text) ?? Number.NaN;

/** Expanded tasks (one per post) back into rows with a number, in their first order. */
export function collapseTasks(tasks: ReadonlyArray<{ channel: string; post_content_type: string }>): JobTaskValues[] {
  const rows = new Map<string, { channel: string; post_content_type: string; count: number }>();
  for (const task of tasks) {
    const key = `${task.channel}:${task.post_content_type}`;
    const row = rows.get(key) ?? { channel: task.channel, post_content_type: task.post_content_type, count: 0 };
    row.count += 1;
    rows.set(key, row);
  }
  return [...rows.values()].map((row) => ({
    channel: row.channel,
    post_content_type: row.post_content_type,
    number: String(row.count),
  }));
}

/** A saved job's values in the form, its dates in the country's zone (the browser's when the zone is unknown). */
export function valuesFromJob(job: Job, zone: string | null): JobFormValues {
  const local = (iso: string) => (zone ? dayjs(iso).tz(zone) : dayjs(iso));
  const day = (iso: string) => local(iso).format(FIELD_VALUE_FORMATS.date);
  const time = (iso: string) => local(iso).format(FIELD_VALUE_FORMATS.time);
  const attributes = job.marketplace_values_influencer_attributes;
  return {
    brand_id: job.brand_id,
    name: job.name,
    country: job.country,
    currency: job.currency,
    bid_start_date: day(job.bid_start_date),
    bid_start_time: time(job.bid_start_date),
    bid_end_date: day(job.bid_end_date),
    bid_end_time: time(job.bid_end_date),
    estimated_campaign_start_date: day(job.estimated_campaign_start_date),
    budget: amountText(job.budget_minor),
    campaign_period: job.campaign_period,
    campaign_duration: String(job.campaign_duration),
    marketplace_mode: job.marketplace_mode,
    marketplace_values_group: [...job.marketplace_values_group],
    marketplace_values_self_select: [...job.marketplace_values_self_select],
    marketplace_values_influencer_attributes: {
      ...defaultAttributes(),
      ...attributes,
      age_group: { ...attributes.age_group },
    },
    channels: [...job.channels],
    tasks: collapseTasks(job.tasks),
    pre_approval: job.pre_approval,
  };
}

/** Whether a saved job may still be edited in the form: not closed, and no bid yet (the API refuses it after). */
export function editable(job: Pick<Job, 'status' | 'bids_count'>): boolean {
  return canMove(JOB_TRANSITIONS, job.status, 'EDIT', 'BRAND') && job.bids_count === 0;
}
