import { Anchor, Button } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconMailOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { MerchantProfile } from '@app/shared/auth';
import { emailVerificationRequestSchema } from '@app/shared/auth';
import { brandHomePath, smeHomePath } from '@app/shared/session';
import { PageLoader } from '../../../components/PageLoader';
import { toast, toastError } from '../../../components/toast';
import { VerificationCodeForm } from '../../../components/VerificationCodeForm';
import { isApiError } from '../../../lib/api-client';
import { OTP_LENGTH, RESEND_COOLDOWN_SECONDS } from '../../../lib/constants';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { useCooldown } from '../../../lib/use-cooldown';
import { paths } from '../../../lib/paths';
import { sessionStore, usePendingVerification, type PendingVerification, type SessionKind } from '../../../lib/session';
import { fetchMerchantProfile, profileQueryKey } from '../api/profile';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard, AuthNotice } from '../components/AuthCard';
import { SmeSignupSteps } from '../components/SmeSignupSteps';
import { AUTH_AREA_PATHS } from '../lib/auth-areas';

type Input = z.input<typeof emailVerificationRequestSchema>;
type Output = z.output<typeof emailVerificationRequestSchema>;

const FIELDS = ['otp'] as const;

/** Where a verified user goes: brand sign-up to onboarding, SME sign-up to the business-name step. */
function nextAfterVerification(pending: PendingVerification, profile: MerchantProfile | null): string {
  if (pending.kind === 'sme') {
    if (pending.flow === 'signup' || !profile) return paths.sme.completeSignup();
    return smeHomePath(profile);
  }
  if (pending.flow === 'signup' || !profile) return paths.onboarding();
  return brandHomePath(profile);
}

/**
 * The e-mail code screen of both flows. It works with the pending token kept since sign-up (or an
 * unverified login); once the code is accepted that token becomes the real session of its kind.
 */
export function VerifyEmailPage({ area }: { area: SessionKind }) {
  const pending = usePendingVerification();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useVerifyEmail(area);
  const resend = useResendVerification(area);
  const [cooldown, startCooldown] = useCooldown(RESEND_COOLDOWN_SECONDS);
  const [finishing, setFinishing] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(emailVerificationRequestSchema),
    defaultValues: { otp: '' },
  });
  useServerFieldErrors(verify.error, form.setError, FIELDS);

  const { signup: signupPath, login: loginPath } = AUTH_AREA_PATHS[area];

  if (!pending || pending.kind !== area) {
    if (finishing) return <PageLoader label="Signing you in" />;
    return (
      <AuthNotice
        title="Verify your e-mail"
        icon={<IconMailOff size={28} aria-hidden />}
        heading="No verification in progress"
        description="Sign up or log in first; we then e-mail you a 6-digit code to enter here."
      >
        <Button component={Link} to={signupPath}>
          Sign up
        </Button>
        <Button component={Link} to={loginPath} variant="default">
          Log in
        </Button>
      </AuthNotice>
    );
  }

  const onSubmit = ({ otp }: Output) => {
    verify.mutate(
      { token: pending.token, otp },
      {
        onSuccess: async (result) => {
          setFinishing(true);
          // A sign-up's code creates the account and answers with its session; an older unverified account keeps its
          // own.
          const token = result.access_token ?? pending.token;
          // Without the profile (a failed load) the guards load it later.
          const profile: MerchantProfile | null = await fetchMerchantProfile(area, { token }).catch(() => null);
          if (profile) queryClient.setQueryData(profileQueryKey(area, token), profile);
          const next = nextAfterVerification(pending, profile);
          sessionStore.promotePending(profile, { next, token });
          toast({ type: 'success', message: 'Your e-mail address is verified.' });
          void navigate(next, { replace: true });
        },
      },
    );
  };

  const onResend = () => {
    resend.mutate(pending.token, {
      onSuccess: () => {
        startCooldown();
        toast({ type: 'success', message: `A new code is on its way to ${pending.email || 'your e-mail'}.` });
      },
      onError: (error) => {
        if (isApiError(error) && error.isRateLimited) return; // the global handler shows rate limits
        toastError(error);
      },
    });
  };

  return (
    <AuthCard
      title="Verify your e-mail"
      subtitle={
        <>
          We sent a {OTP_LENGTH}-digit code to <strong>{pending.email || 'your e-mail address'}</strong>. It expires in
          10 minutes.
        </>
      }
      footer={
        <>
          Wrong address?{' '}
          <Anchor component={Link} to={signupPath} onClick={() => sessionStore.clearPending()}>
            Start again
          </Anchor>
        </>
      }
    >
      {area === 'sme' && pending.flow === 'signup' && <SmeSignupSteps active={1} />}
      <VerificationCodeForm
        onSubmit={form.handleSubmit(onSubmit)}
        otp={form.register('otp', { setValueAs: (value: string) => String(value ?? '').replace(/\s+/g, '') })}
        error={form.formState.errors.otp?.message}
        verifyError={verify.error}
        verifying={verify.isPending || finishing}
        onResend={onResend}
        resending={resend.isPending}
        cooldown={cooldown}
        autoFocus
      />
    </AuthCard>
  );
}

export function BrandVerifyEmailPage() {
  return <VerifyEmailPage area="brand" />;
}

export function SmeVerifyEmailPage() {
  return <VerifyEmailPage area="sme" />;
}
