/**
 * The create request from the wizard's values (spec sections 3 Campaign form and Deliverable, 5):
 *  - dates as ISO date-times carrying the country's offset ("2027-01-10T09:00:00+03:00");
 *  - a deliverable's days within the campaign: from the start of its first day (or the campaign's
 *    start, if later) to the end of its last day (or the campaign's end, if earlier);
 *  - the budget (whole units) and bonus amounts (up to two decimals) typed in whole units, sent as
 *    integer minor units (`*_minor`, through lib/money), no bonus for "Standard rate";
 *  - selling points and content-creation steps with their row_order, blank rows dropped;
 *  - handles and hashtags of the campaign's platforms only;
 *  - creators by group (the API adds the members) or by id; the filters of "By filters" as the
 *    campaign's preferences.
 */
import type { CreateCampaignRequest } from '@app/shared/campaigns';
import { DEFAULT_AGE_FROM, DEFAULT_AGE_TO, DEFAULT_GENDER } from '@app/shared/creator-options';
import { fieldValueToIso } from '../../../../../lib/dates';
import { amountMinorOrNull, wholeAmountMinorOrNull } from '../../../../../lib/money';
import { parseWholeNumber } from '../../../../../lib/numbers';
import { campaignMoments, type ChannelText, type DeliverableValues, type RowValue, type WizardValues } from './values';

type Preferences = NonNullable<CreateCampaignRequest['preferences']>;
export type DeliverableRequest = CreateCampaignRequest['deliverables'][number];

/** A local "YYYY-MM-DDTHH:mm" in `zone` as an ISO date-time with its offset; '' when either is missing. */
export function zonedIso(local: string | null, zone: string): string {
  if (!local || !zone) return '';
  try {
    return fieldValueToIso(local, zone) ?? '';
  } catch {
    // An unknown zone name: the API's schema refuses the empty date.
    return '';
  }
}

/** Rows in their order, numbered from 0 after the blank ones are dropped. */
export function orderedRows(rows: readonly RowValue[]): { description: string; row_order: number }[] {
  return rows
    .map((row) => row.text.trim())
    .filter(Boolean)
    .map((description, row_order) => ({ description, row_order }));
}

/** Handles or hashtags of the campaign's platforms, trimmed, blanks and repeats left out. */
export function channelTexts(items: readonly ChannelText[], platforms: readonly string[]): ChannelText[] {
  const seen = new Set<string>();
  return items.flatMap((item) => {
    const text = item.text.trim();
    const key = `${item.channel}\u0000${text.toLowerCase()}`;
    if (!text || !platforms.includes(item.channel) || seen.has(key)) return [];
    seen.add(key);
    return [{ channel: item.channel, text }];
  });
}

/** The deliverable's first and last moments, local, inside the campaign's. */
export function deliverableWindow(
  d: Pick<DeliverableValues, 'start_date' | 'end_date'>,
  values: WizardValues,
): { start: string | null; end: string | null } {
  const campaign = campaignMoments(values);
  const start = d.start_date ? `${d.start_date}T00:00` : null;
  const end = d.end_date ? `${d.end_date}T23:59` : null;
  return {
    start: start && campaign.start && start < campaign.start ? campaign.start : start,
    end: end && campaign.end && end > campaign.end ? campaign.end : end,
  };
}

export function deliverableRequest(d: DeliverableValues, values: WizardValues): DeliverableRequest {
  const { start, end } = deliverableWindow(d, values);
  const bonus = d.bonus_type === 'NONE' ? 0 : (amountMinorOrNull(d.bonus_amount) ?? -1);
  return {
    influencer_ids: [...new Set(d.influencer_ids)],
    start_date: zonedIso(start, values.timezone),
    end_date: zonedIso(end, values.timezone),
    bonus_type: d.bonus_type,
    // A negative amount (not a number as typed) is refused by the schema.
    bonus_amount_minor: bonus,
    extra_instructions: d.extra_instructions.trim(),
    channel: d.channel,
    post_content_type: d.post_content_type,
    number_of_posts: parseWholeNumber(d.number_of_posts) ?? 0,
  };
}

/** The campaign's preferences: the filters of "By filters", else the defaults (gender BOTH, ages 18-100). */
export function preferencesOf(values: Pick<WizardValues, 'selection_mode' | 'filters'>): Preferences {
  if (values.selection_mode !== 'FILTERS') {
    return {
      gender: DEFAULT_GENDER,
      age_group: { from: DEFAULT_AGE_FROM, to: DEFAULT_AGE_TO },
      age_groups: [],
      income_categories: [],
      influencer_levels: [],
      locations: [],
      countries: [],
    };
  }
  const f = values.filters;
  return {
    gender: f.gender,
    age_group: { from: Math.min(f.ageFrom, f.ageTo), to: Math.max(f.ageFrom, f.ageTo) },
    age_groups: [],
    income_categories: [...f.incomeCategories],
    influencer_levels: [...new Set(f.channels.flatMap((c) => c.levels))],
    locations: [...f.locations],
    countries: [...f.countries],
  };
}

export function buildCreateRequest(
  values: WizardValues,
  options: { draftId?: string | null } = {},
): CreateCampaignRequest {
  const moments = campaignMoments(values);
  const byFilters = values.selection_mode === 'FILTERS';
  const byGroup = values.selection_mode === 'GROUP';
  return {
    brand_id: values.brand_id,
    brief_id: values.brief_id,
    ...(options.draftId ? { draft_id: options.draftId } : {}),
    name: values.name.trim(),
    country: values.country,
    timezone: values.timezone,
    start_date: zonedIso(moments.start, values.timezone),
    end_date: zonedIso(moments.end, values.timezone),
    start_time: values.start_time,
    end_time: values.end_time,
    platforms: [...values.platforms],
    budget_minor: wholeAmountMinorOrNull(values.budget) ?? 0,
    currency: values.currency,
    subcategories: byFilters ? [...values.filters.interests, ...values.filters.occupations] : [],
    influencer_groups: byGroup ? [...values.influencer_groups] : [],
    // By group, the API adds the groups' members itself.
    influencer_ids: byGroup ? [] : [...new Set(values.influencer_ids)],
    preferences: preferencesOf(values),
    content_creator_type_ids: byFilters ? [...values.filters.creatorTypeIds] : [],
    campaign_objective: values.campaign_objective.trim(),
    description: values.description.trim(),
    call_to_action: values.call_to_action.trim(),
    product_overview: values.product_overview.trim(),
    thumbnail: values.thumbnail,
    assets: [...values.assets],
    handles: channelTexts(values.handles, values.platforms),
    hashtags: channelTexts(values.hashtags, values.platforms),
    contract_template_ids: [...values.contract_template_ids],
    selling_points: orderedRows(values.selling_points),
    content_creation_steps: orderedRows(values.content_creation_steps),
    pre_approval: values.pre_approval,
    advertiser_pre_approval: values.advertiser_pre_approval,
    max_content_rounds: values.max_content_rounds,
    contract_signature_required: values.contract_signature_required,
    deliverables: values.deliverables.map((d) => deliverableRequest(d, values)),
  };
}
