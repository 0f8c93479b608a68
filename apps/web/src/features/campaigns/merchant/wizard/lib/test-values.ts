/** Wizard values for tests: a campaign that meets every rule, so each test changes only what it is about. */
import { newDeliverable, newWizardValues, type WizardValues } from './values';

export const TEST_BRAND_ID = '6f1c1f44-3b1e-4d59-9d2b-3f0a7c2e9b11';

export function completeValues(overrides: Partial<WizardValues> = {}): WizardValues {
  const base = newWizardValues(TEST_BRAND_ID);
  return {
    ...base,
    name: '  Launch  ',
    country: 'KE',
    timezone: 'Africa/Nairobi',
    currency: 'KES',
    budget: '500,000',
    start_date: '2027-01-10',
    start_time: '09:00',
    end_date: '2027-01-31',
    end_time: '18:00',
    platforms: ['INSTAGRAM'],
    influencer_ids: [1, 2],
    deliverables: [
      {
        ...newDeliverable({ start_date: '2027-01-10', end_date: '2027-01-31' }, 'INSTAGRAM', [1, 2]),
        post_content_type: 'REEL',
      },
    ],
    ...overrides,
  };
}
