import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck, IconDeviceMobileMessage } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { mpesaCollection } from '@app/shared/payments';
import type { SmeCampaign } from '@app/shared/sme';
import { FormError } from '../../../../components/FormError';
import { useServerFieldErrors } from '../../../../lib/form-errors';
import { formatMoney } from '../../../../lib/money';
import { plural } from '../../../../lib/numbers';
import { useSmeSettings } from '../../../companies/api/sme-settings';
import { useCreateSmeFunding } from '../../../payments/api/sme-create-funding';
import { useSmeFunding } from '../../../payments/api/sme-funding';
import { useRetrySmeFunding } from '../../../payments/api/sme-retry-funding';
import { MpesaNumberInput } from '../../../payments/components/PaymentMethodFields';
import { SandboxBadge } from '../../../payments/components/SandboxBadge';
import { formatPhone } from '../../../payments/lib/phone';
import { smePayFormSchema, type SmePayFormOutput, type SmePayFormValues } from '../lib/pay-form';

export interface PayStepProps {
  smeId: string;
  campaignName: string;
  packageName: string;
  creators: number;
  /** What the previewed creators cost with fee and VAT (minor units of `currency`). */
  totalMinor: number;
  currency: string;
  /** The campaign once created (it is created once, on the first Pay). */
  created: SmeCampaign | null;
  /** Creates the campaign; null when it was refused (the page shows why, on the field concerned). */
  onCreate: () => Promise<SmeCampaign | null>;
  /** To the campaigns list. */
  onDone: () => void;
}

/**
 * Step 4: the campaign is created, then paid by M-Pesa from the owner's phone (prefilled with the business's paying
 * number from its settings when it has one): "Check your phone" while M-Pesa waits for the PIN (followed every 3 s),
 * Paid, or Failed with its reason and Try again. The campaign stays created whatever the payment does: Pay later goes
 * to the list.
 */
export function PayStep({
  smeId,
  campaignName,
  packageName,
  creators,
  totalMinor,
  currency,
  created,
  onCreate,
  onDone,
}: PayStepProps) {
  const settings = useSmeSettings(smeId);
  const [fundingId, setFundingId] = useState<string | null>(null);
  const funding = useSmeFunding(fundingId).data ?? null;
  const fund = useCreateSmeFunding();
  const retry = useRetrySmeFunding();
  const [creating, setCreating] = useState(false);
  const form = useForm<SmePayFormValues, unknown, SmePayFormOutput>({
    resolver: zodResolver(smePayFormSchema),
    defaultValues: { phone: '' },
  });
  const payError = retry.error ?? fund.error;
  useServerFieldErrors(payError, form.setError, ['phone']);

  // The business's paying number, once read, unless someone already typed one.
  const billedPhone = settings.data?.mpesa_phone;
  useEffect(() => {
    if (billedPhone && !form.getValues('phone')) form.setValue('phone', formatPhone(billedPhone));
  }, [billedPhone, form]);

  const pay = form.handleSubmit(async ({ phone }) => {
    fund.reset();
    retry.reset();
    let campaign = created;
    if (!campaign) {
      setCreating(true);
      try {
        campaign = await onCreate();
      } finally {
        setCreating(false);
      }
      if (!campaign) return;
    }
    try {
      const next =
        funding?.status === 'FAILED'
          ? await retry.mutateAsync({ fundingId: funding.id, phone })
          : await fund.mutateAsync({ campaignId: campaign.id, phone });
      setFundingId(next.id);
    } catch {
      // Shown by the form (the phone's field or the alert under it).
    }
  });

  const amount = funding?.amount_minor ?? totalMinor;
  const asked = mpesaCollection(amount).paid_minor;
  const busy = creating || fund.isPending || retry.isPending;
  const status = funding?.status ?? null;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" data-testid="sme-pay-summary">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {campaignName}
            </Text>
            <SandboxBadge provider={funding?.provider === 'SANDBOX' ? 'SANDBOX' : null} size="md" />
          </Group>
          <Text size="sm">
            {packageName} package · {plural(creators, 'creator')}
          </Text>
          <Text size="sm">
            To pay:{' '}
            <Text span fw={700} inherit data-testid="sme-pay-total">
              {formatMoney(amount, currency)}
            </Text>
          </Text>
          {created && (
            <Text size="sm" c="green.9" data-testid="sme-campaign-created">
              Campaign created.
            </Text>
          )}
        </Stack>
      </Paper>

      {status === 'PENDING' && (
        <Alert
          color="blue"
          variant="light"
          icon={<Loader size="sm" aria-hidden />}
          title="Check your phone"
          role="status"
          aria-live="polite"
          data-testid="sme-pay-pending"
        >
          A payment request for {formatMoney(asked, currency)} went to {formatPhone(funding?.phone)}. Enter your M-Pesa
          PIN there; this page updates by itself once M-Pesa confirms.
        </Alert>
      )}

      {status === 'FUNDED' && (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title="Paid"
          role="status"
          data-testid="sme-pay-paid"
        >
          <Stack gap="sm">
            <Text size="sm">
              {formatMoney(funding?.amount_minor, currency)} is paid. We let the creators know; their videos come to
              Contents for you to approve.
            </Text>
            <Group>
              <Button size="md" onClick={onDone}>
                Go to campaigns
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      {status === 'FAILED' && (
        <Alert color="red" variant="light" title="The payment failed" role="alert" data-testid="sme-pay-failed">
          {funding?.failure_reason ?? 'M-Pesa did not complete the payment.'} Check the number and try again.
        </Alert>
      )}

      {(status === null || status === 'FAILED') && (
        <form noValidate onSubmit={pay} aria-label="Pay with M-Pesa">
          <Stack gap="md">
            <MpesaNumberInput
              size="md"
              description="The phone that gets the M-Pesa request"
              {...form.register('phone')}
              error={form.formState.errors.phone?.message}
              disabled={busy}
            />
            <FormError error={payError} fields={['phone']} />
            <Button
              type="submit"
              size="lg"
              fullWidth
              loading={busy}
              leftSection={<IconDeviceMobileMessage size={20} aria-hidden />}
            >
              {status === 'FAILED' ? 'Try again' : `Pay ${formatMoney(asked, currency)} with M-Pesa`}
            </Button>
          </Stack>
        </form>
      )}

      {created && status !== 'FUNDED' && (
        <Button variant="subtle" size="md" onClick={onDone}>
          Pay later: go to campaigns
        </Button>
      )}
    </Stack>
  );
}
