import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { minimumRole, TEAM_ROLE_LABELS } from '@app/shared/permissions';
import { PageTitle } from '../../../../components/PageTitle';
import { hasPermission, useCompanyContext } from '../../../companies/lib/company-context';
import { BillingCard } from '../components/BillingCard';
import { PaymentsView } from '../components/PaymentsView';

/**
 * /companies/{company_id}/payments (payments.view): the balances and payments of the company and its brands, and its
 * billing (owners change it: payments.manage; others read it).
 */
export function CompanyPaymentsPage() {
  const { company } = useCompanyContext();
  if (!hasPermission(company, 'payments.view')) {
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
  const mayManage = hasPermission(company, 'payments.manage');
  return (
    <PaymentsView
      scope={{ companyId: company.id }}
      title="Payments"
      titleOrder={2}
      documentTitle={`${company.name} · Payments`}
      description="What this company and its brands paid in, hold in escrow, paid creators and got back."
      mayRetry={mayManage}
      aside={<BillingCard companyId={company.id} mayManage={mayManage} />}
    />
  );
}
