import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { CreatorSignupRequest } from '@app/shared/creator-accounts';
import { FormError } from '../../../components/FormError';
import { PasswordField } from '../../../components/PasswordField';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { creatorSignupFormSchema, type CreatorSignupFormInput, type CreatorSignupFormOutput } from '../lib/signup-form';
import { PasswordRuleList } from './PasswordRuleList';

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password'] as const;
const RULES_ID = 'creator-signup-password-rules';

interface CreatorSignupFormProps {
  onSubmit: (body: CreatorSignupRequest) => void;
  pending: boolean;
  error: unknown;
}

/** The creator's sign-up: names, e-mail, phone and a password typed twice, checked with the shared creatorSignupRequestSchema. */
export function CreatorSignupForm({ onSubmit, pending, error }: CreatorSignupFormProps) {
  const form = useForm<CreatorSignupFormInput, unknown, CreatorSignupFormOutput>({
    resolver: zodResolver(creatorSignupFormSchema),
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  useServerFieldErrors(error, form.setError, FIELDS);

  // The schema trims the names, e-mail and phone; the confirmation stays here.
  const submit = form.handleSubmit(({ first_name, last_name, email, phone, password: value }) =>
    onSubmit({ first_name, last_name, email, phone, password: value }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            {...form.register('first_name')}
            error={errors.first_name?.message}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            {...form.register('last_name')}
            error={errors.last_name?.message}
          />
        </SimpleGrid>
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={errors.email?.message}
        />
        <TextInput
          label="Phone number"
          type="tel"
          autoComplete="tel"
          placeholder="+254 712 345678"
          required
          {...form.register('phone')}
          error={errors.phone?.message}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          {...form.register('password')}
          error={errors.password?.message}
          // The live rules are the field's description (Mantine ties it with aria-describedby), shown under the input.
          description={<PasswordRuleList id={RULES_ID} password={password} />}
          descriptionProps={{ component: 'div' }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.register('confirm_password')}
          error={errors.confirm_password?.message}
        />
        <FormError error={error} title="We could not create your account" fields={FIELDS} />
        <Button type="submit" fullWidth loading={pending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
