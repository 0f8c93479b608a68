import { createContext, useContext } from 'react';
import type { CompanyDetail } from '@app/shared/companies';
import type { BrandOption } from '../../../briefs/lib/brands';
import type { JobPatch } from '../lib/resets';
import type { CountryChoiceState } from '../../../config/lib/use-country-choice';

/** What every section of the job form reads besides the form itself. */
export interface JobFormData extends CountryChoiceState {
  company: CompanyDetail;
  brands: readonly BrandOption[];
  /** The chosen country's time zone; null while none is chosen. */
  zone: string | null;
  /** Sets the patch's fields (dirty), telling people when it cleared their creators and tasks. */
  apply: (patch: JobPatch) => void;
}

export const JobFormDataContext = createContext<JobFormData | null>(null);

export function useJobFormData(): JobFormData {
  const data = useContext(JobFormDataContext);
  if (!data) throw new Error('useJobFormData outside the job form');
  return data;
}
