import { Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { JOB_LIMITS } from '@app/shared/jobs';
import { DateField } from '../../../components/DateField';
import { DateTimeWindowFields } from '../../../components/DateTimeWindowFields';
import { NumberField } from '../../../components/NumberField';
import { SelectList } from '../../../components/SelectList';
import { formatMoney } from '../../../lib/money';
import { useBudgetBounds } from '../api/budget-bounds';
import { useCountryCurrencies } from '../api/country-currencies';
import type { JobFormValues } from '../lib/form-values';
import { useJobFormData } from './job-form-data';

const PERIOD_OPTIONS = [
  { value: 'day', label: 'days' },
  { value: 'week', label: 'weeks' },
  { value: 'month', label: 'months' },
];

/**
 * The job itself: brand (a choice only when the company has several), name, country (its currency,
 * budget minimum, channels and time zone come with it), budget with its currency, the bid window as
 * days and times in the country's zone, the estimated campaign start and its length.
 */
export function JobBasicsFields() {
  const { control, register, formState, setValue } = useFormContext<JobFormValues>();
  const { errors } = formState;
  const { brands, company, config, zone, chooseCountry, countryPending } = useJobFormData();
  const [country, currency, period] = useWatch({ control, name: ['country', 'currency', 'campaign_period'] });
  const currencies = useCountryCurrencies(country);
  const bounds = useBudgetBounds(currency);
  const countries = [...(config?.active_countries.length ? config.active_countries : (config?.countries ?? []))].sort(
    (a, b) => a.name.localeCompare(b.name),
  );
  const currencyCodes = [...new Set([...(currencies.data?.map((c) => c.code) ?? []), ...(currency ? [currency] : [])])];
  const brandName = brands[0]?.name ?? company.name;

  return (
    <>
      <Fieldset legend="The job" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          {brands.length > 1 ? (
            <Controller
              control={control}
              name="brand_id"
              render={({ field, fieldState }) => (
                <SelectList
                  label="Brand"
                  required
                  data={brands.map((b) => ({ value: b.id, label: b.name }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  data-testid="job-brand"
                />
              )}
            />
          ) : (
            <Text size="sm">
              For the brand <strong>{brandName}</strong>.
              {errors.brand_id?.message && (
                <Text span c="red" role="alert">
                  {' '}
                  {errors.brand_id.message}
                </Text>
              )}
            </Text>
          )}
          <TextInput
            label="Job name"
            required
            maxLength={JOB_LIMITS.name}
            {...register('name')}
            error={errors.name?.message}
          />
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <SelectList
                label="Country"
                required
                description="Changing it resets the currency, budget, locations, channels, tasks and the chosen creators."
                data={countries.map((c) => ({ value: c.code, label: c.name }))}
                value={field.value || null}
                onChange={(value) => {
                  if (value) void chooseCountry(value);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={countryPending}
                placeholder={config ? 'Choose a country' : 'Loading countries…'}
                error={errors.country?.message}
                data-testid="job-country"
              />
            )}
          />
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
                      `${formatMoney(bounds.data.max_minor, currency, 0)}.`
                    : country
                      ? 'Whole units of the currency.'
                      : 'Choose a country first: the currency comes with it.'
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
                data-testid="job-budget"
              />
            )}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend="Bidding window" p={{ base: 'sm', sm: 'md' }}>
        <DateTimeWindowFields
          control={control}
          errors={errors}
          startDate={{ name: 'bid_start_date', label: 'Bidding opens on' }}
          startTime={{ name: 'bid_start_time', label: 'Opening time' }}
          endDate={{ name: 'bid_end_date', label: 'Bidding closes on' }}
          endTime={{ name: 'bid_end_time', label: 'Closing time' }}
          zone={zone}
          noun="Days"
          data-testid="job-timezone"
        />
      </Fieldset>

      <Fieldset legend="The campaign" p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="estimated_campaign_start_date"
            render={({ field }) => (
              <DateField
                label="Estimated start"
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.estimated_campaign_start_date?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="campaign_duration"
            render={({ field }) => (
              <NumberField
                label="Duration"
                required
                max={365}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.campaign_duration?.message ?? errors.campaign_period?.message}
                unitOptions={PERIOD_OPTIONS}
                unitValue={period}
                unitLabel="Campaign period"
                onUnitChange={(period) =>
                  setValue('campaign_period', period as JobFormValues['campaign_period'], { shouldDirty: true })
                }
                data-testid="job-duration"
              />
            )}
          />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
