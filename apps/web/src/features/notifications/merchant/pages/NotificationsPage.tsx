import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../../../components/PageTitle';
import { useCompanyContext } from '../../../companies/lib/company-context';
import { NotificationsView } from '../../components/NotificationsView';
import { MERCHANT_TOPICS } from '../../lib/format';

/**
 * /companies/{company_id}/notifications: what happened in this company (bids, content to approve, campaign news),
 * newest first, by topic or unread only, a page at a time.
 */
export function CompanyNotificationsPage() {
  const { company } = useCompanyContext();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Notifications`}>
          Notifications
        </PageTitle>
        <Text size="sm" c="dimmed">
          What happened in {company.name}: bids, content to approve and campaign news. Open one to go to it.
        </Text>
      </Stack>
      <NotificationsView audience="merchant" companyId={company.id} topics={MERCHANT_TOPICS} />
    </Stack>
  );
}
