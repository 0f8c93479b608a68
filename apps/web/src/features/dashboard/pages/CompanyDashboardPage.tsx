import { SimpleGrid, Stack } from '@mantine/core';
import { ErrorState } from '../../../components/ErrorState';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';
import { ChildrenSection } from '../../companies/components/ChildrenSection';
import { QuickLinks } from '../../companies/components/QuickLinks';
import { hasPermission, useCompanyContext } from '../../companies/lib/company-context';
import { useChecklist } from '../../onboarding/api/checklist';
import { useCompanyDashboard } from '../api/company-dashboard';
import { EndingThisWeek } from '../components/EndingThisWeek';
import { HeadlineCards, HeadlineCardsSkeleton } from '../components/HeadlineCards';
import { LatestNotifications } from '../components/LatestNotifications';
import { SetupChecklist } from '../components/SetupChecklist';

/**
 * /companies/{company_id}/dashboard, the page a brand opens every morning: the onboarding checklist until it is done,
 * headline cards (campaigns running, content waiting for approval, this month's reach and engagement against last
 * month, money in escrow and paid this month for those who see payments), each linking to its page; the campaigns
 * ending this week and the latest notifications; an agency's or company's clients and brands; quick links.
 */
export function CompanyDashboardPage() {
  const { company } = useCompanyContext();
  const checklist = useChecklist();
  const dashboard = useCompanyDashboard(company.id);
  const teamLink = hasPermission(company, 'team.invite') ? paths.manageTeam({ company: company.id }) : undefined;
  const moneyCards = hasPermission(company, 'payments.view') ? 2 : 0;

  return (
    <Stack gap="lg">
      <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Dashboard`}>
        Company dashboard
      </PageTitle>
      <SetupChecklist checklist={checklist} links={{ teammate_invited: teamLink }} />
      {dashboard.isPending ? (
        <HeadlineCardsSkeleton cards={4 + moneyCards} />
      ) : dashboard.isError ? (
        <ErrorState
          title="We could not load the dashboard"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <>
          <HeadlineCards companyId={company.id} dashboard={dashboard.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <EndingThisWeek
              companyId={company.id}
              campaigns={dashboard.data.ending_this_week}
              showBrand={company.company_role !== 'BRAND'}
            />
            <LatestNotifications companyId={company.id} notifications={dashboard.data.latest_notifications} />
          </SimpleGrid>
        </>
      )}
      <ChildrenSection company={company} />
      <QuickLinks company={company} />
    </Stack>
  );
}
