import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SectionPlaceholder } from '../../../components/SectionPlaceholder';
import { paths } from '../../../lib/paths';

/** /profile/payments: wired fully by the payments issue. */
export function ProfilePaymentsPage() {
  return (
    <SectionPlaceholder title="Payment methods">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          The payments section comes with the payments module: saved cards, mobile money and billing details will be
          managed here.
        </Text>
        <Anchor component={Link} to={paths.profile.paymentHistory()} size="sm">
          Payment history
        </Anchor>
      </Stack>
    </SectionPlaceholder>
  );
}

/** /profile/payments/history: wired fully by the payments issue. */
export function PaymentHistoryPage() {
  return (
    <SectionPlaceholder title="Payment history">
      <Text size="sm" c="dimmed">
        The payments section comes with the payments module: your past payments and receipts will be listed here.
      </Text>
    </SectionPlaceholder>
  );
}
