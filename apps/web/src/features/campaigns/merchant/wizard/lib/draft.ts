/**
 * Drafts (spec sections 4 and 7; issue 11 part 3): the wizard's values stored as they are, with the
 * step to resume at. Empty dates are stored as null; amounts as integer minor units (`budget_minor`,
 * `bonus_amount_minor`, decision 017), null when what was typed is not an amount. A draft read back is
 * taken leniently: a field that is missing or of another shape (an older wizard wrote it, with amounts as
 * typed text) starts as new, the rest is kept.
 */
import { z } from 'zod';
import { BONUS_TYPES } from '@app/shared/campaign-pricing';
import { amountMinorOrNull, amountText } from '../../../../../lib/money';
import { MAX_CONTENT_ROUNDS } from '@app/shared/content';
import { GENDER_FILTERS, INCOME_CATEGORIES } from '@app/shared/creator-options';
import { DEFAULT_FILTERS, type DiscoveryFilters } from '../../../../creators/lib/filters';
import { LAST_STEP, newWizardValues, SELECTION_MODES, type WizardValues } from './values';

const text = (fallback = '') => z.string().catch(fallback);
/** null (a draft's empty date) reads as ''. */
const dateText = z
  .string()
  .nullable()
  .transform((value) => value ?? '')
  .catch('');
const flag = z.boolean().catch(false);
const ids = z.array(z.number().int().positive()).catch([]);
const strings = z.array(z.string()).catch([]);
const rows = z.array(z.object({ text: z.string() })).catch(newWizardValues().selling_points);
const tags = z.array(z.object({ channel: z.string(), text: z.string() })).catch([]);

const filtersSchema: z.ZodType<DiscoveryFilters, unknown> = z
  .object({
    channels: z.array(z.object({ channel: z.string(), levels: z.array(z.string()) })).catch([]),
    countries: strings,
    locations: ids,
    gender: z.enum(GENDER_FILTERS).catch(DEFAULT_FILTERS.gender),
    ageFrom: z.number().int().catch(DEFAULT_FILTERS.ageFrom),
    ageTo: z.number().int().catch(DEFAULT_FILTERS.ageTo),
    interests: strings,
    occupations: strings,
    incomeCategories: z.array(z.enum(INCOME_CATEGORIES)).catch([]),
    creatorTypeIds: ids,
    groupIds: strings,
    text: text(),
  })
  .catch(DEFAULT_FILTERS);

const deliverableSchema = z.object({
  channel: text(),
  post_content_type: text(),
  influencer_ids: ids,
  start_date: dateText,
  end_date: dateText,
  bonus_type: z.enum(BONUS_TYPES).catch('NONE'),
  bonus_amount: text(),
  number_of_posts: text('1'),
  extra_instructions: text(),
});

const defaults = newWizardValues();

const draftValuesSchema = z.object({
  brand_id: text(),
  brief_id: z.string().nullable().catch(null),
  name: text(),
  country: text(),
  timezone: text(),
  start_date: dateText,
  start_time: z
    .string()
    .nullable()
    .transform((value) => value ?? '')
    .catch(defaults.start_time),
  end_date: dateText,
  end_time: z
    .string()
    .nullable()
    .transform((value) => value ?? '')
    .catch(defaults.end_time),
  platforms: strings,
  budget: text(),
  currency: text(),
  campaign_objective: text(),
  description: text(),
  call_to_action: text(),
  product_overview: text(),
  selling_points: rows,
  content_creation_steps: rows,
  handles: tags,
  hashtags: tags,
  thumbnail: z.string().nullable().catch(null),
  assets: strings,
  pre_approval: flag,
  advertiser_pre_approval: flag,
  max_content_rounds: z.number().int().min(1).max(MAX_CONTENT_ROUNDS).catch(defaults.max_content_rounds),
  selection_mode: z.enum(SELECTION_MODES).catch(defaults.selection_mode),
  influencer_groups: strings,
  influencer_ids: ids,
  filters: filtersSchema,
  deliverables: z.array(deliverableSchema).catch([]),
  contract_template_ids: strings,
  contract_signature_required: flag,
}) satisfies z.ZodType<WizardValues, unknown>;

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored `<name>_minor` amount as the text its field starts with (an older draft's text is kept as it is). */
function typedAmounts(data: Data, names: readonly string[]): Data {
  const out: Data = { ...data };
  for (const name of names) {
    const minor = data[`${name}_minor`];
    if (typeof minor === 'number' && Number.isSafeInteger(minor) && minor >= 0) out[name] = amountText(minor);
    else if (minor === null) out[name] = '';
    delete out[`${name}_minor`];
  }
  return out;
}

/** The values a draft's data holds (anything unreadable starts as new). */
export function valuesFromDraft(data: unknown): WizardValues {
  const stored = isData(data) ? typedAmounts(data, ['budget']) : {};
  if (Array.isArray(stored.deliverables))
    stored.deliverables = stored.deliverables.map((d) => (isData(d) ? typedAmounts(d, ['bonus_amount']) : d));
  const parsed = draftValuesSchema.safeParse(stored);
  return parsed.success ? parsed.data : newWizardValues();
}

/** The step to resume at, within the wizard's steps. */
export function draftStep(step: number): number {
  return Number.isInteger(step) ? Math.min(Math.max(step, 0), LAST_STEP) : 0;
}

const orNull = (value: string) => (value === '' ? null : value);

/** The draft's data: the values as they are, empty dates as null, amounts in minor units. */
export function draftData(values: WizardValues): Record<string, unknown> {
  const { budget, ...rest } = values;
  return {
    ...rest,
    budget_minor: amountMinorOrNull(budget),
    start_date: orNull(values.start_date),
    start_time: orNull(values.start_time),
    end_date: orNull(values.end_date),
    end_time: orNull(values.end_time),
    deliverables: values.deliverables.map(({ bonus_amount, ...d }) => ({
      ...d,
      bonus_amount_minor: amountMinorOrNull(bonus_amount),
      start_date: orNull(d.start_date),
      end_date: orNull(d.end_date),
    })),
  };
}

/** POST/PATCH /campaign_drafts body (without company_id): the name (if any), the step and the data. */
export function draftBody(
  values: WizardValues,
  step: number,
): { name: string | null; step: number; data: Record<string, unknown> } {
  return { name: values.name.trim().slice(0, 120) || null, step: draftStep(step), data: draftData(values) };
}
