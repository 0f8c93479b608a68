import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { newPasswordFormSchema, resetPasswordRequestSchema } from '@app/shared/auth';
import { FormError } from '../../../components/FormError';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { AUTH_AREA_PATHS, type AuthArea } from '../lib/auth-areas';
import { NewPasswordFields } from './AccountFields';
import { AuthCard } from './AuthCard';

/** The new password with the e-mailed link's token and address. */
export interface SavePasswordBody {
  email: string;
  token: string;
  password: string;
}

/**
 * The area's two calls, as mutation hooks: ask for the e-mailed link (the same answer whether or not the
 * account exists), and save the new password with the link's token.
 */
export interface ResetPasswordCalls {
  useRequestReset: () => UseMutationResult<unknown, Error, string>;
  useSavePassword: () => UseMutationResult<unknown, Error, SavePasswordBody>;
}

/** What the steps say that differs by area (brand and SME accounts are merchant accounts). */
const MERCHANT_TEXT = { account: 'an account', linkNote: 'The link works once and expires after a while. ' };
const RESET_TEXT: Record<AuthArea, { account: string; linkNote: string }> = {
  brand: MERCHANT_TEXT,
  sme: MERCHANT_TEXT,
  creator: { account: 'a creator account', linkNote: '' },
};

interface StepProps {
  area: AuthArea;
  calls: ResetPasswordCalls;
}

function BackToLogin({ area }: { area: AuthArea }) {
  return (
    <Anchor component={Link} to={AUTH_AREA_PATHS[area].login}>
      Back to login
    </Anchor>
  );
}

type RequestInput = z.input<typeof resetPasswordRequestSchema>;
type RequestOutput = z.output<typeof resetPasswordRequestSchema>;

function RequestResetForm({ area, calls }: StepProps) {
  const request = calls.useRequestReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RequestInput, unknown, RequestOutput>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  useServerFieldErrors(request.error, form.setError, ['email']);
  const text = RESET_TEXT[area];

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail" footer={<BackToLogin area={area} />}>
        <Stack>
          <Alert color="teal" icon={<IconMailForward aria-hidden />} title="Reset link sent" role="status">
            If {text.account} exists for <strong>{sentTo}</strong>, we have sent it a link to choose a new password.
          </Alert>
          <Text size="sm" c="dimmed">
            {text.linkNote}Nothing arrived? Check your spam folder or{' '}
            <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
              send it again
            </Anchor>
            .
          </Text>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your e-mail and we will send you a link to choose a new password."
      footer={<BackToLogin area={area} />}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(({ email }) => request.mutate(email, { onSuccess: () => setSentTo(email) }))}
      >
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            data-autofocus
            {...form.register('email')}
            error={form.formState.errors.email?.message}
          />
          <FormError error={request.error} fields={['email']} />
          <Button type="submit" fullWidth loading={request.isPending}>
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

type NewPasswordInput = z.input<typeof newPasswordFormSchema>;
type NewPasswordOutput = z.output<typeof newPasswordFormSchema>;

function NewPasswordForm({ area, calls, token, email }: StepProps & { token: string; email: string }) {
  const save = calls.useSavePassword();
  const form = useForm<NewPasswordInput, unknown, NewPasswordOutput>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm_password: '' },
  });
  useServerFieldErrors(save.error, form.setError, ['password']);
  const { login, resetPassword } = AUTH_AREA_PATHS[area];

  if (save.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <Stack>
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title="All set" role="status">
            Your password has been changed. Log in with your new password.
          </Alert>
          <Button component={Link} to={login} fullWidth>
            Go to login
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle={<>For {email}</>} footer={<BackToLogin area={area} />}>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit(({ password: value }) => save.mutate({ email, token, password: value }))}
        >
          <Stack gap="md">
            <NewPasswordFields
              rulesId="reset-password-rules"
              label="New password"
              confirmLabel="Confirm new password"
              autoFocus
            />
            {save.error ? (
              <Stack gap={4}>
                <FormError error={save.error} title="We could not change your password" fields={['password']} />
                <Anchor component={Link} to={resetPassword} size="sm">
                  Request a new link
                </Anchor>
              </Stack>
            ) : null}
            <Button type="submit" fullWidth loading={save.isPending}>
              Save new password
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </AuthCard>
  );
}

/**
 * The password reset of every area: the request step, or with ?token&email (the e-mailed link) the step
 * that saves the new password. The area decides the texts and paths; its calls are passed in.
 */
export function ResetPasswordSteps({ area, calls }: StepProps) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  if (token && email) return <NewPasswordForm area={area} calls={calls} token={token} email={email} />;
  return <RequestResetForm area={area} calls={calls} />;
}
