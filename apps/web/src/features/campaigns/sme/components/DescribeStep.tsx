import { Chip, Group, Input, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SME_CHANNELS } from '@app/shared/sme';
import { DateFieldControl } from '../../../../components/DateField';
import { smeChannelLabel } from '../lib/format';
import type { SmeCampaignFormValues } from '../lib/campaign-form';

/**
 * Step 2: what the campaign is (name, product, goal, do's and don'ts, a description for the creators), its days
 * (from tomorrow, in Nairobi) and its channels as toggle chips.
 */
export function DescribeStep({ firstDay }: { firstDay: string }) {
  const { control, register, formState } = useFormContext<SmeCampaignFormValues>();
  const errors = formState.errors;
  const start = useWatch({ control, name: 'start_date' });

  return (
    <Stack gap="md">
      <TextInput
        label="Campaign name"
        required
        maxLength={120}
        placeholder="Mandazi mornings"
        {...register('name')}
        error={errors.name?.message}
      />
      <Textarea
        label="Product"
        description="What are you promoting?"
        autosize
        minRows={2}
        maxLength={2000}
        {...register('product')}
        error={errors.product?.message}
      />
      <Textarea
        label="Goal"
        description="What should the campaign achieve? More visits, orders, followers…"
        autosize
        minRows={2}
        maxLength={2000}
        {...register('goal')}
        error={errors.goal?.message}
      />
      <Textarea
        label="Do's"
        description="What creators should show or say"
        autosize
        minRows={2}
        maxLength={2000}
        {...register('dos')}
        error={errors.dos?.message}
      />
      <Textarea
        label="Don'ts"
        description="What creators should avoid"
        autosize
        minRows={2}
        maxLength={2000}
        {...register('donts')}
        error={errors.donts?.message}
      />
      <Textarea
        label="Description"
        description="Tell the creators about your business and the campaign"
        required
        autosize
        minRows={3}
        maxLength={2000}
        {...register('description')}
        error={errors.description?.message}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateFieldControl
          control={control}
          name="start_date"
          label="First day"
          required
          min={firstDay}
          error={errors.start_date?.message}
          data-testid="sme-start-date"
        />
        <DateFieldControl
          control={control}
          name="end_date"
          label="Last day"
          required
          min={start && start > firstDay ? start : firstDay}
          error={errors.end_date?.message}
          data-testid="sme-end-date"
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="channels"
        render={({ field }) => (
          <Input.Wrapper
            label="Channels"
            description="Where the creators post their videos"
            required
            error={errors.channels?.message}
            id="sme-channels"
          >
            <Chip.Group multiple value={field.value} onChange={(value) => field.onChange(value)}>
              <Group gap="xs" mt={6} role="group" aria-label="Channels" data-testid="sme-channels">
                {SME_CHANNELS.map((channel) => (
                  <Chip key={channel} value={channel} size="md" variant="outline">
                    {smeChannelLabel(channel)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
        )}
      />
    </Stack>
  );
}
