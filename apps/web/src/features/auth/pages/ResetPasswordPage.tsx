import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { newPasswordFormSchema, resetPasswordRequestSchema } from '@app/shared/auth';
import { FormError } from '../../../components/FormError';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useRequestPasswordReset } from '../api/reset-password';
import { useSavePassword } from '../api/save-password';
import { NewPasswordFields } from '../components/AccountFields';
import { AuthCard } from '../components/AuthCard';

const backToLogin = (
  <Anchor component={Link} to={paths.auth.login()}>
    Back to login
  </Anchor>
);

type RequestInput = z.input<typeof resetPasswordRequestSchema>;
type RequestOutput = z.output<typeof resetPasswordRequestSchema>;

function RequestResetForm() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RequestInput, unknown, RequestOutput>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  useServerFieldErrors(request.error, form.setError, ['email']);

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail" footer={backToLogin}>
        <Stack>
          <Alert color="teal" icon={<IconMailForward aria-hidden />} title="Reset link sent" role="status">
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to choose a new password.
          </Alert>
          <Text size="sm" c="dimmed">
            The link works once and expires after a while. Nothing arrived? Check your spam folder or{' '}
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
      footer={backToLogin}
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

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const save = useSavePassword();
  const form = useForm<NewPasswordInput, unknown, NewPasswordOutput>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm_password: '' },
  });
  useServerFieldErrors(save.error, form.setError, ['password']);

  if (save.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <Stack>
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title="All set" role="status">
            Your password has been changed. Log in with your new password.
          </Alert>
          <Button component={Link} to={paths.auth.login()} fullWidth>
            Go to login
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle={email ? <>For {email}</> : undefined} footer={backToLogin}>
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
                <Anchor component={Link} to={paths.auth.resetPassword()} size="sm">
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

/** /auth/reset-password: the request form, or with ?token&email the new-password form. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  if (token && email) return <NewPasswordForm token={token} email={email} />;
  return <RequestResetForm />;
}
