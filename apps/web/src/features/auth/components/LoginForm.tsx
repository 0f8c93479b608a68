import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { loginRequestSchema, type LoginRequest } from '@app/shared/auth';
import { FormError } from '../../../components/FormError';
import { PasswordField } from '../../../components/PasswordField';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { AUTH_AREA_PATHS, type AuthArea } from '../lib/auth-areas';

type Input = z.input<typeof loginRequestSchema>;

const FIELDS = ['username', 'password'] as const;

interface LoginFormProps {
  onSubmit: (body: LoginRequest) => void;
  pending: boolean;
  error: unknown;
  /** Whose login it is: the forgot-password link goes to that area's password reset. */
  area?: AuthArea;
  forgotPath?: string;
  submitLabel?: string;
}

/** E-mail and password with show/hide and the forgot-password link: the login of every area. */
export function LoginForm({
  onSubmit,
  pending,
  error,
  area = 'brand',
  forgotPath = AUTH_AREA_PATHS[area].resetPassword,
  submitLabel = 'Log in',
}: LoginFormProps) {
  const form = useForm<Input, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  useServerFieldErrors(error, form.setError, FIELDS);
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          data-autofocus
          {...form.register('username')}
          error={errors.username?.message}
        />
        <Stack gap={4}>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            {...form.register('password')}
            error={errors.password?.message}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={forgotPath} size="sm">
              Forgot password?
            </Anchor>
          </Group>
        </Stack>
        <FormError error={error} title="We could not log you in" fields={FIELDS} />
        <Button type="submit" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
