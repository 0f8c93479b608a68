import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { describeError } from '../lib/api-client';
import { remainingMessage, serverFieldErrors } from '../lib/form-errors';

interface FormErrorProps {
  error: unknown;
  title?: string;
  /** The form's fields: server errors naming one of them show on that field instead of here. */
  fields?: readonly string[];
}

/** The server's answer to a failed submit, announced to screen readers. */
export function FormError({ error, title, fields }: FormErrorProps) {
  if (!error) return null;
  const text = fields && serverFieldErrors(error, fields).length > 0 ? remainingMessage(error, fields) : describeError(error);
  if (!text) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title} role="alert" data-testid="form-error">
      {text}
    </Alert>
  );
}
