import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { importGroupRequestSchema, type Group as CreatorGroup } from '@app/shared/groups';
import { GROUP_CODE_LENGTH } from '@app/shared/group-options';
import { describeError } from '../../../lib/api-client';
import { useImportGroup } from '../api/import-group';
import { normaliseGroupCode } from '../lib/group-update';

/** The code as typed ("ab3d-ef7h"), checked with the shared rule once spaces and dashes are gone. */
const importFormSchema = z.object({
  code: z.string().transform(normaliseGroupCode).pipe(importGroupRequestSchema.shape.code),
});
type Input = z.input<typeof importFormSchema>;
type Output = z.output<typeof importFormSchema>;

interface ImportGroupFormProps {
  onSubmit: (code: string) => void;
  onCancel: () => void;
  pending: boolean;
  /** The failed import, shown in an alert. */
  error: unknown;
}

/** The share-code field (upper-cased as typed); mounted afresh each time its modal opens. */
export function ImportGroupForm({ onSubmit, onCancel, pending, error }: ImportGroupFormProps) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(importFormSchema),
    defaultValues: { code: '' },
  });
  const code = form.register('code');
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values.code))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Share code"
          description="Ask the group's owner for its 8-character code. You get your own copy of the group."
          placeholder="e.g. K7M2QX9P"
          maxLength={GROUP_CODE_LENGTH + 2}
          autoComplete="off"
          spellCheck={false}
          required
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: 2 } }}
          data-autofocus
          data-testid="import-code"
          {...code}
          onChange={(event) => {
            event.currentTarget.value = event.currentTarget.value.toUpperCase();
            void code.onChange(event);
          }}
          error={form.formState.errors.code?.message}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert" title="We could not import the group">
            {describeError(error, 'Something went wrong. Please try again later.')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} data-testid="import-submit">
            Import group
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ImportGroupModalProps {
  opened: boolean;
  onClose: () => void;
  companyId: string;
  onImported: (group: CreatorGroup) => void;
}

/** Copies a group shared by its 8-character code into this company. */
export function ImportGroupModal({ opened, onClose, companyId, onImported }: ImportGroupModalProps) {
  const importGroup = useImportGroup(companyId);
  const { reset } = importGroup;

  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  return (
    <Modal opened={opened} onClose={onClose} title="Import a group by its code" centered>
      <ImportGroupForm
        onSubmit={(code) => importGroup.mutate(code, { onSuccess: onImported })}
        onCancel={onClose}
        pending={importGroup.isPending}
        error={importGroup.isError ? importGroup.error : null}
      />
    </Modal>
  );
}
