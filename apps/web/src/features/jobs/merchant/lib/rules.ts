/**
 * The job form's resolver: the values are turned into the request and checked with the shared
 * `jobFormSchema` (the API's own rules), after a few rules of the form itself that say in plain words
 * what is missing (an empty day, a budget not typed) where the schema would speak of ISO strings.
 * The submit handler receives the schema's parsed output: the body the API takes.
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { jobFormSchema } from '@app/shared/jobs';
import { isFieldValue } from '../../../../lib/dates';
import { formatMoney, wholeAmountMinorOrNull } from '../../../../lib/money';
import { parseWholeNumber, wholeNumberProblem } from '../../../../lib/numbers';
import type { SaveJobBody } from '../../api/save-job';
import { buildJobRequest, type JobFormValues, type RequestOptions } from './form-values';

export interface RuleContext extends RequestOptions {
  /** The currency's budget bounds (minor units), when loaded for the chosen currency. */
  budget: { currency: string; min_minor: number; max_minor: number } | null;
}

type Messages = Record<string, string>;

/** The form's own messages, keyed by form path. */
export function formProblems(values: JobFormValues, context: Pick<RuleContext, 'budget'>): Messages {
  const problems: Messages = {};
  const add = (path: string, message: string) => {
    problems[path] ??= message;
  };
  if (!values.brand_id) add('brand_id', 'Choose a brand');
  if (!values.country) add('country', 'Choose a country');
  else if (!values.currency) add('currency', 'Choose a currency');
  const days: Array<[keyof JobFormValues, string]> = [
    ['bid_start_date', 'Choose the day bidding opens'],
    ['bid_end_date', 'Choose the day bidding closes'],
    ['estimated_campaign_start_date', 'Choose the day the campaign should start'],
  ];
  for (const [name, message] of days) if (!isFieldValue('date', values[name] as string)) add(name, message);
  if (!isFieldValue('time', values.bid_start_time)) add('bid_start_time', 'Choose the time bidding opens');
  if (!isFieldValue('time', values.bid_end_time)) add('bid_end_time', 'Choose the time bidding closes');

  // The budget is the spec's number-type field: whole units, digits only; the bounds are minor units.
  const budgetProblem = wholeNumberProblem(values.budget);
  const budget = wholeAmountMinorOrNull(values.budget);
  if (budgetProblem) add('budget', budgetProblem);
  else if (budget === null) add('budget', 'Give the budget');
  else if (context.budget && context.budget.currency === values.currency) {
    if (budget < context.budget.min_minor)
      add('budget', `The budget is at least ${formatMoney(context.budget.min_minor, values.currency)}`);
    else if (budget > context.budget.max_minor)
      add('budget', `The budget is at most ${formatMoney(context.budget.max_minor, values.currency)}`);
  }
  const durationProblem = wholeNumberProblem(values.campaign_duration, 365);
  if (durationProblem) add('campaign_duration', durationProblem);
  else if (!parseWholeNumber(values.campaign_duration)) add('campaign_duration', 'Give the duration (at least 1)');

  values.tasks.forEach((task, index) => {
    if (!task.channel) add(`tasks.${index}.channel`, 'Choose a channel');
    if (!task.post_content_type) add(`tasks.${index}.post_content_type`, 'Choose the type of post');
    const numberProblem = wholeNumberProblem(task.number, 20);
    if (numberProblem) add(`tasks.${index}.number`, numberProblem);
    else if (!parseWholeNumber(task.number)) add(`tasks.${index}.number`, 'At least 1 post');
  });
  return problems;
}

/**
 * The resolver: form rules, then the shared schema on the request built from the values (its
 * messages on the fields they name: the request's names are the form's, a day carrying its date-time).
 * `context` is read at each validation (the zone, the budget bounds and the submit button pressed).
 */
export function jobFormResolver(context: () => RuleContext): Resolver<JobFormValues, unknown, SaveJobBody> {
  return async (values, _context, options) => {
    const rules = context();
    const messages = formProblems(values, rules);
    const parsed = jobFormSchema.safeParse(buildJobRequest(values, rules));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        // An issue about a value the form already explained (or one inside it) is not repeated.
        if (Object.keys(messages).some((known) => path === known || path.startsWith(`${known}.`))) continue;
        messages[path || 'root'] ??= issue.message;
      }
    }
    if (parsed.success && Object.keys(messages).length === 0) return { values: parsed.data as SaveJobBody, errors: {} };
    const flat = Object.fromEntries(
      Object.entries(messages).map(([path, message]) => [path, { type: 'validation', message } satisfies FieldError]),
    );
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
