import { Chip, Fieldset, Group, Input, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CAMPAIGN_LIMITS } from '@app/shared/campaigns';
import { MAX_CONTENT_ROUNDS } from '@app/shared/content';
import { DateTimeWindowFields } from '../../../../../components/DateTimeWindowFields';
import { SwitchField } from '../../../../../components/SwitchField';
import { BudgetField, CountryField } from '../../../../config/components/CountryBudgetFields';
import type { WizardValues } from '../lib/values';
import { ChannelTagsField } from './ChannelTagsField';
import { OrderedRowsField } from '../../../../../components/OrderedRowsField';
import { useWizardData } from './wizard-data';

const COUNTRY_RESETS =
  'Changing it resets the currency, time zone, budget, platforms and the chosen creators and deliverables.';

/**
 * Step 1: name, country (its time zone, currency, budget minimum and channels come with it), dates
 * and times in the country's zone (DD/MM/YYYY), platforms, budget with its currency, and the texts
 * creators read.
 */
export function DetailsStep() {
  const { control, register, formState } = useFormContext<WizardValues>();
  const { errors } = formState;
  const data = useWizardData();
  const { channels, channelsLoading } = data;
  const [country, timezone, platforms, thumbnail, assets, preApproval] = useWatch({
    control,
    name: ['country', 'timezone', 'platforms', 'thumbnail', 'assets', 'pre_approval'],
  });
  const platformOptions = channels.map((c) => ({ value: c.value, label: c.label }));
  const chosenPlatforms = platformOptions.filter((p) => platforms.includes(p.value));
  const fromBrief = (thumbnail ? 1 : 0) + assets.length;

  return (
    <Stack gap="lg">
      <Fieldset legend="Campaign" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <TextInput
            label="Campaign name"
            required
            maxLength={CAMPAIGN_LIMITS.name}
            {...register('name')}
            error={errors.name?.message}
          />
          <CountryField choice={data} description={COUNTRY_RESETS} data-testid="wizard-country" />
          <DateTimeWindowFields
            control={control}
            errors={errors}
            startDate={{ name: 'start_date', label: 'Start date' }}
            startTime={{ name: 'start_time', label: 'Start time' }}
            endDate={{ name: 'end_date', label: 'End date' }}
            endTime={{ name: 'end_time', label: 'End time' }}
            zone={timezone}
            noun="Dates"
            data-testid="wizard-timezone"
          />
          <Controller
            control={control}
            name="platforms"
            render={({ field }) => (
              <Input.Wrapper
                label="Platforms"
                required
                description={country ? undefined : 'Choose a country first: the platforms depend on it.'}
                error={errors.platforms?.message}
                id="wizard-platforms"
              >
                <Chip.Group multiple value={field.value} onChange={(value) => field.onChange(value)}>
                  <Group gap="xs" mt={6} role="group" aria-label="Platforms" data-testid="wizard-platforms">
                    {platformOptions.map((p) => (
                      <Chip key={p.value} value={p.value} variant="outline">
                        {p.label}
                      </Chip>
                    ))}
                    {country && !channelsLoading && platformOptions.length === 0 && (
                      <Text size="sm" c="dimmed">
                        No platform is available in this country.
                      </Text>
                    )}
                  </Group>
                </Chip.Group>
              </Input.Wrapper>
            )}
          />
          <BudgetField
            boundsSuffix=", fee and VAT included."
            hint={() => 'Whole units of the currency, fee and VAT included.'}
            data-testid="wizard-budget"
          />
        </Stack>
      </Fieldset>

      <Fieldset legend="What the campaign is about" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Textarea
            label="Objective"
            autosize
            minRows={2}
            maxRows={8}
            maxLength={CAMPAIGN_LIMITS.text}
            {...register('campaign_objective')}
            error={errors.campaign_objective?.message}
          />
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={CAMPAIGN_LIMITS.text}
            {...register('description')}
            error={errors.description?.message}
          />
          <Textarea
            label="Product overview"
            autosize
            minRows={2}
            maxRows={8}
            maxLength={CAMPAIGN_LIMITS.text}
            {...register('product_overview')}
            error={errors.product_overview?.message}
          />
          <Textarea
            label="Call to action"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={1000}
            {...register('call_to_action')}
            error={errors.call_to_action?.message}
          />
          {fromBrief > 0 && (
            <Text size="sm" c="dimmed" data-testid="wizard-brief-files">
              {thumbnail ? 'The thumbnail' : ''}
              {thumbnail && assets.length ? ' and ' : ''}
              {assets.length ? `${assets.length} ${assets.length === 1 ? 'file' : 'files'}` : ''} of the brief go with
              the campaign.
            </Text>
          )}
        </Stack>
      </Fieldset>

      <Fieldset legend="Guidance for creators" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          {(
            [
              [
                'selling_points',
                'Key selling points',
                'Selling point',
                'Most important first. Empty rows are left out.',
              ],
              [
                'content_creation_steps',
                'Content creation steps',
                'Step',
                'In the order creators should follow them. Empty rows are left out.',
              ],
            ] as const
          ).map(([name, label, rowLabel, description]) => (
            <OrderedRowsField
              key={name}
              name={name}
              label={label}
              rowLabel={rowLabel}
              description={description}
              control={control}
              register={register}
              errors={formState.errors}
              maxLength={CAMPAIGN_LIMITS.rowText}
              maxRows={CAMPAIGN_LIMITS.rows}
            />
          ))}
          <ChannelTagsField name="handles" noun="handles" placeholder="@brand" platforms={chosenPlatforms} />
          <ChannelTagsField name="hashtags" noun="hashtags" placeholder="#launch" platforms={chosenPlatforms} />
          {chosenPlatforms.length === 0 && (
            <Text size="sm" c="dimmed">
              Handles and hashtags are given per platform, once platforms are chosen.
            </Text>
          )}
        </Stack>
      </Fieldset>

      <Fieldset legend="Approvals" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <SwitchField
            control={control}
            name="pre_approval"
            label="Content pre-approval"
            description="Creators' content is reviewed before it goes live."
          />
          {preApproval && (
            <Controller
              control={control}
              name="max_content_rounds"
              render={({ field }) => (
                <NumberInput
                  label="Rounds of review per post"
                  description="On the last round a draft can only be approved."
                  min={1}
                  max={MAX_CONTENT_ROUNDS}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  maw={220}
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : 1)}
                  onBlur={field.onBlur}
                  error={errors.max_content_rounds?.message}
                />
              )}
            />
          )}
          <SwitchField
            control={control}
            name="advertiser_pre_approval"
            label="Advertiser pre-approval"
            description="The advertiser approves content as well."
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
