import { Alert, Anchor, Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconInfoCircle, IconUsersGroup } from '@tabler/icons-react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { initiateRequestSchema, newPasswordFormSchema } from '@app/shared/auth';
import { TEAM_ROLE_LABELS } from '@app/shared/permissions';
import { TERMS_VERSION } from '@app/shared/validation';
import { brandHomePath } from '@app/shared/session';
import { FormError } from '../../../components/FormError';
import { toast } from '../../../components/toast';
import { describeError } from '../../../lib/api-client';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { sessionStore } from '../../../lib/session';
import { useCreateAccountFromInvite } from '../api/create-account-from-invite';
import { useInvitationPreview, type InvitationPreview } from '../api/invitation-preview';
import { NameFields, NewPasswordFields, PhoneField } from '../components/AccountFields';
import { AuthCard, AuthPrompt } from '../components/AuthCard';

/** The shared rules: the sign-up's name, e-mail and phone fields plus the new-password pair. */
const createAccountFormSchema = initiateRequestSchema
  .pick({ first_name: true, last_name: true, email: true, phone: true })
  .and(newPasswordFormSchema);
type Input = z.input<typeof createAccountFormSchema>;
type Output = z.output<typeof createAccountFormSchema>;

const FIELDS = ['email', 'first_name', 'last_name', 'phone', 'password'] as const;

/** Where a logged-in account accepts an invitation (a login comes first when needed). */
export function acceptInvitationPath(token: string, email: string): string {
  return paths.auth.acceptInvitation({ token, email });
}

const loginPrompt = (
  <Text size="sm" ta="center">
    <AuthPrompt prompt="Already have an account?" label="Log in" to={paths.auth.login()} />
  </Text>
);

function InvitationSummary({ preview }: { preview: InvitationPreview }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconUsersGroup aria-hidden />}
      title={`Join ${preview.company_name} as ${TEAM_ROLE_LABELS[preview.role]}`}
      data-testid="invitation-summary"
    >
      {preview.invited_by
        ? `${preview.invited_by} invited ${preview.email}.`
        : `This invitation was sent to ${preview.email}.`}
    </Alert>
  );
}

/** The e-mail already has an account: it logs in, then accepts (POST /auth/accept_invite/merchant). */
function LogInToAccept({ preview, token }: { preview: InvitationPreview; token: string }) {
  const target = acceptInvitationPath(token, preview.email);
  return (
    <AuthCard title="Accept your invitation">
      <Stack>
        <InvitationSummary preview={preview} />
        <Text size="sm">An account with {preview.email} already exists. Log in with it to accept the invitation.</Text>
        <Button component={Link} to={paths.auth.login({ redirect: target })} fullWidth>
          Log in to accept
        </Button>
      </Stack>
    </AuthCard>
  );
}

/**
 * /auth/invite/merchant and /auth/create-account: an invited merchant sets up their account from
 * the invitation link (?token=...&email=...).
 */
export function CreateAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitedEmail = params.get('email') ?? '';
  const create = useCreateAccountFromInvite();
  const preview = useInvitationPreview(token, invitedEmail);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(createAccountFormSchema),
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      email: invitedEmail,
      phone: '',
      password: '',
      confirm_password: '',
    },
  });
  const { errors } = form.formState;
  useServerFieldErrors(create.error, form.setError, FIELDS);

  if (!token) {
    return (
      <AuthCard title="Create your account">
        <Stack>
          <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title="Invitation link needed">
            This page opens from the invitation e-mail. Open the link in that e-mail again, or sign up on your own.
          </Alert>
          <Button component={Link} to={paths.auth.signup()} fullWidth>
            Sign up
          </Button>
          {loginPrompt}
        </Stack>
      </AuthCard>
    );
  }

  if (preview.isError) {
    return (
      <AuthCard title="Create your account">
        <Stack>
          <Alert
            color="red"
            icon={<IconInfoCircle aria-hidden />}
            title="This invitation cannot be used"
            role="alert"
            data-testid="invitation-invalid"
          >
            {describeError(preview.error)}
          </Alert>
          {loginPrompt}
        </Stack>
      </AuthCard>
    );
  }
  if (preview.data?.account_exists) return <LogInToAccept preview={preview.data} token={token} />;

  const onSubmit = (values: Output) => {
    create.mutate(
      {
        token,
        email: values.email,
        first_name: values.first_name,
        last_name: values.last_name,
        password: values.password,
        phone: values.phone,
        // "By creating an account you accept the terms": recorded like at sign-up.
        accepted_terms_version: TERMS_VERSION,
      },
      {
        onSuccess: ({ access_token, merchant_profile: profile }) => {
          toast({
            type: 'success',
            message: preview.data
              ? `Your account is ready. Welcome to ${preview.data.company_name}.`
              : 'Your account is ready.',
          });
          // The API sets last_company_id to the inviting company, so the home path is its dashboard.
          sessionStore.set('brand', { token: access_token, profile }, { next: brandHomePath(profile) });
        },
      },
    );
  };

  return (
    <AuthCard title="Create your account" subtitle="You were invited to join a team on CreatorHub." size={560}>
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
          <Stack gap="md">
            {preview.data ? (
              <InvitationSummary preview={preview.data} />
            ) : invitedEmail ? (
              <Skeleton height={64} radius="md" aria-label="Loading the invitation" />
            ) : null}
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
            <NameFields />
            <PhoneField />
            <NewPasswordFields rulesId="invite-password-rules" />
            <Text size="xs" c="dimmed">
              By creating an account you accept the{' '}
              <Anchor component={Link} to={paths.terms()} target="_blank" rel="noopener" size="xs">
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
      </FormProvider>
    </AuthCard>
  );
}
