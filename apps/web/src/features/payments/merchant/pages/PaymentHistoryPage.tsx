import { Anchor, EmptyState, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BILLING_MODE_LABELS } from '@app/shared/payments';
import { ErrorState } from '../../../../components/ErrorState';
import { PageTitle } from '../../../../components/PageTitle';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { plural } from '../../../../lib/numbers';
import { paths } from '../../../../lib/paths';
import { useProfileHistory, type HistoryFunding } from '../../api/profile-history';
import { DocumentButton } from '../../components/DocumentButton';
import { FundingStatusBadge } from '../../components/PaymentStatusBadge';
import { SandboxBadge } from '../../components/SandboxBadge';

function Documents({ funding }: { funding: HistoryFunding }) {
  if (!funding.invoice && !funding.receipt) return <Text size="sm">–</Text>;
  return (
    <Stack gap={2} align="flex-start">
      {funding.invoice && <DocumentButton document={{ ...funding.invoice, kind: 'INVOICE' }} />}
      {funding.receipt && <DocumentButton document={{ ...funding.receipt, kind: 'RECEIPT' }} />}
    </Stack>
  );
}

/** /profile/payments/history: the fundings this merchant started, newest first, with their state and documents. */
export function PaymentHistoryPage() {
  const history = useProfileHistory();
  let body;
  if (history.isPending)
    body = (
      <Stack gap="sm" role="status" aria-label="Loading your payments">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  else if (history.isError)
    body = (
      <ErrorState
        title="We could not load your payments"
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  else if (history.data.results.length === 0)
    body = (
      <EmptyState
        icon={<IconReceipt size={32} aria-hidden />}
        withIndicatorBackground
        title="No payments yet"
        description="The fundings you start for campaigns and jobs show here, with their invoices and receipts."
        data-testid="history-empty"
      />
    );
  else
    body = (
      <Table.ScrollContainer minWidth={760} type="native">
        <Table verticalSpacing="sm" data-testid="payment-history">
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
            <Text span size="sm" c="dimmed">
              {plural(history.data.results.length, 'payment')}
            </Text>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">For</Table.Th>
              <Table.Th scope="col">Method</Table.Th>
              <Table.Th scope="col" ta="right">
                Amount
              </Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Documents</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.results.map((funding) => (
              <Table.Tr key={funding.id} data-testid="history-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{formatDate(funding.created_at, 'dayFirstTime')}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {funding.subject}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {funding.company_name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{BILLING_MODE_LABELS[funding.method]}</Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={600}>
                    {formatMoney(funding.amount_minor, funding.currency)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <FundingStatusBadge status={funding.status} />
                    {funding.status === 'FAILED' && funding.failure_reason && (
                      <Text size="xs" c="red">
                        {funding.failure_reason}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Documents funding={funding} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.profile.payments()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Back to payment methods
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageTitle order={2} fz="xl" documentTitle="Profile · Payment history">
          Payment history
        </PageTitle>
        <SandboxBadge provider={history.data?.provider} />
      </Group>
      {body}
    </Stack>
  );
}
