import { Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { JOB_LIMITS } from '@app/shared/jobs';
import { DateFieldControl } from '../../../../components/DateField';
import { DateTimeWindowFields } from '../../../../components/DateTimeWindowFields';
import { NumberFieldControl } from '../../../../components/NumberField';
import { SelectList } from '../../../../components/SelectList';
import { BudgetField, CountryField } from '../../../config/components/CountryBudgetFields';
import type { JobFormValues } from '../lib/form-values';
import { useJobFormData } from './job-form-data';

const COUNTRY_RESETS = 'Changing it resets the currency, budget, locations, channels, tasks and the chosen creators.';

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
  const data = useJobFormData();
  const { brands, company, zone } = data;
  const period = useWatch({ control, name: 'campaign_period' });
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
          <CountryField choice={data} description={COUNTRY_RESETS} data-testid="job-country" />
          <BudgetField
            boundsSuffix="."
            hint={(country) =>
              country ? 'Whole units of the currency.' : 'Choose a country first: the currency comes with it.'
            }
            data-testid="job-budget"
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
          <DateFieldControl
            control={control}
            name="estimated_campaign_start_date"
            label="Estimated start"
            required
            error={errors.estimated_campaign_start_date?.message}
          />
          <NumberFieldControl
            control={control}
            name="campaign_duration"
            label="Duration"
            required
            max={365}
            error={errors.campaign_duration?.message ?? errors.campaign_period?.message}
            unitOptions={PERIOD_OPTIONS}
            unitValue={period}
            unitLabel="Campaign period"
            onUnitChange={(period) =>
              setValue('campaign_period', period as JobFormValues['campaign_period'], { shouldDirty: true })
            }
            data-testid="job-duration"
          />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
