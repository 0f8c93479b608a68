import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { signupFormSchema, type InitiateRequest } from '@app/shared/auth';
import { TERMS_VERSION } from '@app/shared/validation';
import { PasswordField } from '../../../components/PasswordField';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { FormError } from '../../../components/FormError';
import { PasswordRules } from './PasswordRules';
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

/** Sign-up fields shared by the brand and SME flows, validated with the shared signupFormSchema. */
export function SignupForm({ onSubmit, pending, error, submitLabel = 'Create account' }: SignupFormProps) {
  const form = useForm<SignupFormInput, unknown, SignupFormOutput>({
    resolver: zodResolver(signupFormSchema),
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', business_name: '', email: '', phone: '', password: '', confirm_password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
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
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" required {...form.register('first_name')} error={errors.first_name?.message} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.register('last_name')} error={errors.last_name?.message} />
        </SimpleGrid>
        <TextInput label="Business name" autoComplete="organization" required {...form.register('business_name')} error={errors.business_name?.message} />
        <TextInput label="E-mail" type="email" autoComplete="email" required {...form.register('email')} error={errors.email?.message} />
        <TextInput
          label="Phone number"
          type="tel"
          autoComplete="tel"
          placeholder="+254 712 345678"
          required
          {...form.register('phone')}
          error={errors.phone?.message}
        />
        <Stack gap="xs">
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            aria-describedby="signup-password-rules"
            {...form.register('password')}
            error={errors.password?.message}
          />
          <PasswordRules id="signup-password-rules" password={password} />
        </Stack>
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.register('confirm_password')}
          error={errors.confirm_password?.message}
        />
        <Controller
          control={form.control}
          name="accept_terms"
          render={({ field, fieldState }) => (
            <TermsCheckbox checked={field.value === true} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
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
  );
}
