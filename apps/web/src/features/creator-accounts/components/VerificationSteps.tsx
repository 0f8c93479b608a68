import { Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ConfigBundle, VerificationStatus } from '@app/shared/config';
import {
  paymentVerificationRequestSchema,
  VERIFICATION_STEP_LABELS,
  type CreatorProfile,
  type VerificationStep,
} from '@app/shared/creator-accounts';
import { FileUpload } from '../../../components/FileUpload';
import { FormError } from '../../../components/FormError';
import { toast } from '../../../components/toast';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { formatInteger } from '../../../lib/numbers';
import { channelLabel } from '../lib/labels';
import { VerificationBadge } from './VerificationBadge';

/** What each status means for a step, beside its label (NOT_VERIFIED and PENDING both read "Pending"). */
const STATUS_HINTS: Record<VerificationStatus, string> = {
  NOT_VERIFIED: 'Not sent yet',
  PENDING: 'Sent, in review',
  APPROVED: 'Approved',
  REJECTED: 'Not accepted: please send it again',
};

interface StepCardProps {
  step: VerificationStep;
  status: VerificationStatus;
  description: string;
  children: ReactNode;
}

function StepCard({ step, status, description, children }: StepCardProps) {
  const titleId = `verification-${step.toLowerCase()}`;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={titleId}
      data-testid={`verification-step-${step}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={2}>
            <Title order={3} fz="md" id={titleId}>
              {VERIFICATION_STEP_LABELS[step]}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
            <VerificationBadge status={status} />
            <Text size="xs" c="dimmed" ta="right">
              {STATUS_HINTS[status]}
            </Text>
          </Stack>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export interface VerificationActions {
  sendIdentity: (file: File) => Promise<unknown>;
  sendSocial: () => Promise<unknown>;
  sendPayment: (mpesaNumber: string) => Promise<unknown>;
}

function IdentityStep({ profile, send }: { profile: CreatorProfile; send: VerificationActions['sendIdentity'] }) {
  const status = profile.verification.identity;
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const canSend = profile.profile_complete && status !== 'APPROVED';

  const submit = async () => {
    if (!file) return;
    setPending(true);
    setError(null);
    try {
      await send(file);
      setFile(null);
      toast({ type: 'success', message: 'Your identity document is sent for review.' });
    } catch (cause) {
      setError(cause);
    } finally {
      setPending(false);
    }
  };

  return (
    <StepCard
      step="IDENTITY"
      status={status}
      description="A photo or scan of your national ID or passport (JPEG, PNG or PDF)."
    >
      {profile.identity_document && status !== 'NOT_VERIFIED' && (
        <Text size="sm">We have your document{status === 'APPROVED' ? '' : '; you can send a new one'}.</Text>
      )}
      {canSend && (
        <Stack gap="xs">
          <FileUpload
            label="Identity document"
            kind="image-or-document"
            onFiles={(files) => setFile(files[0] ?? null)}
            compact
            disabled={pending}
          />
          {file && (
            <Text size="sm" data-testid="identity-file">
              Chosen: {file.name}
            </Text>
          )}
          <FormError error={error} title="We could not send your document" />
          <Group>
            <Button onClick={() => void submit()} disabled={!file} loading={pending}>
              Send document
            </Button>
          </Group>
        </Stack>
      )}
    </StepCard>
  );
}

function SocialStep({
  profile,
  send,
  config,
}: {
  profile: CreatorProfile;
  send: VerificationActions['sendSocial'];
  config?: Pick<ConfigBundle, 'channels'>;
}) {
  const status = profile.verification.social;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const canSend = profile.profile_complete && status !== 'APPROVED' && status !== 'PENDING';

  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      await send();
      toast({ type: 'success', message: 'Your social accounts are sent for review.' });
    } catch (cause) {
      setError(cause);
    } finally {
      setPending(false);
    }
  };

  return (
    <StepCard step="SOCIAL" status={status} description="We check that the channels of your profile are yours.">
      {profile.channels.length > 0 && (
        <List size="sm" spacing={2}>
          {profile.channels.map((c) => (
            <List.Item key={c.channel}>
              {channelLabel(config, c.channel)}: @{c.handle} ({formatInteger(c.followers)} followers)
            </List.Item>
          ))}
        </List>
      )}
      {canSend && (
        <Stack gap="xs">
          <FormError error={error} title="We could not send your accounts" />
          <Group>
            <Button onClick={() => void submit()} loading={pending}>
              Send my accounts for review
            </Button>
          </Group>
        </Stack>
      )}
    </StepCard>
  );
}

type PaymentInput = z.input<typeof paymentVerificationRequestSchema>;
type PaymentOutput = z.output<typeof paymentVerificationRequestSchema>;

/** The M-Pesa number form (checked with the shared mpesaNumberSchema, sent normalised as 2547XXXXXXXX). */
export function PaymentStepForm({
  defaultNumber,
  onSubmit,
}: {
  defaultNumber: string | null;
  onSubmit: (mpesaNumber: string) => Promise<unknown>;
}) {
  const form = useForm<PaymentInput, unknown, PaymentOutput>({
    resolver: zodResolver(paymentVerificationRequestSchema),
    defaultValues: { mpesa_number: defaultNumber ?? '' },
  });
  const [error, setError] = useState<unknown>(null);
  useServerFieldErrors(error, form.setError, ['mpesa_number']);

  const submit = form.handleSubmit(async ({ mpesa_number }) => {
    setError(null);
    try {
      await onSubmit(mpesa_number);
      toast({ type: 'success', message: 'Your M-Pesa number is sent for review.' });
    } catch (cause) {
      setError(cause);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Send your M-Pesa number">
      <Stack gap="xs">
        <TextInput
          label="M-Pesa number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0712 345678"
          required
          {...form.register('mpesa_number')}
          error={form.formState.errors.mpesa_number?.message}
        />
        <FormError error={error} title="We could not send your number" fields={['mpesa_number']} />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Send number
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PaymentStep({ profile, send }: { profile: CreatorProfile; send: VerificationActions['sendPayment'] }) {
  const status = profile.verification.payment;
  const canSend = profile.profile_complete && status !== 'APPROVED';
  return (
    <StepCard step="PAYMENT" status={status} description="The M-Pesa number your payouts go to.">
      {profile.mpesa_number && (
        <Text size="sm" data-testid="mpesa-number">
          Number on file: {profile.mpesa_number}
        </Text>
      )}
      {canSend && <PaymentStepForm defaultNumber={profile.mpesa_number} onSubmit={send} />}
    </StepCard>
  );
}

/**
 * The three verification steps with their status and what can be done: upload an ID document, send the
 * social accounts, give the M-Pesa number. Steps are sent once the profile is complete (the API answers
 * 409 before), an approved step is not sent again.
 */
export function VerificationSteps({
  profile,
  actions,
  config,
}: {
  profile: CreatorProfile;
  actions: VerificationActions;
  config?: Pick<ConfigBundle, 'channels'>;
}) {
  return (
    <Stack gap="sm">
      {!profile.profile_complete && (
        <Alert
          color="indigo"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          data-testid="verification-needs-profile"
        >
          Save your complete profile first; then you can send each step for review.
        </Alert>
      )}
      <IdentityStep profile={profile} send={actions.sendIdentity} />
      <SocialStep profile={profile} send={actions.sendSocial} config={config} />
      <PaymentStep profile={profile} send={actions.sendPayment} />
    </Stack>
  );
}
