import { Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCash } from '@tabler/icons-react';
import { fundingLines } from '@app/shared/payments';
import { ErrorState } from '../../../components/ErrorState';
import { formatMoney } from '../../../lib/money';
import type { FundingSubject } from '../api/keys';
import { useSubjectFundings } from '../api/subject-fundings';
import { currentFunding, fundingDocument, mayFundAgain } from '../lib/funding-state';
import { formatPhone } from '../lib/phone';
import { DownloadDocumentButton } from './DocumentButton';
import { FundModal } from './FundModal';
import { FundingStatusBadge } from './PaymentStatusBadge';

export interface FundingPanelProps {
  subject: FundingSubject;
  /** The company that owns the campaign or job (its fundings are kept there). */
  companyId: string;
  /** What is funded, for people. */
  name: string;
  /** The agreed work, minor units of `currency`. */
  workMinor: number;
  currency: string;
  /** Why it cannot be funded now (a cancelled or finished campaign), or null. */
  closedReason?: string | null;
  /** payments.manage on the owning company: only then the Fund and Fund again buttons. */
  mayManage: boolean;
}

/**
 * The funding of a campaign or an accepted bid (its escrow): not funded yet (the total and a Fund button), waiting
 * for M-Pesa or for an invoice to be paid, funded (with its receipt), failed (why, and Fund again) or refunded. It
 * follows a waiting M-Pesa request live (the payment notification, else every 3 s).
 */
export function FundingPanel({
  subject,
  companyId,
  name,
  workMinor,
  currency,
  closedReason,
  mayManage,
}: FundingPanelProps) {
  const fundings = useSubjectFundings(companyId, subject);
  const [opened, modal] = useDisclosure(false);

  if (fundings.isPending)
    return (
      <Stack gap="xs" role="status" aria-label="Loading the funding">
        <Skeleton height={20} width="40%" />
        <Skeleton height={36} width={160} />
      </Stack>
    );
  if (fundings.isError && !fundings.data)
    return (
      <ErrorState
        title="We could not load the funding"
        error={fundings.error}
        onRetry={() => void fundings.refetch()}
      />
    );

  const current = currentFunding(fundings.data);
  const total = fundingLines(workMinor).total_minor;
  const canAsk = mayFundAgain(current) && !closedReason && workMinor > 0;
  const document = current ? fundingDocument(current) : null;

  let state;
  if (!current) {
    state = (
      <Text size="sm" data-testid="funding-none">
        {workMinor > 0 ? (
          <>
            Not funded yet. To fund:{' '}
            <Text span fw={600} inherit>
              {formatMoney(total, currency)}
            </Text>{' '}
            (the agreed work of {formatMoney(workMinor, currency)}, the platform fee and VAT).
          </>
        ) : (
          'Nothing to fund yet: there is no agreed work.'
        )}
      </Text>
    );
  } else if (current.status === 'PENDING' && current.method === 'MPESA') {
    state = (
      <Group gap="xs" wrap="nowrap" role="status" aria-live="polite" data-testid="funding-waiting">
        <Loader size="xs" aria-hidden />
        <Text size="sm">
          Waiting for M-Pesa to confirm {formatMoney(current.amount_minor, current.currency)} from{' '}
          {formatPhone(current.phone)}.
        </Text>
      </Group>
    );
  } else if (current.status === 'PENDING') {
    state = (
      <Text size="sm" data-testid="funding-invoiced">
        {current.invoice ? `Invoice ${current.invoice.number}` : 'An invoice'} of{' '}
        {formatMoney(current.amount_minor, current.currency)} is issued: the work is funded once it is paid.
      </Text>
    );
  } else if (current.status === 'FUNDED') {
    state = (
      <Text size="sm" data-testid="funding-funded">
        {formatMoney(current.amount_minor, current.currency)} funded;{' '}
        {formatMoney(current.escrow_minor, current.currency)} is held in escrow until the work is verified.
      </Text>
    );
  } else if (current.status === 'FAILED') {
    state = (
      <Text size="sm" c="red" data-testid="funding-failure">
        {current.failure_reason ?? 'The payment did not go through.'}
      </Text>
    );
  } else {
    state = (
      <Text size="sm" data-testid="funding-refunded">
        {formatMoney(current.refunded_minor, current.currency)} went back to the company&apos;s wallet.
      </Text>
    );
  }

  return (
    <Stack gap="sm" data-testid="funding-panel">
      <Group gap="xs">
        {current ? (
          <FundingStatusBadge status={current.status} size="md" />
        ) : (
          <Text size="sm" fw={600}>
            Not funded
          </Text>
        )}
      </Group>
      {state}
      {closedReason && mayFundAgain(current) && (
        <Text size="sm" c="dimmed">
          {closedReason}
        </Text>
      )}
      <Group gap="sm">
        {document && <DownloadDocumentButton document={document} />}
        {canAsk && mayManage && (
          <Button
            size="xs"
            leftSection={<IconCash size={14} aria-hidden />}
            onClick={modal.open}
            aria-label={`${current ? 'Fund again' : 'Fund'}: ${name}`}
          >
            {current ? 'Fund again' : 'Fund'}
          </Button>
        )}
      </Group>
      {canAsk && !mayManage && (
        <Text size="xs" c="dimmed">
          Only the company&apos;s owners can fund it.
        </Text>
      )}
      {mayManage && (
        <FundModal
          opened={opened}
          onClose={modal.close}
          subject={subject}
          companyId={companyId}
          name={name}
          workMinor={workMinor}
          currency={currency}
          failed={current?.status === 'FAILED' ? current : null}
        />
      )}
    </Stack>
  );
}
