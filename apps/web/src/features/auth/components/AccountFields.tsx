import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { PasswordField } from '../../../components/PasswordField';
import { PasswordRules } from './PasswordRules';

/**
 * Field groups shared by the account forms of every area (merchant and creator sign-up, invited account,
 * password reset). They read the surrounding react-hook-form through FormProvider; the form's zod schema
 * gives the messages.
 */
interface AccountFieldValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
}

function useAccountForm() {
  const form = useFormContext<AccountFieldValues>();
  return { register: form.register, errors: form.formState.errors, control: form.control };
}

/** First and last name side by side (stacked on a phone). */
export function NameFields() {
  const { register, errors } = useAccountForm();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label="First name"
        autoComplete="given-name"
        required
        {...register('first_name')}
        error={errors.first_name?.message}
      />
      <TextInput
        label="Last name"
        autoComplete="family-name"
        required
        {...register('last_name')}
        error={errors.last_name?.message}
      />
    </SimpleGrid>
  );
}

export function EmailField() {
  const { register, errors } = useAccountForm();
  return (
    <TextInput
      label="E-mail"
      type="email"
      autoComplete="email"
      required
      {...register('email')}
      error={errors.email?.message}
    />
  );
}

export function PhoneField() {
  const { register, errors } = useAccountForm();
  return (
    <TextInput
      label="Phone number"
      type="tel"
      autoComplete="tel"
      placeholder="+254 712 345678"
      required
      {...register('phone')}
      error={errors.phone?.message}
    />
  );
}

interface NewPasswordFieldsProps {
  /** The id of the live rule list (the password field's description). */
  rulesId: string;
  label?: string;
  confirmLabel?: string;
  autoFocus?: boolean;
}

/**
 * A new password with its live rule list (spec section 5), and the confirmation. The rules are the field's
 * description (Mantine ties it to the input with aria-describedby), shown under the input, above its error.
 */
export function NewPasswordFields({
  rulesId,
  label = 'Password',
  confirmLabel = 'Confirm password',
  autoFocus = false,
}: NewPasswordFieldsProps) {
  const { register, errors, control } = useAccountForm();
  const password = useWatch({ control, name: 'password' }) ?? '';
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        data-autofocus={autoFocus || undefined}
        {...register('password')}
        error={errors.password?.message}
        description={<PasswordRules id={rulesId} password={password} />}
        descriptionProps={{ component: 'div' }}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        required
        {...register('confirm_password')}
        error={errors.confirm_password?.message}
      />
    </>
  );
}
