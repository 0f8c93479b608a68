/**
 * The job form's resets (spec section 4, Form resets), as patches of the values:
 *  - changing the selection mode or the country clears the chosen creators (and groups) and the tasks
 *    (a job's deliverables);
 *  - changing the country also resets the currency (the country's own), the locations, the budget (to
 *    the minimum for the currency) and keeps only the channels available there;
 *  - unticking a channel drops the tasks on it (a task must be on one of the job's channels).
 * Choosing the value already chosen changes nothing.
 */
import type { MarketplaceMode } from '@app/shared/jobs';
import { amountText } from '../../../../lib/money';
import type { JobFormValues } from './form-values';

export type JobPatch = Partial<JobFormValues>;

type Selection = Pick<JobFormValues, 'marketplace_values_group' | 'marketplace_values_self_select' | 'tasks'>;

/** No creators, no groups, no tasks. */
export function clearedSelection(): Selection {
  return { marketplace_values_group: [], marketplace_values_self_select: [], tasks: [] };
}

export function modeChange(values: Pick<JobFormValues, 'marketplace_mode'>, mode: MarketplaceMode): JobPatch {
  if (values.marketplace_mode === mode) return {};
  return { marketplace_mode: mode, ...clearedSelection() };
}

/** What a country brings with it: its currency, the currency's minimum budget and the channels available there. */
export interface CountrySettings {
  country: string;
  currency: string;
  /** The minimum budget for the currency (minor units); null when it could not be loaded. */
  budgetMinMinor: number | null;
  /** The channels available in the country. */
  channels: readonly string[];
}

export function countryChange(
  values: Pick<JobFormValues, 'country' | 'channels' | 'marketplace_values_influencer_attributes'>,
  settings: CountrySettings,
): JobPatch {
  if (values.country === settings.country) return {};
  return {
    country: settings.country,
    currency: settings.currency,
    budget: settings.budgetMinMinor === null ? '' : amountText(settings.budgetMinMinor),
    channels: values.channels.filter((channel) => settings.channels.includes(channel)),
    marketplace_values_influencer_attributes: { ...values.marketplace_values_influencer_attributes, locations: [] },
    ...clearedSelection(),
  };
}

/** New channels: the tasks on a channel no longer chosen go (rows without a channel yet stay). */
export function channelsChange(values: Pick<JobFormValues, 'tasks'>, channels: readonly string[]): JobPatch {
  return {
    channels: [...channels],
    tasks: values.tasks.filter((task) => !task.channel || channels.includes(task.channel)),
  };
}

/** Whether applying the patch clears creators, groups or tasks that were there (worth telling people). */
export function clearsSelection(values: Selection, patch: JobPatch): boolean {
  const had =
    values.marketplace_values_group.length > 0 ||
    values.marketplace_values_self_select.length > 0 ||
    values.tasks.length > 0;
  return (
    had &&
    patch.tasks !== undefined &&
    patch.tasks.length === 0 &&
    patch.marketplace_values_self_select?.length === 0 &&
    patch.marketplace_values_group?.length === 0
  );
}
