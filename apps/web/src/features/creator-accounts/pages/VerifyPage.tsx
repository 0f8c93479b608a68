import { Anchor, Button } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconMailOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { emailVerificationRequestSchema } from '@app/shared/auth';
import { toast, toastFailure } from '../../../components/toast';
import { VerificationCodeForm } from '../../../components/VerificationCodeForm';
import { OTP_LENGTH, RESEND_COOLDOWN_SECONDS } from '../../../lib/constants';
import { creatorSessionStore, useCreatorPendingSignup } from '../../../lib/creator-session';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { useCooldown } from '../../../lib/use-cooldown';
import { paths } from '../../../lib/paths';
import { AuthCard, AuthNotice } from '../../auth/components/AuthCard';
import { creatorKeys } from '../api/keys';
import { useResendCreatorCode } from '../api/resend-code';
import { useVerifyCreatorEmail } from '../api/verify-email';

type Input = z.input<typeof emailVerificationRequestSchema>;
type Output = z.output<typeof emailVerificationRequestSchema>;
const FIELDS = ['otp'] as const;

/**
 * /creator/verify: the 6-digit code e-mailed at sign-up, sent with the sign-up token. The answer is the
 * creator's first session: the portal opens (the anonymous-only guard moves on to /creator).
 */
export function CreatorVerifyPage() {
  const pending = useCreatorPendingSignup();
  const queryClient = useQueryClient();
  const verify = useVerifyCreatorEmail();
  const resend = useResendCreatorCode();
  const [cooldown, startCooldown] = useCooldown(RESEND_COOLDOWN_SECONDS);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(emailVerificationRequestSchema),
    defaultValues: { otp: '' },
  });
  useServerFieldErrors(verify.error, form.setError, FIELDS);

  if (!pending) {
    return (
      <AuthNotice
        title="Verify your e-mail"
        icon={<IconMailOff size={28} aria-hidden />}
        heading="No sign-up in progress"
        description="Sign up first; we then e-mail you a 6-digit code to enter here."
      >
        <Button component={Link} to={paths.creator.signup()}>
          Sign up
        </Button>
        <Button component={Link} to={paths.creator.login()} variant="default">
          Log in
        </Button>
      </AuthNotice>
    );
  }

  const onSubmit = ({ otp }: Output) =>
    verify.mutate(
      { token: pending.token, otp },
      {
        onSuccess: (result) => {
          if (!result.access_token) {
            creatorSessionStore.clearPending();
            toast({ type: 'success', message: 'Your e-mail address is verified. Log in to continue.' });
            return;
          }
          queryClient.removeQueries({ queryKey: creatorKeys.all });
          toast({ type: 'success', message: 'Your e-mail address is verified. Welcome!' });
          creatorSessionStore.set(result.access_token);
        },
      },
    );

  const onResend = () =>
    resend.mutate(pending.token, {
      onSuccess: () => {
        startCooldown();
        toast({ type: 'success', message: `A new code is on its way to ${pending.email || 'your e-mail'}.` });
      },
      onError: (error) => void toastFailure(error),
    });

  return (
    <AuthCard
      title="Verify your e-mail"
      subtitle={
        <>
          We sent a {OTP_LENGTH}-digit code to <strong>{pending.email || 'your e-mail address'}</strong>.
        </>
      }
      footer={
        <>
          Wrong address?{' '}
          <Anchor component={Link} to={paths.creator.signup()} onClick={() => creatorSessionStore.clearPending()}>
            Start again
          </Anchor>
        </>
      }
    >
      <VerificationCodeForm
        onSubmit={form.handleSubmit(onSubmit)}
        otp={form.register('otp', { setValueAs: (value: string) => String(value ?? '').replace(/\s+/g, '') })}
        error={form.formState.errors.otp?.message}
        verifyError={verify.error}
        verifying={verify.isPending}
        onResend={onResend}
        resending={resend.isPending}
        cooldown={cooldown}
      />
    </AuthCard>
  );
}
