import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { FormEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { OTP_LENGTH } from '../lib/constants';
import { FormError } from './FormError';

const FIELDS = ['otp'] as const;

interface VerificationCodeFormProps {
  /** The form's `handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** `register('otp', ...)` of the caller's form (spaces taken out of the typed code). */
  otp: UseFormRegisterReturn;
  /** The field's message. */
  error?: string;
  /** The verify call's error (shown on the field when the server names `otp`). */
  verifyError: unknown;
  verifying: boolean;
  onResend: () => void;
  resending: boolean;
  /** Seconds until another code may be asked for (0: now). */
  cooldown: number;
  /** Focus the code field when the page opens. */
  autoFocus?: boolean;
}

/**
 * The e-mailed code form of a sign-up (merchants' and creators'): the code field, the verify
 * button, and "Resend code" behind its cooldown.
 */
export function VerificationCodeForm({
  onSubmit,
  otp,
  error,
  verifyError,
  verifying,
  onResend,
  resending,
  cooldown,
  autoFocus,
}: VerificationCodeFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Verification code"
          description={`The ${OTP_LENGTH} digits from the e-mail`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          required
          data-autofocus={autoFocus || undefined}
          styles={{ input: { letterSpacing: '0.4em', fontSize: 20, textAlign: 'center' } }}
          {...otp}
          error={error}
        />
        <FormError error={verifyError} title="That code did not work" fields={FIELDS} />
        <Button type="submit" fullWidth loading={verifying}>
          Verify
        </Button>
        <Stack gap={2} align="center">
          <Text size="sm" c="dimmed" ta="center">
            No e-mail? Check your spam folder, or
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onResend} loading={resending} disabled={cooldown > 0}>
            {cooldown > 0 ? `Resend code in ${cooldown}s` : 'Resend code'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
