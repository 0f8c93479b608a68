/**
 * The wizard's form resets (spec section 4), as patches of the values:
 *  - changing the selection mode, the country or the brief clears the selected creators and the
 *    deliverables;
 *  - changing the country also resets the locations, the currency and the time zone (the country's),
 *    the budget (to the minimum for the currency) and the platforms to those available there;
 *  - choosing a brief fills the campaign from it (name, platforms, description, objective, call to
 *    action, selling points, steps, handles and hashtags, pre-approval switches, thumbnail, assets).
 * Choosing the value already chosen changes nothing.
 */
import type { Brief } from '@app/shared/briefs';
import { richTextPlain } from '@app/shared/rich-text';
import { amountText } from '../../../../../lib/money';
import { emptyRows, type ChannelText, type RowValue, type SelectionMode, type WizardValues } from './values';

export type WizardPatch = Partial<WizardValues>;

/** No creators and no deliverables. */
export function clearedSelection(): Pick<WizardValues, 'influencer_ids' | 'influencer_groups' | 'deliverables'> {
  return { influencer_ids: [], influencer_groups: [], deliverables: [] };
}

export function selectionModeChange(values: Pick<WizardValues, 'selection_mode'>, mode: SelectionMode): WizardPatch {
  if (values.selection_mode === mode) return {};
  return { selection_mode: mode, ...clearedSelection() };
}

/**
 * A new selection of creators (ticked, a group's members, a filter's results): deliverables keep
 * only the creators still selected.
 */
export function selectionChange(values: Pick<WizardValues, 'deliverables'>, ids: readonly number[]): WizardPatch {
  const kept = new Set(ids);
  return {
    influencer_ids: [...new Set(ids)],
    deliverables: values.deliverables.map((d) =>
      d.influencer_ids.every((id) => kept.has(id))
        ? d
        : { ...d, influencer_ids: d.influencer_ids.filter((id) => kept.has(id)) },
    ),
  };
}

/** Whether applying the patch clears creators or deliverables that were there (worth telling people). */
export function clearsSelection(
  values: Pick<WizardValues, 'influencer_ids' | 'influencer_groups' | 'deliverables'>,
  patch: WizardPatch,
): boolean {
  const had = values.influencer_ids.length > 0 || values.influencer_groups.length > 0 || values.deliverables.length > 0;
  return (
    had && patch.deliverables !== undefined && patch.deliverables.length === 0 && patch.influencer_ids?.length === 0
  );
}

/** What a country brings with it (the config bundle's country, its channels and the currency's budget bounds). */
export interface CountrySettings {
  country: string;
  currency: string;
  timezone: string;
  /** The minimum budget for the currency (minor units); null when it could not be loaded. */
  budgetMinMinor: number | null;
  /** The channels available in the country. */
  channels: readonly string[];
}

export function countryChange(
  values: Pick<WizardValues, 'country' | 'platforms' | 'filters'>,
  settings: CountrySettings,
): WizardPatch {
  if (values.country === settings.country) return {};
  return {
    country: settings.country,
    currency: settings.currency,
    timezone: settings.timezone,
    budget: settings.budgetMinMinor === null ? '' : amountText(settings.budgetMinMinor),
    platforms: values.platforms.filter((p) => settings.channels.includes(p)),
    filters: { ...values.filters, locations: [] },
    ...clearedSelection(),
  };
}

const rowsOf = (texts: readonly string[]): RowValue[] => (texts.length ? texts.map((text) => ({ text })) : emptyRows());
const tagsOf = (texts: readonly string[], channel: string): ChannelText[] => texts.map((text) => ({ channel, text }));

/**
 * A brief chosen (or cleared, with null). `channels` are the platforms available in the campaign's
 * country, null while no country is chosen (the brief's platform is then kept).
 */
export function briefChange(
  values: Pick<WizardValues, 'brief_id'>,
  brief: Brief | null,
  channels: readonly string[] | null,
): WizardPatch {
  if ((brief?.brief_id ?? null) === values.brief_id) return {};
  if (!brief) return { brief_id: null, ...clearedSelection() };
  const platform = brief.platform;
  const handles = brief.handles.length ? brief.handles : brief.handle;
  const hashtags = brief.hashtags.length ? brief.hashtags : brief.hashtag;
  return {
    brief_id: brief.brief_id,
    name: brief.brief_name,
    platforms: !channels || channels.includes(platform) ? [platform] : [],
    description: richTextPlain(brief.overview),
    campaign_objective: richTextPlain(brief.objectives),
    call_to_action: brief.call_to_action,
    selling_points: rowsOf(brief.key_selling_points),
    content_creation_steps: rowsOf(brief.content_creation_steps),
    handles: tagsOf(handles, platform),
    hashtags: tagsOf(hashtags, platform),
    pre_approval: brief.pre_approval,
    advertiser_pre_approval: brief.advertiser_pre_approval,
    thumbnail: brief.thumbnail[0]?.url ?? null,
    assets: brief.assets.map((file) => file.url),
    ...clearedSelection(),
  };
}

/** Another brand: its briefs are other ones, so a chosen brief goes (with the creators and deliverables). */
export function brandChange(values: Pick<WizardValues, 'brand_id' | 'brief_id'>, brandId: string): WizardPatch {
  if (values.brand_id === brandId) return {};
  return { brand_id: brandId, ...(values.brief_id ? briefChange(values, null, null) : {}) };
}

/** The values with a patch applied (what the form holds once the patch's fields are set). */
export function applyPatch(values: WizardValues, patch: WizardPatch): WizardValues {
  return { ...values, ...patch };
}
