import { Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { signupFormSchema, type InitiateRequest } from '@app/shared/auth';
import { TERMS_VERSION } from '@app/shared/validation';
import { FormError } from '../../../components/FormError';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { EmailField, NameFields, NewPasswordFields, PhoneField } from './AccountFields';
import { TermsCheckbox } from './TermsCheckbox';

type SignupFormInput = z.input<typeof signupFormSchema>;
type SignupFormOutput = z.output<typeof signupFormSchema>;

const FIELDS = ['first_name', 'last_name', 'business_name', 'email', 'phone', 'password'] as const;

interface SignupFormProps {
  onSubmit: (body: InitiateRequest) => void;
  pending: boolean;
  error: unknown;
  submitLabel?: string;
}

/**
 * The merchant sign-up of the brand and SME flows, validated with the shared signupFormSchema. Its account
 * fields are the creator sign-up's (AccountFields); the business name and the terms are the merchant's.
 */
export function SignupForm({ onSubmit, pending, error, submitLabel = 'Create account' }: SignupFormProps) {
  const form = useForm<SignupFormInput, unknown, SignupFormOutput>({
    resolver: zodResolver(signupFormSchema),
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      business_name: '',
      email: '',
      phone: '',
      password: '',
      confirm_password: '',
    },
  });
  const { errors } = form.formState;
  useServerFieldErrors(error, form.setError, FIELDS);

  // The schema trims names (and e-mail, phone) in its output; only the API fields are sent.
  const submit = form.handleSubmit((values) => {
    onSubmit({
      first_name: values.first_name,
      last_name: values.last_name,
      business_name: values.business_name,
      email: values.email,
      phone: values.phone,
      password: values.password,
      accepted_terms_version: TERMS_VERSION,
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NameFields />
          <TextInput
            label="Business name"
            autoComplete="organization"
            required
            {...form.register('business_name')}
            error={errors.business_name?.message}
          />
          <EmailField />
          <PhoneField />
          <NewPasswordFields rulesId="signup-password-rules" />
          <Controller
            control={form.control}
            name="accept_terms"
            render={({ field, fieldState }) => (
              <TermsCheckbox
                checked={field.value === true}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <FormError error={error} title="We could not create your account" fields={FIELDS} />
          <Group justify="stretch">
            <Button type="submit" fullWidth loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
