import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { describeError, errorReference } from '../lib/api-client';
import { formLevelMessage, type ServerFieldOptions } from '../lib/form-errors';

interface FormErrorProps {
  error: unknown;
  title?: string;
  /** The form's fields: server errors naming one of them show on that field instead of here. */
  fields?: readonly string[];
  /** API field names the form calls differently (`phone_number` -> `phone`). */
  aliases?: ServerFieldOptions['aliases'];
}

/** The server's answer to a failed submit, announced to screen readers. */
export function FormError({ error, title, fields, aliases }: FormErrorProps) {
  if (!error) return null;
  const text = fields ? formLevelMessage(error, fields, { aliases }) : describeError(error);
  if (!text) return null;
  const reference = errorReference(error);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={title}
      role="alert"
      data-testid="form-error"
    >
      {reference ? (
        <>
          <span>{text}</span>
          <Text size="xs" mt={4} data-testid="error-reference">
            {reference}
          </Text>
        </>
      ) : (
        text
      )}
    </Alert>
  );
}
