import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError } from './FormError';
import { useServerFieldErrors } from '../lib/form-errors';

/** The schemas of a decline (declineInvitationRequestSchema, declineContractRequestSchema): a reason. */
type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

interface ReasonModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What declining does, above the field. */
  message: string;
  confirmLabel: string;
  schema: ReasonSchema;
  /** Sends the reason; a rejection keeps the modal open with the server's message. */
  onConfirm: (reason: string) => Promise<unknown>;
}

const FIELDS = ['reason'] as const;

/** Asks for a reason before declining (an invitation, a contract); Cancel has the focus first. */
export function ReasonModal({ opened, onClose, title, message, confirmLabel, schema, onConfirm }: ReasonModalProps) {
  const form = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const [error, setError] = useState<unknown>(null);
  useServerFieldErrors(error, form.setError, FIELDS);

  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };

  const submit = form.handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      await onConfirm(reason);
      form.reset();
      onClose();
    } catch (cause) {
      setError(cause);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          <Textarea
            label="Reason"
            required
            autosize
            minRows={3}
            maxLength={500}
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          <FormError error={error} fields={FIELDS} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={form.formState.isSubmitting}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
