import { Button, Checkbox, Fieldset, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useFieldArray, useForm, type Path } from 'react-hook-form';
import type { Campaign } from '@app/shared/campaigns';
import { toast } from '../../../../components/toast';
import { isApiError } from '../../../../lib/api-client';
import { dayjs } from '../../../../lib/dates';
import { useServerFieldErrors } from '../../../../lib/form-errors';
import { plural } from '../../../../lib/numbers';
import { useCreateSubtasks } from '../../api/create-subtasks';
import { SubtaskDatePicker } from './SubtaskDatePicker';
import {
  isSubtaskFieldError,
  MAX_SUBTASKS_PER_SPLIT,
  showFieldValue,
  splitFormSchema,
  splitRequest,
  splitRows,
  subtaskBounds,
  toastSubtaskFailure,
  type SplitFormValues,
} from './subtask-form';

type Deliverable = Campaign['deliverables'][number];

interface SplitSubtasksModalProps {
  campaign: Pick<Campaign, 'id' | 'start_date' | 'end_date' | 'timezone'>;
  deliverable: Deliverable;
  /** The deliverable as people know it ("Instagram · Reel"). */
  title: string;
  onClose: () => void;
}

/** "Africa/Nairobi (UTC+03:00)", or the zone alone. */
function zoneLabel(zone: string | undefined, day: string): string {
  if (!zone) return 'your time zone';
  try {
    return `${zone} (UTC${dayjs.tz(day, zone).format('Z')})`;
  } catch {
    return zone;
  }
}

/**
 * Splits a deliverable into dated subtasks: how many (the end dates spread evenly over the deliverable's dates), then
 * per subtask its end date within the campaign's and which of the deliverable's creators owe that post. A date outside
 * the campaign is refused here before anything is sent; the server's field errors land on their row.
 */
export function SplitSubtasksModal({ campaign, deliverable, title, onClose }: SplitSubtasksModalProps) {
  const bounds = useMemo(() => subtaskBounds(campaign), [campaign]);
  const creators = deliverable.influencers;
  const schema = useMemo(() => splitFormSchema(bounds, creators.length > 0), [bounds, creators.length]);
  const form = useForm<SplitFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { subtasks: splitRows(Math.max(1, deliverable.number_of_posts), bounds, deliverable) },
  });
  const rows = useFieldArray({ control: form.control, name: 'subtasks' });
  const creating = useCreateSubtasks(campaign.id, deliverable.id);
  const fields = rows.fields.flatMap((_, index) => [
    `subtasks.${index}.end_date` as Path<SplitFormValues>,
    `subtasks.${index}.influencer_ids` as Path<SplitFormValues>,
  ]);
  useServerFieldErrors(creating.error, form.setError, fields);

  const close = () => {
    if (!creating.isPending) onClose();
  };

  // A new count spreads the end dates again; each kept row keeps its creators.
  const setCount = (value: number | string) => {
    const count = typeof value === 'number' ? value : Number.parseInt(value, 10);
    if (!Number.isInteger(count) || count < 1 || count > MAX_SUBTASKS_PER_SPLIT) return;
    const current = form.getValues('subtasks');
    rows.replace(
      splitRows(count, bounds, deliverable).map((row, index) => ({
        ...row,
        influencer_ids: current[index]?.influencer_ids ?? row.influencer_ids,
      })),
    );
  };

  const submit = form.handleSubmit((values) =>
    creating.mutate(splitRequest(values, bounds.zone), {
      onSuccess: (made) => {
        toast({ type: 'success', message: `${plural(made.length, 'subtask')} added to ${title}.` });
        onClose();
      },
      onError: (error) => {
        // Field errors show on their row; the rest is a toast, and a campaign or deliverable that changed closes this.
        if (isSubtaskFieldError(error)) return;
        toastSubtaskFailure(error);
        if (isApiError(error) && ['CONFLICT', 'FORBIDDEN', 'NOT_FOUND'].includes(error.code ?? '')) onClose();
      },
    }),
  );

  const count = rows.fields.length;
  return (
    <Modal opened onClose={close} title={`Split ${title} into subtasks`} size="lg" data-testid="split-subtasks">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text size="sm">
            Each subtask is one post, due by its end date, for the creators you choose. Dates and times are in{' '}
            {zoneLabel(bounds.zone, bounds.min.slice(0, 10))}, within the campaign: {showFieldValue(bounds.min)} to{' '}
            {showFieldValue(bounds.max)}.
          </Text>
          <NumberInput
            label="Number of subtasks"
            description="Changing it spreads the end dates evenly over the deliverable's dates again."
            min={1}
            max={MAX_SUBTASKS_PER_SPLIT}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={count}
            onChange={setCount}
            w={{ base: '100%', xs: 220 }}
          />
          {creators.length === 0 && (
            <Text size="sm" c="dimmed">
              This deliverable has no creators yet, so its subtasks will have none.
            </Text>
          )}
          <Stack gap="sm">
            {rows.fields.map((row, index) => (
              <Fieldset key={row.id} legend={`Subtask ${index + 1}`} p="sm" data-testid="split-row">
                <Stack gap="sm">
                  <Controller
                    control={form.control}
                    name={`subtasks.${index}.end_date`}
                    render={({ field, fieldState }) => (
                      <SubtaskDatePicker
                        label="End date"
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        bounds={bounds}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  {creators.length > 0 && (
                    <Controller
                      control={form.control}
                      name={`subtasks.${index}.influencer_ids`}
                      render={({ field, fieldState }) => (
                        <Checkbox.Group
                          label="Creators"
                          value={field.value}
                          onChange={field.onChange}
                          error={fieldState.error?.message}
                        >
                          <Group gap="md" mt={6}>
                            {creators.map((creator) => (
                              <Checkbox key={creator.id} value={String(creator.id)} label={creator.name} />
                            ))}
                          </Group>
                        </Checkbox.Group>
                      )}
                    />
                  )}
                </Stack>
              </Fieldset>
            ))}
          </Stack>
          <Group gap="sm" justify="flex-end">
            <Button variant="default" onClick={close} disabled={creating.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={creating.isPending}>
              Add {plural(count, 'subtask')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
