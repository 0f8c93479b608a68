import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { NumberField } from '../../../components/NumberField';
import { SelectList } from '../../../components/SelectList';
import { formatMoney } from '../../../lib/money';
import { useBudgetBounds } from '../api/budget-bounds';
import { useConfigBundle } from '../api/conf-all';
import { useCountryCurrencies } from '../api/country-currencies';
import type { CountryChoiceState } from '../lib/use-country-choice';

/** The fields these share, named alike in every form that prices in a country's currency. */
export interface CountryBudgetValues {
  country: string;
  currency: string;
  /** Whole units as typed. */
  budget: string;
}

interface CountryFieldProps {
  /** The form's country choice (useCountryChoice): changes the country with every reset it brings. */
  choice: Pick<CountryChoiceState, 'chooseCountry' | 'countryPending'>;
  /** Says what a change of country resets. */
  description: string;
  'data-testid': string;
}

/** The country, from the active countries (all of them while none is marked active), by name. */
export function CountryField({ choice, description, ...rest }: CountryFieldProps) {
  const { chooseCountry, countryPending } = choice;
  const config = useConfigBundle().data;
  const { control, formState } = useFormContext<CountryBudgetValues>();
  const countries = [...(config?.active_countries.length ? config.active_countries : (config?.countries ?? []))].sort(
    (a, b) => a.name.localeCompare(b.name),
  );
  return (
    <Controller
      control={control}
      name="country"
      render={({ field }) => (
        <SelectList
          label="Country"
          required
          description={description}
          data={countries.map((c) => ({ value: c.code, label: c.name }))}
          value={field.value || null}
          onChange={(value) => {
            if (value) void chooseCountry(value);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          disabled={countryPending}
          placeholder={config ? 'Choose a country' : 'Loading countries…'}
          error={formState.errors.country?.message}
          data-testid={rest['data-testid']}
        />
      )}
    />
  );
}

interface BudgetFieldProps {
  /** Said after the currency's bounds ("From KES 1,000 to KES 50,000" + this), e.g. ", fee and VAT included.". */
  boundsSuffix: string;
  /** Said while the bounds are not known (no country, or still loading). */
  hint: (country: string) => string;
  'data-testid': string;
}

/** The budget in whole units, with its currency chosen among the country's and its bounds as the description. */
export function BudgetField({ boundsSuffix, hint, ...rest }: BudgetFieldProps) {
  const { control, formState, setValue } = useFormContext<CountryBudgetValues>();
  const { errors } = formState;
  const [country, currency] = useWatch({ control, name: ['country', 'currency'] });
  const currencies = useCountryCurrencies(country);
  const bounds = useBudgetBounds(currency);
  const currencyCodes = [...new Set([...(currencies.data?.map((c) => c.code) ?? []), ...(currency ? [currency] : [])])];
  return (
    <Controller
      control={control}
      name="budget"
      render={({ field }) => (
        <NumberField
          label="Budget"
          required
          description={
            bounds.data && bounds.data.currency === currency
              ? `From ${formatMoney(bounds.data.min_minor, currency, 0)} to ` +
                `${formatMoney(bounds.data.max_minor, currency, 0)}${boundsSuffix}`
              : hint(country)
          }
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errors.budget?.message ?? errors.currency?.message}
          disabled={!country}
          unitOptions={currencyCodes.length ? currencyCodes : ['–']}
          unitValue={currency || '–'}
          unitLabel="Budget currency"
          onUnitChange={(code) => {
            if (code !== '–') setValue('currency', code, { shouldDirty: true });
          }}
          data-testid={rest['data-testid']}
        />
      )}
    />
  );
}
