import { QUERY_ROOTS } from '../../../lib/query-keys';

/** Query keys of the reference data (/conf): one key per call, under the config root, whichever form reads it. */
export const configKeys = {
  countryChannels: (country: string) => [QUERY_ROOTS.config, 'country-channels', country] as const,
  countryCurrencies: (country: string) => [QUERY_ROOTS.config, 'country-currencies', country] as const,
  budgetBounds: (currency: string) => [QUERY_ROOTS.config, 'budget-min-max', currency] as const,
};
