import { Button, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { PAYMENT_TYPE_LABELS, PROVIDER_LABELS, type PaymentRow } from '@app/shared/payments';
import { confirmAction } from '../../../../components/confirm';
import { toast, toastError } from '../../../../components/toast';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { useRetryPayout } from '../../api/retry-payout';
import { DocumentButton } from '../../components/DocumentButton';
import { PaymentStatusBadge } from '../../components/PaymentStatusBadge';

interface PaymentsTableProps {
  rows: readonly PaymentRow[];
  caption: string;
  /** A company column (the list across companies). */
  showCompany?: boolean;
  /** payments.manage: failed payouts get a Retry button. */
  mayRetry?: boolean;
  loading?: boolean;
}

/**
 * The payments list: when, (company,) type, what for, amount, state, provider and reference, and the document (an
 * invoice or receipt, opened as a PDF). A failed payout can be sent again after a confirmation. The table scrolls
 * sideways on a phone.
 */
export function PaymentsTable({ rows, caption, showCompany, mayRetry, loading }: PaymentsTableProps) {
  const retry = useRetryPayout();
  const askRetry = (row: PaymentRow) =>
    confirmAction({
      title: 'Send this payout again?',
      message: `${row.subject}: ${formatMoney(row.amount_minor, row.currency)} is sent to the creator's M-Pesa again.`,
      confirmLabel: 'Send again',
      danger: false,
      onConfirm: () =>
        retry.mutate(row.id, {
          onSuccess: () => toast({ type: 'success', message: 'The payout is being sent again.' }),
          onError: (error) => toastError(error, 'We could not send the payout again'),
        }),
    });

  return (
    <Table.ScrollContainer minWidth={showCompany ? 960 : 820} type="native">
      <Table verticalSpacing="sm" highlightOnHover data-testid="payments-table" aria-busy={loading}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text span size="sm" c="dimmed">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            {showCompany && <Table.Th scope="col">Company</Table.Th>}
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">For</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Provider</Table.Th>
            <Table.Th scope="col">Document</Table.Th>
            {mayRetry && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="payment-row" data-payment-id={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDate(row.created_at, 'dayFirstTime')}</Text>
              </Table.Td>
              {showCompany && (
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {row.company_name}
                  </Text>
                </Table.Td>
              )}
              <Table.Td>
                <Text size="sm">{PAYMENT_TYPE_LABELS[row.type]}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {row.subject}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" fw={600} data-testid="payment-amount">
                  {formatMoney(row.amount_minor, row.currency)}
                </Text>
              </Table.Td>
              <Table.Td>
                <PaymentStatusBadge type={row.type} status={row.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{PROVIDER_LABELS[row.provider]}</Text>
                {row.reference && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {row.reference}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {row.document ? <DocumentButton document={row.document} /> : <Text size="sm">–</Text>}
              </Table.Td>
              {mayRetry && (
                <Table.Td>
                  {row.type === 'PAYOUT' && row.status === 'FAILED' && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      leftSection={<IconRefresh size={14} aria-hidden />}
                      onClick={() => askRetry(row)}
                      loading={retry.isPending && retry.variables === row.id}
                      aria-label={`Retry the payout: ${row.subject}`}
                    >
                      Retry
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function PaymentsTableSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading the payments">
      {[0, 1, 2, 3].map((i) => (
        <Group key={i} gap="md" wrap="nowrap">
          <Skeleton height={20} width="15%" />
          <Skeleton height={20} width="35%" />
          <Skeleton height={20} width="15%" />
          <Skeleton height={20} width="15%" />
        </Group>
      ))}
    </Stack>
  );
}
