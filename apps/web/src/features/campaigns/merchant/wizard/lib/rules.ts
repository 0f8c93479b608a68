/**
 * The wizard's rules (spec section 5 and the shared campaign schemas): every problem of the values as
 * a form path and a message. The last check runs the built request through the shared
 * `createCampaignRequestSchema` (the one the API validates with), so the form refuses what the API would.
 */
import { z } from 'zod';
import { CAMPAIGN_LIMITS, createCampaignRequestSchema } from '@app/shared/campaigns';
import { isFieldValue } from '../../../../../lib/dates';
import { amountFieldOf, formatMoney, parseAmount, wholeAmountMinorOrNull } from '../../../../../lib/money';
import { formatInteger, parseWholeNumber, wholeNumberProblem } from '../../../../../lib/numbers';
import { buildCreateRequest } from './request';
import { campaignMoments, type DeliverableValues, type WizardValues } from './values';

/** What the resolver knows beyond the values: the budget bounds of the chosen currency (minor units). */
export interface WizardContext {
  budget?: { currency: string; min_minor: number; max_minor: number } | null;
}

export const END_BEFORE_START_MESSAGE = 'The campaign must end after it starts';
export const NO_CREATORS_MESSAGE = 'Choose at least one creator';
export const NO_DELIVERABLES_MESSAGE = 'Add at least one deliverable';

type Issue = { path: (string | number)[]; message: string };

function deliverableIssues(d: DeliverableValues, index: number, values: WizardValues): Issue[] {
  const issues: Issue[] = [];
  const at = (field: keyof DeliverableValues, message: string) =>
    issues.push({ path: ['deliverables', index, field], message });
  if (!d.channel) at('channel', 'Choose a platform');
  else if (!values.platforms.includes(d.channel)) at('channel', "The platform is not one of the campaign's");
  if (!d.post_content_type) at('post_content_type', 'Choose the type of post');
  const selected = new Set(values.influencer_ids);
  if (d.influencer_ids.length === 0) at('influencer_ids', 'Choose at least one creator for the deliverable');
  else if (d.influencer_ids.some((id) => !selected.has(id)))
    at('influencer_ids', 'A creator here is no longer selected');
  if (!isFieldValue('date', d.start_date)) at('start_date', 'Choose the start date');
  if (!isFieldValue('date', d.end_date)) at('end_date', 'Choose the end date');
  if (isFieldValue('date', d.start_date) && isFieldValue('date', d.end_date)) {
    if (d.end_date < d.start_date) at('end_date', 'The end cannot be before the start');
    if (isFieldValue('date', values.start_date) && d.start_date < values.start_date)
      at('start_date', 'Choose a date within the campaign');
    if (isFieldValue('date', values.end_date) && d.end_date > values.end_date)
      at('end_date', 'Choose a date within the campaign');
  }
  if (d.bonus_type !== 'NONE') {
    const parsed = parseAmount(d.bonus_amount);
    if ('problem' in parsed) at('bonus_amount', parsed.problem);
    else if (parsed.minor === null)
      at('bonus_amount', d.bonus_type === 'FIXED' ? 'Give the custom rate' : 'Give the bonus amount');
    else if (parsed.minor === 0) at('bonus_amount', 'The amount must be more than 0');
  }
  const posts = parseWholeNumber(d.number_of_posts);
  if (posts === null || posts < 1 || posts > 50) at('number_of_posts', 'From 1 to 50 posts');
  if (d.extra_instructions.length > CAMPAIGN_LIMITS.text)
    at('extra_instructions', `At most ${formatInteger(CAMPAIGN_LIMITS.text)} characters`);
  return issues;
}

/** Every problem of the values, as form paths and messages (the shared request schema's last). */
export function wizardIssues(values: WizardValues, context: WizardContext = {}): Issue[] {
  const issues: Issue[] = [];
  const at = (path: Issue['path'], message: string) => issues.push({ path, message });

  if (!values.brand_id) at(['brand_id'], 'Choose a brand');
  const name = values.name.trim();
  if (!name) at(['name'], 'Give the campaign a name');
  else if (name.length > CAMPAIGN_LIMITS.name) at(['name'], `At most ${CAMPAIGN_LIMITS.name} characters`);
  if (!values.country) at(['country'], 'Choose a country');
  if (!isFieldValue('date', values.start_date)) at(['start_date'], 'Choose the start date');
  if (!isFieldValue('time', values.start_time)) at(['start_time'], 'Choose the start time');
  if (!isFieldValue('date', values.end_date)) at(['end_date'], 'Choose the end date');
  if (!isFieldValue('time', values.end_time)) at(['end_time'], 'Choose the end time');
  const { start, end } = campaignMoments(values);
  if (start && end && end <= start) at(['end_date'], END_BEFORE_START_MESSAGE);
  if (values.platforms.length === 0) at(['platforms'], 'Choose at least one platform');
  if (!values.currency) at(['currency'], 'Choose the currency');
  // The budget is the spec's number-type field: whole units, digits only; the bounds are minor units.
  const budgetProblem = wholeNumberProblem(values.budget);
  const budget = wholeAmountMinorOrNull(values.budget);
  if (values.budget.trim() === '') at(['budget'], 'Give the budget');
  else if (budgetProblem) at(['budget'], budgetProblem);
  else if (budget !== null && context.budget && context.budget.currency === values.currency) {
    const { min_minor: min, max_minor: max } = context.budget;
    if (budget < min) at(['budget'], `The budget is at least ${formatMoney(min, values.currency)}`);
    else if (budget > max) at(['budget'], `The budget is at most ${formatMoney(max, values.currency)}`);
  }
  for (const key of ['campaign_objective', 'description', 'product_overview'] as const) {
    if (values[key].length > CAMPAIGN_LIMITS.text)
      at([key], `At most ${formatInteger(CAMPAIGN_LIMITS.text)} characters`);
  }
  for (const key of ['selling_points', 'content_creation_steps'] as const) {
    values[key].forEach((row, index) => {
      if (row.text.length > CAMPAIGN_LIMITS.rowText)
        at([key, index, 'text'], `At most ${CAMPAIGN_LIMITS.rowText} characters`);
    });
    if (values[key].length > CAMPAIGN_LIMITS.rows) at([key], `At most ${CAMPAIGN_LIMITS.rows} rows`);
  }

  if (values.selection_mode === 'GROUP' && values.influencer_groups.length === 0)
    at(['influencer_groups'], 'Choose a creator group');
  else if (values.influencer_ids.length === 0)
    at(
      ['influencer_ids'],
      values.selection_mode === 'GROUP' ? 'The chosen groups have no creators' : NO_CREATORS_MESSAGE,
    );
  else if (values.influencer_ids.length > CAMPAIGN_LIMITS.creators)
    at(['influencer_ids'], `At most ${formatInteger(CAMPAIGN_LIMITS.creators)} creators`);

  if (values.deliverables.length === 0) at(['deliverables'], NO_DELIVERABLES_MESSAGE);
  else if (values.deliverables.length > CAMPAIGN_LIMITS.deliverables)
    at(['deliverables'], `At most ${CAMPAIGN_LIMITS.deliverables} deliverables`);
  values.deliverables.forEach((d, index) => issues.push(...deliverableIssues(d, index, values)));

  if (values.contract_template_ids.length > CAMPAIGN_LIMITS.templates)
    at(['contract_template_ids'], `At most ${CAMPAIGN_LIMITS.templates} templates`);

  // Whatever the form's own rules let through still meets the API's schema (the same one the server runs).
  if (issues.length === 0) {
    const parsed = createCampaignRequestSchema.safeParse(buildCreateRequest(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        at(
          // The request names amounts `*_minor`; the form holds them as typed under the plain name.
          issue.path
            .filter((p): p is string | number => typeof p !== 'symbol')
            .map((p) => (typeof p === 'string' ? amountFieldOf(p) : p)),
          issue.message,
        );
    }
  }
  return issues;
}

/** The form's zod schema: the values as they are, refused with `wizardIssues`. */
export function wizardSchema(context: WizardContext = {}) {
  return z.custom<WizardValues>().superRefine((values, ctx) => {
    for (const issue of wizardIssues(values, context))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}
