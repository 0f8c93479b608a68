import { NativeSelect } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface PostTypeSelectProps<T extends FieldValues> {
  /** The form's output type is the caller's business. */
  control: Control<T, any, any>;
  /** A string field of the row ('' while none is chosen). */
  name: Path<T>;
  /** The post types of the row's channel (from the config). */
  options: readonly { value: string; label: string }[];
  /** Whether the row has a channel yet: without one the select is off. */
  channelChosen: boolean;
  /** The empty option's text while the row has no channel ("Choose a channel first"). */
  chooseChannelFirst: string;
  error?: string;
}

/**
 * A row's "Type of post": the post types of the row's channel, off until a channel is chosen (a job's tasks, the
 * wizard's deliverables).
 */
export function PostTypeSelect<T extends FieldValues>({
  control,
  name,
  options,
  channelChosen,
  chooseChannelFirst,
  error,
}: PostTypeSelectProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NativeSelect
          label="Type of post"
          required
          data={[{ value: '', label: channelChosen ? 'Choose a type' : chooseChannelFirst }, ...options]}
          value={field.value as string}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          ref={field.ref}
          disabled={!channelChosen}
          error={error}
        />
      )}
    />
  );
}
