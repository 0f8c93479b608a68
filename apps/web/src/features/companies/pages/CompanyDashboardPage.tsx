import { Stack } from '@mantine/core';
import { OnboardingChecklist } from '../../../components/OnboardingChecklist';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';
import { useChecklist } from '../../onboarding/api/checklist';
import { ChildrenSection } from '../components/ChildrenSection';
import { QuickLinks } from '../components/QuickLinks';
import { hasPermission, useCompanyContext } from '../lib/company-context';

/** /companies/{company_id}/dashboard: children with "Add", the onboarding checklist until done, quick links. */
export function CompanyDashboardPage() {
  const { company } = useCompanyContext();
  const checklist = useChecklist();
  const teamLink = hasPermission(company, 'team.invite') ? paths.manageTeam({ company: company.id }) : undefined;
  return (
    <Stack gap="lg">
      <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Dashboard`}>
        Company dashboard
      </PageTitle>
      <ChildrenSection company={company} />
      <OnboardingChecklist checklist={checklist} hideWhenComplete links={{ teammate_invited: teamLink }} />
      <QuickLinks company={company} />
    </Stack>
  );
}
