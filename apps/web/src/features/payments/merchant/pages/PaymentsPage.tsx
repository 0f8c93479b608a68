import { Container } from '@mantine/core';
import { PaymentsView } from '../components/PaymentsView';

/**
 * /payments: the payments of every company whose payments the merchant may read (payments.view), each row naming its
 * company, with the balances of them all. Retrying a payout is done from its company's page (where the role shows).
 */
export function PaymentsPage() {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <PaymentsView
        scope="all"
        title="Payments"
        description="Across your companies: fundings of campaigns and jobs, payouts to creators and refunds."
      />
    </Container>
  );
}
