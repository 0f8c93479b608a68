import { Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import type { CreatorSignupRequest } from '@app/shared/creator-accounts';
import { FormError } from '../../../components/FormError';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { EmailField, NameFields, NewPasswordFields, PhoneField } from '../../auth/components/AccountFields';
import { creatorSignupFormSchema, type CreatorSignupFormInput, type CreatorSignupFormOutput } from '../lib/signup-form';

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password'] as const;

interface CreatorSignupFormProps {
  onSubmit: (body: CreatorSignupRequest) => void;
  pending: boolean;
  error: unknown;
}

/**
 * The creator's sign-up: the merchant sign-up's account fields (names, e-mail, phone, a password typed twice
 * with its live rules) without a business or terms, checked with the shared creatorSignupRequestSchema.
 */
export function CreatorSignupForm({ onSubmit, pending, error }: CreatorSignupFormProps) {
  const form = useForm<CreatorSignupFormInput, unknown, CreatorSignupFormOutput>({
    resolver: zodResolver(creatorSignupFormSchema),
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', password: '', confirm_password: '' },
  });
  useServerFieldErrors(error, form.setError, FIELDS);

  // The schema trims the names, e-mail and phone; the confirmation stays here.
  const submit = form.handleSubmit(({ first_name, last_name, email, phone, password }) =>
    onSubmit({ first_name, last_name, email, phone, password }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NameFields />
          <EmailField />
          <PhoneField />
          <NewPasswordFields rulesId="creator-signup-password-rules" />
          <FormError error={error} title="We could not create your account" fields={FIELDS} />
          <Button type="submit" fullWidth loading={pending}>
            Create account
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
