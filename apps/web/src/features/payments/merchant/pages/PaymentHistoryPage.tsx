import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BILLING_MODE_LABELS } from '@app/shared/payments';
import { PageTitle } from '../../../../components/PageTitle';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { plural } from '../../../../lib/numbers';
import { paths } from '../../../../lib/paths';
import { useProfileHistory, type HistoryFunding } from '../../api/profile-history';
import { DocumentButton } from '../../components/DocumentButton';
import { FundingStatusBadge } from '../../components/PaymentStatusBadge';
import { SandboxBadge } from '../../components/SandboxBadge';
import { ProfileList } from '../components/ProfileList';

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
  const body = (
    <ProfileList
      query={history}
      what="payments"
      loadingRows={3}
      empty={{
        isEmpty: (data) => data.results.length === 0,
        icon: IconReceipt,
        title: 'No payments yet',
        description: 'The fundings you start for campaigns and jobs show here, with their invoices and receipts.',
        testId: 'history-empty',
      }}
      minWidth={760}
      testId="payment-history"
    >
      {(data) => (
        <>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
            <Text span size="sm" c="dimmed">
              {plural(data.results.length, 'payment')}
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
            {data.results.map((funding) => (
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
        </>
      )}
    </ProfileList>
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
