import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { loginRequestSchema, type LoginRequest } from '@app/shared/auth';
import { FormError } from '../../../components/FormError';
import { PasswordField } from '../../../components/PasswordField';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';

type Input = z.input<typeof loginRequestSchema>;
const FIELDS = ['username', 'password'] as const;

/** The creator's e-mail and password, with the way to a new password. */
export function CreatorLoginForm({
  onSubmit,
  pending,
  error,
}: {
  onSubmit: (body: LoginRequest) => void;
  pending: boolean;
  error: unknown;
}) {
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
            <Anchor component={Link} to={paths.creator.resetPassword()} size="sm">
              Forgot password?
            </Anchor>
          </Group>
        </Stack>
        <FormError error={error} title="We could not log you in" fields={FIELDS} />
        <Button type="submit" fullWidth loading={pending}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
