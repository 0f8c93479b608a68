import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Channel, ConfigBundle } from '@app/shared/config';
import { budgetBoundsQuery } from '../api/budget-bounds';
import { useConfigBundle } from '../api/conf-all';
import { countryChannelsQuery, useCountryChannels } from '../api/country-channels';

/** What a newly chosen country brings with it (spec section 4): its currency, zone, budget minimum and channels. */
export interface CountryChoice {
  country: string;
  /** The country's own currency ('' when the bundle does not know the country). */
  currency: string;
  /** The country's IANA zone ('' when unknown). */
  timezone: string;
  /** The currency's budget minimum in minor units; null when it could not be read. */
  budgetMinMinor: number | null;
  /** The channels available in the country (empty when they could not be read). */
  channels: string[];
}

/** A priced form's reference data and its country choice (given to its fields through the form's data context). */
export interface CountryChoiceState {
  config: ConfigBundle | undefined;
  /** The channels of the chosen country (with their levels and post content types); empty while none is chosen. */
  channels: readonly Channel[];
  channelsLoading: boolean;
  /** Changes the country with every reset it brings (spec section 4). */
  chooseCountry: (country: string) => Promise<void>;
  countryPending: boolean;
}

/**
 * The country of a form that prices in its currency (the campaign wizard, the job form): the config bundle, the
 * chosen `country`'s channels, and `chooseCountry`, which reads the new currency's budget bounds and the new
 * country's channels, then hands the choice to `onChosen` (the form's resets; the latest one given is called).
 * `countryPending` is true meanwhile.
 */
export function useCountryChoice(country: string, onChosen: (choice: CountryChoice) => void): CountryChoiceState {
  const config = useConfigBundle().data;
  const channels = useCountryChannels(country);
  const latest = useRef(onChosen);
  latest.current = onChosen;
  const queryClient = useQueryClient();
  const [countryPending, setCountryPending] = useState(false);
  const chooseCountry = useCallback(
    async (code: string) => {
      const found = config?.countries.find((c) => c.code === code);
      setCountryPending(true);
      try {
        const currency = found?.currency ?? '';
        const [minMax, countryChannels] = await Promise.all([
          currency ? queryClient.fetchQuery(budgetBoundsQuery(currency)).catch(() => null) : null,
          queryClient.fetchQuery(countryChannelsQuery(code)).catch(() => null),
        ]);
        latest.current({
          country: code,
          currency,
          timezone: found?.timezone ?? '',
          budgetMinMinor: minMax?.min_minor ?? null,
          channels: countryChannels?.map((c) => c.value) ?? [],
        });
      } finally {
        setCountryPending(false);
      }
    },
    [config, queryClient],
  );
  return {
    config,
    channels: channels.data ?? [],
    channelsLoading: channels.isFetching,
    chooseCountry,
    countryPending,
  };
}
