import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { updateGroupRequestSchema, type Group as CreatorGroup } from '@app/shared/groups';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { groupUpdateBody } from '../lib/group-update';

/** An emptied field is not sent (spec section 5: empty values are removed from group updates). */
const emptyAsUnset = (value: string) => (value.trim() === '' ? undefined : value);

/** The shared PATCH rules (name pattern and length, description length) on what the person filled in. */
const renameFormSchema = z.object({
  name: z.string().transform(emptyAsUnset).pipe(updateGroupRequestSchema.shape.name),
  description: z
    .string()
    .transform(emptyAsUnset)
    .pipe(updateGroupRequestSchema.shape.description.unwrap().unwrap().optional()),
});
type Input = z.input<typeof renameFormSchema>;
type Output = z.output<typeof renameFormSchema>;

const FIELDS = ['name', 'description'] as const;

export type GroupChangesBody = NonNullable<ReturnType<typeof groupUpdateBody>>;

interface RenameGroupFormProps {
  group: Pick<CreatorGroup, 'name' | 'description'>;
  /** The PATCH body: only filled-in values that differ from the group; null when nothing changed. */
  onSubmit: (body: GroupChangesBody | null) => void;
  onCancel: () => void;
  pending: boolean;
  /** The failed save: field errors from the server show on their fields. */
  error?: unknown;
}

/** A group's name and description, edited in place (Escape or Cancel drops the changes). */
export function RenameGroupForm({ group, onSubmit, onCancel, pending, error }: RenameGroupFormProps) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(renameFormSchema),
    defaultValues: { name: group.name, description: group.description ?? '' },
  });
  const { errors } = form.formState;
  useServerFieldErrors(error, form.setError, FIELDS);

  return (
    <form
      onSubmit={form.handleSubmit((values) => onSubmit(groupUpdateBody(values, group)))}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      noValidate
    >
      <Stack gap="sm">
        <TextInput
          label="Group name"
          maxLength={80}
          required
          data-autofocus
          autoFocus
          data-testid="rename-input"
          {...form.register('name')}
          error={errors.name?.message}
        />
        <Textarea
          label="Description"
          description="Clearing it keeps the current description: only filled-in values are saved."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={500}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <Group gap="sm">
          <Button type="submit" size="xs" loading={pending} data-testid="rename-save">
            Save
          </Button>
          <Button variant="default" size="xs" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
