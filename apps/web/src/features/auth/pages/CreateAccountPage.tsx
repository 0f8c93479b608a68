import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconInfoCircle } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { initiateRequestSchema, newPasswordFormSchema } from '@app/shared/auth';
import { brandHomePath } from '@app/shared/session';
import { PasswordField } from '../../../components/PasswordField';
import { toast } from '../../../components/toast';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { sessionStore } from '../../../lib/session';
import { useCreateAccountFromInvite } from '../api/create-account-from-invite';
import { fetchMerchantProfile } from '../api/profile';
import { AuthCard } from '../components/AuthCard';
import { FormError } from '../components/FormError';
import { PasswordRules } from '../components/PasswordRules';

/** The shared rules: the sign-up's name, e-mail and phone fields plus the new-password pair. */
const createAccountFormSchema = initiateRequestSchema
  .pick({ first_name: true, last_name: true, email: true, phone: true })
  .and(newPasswordFormSchema);
type Input = z.input<typeof createAccountFormSchema>;
type Output = z.output<typeof createAccountFormSchema>;

const FIELDS = ['email', 'first_name', 'last_name', 'phone', 'password'] as const;

/**
 * /auth/invite/merchant and /auth/create-account: an invited merchant sets up their account from
 * the invitation link (?token=...&email=...).
 */
export function CreateAccountPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const invitedEmail = params.get('email') ?? '';
  const create = useCreateAccountFromInvite();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(createAccountFormSchema),
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', email: invitedEmail, phone: '', password: '', confirm_password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const { errors } = form.formState;
  useServerFieldErrors(create.error, form.setError, FIELDS);

  if (!token) {
    return (
      <AuthCard title="Create your account">
        <Stack>
          <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title="Invitation link needed">
            This page opens from the invitation e-mail. Open the link in that e-mail again, or sign up on your own.
          </Alert>
          <Button component={Link} to="/auth/signup" fullWidth>
            Sign up
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/auth/login">
              Log in
            </Anchor>
          </Text>
        </Stack>
      </AuthCard>
    );
  }

  const onSubmit = (values: Output) => {
    create.mutate(
      {
        token,
        email: values.email,
        first_name: values.first_name,
        last_name: values.last_name,
        password: values.password,
        phone: values.phone,
      },
      {
        onSuccess: async (reply) => {
          if (!reply?.access_token) {
            void navigate('/auth/thank-you', { replace: true });
            return;
          }
          let profile = reply.merchant_profile ?? null;
          if (!profile) profile = await fetchMerchantProfile('brand', { token: reply.access_token }).catch(() => null);
          toast({ type: 'success', message: 'Your account is ready.' });
          sessionStore.set('brand', { token: reply.access_token, profile }, profile ? { next: brandHomePath(profile) } : undefined);
        },
      },
    );
  };

  return (
    <AuthCard title="Create your account" subtitle="You were invited to join a team on CreatorHub." size={560}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            readOnly={Boolean(invitedEmail)}
            description={invitedEmail ? 'The address your invitation was sent to' : undefined}
            {...form.register('email')}
            error={errors.email?.message}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="First name" autoComplete="given-name" required {...form.register('first_name')} error={errors.first_name?.message} />
            <TextInput label="Last name" autoComplete="family-name" required {...form.register('last_name')} error={errors.last_name?.message} />
          </SimpleGrid>
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
              aria-describedby="invite-password-rules"
              {...form.register('password')}
              error={errors.password?.message}
            />
            <PasswordRules id="invite-password-rules" password={password} />
          </Stack>
          <PasswordField label="Confirm password" autoComplete="new-password" required {...form.register('confirm_password')} error={errors.confirm_password?.message} />
          <Text size="xs" c="dimmed">
            By creating an account you accept the{' '}
            <Anchor component={Link} to="/terms-and-conditions" target="_blank" rel="noopener" size="xs">
              terms and conditions
            </Anchor>
            .
          </Text>
          <FormError error={create.error} title="We could not create your account" fields={FIELDS} />
          <Button type="submit" fullWidth loading={create.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
