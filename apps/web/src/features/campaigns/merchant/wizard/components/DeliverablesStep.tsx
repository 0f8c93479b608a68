import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CAMPAIGN_LIMITS } from '@app/shared/campaigns';
import { BONUS_TYPE_LABELS, BONUS_TYPES, type BonusType } from '@app/shared/campaign-pricing';
import { sumMinor } from '@app/shared/money';
import { DateFieldControl } from '../../../../../components/DateField';
import { NumberFieldControl } from '../../../../../components/NumberField';
import { PostTypeSelect } from '../../../../../components/PostTypeSelect';
import { formatMoney } from '../../../../../lib/money';
import { formatInteger } from '../../../../../lib/numbers';
import type { CostSummary } from '../lib/cost';
import { newDeliverable, type WizardValues } from '../lib/values';
import { CreatorRow } from './CreatorRow';
import { DeliverableCreators } from './DeliverableCreators';
import { channelLabel, useWizardData } from './wizard-data';

const BONUS_HELP: Record<BonusType, string> = {
  NONE: "Each creator's own price for the post.",
  EXTRA: "Each creator's price plus this amount per post.",
  FIXED: 'This amount per post for each creator, in place of their price.',
};

/** The selected creators listed at most (a selection can hold 2,000). */
const SHOWN_CREATORS = 100;

/** The selected creators (step 3 holds them with the deliverables). */
function SelectedCreators() {
  const { control } = useFormContext<WizardValues>();
  const { creators, creatorsLoading, config } = useWizardData();
  const ids = useWatch({ control, name: 'influencer_ids' });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="selected-creators-title">
      <Stack gap="xs">
        <Title order={4} fz="sm" id="selected-creators-title">
          Selected creators ({ids.length})
        </Title>
        {ids.length === 0 ? (
          <Text size="sm" c="dimmed">
            No creators yet: choose them on the previous step.
          </Text>
        ) : (
          <ScrollArea.Autosize
            mah={260}
            type="auto"
            viewportProps={{ tabIndex: 0, 'aria-label': 'Selected creators, scrollable' }}
          >
            <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} data-testid="selected-creators">
              {ids.slice(0, SHOWN_CREATORS).map((id) => {
                const creator = creators.get(id);
                return (
                  <li key={id}>
                    {creator ? (
                      <CreatorRow creator={creator} config={config} />
                    ) : (
                      <Text size="sm" c="dimmed">
                        {creatorsLoading ? 'Loading…' : `Creator ${id}`}
                      </Text>
                    )}
                  </li>
                );
              })}
            </Stack>
            {ids.length > SHOWN_CREATORS && (
              <Text size="sm" c="dimmed" mt="xs">
                and {formatInteger(ids.length - SHOWN_CREATORS)} more
              </Text>
            )}
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}

interface DeliverableCardProps {
  index: number;
  onRemove: () => void;
  summary: CostSummary | null;
}

function DeliverableCard({ index, onRemove, summary }: DeliverableCardProps) {
  const { control, register, formState, setValue } = useFormContext<WizardValues>();
  const { channels, creators, config } = useWizardData();
  const [platforms, ids, startDate, endDate, currency] = useWatch({
    control,
    name: ['platforms', 'influencer_ids', 'start_date', 'end_date', 'currency'],
  });
  const deliverable = useWatch({ control, name: `deliverables.${index}` });
  const errors = formState.errors.deliverables?.[index];
  const channel = channels.find((c) => c.value === deliverable.channel);
  const onChannel = ids.filter((id) => creators.get(id)?.channels.includes(deliverable.channel) ?? true);
  const creatorOptions = onChannel.map((id) => ({ id, name: creators.get(id)?.name ?? `Creator ${id}` }));
  const cost = summary?.cost.lines.filter((line) => line.deliverable === index) ?? [];
  const subtotal = sumMinor(cost.map((line) => line.cost_minor));
  const position = index + 1;

  return (
    <Fieldset legend={`Deliverable ${position}`} p={{ base: 'sm', sm: 'md' }} data-testid="deliverable">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name={`deliverables.${index}.channel`}
            render={({ field }) => (
              <NativeSelect
                label="Platform"
                required
                data={[
                  { value: '', label: 'Choose a platform' },
                  ...platforms.map((p) => ({ value: p, label: channelLabel(config, p) })),
                ]}
                value={field.value}
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  field.onChange(next);
                  // Another platform: its own post types, and only the creators who are on it.
                  setValue(`deliverables.${index}.post_content_type`, '', { shouldDirty: true });
                  setValue(
                    `deliverables.${index}.influencer_ids`,
                    ids.filter((id) => creators.get(id)?.channels.includes(next) ?? true),
                    { shouldDirty: true },
                  );
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors?.channel?.message}
              />
            )}
          />
          <PostTypeSelect
            control={control}
            name={`deliverables.${index}.post_content_type`}
            options={channel?.post_content_types ?? []}
            channelChosen={Boolean(channel)}
            chooseChannelFirst="Choose a platform first"
            error={errors?.post_content_type?.message}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name={`deliverables.${index}.influencer_ids`}
          render={({ field }) => (
            <DeliverableCreators
              id={`deliverable-${index}-creators`}
              options={creatorOptions}
              value={field.value}
              onChange={field.onChange}
              where={deliverable.channel ? `on ${channelLabel(config, deliverable.channel)}` : ''}
              error={errors?.influencer_ids?.message}
            />
          )}
        />
        <SimpleGrid cols={2} spacing="sm">
          <DateFieldControl
            control={control}
            name={`deliverables.${index}.start_date`}
            label="From"
            required
            min={startDate || undefined}
            max={endDate || undefined}
            error={errors?.start_date?.message}
          />
          <DateFieldControl
            control={control}
            name={`deliverables.${index}.end_date`}
            label="To"
            required
            min={deliverable.start_date || startDate || undefined}
            max={endDate || undefined}
            error={errors?.end_date?.message}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name={`deliverables.${index}.bonus_type`}
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id={`bonus-type-${index}`}>
                Rate
              </Text>
              <SegmentedControl
                aria-labelledby={`bonus-type-${index}`}
                data={BONUS_TYPES.map((type) => ({ value: type, label: BONUS_TYPE_LABELS[type] }))}
                value={field.value}
                onChange={(value) => field.onChange(value as BonusType)}
                fullWidth
                size="xs"
              />
              <Text size="xs" c="dimmed">
                {BONUS_HELP[deliverable.bonus_type]}
              </Text>
            </Stack>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {deliverable.bonus_type !== 'NONE' && (
            <TextInput
              label={deliverable.bonus_type === 'FIXED' ? 'Custom rate per post' : 'Bonus per post'}
              required
              inputMode="decimal"
              autoComplete="off"
              rightSection={
                <Text size="xs" c="dimmed">
                  {currency}
                </Text>
              }
              rightSectionWidth={48}
              {...register(`deliverables.${index}.bonus_amount`)}
              error={errors?.bonus_amount?.message}
            />
          )}
          <NumberFieldControl
            control={control}
            name={`deliverables.${index}.number_of_posts`}
            label="Posts per creator"
            required
            max={50}
            error={errors?.number_of_posts?.message}
          />
        </SimpleGrid>
        <Textarea
          label="Extra instructions"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={CAMPAIGN_LIMITS.text}
          {...register(`deliverables.${index}.extra_instructions`)}
          error={errors?.extra_instructions?.message}
        />
        <Group justify="space-between" gap="sm">
          <Text size="sm" data-testid="deliverable-cost">
            {currency && cost.length ? `Costs ${formatMoney(subtotal, currency)} before fee and VAT` : ''}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove deliverable ${position}`}
            onClick={onRemove}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/**
 * Step 3 (spec section 2: the step with index 3 holds the deliverables and the selected creators):
 * what each creator posts, per platform and post type, when, at which rate and how often.
 */
export function DeliverablesStep({ summary }: { summary: CostSummary | null }) {
  const { control, getValues, formState } = useFormContext<WizardValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'deliverables' });
  const { creators } = useWizardData();
  const error = formState.errors.deliverables?.root?.message ?? formState.errors.deliverables?.message;

  const add = () => {
    const values = getValues();
    const used = new Set(values.deliverables.map((d) => d.channel));
    const channel = values.platforms.find((p) => !used.has(p)) ?? values.platforms[0] ?? '';
    const onChannel = values.influencer_ids.filter((id) => creators.get(id)?.channels.includes(channel) ?? true);
    append(newDeliverable(values, channel, onChannel), { shouldFocus: false });
  };

  return (
    <Stack gap="md">
      <SelectedCreators />
      {fields.map((field, index) => (
        <DeliverableCard key={field.id} index={index} onRemove={() => remove(index)} summary={summary} />
      ))}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={fields.length >= CAMPAIGN_LIMITS.deliverables}
        >
          Add a deliverable
        </Button>
      </Group>
    </Stack>
  );
}
