import {
  ActionIcon,
  Button,
  Chip,
  Fieldset,
  Group,
  Input,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { JOB_LIMITS } from '@app/shared/jobs';
import { NumberField } from '../../../../components/NumberField';
import { PostTypeSelect } from '../../../../components/PostTypeSelect';
import { channelLabel } from '../../../config/lib/lookups';
import { newTask, type JobFormValues } from '../lib/form-values';
import { channelsChange } from '../lib/resets';
import { useJobFormData } from './job-form-data';

/** One task row: a channel of the job, a post type of that channel (from the config) and how many posts. */
function TaskRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control, setValue, formState } = useFormContext<JobFormValues>();
  const { config, channels: available } = useJobFormData();
  const [chosen, channel] = useWatch({ control, name: ['channels', `tasks.${index}.channel`] });
  const errors = formState.errors.tasks?.[index];
  const postTypes =
    available.find((c) => c.value === channel)?.post_content_types ??
    config?.channels.find((c) => c.value === channel)?.post_content_types ??
    [];

  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="job-task">
      <Fieldset legend={`Task ${index + 1}`} variant="unstyled">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" style={{ flex: 1 }}>
            <Controller
              control={control}
              name={`tasks.${index}.channel`}
              render={({ field }) => (
                <NativeSelect
                  label="Channel"
                  required
                  data={[
                    { value: '', label: 'Choose a channel' },
                    ...chosen.map((value) => ({ value, label: channelLabel(config, value) })),
                  ]}
                  value={field.value}
                  onChange={(event) => {
                    field.onChange(event.currentTarget.value);
                    // Another channel: its own post types.
                    setValue(`tasks.${index}.post_content_type`, '', { shouldDirty: true });
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors?.channel?.message}
                />
              )}
            />
            <PostTypeSelect
              control={control}
              name={`tasks.${index}.post_content_type`}
              options={postTypes}
              channelChosen={Boolean(channel)}
              chooseChannelFirst="Choose a channel first"
              error={errors?.post_content_type?.message}
            />
            <Controller
              control={control}
              name={`tasks.${index}.number`}
              render={({ field }) => (
                <NumberField
                  label="Posts"
                  required
                  max={JOB_LIMITS.perTask}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors?.number?.message}
                />
              )}
            />
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={onRemove}
            aria-label={`Remove task ${index + 1}`}
            mb={errors ? 22 : 0}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Fieldset>
    </Paper>
  );
}

/**
 * The job's channels (those available in its country) and its tasks: a channel, a post type and a
 * number of posts each (spec section 5: tasks expand into one entry per number on save).
 */
export function JobTasksFields() {
  const { control, getValues, formState } = useFormContext<JobFormValues>();
  const { channels: available, channelsLoading, apply } = useJobFormData();
  const [country, chosen] = useWatch({ control, name: ['country', 'channels'] });
  const { fields, append, remove } = useFieldArray({ control, name: 'tasks' });
  const tasksError = formState.errors.tasks?.message ?? formState.errors.tasks?.root?.message;

  return (
    <Fieldset legend="Channels and tasks" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Controller
          control={control}
          name="channels"
          render={({ field }) => (
            <Input.Wrapper
              label="Channels"
              required
              description={
                country
                  ? 'Unticking a channel removes its tasks.'
                  : 'Choose a country first: the channels depend on it.'
              }
              error={formState.errors.channels?.message}
              id="job-channels"
            >
              <Chip.Group multiple value={field.value} onChange={(value) => apply(channelsChange(getValues(), value))}>
                <Group gap="xs" mt={6} role="group" aria-label="Channels" data-testid="job-channels">
                  {available.map((c) => (
                    <Chip key={c.value} value={c.value} variant="outline">
                      {c.label}
                    </Chip>
                  ))}
                  {country && !channelsLoading && available.length === 0 && (
                    <Text size="sm" c="dimmed">
                      No channel is available in this country.
                    </Text>
                  )}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
          )}
        />
        <Stack gap="xs">
          <Text fw={600} size="sm" id="job-tasks-label">
            Tasks
          </Text>
          <Text size="xs" c="dimmed">
            What each creator posts: one row per type of post, with how many posts of it.
          </Text>
          {fields.length > 0 && (
            <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="job-tasks-label">
              {fields.map((row, index) => (
                <TaskRow key={row.id} index={index} onRemove={() => remove(index)} />
              ))}
            </Stack>
          )}
          {tasksError && (
            <Text size="sm" c="red" role="alert">
              {tasksError}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => append(newTask(chosen.length === 1 ? chosen[0] : ''), { shouldFocus: false })}
              disabled={chosen.length === 0 || fields.length >= JOB_LIMITS.tasks}
            >
              Add a task
            </Button>
            {chosen.length === 0 && (
              <Text size="sm" c="dimmed">
                Choose a channel to add tasks.
              </Text>
            )}
          </Group>
        </Stack>
      </Stack>
    </Fieldset>
  );
}
