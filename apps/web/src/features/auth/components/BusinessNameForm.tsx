import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { completeSignupRequestSchema } from '@app/shared/auth';
import { FormError } from '../../../components/FormError';
import { useServerFieldErrors } from '../../../lib/form-errors';

type Input = z.input<typeof completeSignupRequestSchema>;
type Output = z.output<typeof completeSignupRequestSchema>;

const FIELDS = ['business_name'] as const;

interface BusinessNameFormProps {
  defaultName?: string | null;
  onSubmit: (businessName: string) => void;
  pending: boolean;
  error: unknown;
  submitLabel?: string;
}

/** The business-name step of the SME flow (complete-signup and create-brand). Trimmed by the schema. */
export function BusinessNameForm({
  defaultName,
  onSubmit,
  pending,
  error,
  submitLabel = 'Continue',
}: BusinessNameFormProps) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(completeSignupRequestSchema),
    defaultValues: { business_name: defaultName ?? '' },
  });
  useServerFieldErrors(error, form.setError, FIELDS);
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values.business_name))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Business name"
          description="The name your customers know you by."
          autoComplete="organization"
          required
          data-autofocus
          {...form.register('business_name')}
          error={form.formState.errors.business_name?.message}
        />
        <FormError error={error} title="We could not set up your business" fields={FIELDS} />
        <Button type="submit" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
