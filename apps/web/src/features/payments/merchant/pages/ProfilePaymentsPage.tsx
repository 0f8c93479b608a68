import { Anchor, EmptyState, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../../components/ErrorState';
import { PageTitle } from '../../../../components/PageTitle';
import { Section } from '../../../../components/Section';
import { formatDate } from '../../../../lib/dates';
import { plural } from '../../../../lib/numbers';
import { paths } from '../../../../lib/paths';
import { useProfileNumbers } from '../../api/profile-numbers';
import { SandboxBadge } from '../../components/SandboxBadge';
import { formatPhone } from '../../lib/phone';

/**
 * /profile/payments: the M-Pesa numbers this merchant pays with (the billing they set for companies, the fundings
 * they paid), with links to their payment history and to the payments across their companies.
 */
export function ProfilePaymentsPage() {
  const numbers = useProfileNumbers();
  let body;
  if (numbers.isPending)
    body = (
      <Stack gap="sm" role="status" aria-label="Loading your numbers">
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  else if (numbers.isError)
    body = (
      <ErrorState title="We could not load your numbers" error={numbers.error} onRetry={() => void numbers.refetch()} />
    );
  else if (numbers.data.numbers.length === 0)
    body = (
      <EmptyState
        icon={<IconDeviceMobile size={32} aria-hidden />}
        withIndicatorBackground
        title="No M-Pesa number yet"
        description="A number shows here once you set it as a company's billing or pay a funding from it."
        data-testid="numbers-empty"
      />
    );
  else
    body = (
      <Table.ScrollContainer minWidth={560} type="native">
        <Table verticalSpacing="sm" data-testid="payment-numbers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Number</Table.Th>
              <Table.Th scope="col">Billing for</Table.Th>
              <Table.Th scope="col">Payments</Table.Th>
              <Table.Th scope="col">Last used</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {numbers.data.numbers.map((number) => (
              <Table.Tr key={number.phone} data-testid="payment-number">
                <Table.Th scope="row" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatPhone(number.phone)}
                </Table.Th>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {number.billing_for.length ? number.billing_for.join(', ') : '–'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{plural(number.payments, 'payment')}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {number.last_used_at ? formatDate(number.last_used_at, 'dayFirstTime') : 'Not used yet'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageTitle order={2} fz="xl" documentTitle="Profile · Payments">
          Payment methods
        </PageTitle>
        <SandboxBadge provider={numbers.data?.provider} />
      </Group>
      <Section
        title="Your M-Pesa numbers"
        order={3}
        description="The numbers you pay with: set as a company's billing, or used for a funding."
      >
        {body}
      </Section>
      <Group gap="lg">
        <Anchor component={Link} to={paths.profile.paymentHistory()} size="sm">
          Your payment history
        </Anchor>
        <Anchor component={Link} to={paths.payments()} size="sm">
          Payments across your companies
        </Anchor>
      </Group>
    </Stack>
  );
}
