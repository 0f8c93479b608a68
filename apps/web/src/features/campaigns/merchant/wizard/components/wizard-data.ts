import { createContext, useContext } from 'react';
import type { CompanyDetail } from '@app/shared/companies';
import type { ConfigBundle } from '@app/shared/config';
import type { CreatorSearchResult } from '@app/shared/creators';
import type { BrandOption } from '../../../../briefs/lib/brands';
import type { CreatorPrice } from '../lib/cost';
import type { WizardPatch } from '../lib/resets';
import type { CountryChoiceState } from '../../../../config/lib/use-country-choice';

/**
 * What every step of the wizard reads besides the form: the company, reference data, the selection's creators and
 * prices.
 */
export interface WizardData extends CountryChoiceState {
  company: CompanyDetail;
  brands: readonly BrandOption[];
  /** The selected creators, looked up by id (chunks of 50). */
  creators: ReadonlyMap<number, CreatorSearchResult>;
  creatorsLoading: boolean;
  prices: readonly CreatorPrice[];
  /** Sets the patch's fields (dirty), telling people when it cleared their creators and deliverables. */
  apply: (patch: WizardPatch) => void;
}

export const WizardDataContext = createContext<WizardData | null>(null);

export function useWizardData(): WizardData {
  const data = useContext(WizardDataContext);
  if (!data) throw new Error('useWizardData outside the campaign wizard');
  return data;
}

/** A channel's label from the config bundle, else the value made readable. */
export function channelLabel(config: Pick<ConfigBundle, 'channels'> | undefined, value: string): string {
  const found = config?.channels.find((c) => c.value === value);
  if (found) return found.label;
  const text = value.replace(/_/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
