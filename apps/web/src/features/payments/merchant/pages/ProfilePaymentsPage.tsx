import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../../components/PageTitle';
import { Section } from '../../../../components/Section';
import { formatDate } from '../../../../lib/dates';
import { plural } from '../../../../lib/numbers';
import { paths } from '../../../../lib/paths';
import { useProfileNumbers } from '../../api/profile-numbers';
import { SandboxBadge } from '../../components/SandboxBadge';
import { formatPhone } from '../../lib/phone';
import { ProfileList } from '../components/ProfileList';

/**
 * /profile/payments: the M-Pesa numbers this merchant pays with (the billing they set for companies, the fundings
 * they paid), with links to their payment history and to the payments across their companies.
 */
export function ProfilePaymentsPage() {
  const numbers = useProfileNumbers();
  const body = (
    <ProfileList
      query={numbers}
      what="numbers"
      loadingRows={2}
      empty={{
        isEmpty: (data) => data.numbers.length === 0,
        icon: IconDeviceMobile,
        title: 'No M-Pesa number yet',
        description: "A number shows here once you set it as a company's billing or pay a funding from it.",
        testId: 'numbers-empty',
      }}
      minWidth={560}
      testId="payment-numbers"
    >
      {(data) => (
        <>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Number</Table.Th>
              <Table.Th scope="col">Billing for</Table.Th>
              <Table.Th scope="col">Payments</Table.Th>
              <Table.Th scope="col">Last used</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.numbers.map((number) => (
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
        </>
      )}
    </ProfileList>
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
