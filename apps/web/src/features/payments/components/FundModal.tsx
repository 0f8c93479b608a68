import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck, IconDeviceMobileMessage, IconFileInvoice } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { fundingLines, mpesaCollection, normalizeMpesaPhone, type Funding } from '@app/shared/payments';
import type { StoredFile } from '@app/shared/uploads';
import { FileUpload } from '../../../components/FileUpload';
import { FormError } from '../../../components/FormError';
import { serverFieldErrors, useServerFieldErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/money';
import { recordPurchaseOrder } from '../../campaigns/api/record-purchase-order';
import { useBilling } from '../api/billing';
import { createFunding, showFunding } from '../api/create-funding';
import { useFunding } from '../api/funding';
import type { FundingSubject } from '../api/keys';
import { retryFunding } from '../api/retry-funding';
import { fundingDocument } from '../lib/funding-state';
import {
  FUND_FORM_ALIASES,
  FUND_FORM_FIELDS,
  fundFormSchema,
  PO_NUMBER_MAX,
  type FundFormOutput,
  type FundFormValues,
} from '../lib/fund-form';
import { formatPhone, PHONE_FORMAT_MESSAGE } from '../lib/phone';
import { DownloadDocumentButton } from './DocumentButton';
import { FundingLines } from './FundingLines';
import { BillingModeRadioGroup, MpesaNumberInput } from './PaymentMethodFields';

export interface FundModalProps {
  opened: boolean;
  onClose: () => void;
  subject: FundingSubject;
  /** The company that owns the campaign or job: its billing prefills the method and the phone. */
  companyId: string;
  /** What is funded, for people ("Cold-pressed launch"). */
  name: string;
  /** The agreed work, minor units of `currency`: the preview's lines are computed from it. */
  workMinor: number;
  currency: string;
  /** The last funding when it failed: an M-Pesa one is asked again (retry) rather than made anew. */
  failed?: Funding | null;
}

/** M-Pesa moves Kenyan shillings only: other currencies are paid by invoice (the server refuses it too). */
const mpesaTakes = (currency: string) => currency === 'KES';

/** A chosen local PDF as the upload widget lists it (a blob: link to look at it). */
function useChosenFile(file: File | null): StoredFile[] {
  const listed = useMemo(
    () =>
      file
        ? [
            {
              url: URL.createObjectURL(file),
              name: file.name,
              content_type: 'application/pdf' as const,
              size: file.size,
            },
          ]
        : [],
    [file],
  );
  useEffect(() => () => listed.forEach((item) => URL.revokeObjectURL(item.url)), [listed]);
  return listed;
}

/**
 * Funds a campaign or an accepted bid. First the amounts (the shared fundingLines, a preview: the server computes
 * them again and its answer is what is shown after) and how to pay: M-Pesa (the phone prefilled from the company's
 * billing) or invoice (a campaign's purchase order is recorded first). Then how the funding stands: "Check your
 * phone" until M-Pesa confirms (live, through the payment notification, or asked every 3 s) or fails (its reason and
 * Try again); an invoice's number with its download.
 */
export function FundModal({ opened, onClose, subject, companyId, name, workMinor, currency, failed }: FundModalProps) {
  const [fundingId, setFundingId] = useState<string | null>(null);
  // A funding that failed while the dialog was open: the form shows why, and asks it again by M-Pesa.
  const [failedHere, setFailedHere] = useState<Funding | null>(null);
  const close = () => {
    setFundingId(null);
    setFailedHere(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={`Fund ${name}`} size="lg" data-testid="fund-modal">
      {opened &&
        (fundingId ? (
          <FundingProgress
            fundingId={fundingId}
            onClose={close}
            onChangeMethod={(funding) => {
              setFailedHere(funding);
              setFundingId(null);
            }}
            onRetried={setFundingId}
          />
        ) : (
          <FundForm
            subject={subject}
            companyId={companyId}
            workMinor={workMinor}
            currency={currency}
            failed={failedHere ?? failed ?? null}
            onCancel={close}
            onFunded={setFundingId}
          />
        ))}
    </Modal>
  );
}

interface FundFormProps {
  subject: FundingSubject;
  companyId: string;
  workMinor: number;
  currency: string;
  failed: Funding | null;
  onCancel: () => void;
  onFunded: (fundingId: string) => void;
}

function FundForm({ subject, companyId, workMinor, currency, failed, onCancel, onFunded }: FundFormProps) {
  const queryClient = useQueryClient();
  const billing = useBilling(companyId);
  const preview = fundingLines(workMinor);
  const withPurchaseOrder = Boolean(subject.campaignId);
  // The purchase order already recorded in this dialog: a second attempt after a failed funding does not repeat it.
  const [recorded, setRecorded] = useState<string | null>(null);

  const form = useForm<FundFormValues, unknown, FundFormOutput>({
    resolver: zodResolver(fundFormSchema(withPurchaseOrder)),
    defaultValues: {
      method: mpesaTakes(currency) ? 'MPESA' : 'INVOICE',
      phone: failed?.phone ?? '',
      po_number: '',
      po_file: null,
    },
  });
  const method = useWatch({ control: form.control, name: 'method' });
  const file = useWatch({ control: form.control, name: 'po_file' });
  const chosen = useChosenFile(file);

  // The company's billing, once read, chooses the method and the phone (unless someone already typed).
  useEffect(() => {
    if (!billing.data) return;
    const { billing_mode: mode, mpesa_phone: phone } = billing.data;
    if (mode && !form.formState.dirtyFields.method && (mode === 'INVOICE' || mpesaTakes(currency)))
      form.setValue('method', mode);
    if (phone && !form.getValues('phone')) form.setValue('phone', formatPhone(phone));
  }, [billing.data, currency, form]);

  const submit = useMutation({
    mutationFn: async (values: FundFormOutput): Promise<Funding> => {
      if (values.method === 'MPESA') {
        if (failed?.method === 'MPESA' && failed.status === 'FAILED')
          return retryFunding({ fundingId: failed.id, phone: values.phone });
        return createFunding({ subject, method: 'MPESA', phone: values.phone });
      }
      const po = values.purchaseOrder;
      const poKey = po ? `${po.number}|${po.file?.name ?? ''}|${po.file?.size ?? ''}` : null;
      if (po && subject.campaignId && poKey !== recorded) {
        await recordPurchaseOrder({
          campaignId: subject.campaignId,
          poNumber: po.number,
          amountMinor: preview.total_minor,
          currency,
          file: po.file,
        });
        setRecorded(poKey);
      }
      return createFunding({ subject, method: 'INVOICE' });
    },
    onSuccess: async (funding) => {
      await showFunding(queryClient, funding);
      onFunded(funding.id);
    },
  });
  useServerFieldErrors(submit.error, form.setError, FUND_FORM_FIELDS, { aliases: FUND_FORM_ALIASES });

  const errors = form.formState.errors;
  const collection = mpesaCollection(preview.total_minor);
  const pending = submit.isPending;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
      <Stack gap="md">
        <FundingLines
          lines={preview.lines}
          totalMinor={preview.total_minor}
          currency={currency}
          caption="What you pay: the agreed work, the platform fee and VAT."
        />
        {failed && (
          <Alert color="red" variant="light" title="The last payment failed" data-testid="last-failure">
            {failed.failure_reason ?? 'The payment did not go through.'}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <BillingModeRadioGroup
              label="How do you pay?"
              value={field.value}
              onChange={field.onChange}
              error={errors.method?.message}
              disabled={pending}
              descriptions={{
                MPESA: mpesaTakes(currency)
                  ? 'A payment request goes to the phone; enter the M-Pesa PIN there.'
                  : `M-Pesa takes Kenyan shillings only: pay this ${currency} work by invoice.`,
                INVOICE: 'We issue an invoice; the work is funded once it is paid.',
              }}
              mpesaDisabled={!mpesaTakes(currency)}
            />
          )}
        />
        {method === 'MPESA' ? (
          <Stack gap={4}>
            <MpesaNumberInput
              description="The phone that pays, such as 0712 345 678."
              disabled={pending}
              {...form.register('phone')}
              error={errors.phone?.message}
            />
            {collection.excess_minor > 0 && (
              <Text size="xs" c="dimmed" data-testid="mpesa-rounding">
                M-Pesa takes whole shillings: you pay {formatMoney(collection.paid_minor, currency)}, and the{' '}
                {formatMoney(collection.excess_minor, currency)} above the total goes to your company&apos;s wallet.
              </Text>
            )}
          </Stack>
        ) : (
          withPurchaseOrder && (
            <Stack gap="sm">
              <TextInput
                label="Purchase order number"
                description="Your purchase order for this campaign; it is printed on the invoice."
                required
                maxLength={PO_NUMBER_MAX}
                disabled={pending}
                {...form.register('po_number')}
                error={errors.po_number?.message}
              />
              <Controller
                control={form.control}
                name="po_file"
                render={({ field }) => (
                  <FileUpload
                    label="Purchase order PDF"
                    description="Optional."
                    kind="document"
                    compact
                    onFiles={(files) => {
                      field.onChange(files[0] ?? null);
                      form.clearErrors('po_file');
                    }}
                    files={chosen}
                    onRemove={() => field.onChange(null)}
                    disabled={pending}
                    error={errors.po_file?.message}
                    data-testid="po-file"
                  />
                )}
              />
            </Stack>
          )
        )}
        <FormError error={submit.error} fields={FUND_FORM_FIELDS} aliases={FUND_FORM_ALIASES} />
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={pending}
            leftSection={
              method === 'MPESA' ? (
                <IconDeviceMobileMessage size={16} aria-hidden />
              ) : (
                <IconFileInvoice size={16} aria-hidden />
              )
            }
          >
            {method === 'MPESA' ? `Pay ${formatMoney(preview.total_minor, currency)}` : 'Issue the invoice'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface FundingProgressProps {
  fundingId: string;
  onClose: () => void;
  /** Back to the form (another method after a failure). */
  onChangeMethod: (failed: Funding) => void;
  onRetried: (fundingId: string) => void;
}

/** How the funding just asked for stands, followed until it settles (the server's lines and total). */
function FundingProgress({ fundingId, onClose, onChangeMethod, onRetried }: FundingProgressProps) {
  const funding = useFunding(fundingId);
  const data = funding.data;
  if (!data)
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Loading the payment…</Text>
      </Group>
    );
  const document = fundingDocument(data);
  return (
    <Stack gap="md">
      <FundingLines
        lines={data.lines}
        totalMinor={data.amount_minor}
        currency={data.currency}
        caption="The amounts as the server computed them."
      />
      {data.status === 'PENDING' && data.method === 'MPESA' && (
        <Alert
          color="blue"
          variant="light"
          icon={<Loader size="sm" aria-hidden />}
          title="Check your phone"
          role="status"
          aria-live="polite"
          data-testid="check-phone"
        >
          A payment request for {formatMoney(mpesaCollection(data.amount_minor).paid_minor, data.currency)} went to{' '}
          {formatPhone(data.phone)}. Enter your M-Pesa PIN there; this updates by itself once M-Pesa confirms.
        </Alert>
      )}
      {data.status === 'PENDING' && data.method === 'INVOICE' && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconFileInvoice aria-hidden />}
          title={data.invoice ? `Invoice ${data.invoice.number} issued` : 'Invoice issued'}
          role="status"
          data-testid="invoice-issued"
        >
          <Stack gap="xs">
            <Text size="sm">The work is funded once the invoice is paid; you will be notified.</Text>
            {data.invoice && (
              <Group>
                <DownloadDocumentButton document={{ ...data.invoice, kind: 'INVOICE' }} />
              </Group>
            )}
          </Stack>
        </Alert>
      )}
      {data.status === 'FUNDED' && (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title="Funded"
          role="status"
          data-testid="funded"
        >
          <Stack gap="xs">
            <Text size="sm">
              {formatMoney(data.amount_minor, data.currency)} is held in escrow until the work is verified.
            </Text>
            {document && (
              <Group>
                <DownloadDocumentButton document={document} />
              </Group>
            )}
          </Stack>
        </Alert>
      )}
      {data.status === 'FAILED' && <RetryFailed funding={data} onRetried={onRetried} onChangeMethod={onChangeMethod} />}
      {data.status === 'REFUNDED' && (
        <Alert color="gray" variant="light" title="Refunded" role="status">
          {formatMoney(data.refunded_minor, data.currency)} went back to your company&apos;s wallet.
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant={data.status === 'FAILED' ? 'default' : 'filled'} onClick={onClose}>
          {data.status === 'PENDING' ? 'Close (it goes on)' : 'Close'}
        </Button>
      </Group>
    </Stack>
  );
}

/** A failed M-Pesa request: why, and Try again (from the same number or another). */
function RetryFailed({
  funding,
  onRetried,
  onChangeMethod,
}: {
  funding: Funding;
  onRetried: (fundingId: string) => void;
  onChangeMethod: (failed: Funding) => void;
}) {
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState(formatPhone(funding.phone));
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);
  const retry = useMutation({
    mutationFn: (canonical: string | undefined) => retryFunding({ fundingId: funding.id, phone: canonical }),
    onSuccess: async (next) => {
      await showFunding(queryClient, next);
      onRetried(next.id);
    },
  });
  const tryAgain = () => {
    if (funding.method !== 'MPESA') return;
    // The number given, checked like the form's (empty: the last number again).
    const text = phone.trim();
    const canonical = text ? normalizeMpesaPhone(text) : null;
    if (text && !canonical) return setPhoneProblem(PHONE_FORMAT_MESSAGE);
    retry.mutate(canonical ?? undefined);
  };
  return (
    <Alert color="red" variant="light" title="The payment failed" data-testid="funding-failed">
      <Stack gap="sm">
        <Text size="sm" data-testid="failure-reason">
          {funding.failure_reason ?? 'M-Pesa did not complete the payment.'}
        </Text>
        {funding.method === 'MPESA' && (
          <TextInput
            label="M-Pesa number"
            type="tel"
            inputMode="tel"
            value={phone}
            onChange={(event) => {
              setPhone(event.currentTarget.value);
              setPhoneProblem(null);
            }}
            disabled={retry.isPending}
            error={phoneProblem ?? serverFieldErrors(retry.error, ['phone'])[0]?.message}
          />
        )}
        <FormError error={retry.error} fields={funding.method === 'MPESA' ? ['phone'] : undefined} />
        <Group gap="sm">
          {funding.method === 'MPESA' && (
            <Button color="red" loading={retry.isPending} onClick={tryAgain}>
              Try again
            </Button>
          )}
          <Button variant="default" onClick={() => onChangeMethod(funding)} disabled={retry.isPending}>
            Pay another way
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
