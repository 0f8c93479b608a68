import { createContext, useContext } from 'react';
import type { CompanyDetail } from '@app/shared/companies';
import type { Channel, ConfigBundle } from '@app/shared/config';
import type { BrandOption } from '../../briefs/lib/brands';
import type { JobPatch } from '../lib/resets';

/** What every section of the job form reads besides the form itself. */
export interface JobFormData {
  company: CompanyDetail;
  brands: readonly BrandOption[];
  config: ConfigBundle | undefined;
  /** The channels of the chosen country (with their levels and post content types); empty while none is chosen. */
  channels: readonly Channel[];
  channelsLoading: boolean;
  /** The chosen country's time zone; null while none is chosen. */
  zone: string | null;
  /** Sets the patch's fields (dirty), telling people when it cleared their creators and tasks. */
  apply: (patch: JobPatch) => void;
  /** Changes the country with every reset it brings (spec section 4). */
  chooseCountry: (country: string) => Promise<void>;
  countryPending: boolean;
}

export const JobFormDataContext = createContext<JobFormData | null>(null);

export function useJobFormData(): JobFormData {
  const data = useContext(JobFormDataContext);
  if (!data) throw new Error('useJobFormData outside the job form');
  return data;
}
