import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Billing } from '@app/shared/payments';
import { ErrorState } from '../../../../components/ErrorState';
import { FormError } from '../../../../components/FormError';
import { Section } from '../../../../components/Section';
import { toast } from '../../../../components/toast';
import { formatDate } from '../../../../lib/dates';
import { useServerFieldErrors } from '../../../../lib/form-errors';
import { useBilling } from '../../api/billing';
import { useSaveBilling } from '../../api/save-billing';
import { BillingModeRadioGroup, MpesaNumberInput } from '../../components/PaymentMethodFields';
import {
  billingFormSchema,
  billingFormValues,
  type BillingFormOutput,
  type BillingFormValues,
} from '../../lib/billing-form';
import { formatPhone } from '../../lib/phone';

const FIELDS = ['billing_mode', 'mpesa_phone'] as const;

interface BillingCardProps {
  companyId: string;
  /** payments.manage (owners): the form; others read the billing. */
  mayManage: boolean;
}

/** How the company pays for its campaigns and jobs: M-Pesa from a number, or invoice. Owners change it. */
export function BillingCard({ companyId, mayManage }: BillingCardProps) {
  const billing = useBilling(companyId);
  let body;
  if (billing.isPending)
    body = (
      <Stack gap="xs" role="status" aria-label="Loading the billing">
        <Skeleton height={20} width="40%" />
        <Skeleton height={36} width="60%" />
      </Stack>
    );
  else if (billing.isError)
    body = (
      <ErrorState title="We could not load the billing" error={billing.error} onRetry={() => void billing.refetch()} />
    );
  else if (mayManage) body = <BillingForm companyId={companyId} billing={billing.data} />;
  else body = <BillingSummary billing={billing.data} />;
  return (
    <Section
      title="Billing"
      order={3}
      description="How this company pays for its campaigns and jobs; each payment can still choose another way."
      data-testid="billing-card"
    >
      {body}
    </Section>
  );
}

function modeText(billing: Pick<Billing, 'billing_mode' | 'mpesa_phone'>): string {
  if (billing.billing_mode === 'MPESA') return `M-Pesa from ${formatPhone(billing.mpesa_phone)}`;
  if (billing.billing_mode === 'INVOICE') return 'Invoice';
  return 'Not set yet';
}

/** What the billing is, for the roles that may not change it. */
function BillingSummary({ billing }: { billing: Billing }) {
  return (
    <Stack gap={4} data-testid="billing-summary">
      <Text size="sm">
        <Text span c="dimmed" inherit>
          Pays by{' '}
        </Text>
        <Text span fw={600} inherit>
          {modeText(billing)}
        </Text>
      </Text>
      <Text size="xs" c="dimmed">
        Only the company&apos;s owners can change it.
      </Text>
    </Stack>
  );
}

function BillingForm({ companyId, billing }: { companyId: string; billing: Billing }) {
  const save = useSaveBilling(companyId);
  const form = useForm<BillingFormValues, unknown, BillingFormOutput>({
    resolver: zodResolver(billingFormSchema),
    defaultValues: billingFormValues(billing),
  });
  const mode = useWatch({ control: form.control, name: 'billing_mode' });
  useServerFieldErrors(save.error, form.setError, FIELDS);

  // A billing saved elsewhere (another tab, a teammate) shows once read again, unless this form has edits.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(billingFormValues(billing));
  }, [billing, form]);

  const errors = form.formState.errors;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: (saved) => {
            form.reset(billingFormValues(saved));
            toast({ type: 'success', message: `Billing saved: ${modeText(saved)}.` });
          },
        }),
      )}
      data-testid="billing-form"
    >
      <Stack gap="md">
        <Controller
          control={form.control}
          name="billing_mode"
          render={({ field }) => (
            <BillingModeRadioGroup
              label="Billing mode"
              value={field.value}
              onChange={field.onChange}
              error={errors.billing_mode?.message}
              disabled={save.isPending}
            />
          )}
        />
        {mode === 'MPESA' && (
          <MpesaNumberInput
            description="The phone that gets payment requests, such as 0712 345 678."
            maw={320}
            disabled={save.isPending}
            {...form.register('mpesa_phone')}
            error={errors.mpesa_phone?.message}
          />
        )}
        {mode === 'INVOICE' && (
          <Text size="sm" c="dimmed">
            Each funding issues an invoice; the work is funded once it is paid.
          </Text>
        )}
        <FormError error={save.error} fields={FIELDS} />
        <Group gap="sm" align="center">
          <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
            Save billing
          </Button>
          {billing.updated_at && (
            <Text size="xs" c="dimmed">
              Last changed {formatDate(billing.updated_at, 'dayFirstTime')}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
