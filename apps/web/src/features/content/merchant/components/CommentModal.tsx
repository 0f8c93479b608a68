import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { REVIEW_COMMENT_MAX } from '@app/shared/content';
import { FormError } from '../../../../components/FormError';
import { useServerFieldErrors } from '../../../../lib/form-errors';

type CommentSchema = z.ZodType<{ comment?: string }, { comment?: string }>;

interface CommentModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the move does, above the field. */
  message: string;
  label: string;
  description?: string;
  /** A required comment (request changes, reject a live link); an approval's is optional. */
  required: boolean;
  confirmLabel: string;
  confirmColor?: string;
  schema: CommentSchema;
  /** API field names of the comment (`reason` for a rejected live link). */
  aliases?: Readonly<Record<string, string>>;
  /** Makes the move; a rejection keeps the dialog open with the server's message. */
  onConfirm: (comment: string) => Promise<unknown>;
  'data-testid'?: string;
}

const FIELDS = ['comment'] as const;

/**
 * A review move with a comment for the creator (approve, request changes, reject a live link). With an optional
 * comment the confirm button has the focus first (A then Enter approves); with a required one, the field.
 */
export function CommentModal({
  opened,
  onClose,
  title,
  message,
  label,
  description,
  required,
  confirmLabel,
  confirmColor,
  schema,
  aliases,
  onConfirm,
  ...rest
}: CommentModalProps) {
  const form = useForm<{ comment?: string }, unknown, { comment?: string }>({
    resolver: zodResolver(schema),
    defaultValues: { comment: '' },
  });
  const [error, setError] = useState<unknown>(null);
  useServerFieldErrors(error, form.setError, FIELDS, { aliases });

  // Every opening starts blank.
  useEffect(() => {
    if (!opened) return;
    form.reset({ comment: '' });
    setError(null);
  }, [opened, form]);

  const submit = form.handleSubmit(async ({ comment }) => {
    setError(null);
    try {
      await onConfirm(comment?.trim() ?? '');
    } catch (cause) {
      setError(cause);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid={rest['data-testid']}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          <Textarea
            label={label}
            description={description}
            required={required}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={REVIEW_COMMENT_MAX}
            {...form.register('comment')}
            error={form.formState.errors.comment?.message}
            data-autofocus={required || undefined}
          />
          <FormError error={error} fields={FIELDS} aliases={aliases} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              color={confirmColor}
              loading={form.formState.isSubmitting}
              data-autofocus={!required || undefined}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
