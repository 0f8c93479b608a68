import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { minimumRole, TEAM_ROLE_LABELS } from '@app/shared/permissions';
import { PageTitle } from '../../../components/PageTitle';
import { SectionPlaceholder } from '../../../components/SectionPlaceholder';
import { hasPermission, useCompanyContext } from '../lib/company-context';

/** /companies/{company_id}/payments: for the roles that may see payments (the screens come with the payments issue). */
export function CompanyPaymentsPage() {
  const { company } = useCompanyContext();
  if (hasPermission(company, 'payments.view')) {
    return (
      <SectionPlaceholder title="Payments">
        <Text size="sm" c="dimmed">
          Payments and billing come with the payments module.
        </Text>
      </SectionPlaceholder>
    );
  }
  const neededRole = TEAM_ROLE_LABELS[minimumRole('payments.view')];
  return (
    <Stack gap="md">
      <PageTitle order={2} fz="xl">
        Payments
      </PageTitle>
      <Alert variant="light" color="gray" icon={<IconLock aria-hidden />} title="Not available for your role">
        Payments are visible to the role {neededRole} and above. Your role here is {TEAM_ROLE_LABELS[company.role]}.
      </Alert>
    </Stack>
  );
}
