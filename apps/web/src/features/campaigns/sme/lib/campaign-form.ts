/**
 * The SME campaign form (issue 21, spec sections 3 and 9): what the owner types, checked step by step with the shared
 * request schema (`smeCreateCampaignRequestSchema`: its fields, then the whole request with its date rule), and
 * turned into the request the preview and the creation send. The budget is whole shillings typed as text (commas
 * allowed); days are picked in Nairobi and sent as the start of the first day and the end of the last.
 */
import { z } from 'zod';
import { toMinor } from '@app/shared/money';
import {
  recommendedPackage,
  SME_MAX_BUDGET,
  smeCreateCampaignRequestSchema,
  type PackageTier,
  type SmeChannel,
} from '@app/shared/sme';
import { dateFieldRangeProblem, dayjs, FIELD_VALUE_FORMATS, isFieldValue } from '../../../../lib/dates';
import { parseWholeNumber, wholeNumberProblem } from '../../../../lib/numbers';
import type { SmeCreateCampaignRequest } from '../../api/sme-create-campaign';
import type { SmePreviewRequest } from '../../api/sme-preview';
import { SME_TIMEZONE } from './format';

const shape = smeCreateCampaignRequestSchema.shape;

export type PackageName = z.output<ReturnType<typeof shape.package.unwrap>>;

export interface SmeCampaignFormValues {
  /** Whole shillings as typed ("100,000"). */
  budget: string;
  /** The package the owner picked; '' while they follow the recommendation. */
  package: PackageName | '';
  name: string;
  product: string;
  goal: string;
  dos: string;
  donts: string;
  description: string;
  /** Days, "YYYY-MM-DD". */
  start_date: string;
  end_date: string;
  channels: string[];
}

/** What the form gives once valid: the shared request without the creators (the preview chooses them). */
export type SmeCampaignRequest = z.output<typeof smeCreateCampaignRequestSchema>;

export const EMPTY_SME_CAMPAIGN: SmeCampaignFormValues = {
  budget: '',
  package: '',
  name: '',
  product: '',
  goal: '',
  dos: '',
  donts: '',
  description: '',
  start_date: '',
  end_date: '',
  channels: [],
};

export type SmeFormField = keyof SmeCampaignFormValues;

/** The steps of the create page, and the fields each one checks before the next. */
export const SME_CAMPAIGN_STEPS = [
  { label: 'Budget', title: 'Budget and package', fields: ['budget', 'package'] },
  {
    label: 'Describe',
    title: 'Describe your campaign',
    fields: ['name', 'product', 'goal', 'dos', 'donts', 'description', 'start_date', 'end_date', 'channels'],
  },
  { label: 'Creators', title: 'Your creators', fields: [] },
  { label: 'Pay', title: 'Create and pay', fields: [] },
] as const satisfies readonly { label: string; title: string; fields: readonly SmeFormField[] }[];

/** Every field of the form: a server error naming one of them shows on it. */
export const SME_CAMPAIGN_FIELDS = SME_CAMPAIGN_STEPS.flatMap((step) => step.fields) as SmeFormField[];

/** The step whose form holds `field`, or null when no step does. */
export function stepOfField(field: string | null | undefined): number | null {
  const index = SME_CAMPAIGN_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field ?? ''));
  return index < 0 ? null : index;
}

/** The budget typed, in whole shillings, or null while it is empty or not a number within the form's maximum. */
export function budgetOf(text: string): number | null {
  const budget = parseWholeNumber(text);
  return budget === null || budget > SME_MAX_BUDGET ? null : budget;
}

/** Spec section 9's rule on what is typed: the cheapest package priced at least the budget; none above the top. */
export function recommendedFor(text: string, packages?: readonly PackageTier[]): PackageTier | null {
  const budget = budgetOf(text);
  return budget === null ? null : recommendedPackage(toMinor(budget), packages);
}

/** The package the campaign is priced on: the one picked, else the recommended one. */
export function chosenPackage(
  values: Pick<SmeCampaignFormValues, 'budget' | 'package'>,
  packages?: readonly PackageTier[],
): PackageTier | null {
  if (values.package) return (packages ?? []).find((p) => p.name === values.package) ?? null;
  return recommendedFor(values.budget, packages);
}

/** The first day a campaign may start: tomorrow in Nairobi (a new campaign is listed as Upcoming). */
export function firstStartDay(now: number = Date.now()): string {
  return dayjs(now).tz(SME_TIMEZONE).add(1, 'day').format(FIELD_VALUE_FORMATS.date);
}

/** A day in Nairobi as the API's date-time: the start of the first day, the end of the last. */
export function dayToIso(day: string, edge: 'start' | 'end'): string {
  const date = dayjs.tz(day, FIELD_VALUE_FORMATS.date, SME_TIMEZONE);
  return (edge === 'start' ? date.startOf('day') : date.endOf('day')).format();
}

const dayField = (edge: 'start' | 'end', min: string | null) =>
  z
    .string()
    .transform((day, ctx) => {
      if (!day) {
        ctx.addIssue({ code: 'custom', message: `Choose the ${edge === 'start' ? 'first' : 'last'} day` });
        return z.NEVER;
      }
      if (!isFieldValue('date', day)) {
        ctx.addIssue({ code: 'custom', message: 'Enter a day as DD/MM/YYYY' });
        return z.NEVER;
      }
      const outside = dateFieldRangeProblem('date', day, min);
      if (outside) {
        ctx.addIssue({ code: 'custom', message: outside });
        return z.NEVER;
      }
      return dayToIso(day, edge);
    })
    .pipe(edge === 'start' ? shape.start_date : shape.end_date);

/**
 * The form's schema: each field with the shared rule (the budget and days read from what was typed first), a package
 * required above the top tier, then the whole request through the shared schema (the end after the start).
 * `firstDay`: the first day a campaign may start ("YYYY-MM-DD").
 */
export function smeCampaignFormSchema(firstDay: string = firstStartDay()) {
  return z
    .object({
      budget: z
        .string()
        .transform((text, ctx) => {
          const problem = text.trim() ? wholeNumberProblem(text, SME_MAX_BUDGET) : 'Enter your budget in shillings';
          const budget = parseWholeNumber(text);
          if (problem || budget === null || budget < 1) {
            ctx.addIssue({ code: 'custom', message: problem ?? 'Enter a budget above zero' });
            return z.NEVER;
          }
          return budget;
        })
        .pipe(shape.budget),
      package: z.union([z.literal(''), shape.package.unwrap()]),
      name: shape.name,
      product: shape.product.unwrap(),
      goal: shape.goal.unwrap(),
      dos: shape.dos.unwrap(),
      donts: shape.donts.unwrap(),
      description: shape.description,
      start_date: dayField('start', firstDay),
      end_date: dayField('end', firstDay),
      channels: shape.channels,
    })
    .refine((values) => values.package !== '' || !!recommendedFor(`${values.budget}`), {
      path: ['package'],
      message: 'Your budget is above our largest package: choose a package',
      // Checked as soon as the budget reads, whatever the later steps' fields hold (they are checked later).
      when: (payload) => typeof (payload.value as { budget?: unknown } | undefined)?.budget === 'number',
    })
    .transform(({ package: name, ...rest }, ctx): SmeCampaignRequest => {
      // The whole request through the shared schema: its own issues (the end after the start) on their fields.
      const request = smeCreateCampaignRequestSchema.safeParse({ ...rest, ...(name ? { package: name } : {}) });
      if (request.success) return request.data;
      for (const issue of request.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message });
      return z.NEVER;
    });
}

/** The preview's part of a request (the creators aside): the same answer for the same inputs. */
export function previewInputs(request: SmeCampaignRequest): SmePreviewRequest {
  const { budget, channels, start_date, end_date, description, package: name } = request;
  // The shared schema checked the channels are SME_CHANNELS (its enum types them as strings).
  const chosen = channels as SmeChannel[];
  return { budget, channels: chosen, start_date, end_date, description, ...(name ? { package: name } : {}) };
}

/** What the creation sends: the request with the creators the owner kept (the server checks them again). */
export function createBody(request: SmeCampaignRequest, influencerIds: number[]): SmeCreateCampaignRequest {
  return { ...request, channels: request.channels as SmeChannel[], influencer_ids: influencerIds };
}
