import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { minimumRole, TEAM_ROLE_LABELS } from '@app/shared/permissions';
import { PageTitle } from '../../../components/PageTitle';
import { Section } from '../../../components/Section';
import { toast } from '../../../components/toast';
import { ThemeSettings } from '../../theme/components/ThemeSettings';
import { useUpdateCompany } from '../api/update-company';
import { CompanyForm } from '../components/CompanyForm';
import { hasPermission, useCompanyContext } from '../lib/company-context';
import { COMPANY_ROLE_LABELS } from '../lib/labels';

function NotAllowed({ what, action }: { what: string; action: 'company.edit' | 'company.theme' }) {
  const { company } = useCompanyContext();
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconLock aria-hidden />}
      title="View only"
      data-testid={`${action}-locked`}
    >
      {what} needs the role {TEAM_ROLE_LABELS[minimumRole(action)]} or above. Your role here is{' '}
      {TEAM_ROLE_LABELS[company.role]}; ask an owner or admin of {company.name} if something should change.
    </Alert>
  );
}

/** /companies/{company_id}/settings: the company profile and its theme, each only for the roles that may change it. */
export function CompanySettingsPage() {
  const { company } = useCompanyContext();
  const update = useUpdateCompany(company.id);
  const canEdit = hasPermission(company, 'company.edit');
  const canTheme = hasPermission(company, 'company.theme');
  const nameLabel = `${COMPANY_ROLE_LABELS[company.company_role]} name`;

  return (
    <Stack gap="lg">
      <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Settings`}>
        Company settings
      </PageTitle>
      <Section title="Company profile" description="How the company appears to your team and to creators.">
        {!canEdit && <NotAllowed what="Editing the company profile" action="company.edit" />}
        <CompanyForm
          key={company.id}
          nameLabel={nameLabel}
          readOnly={!canEdit}
          defaultValues={company}
          submitLabel="Save profile"
          pending={update.isPending}
          error={update.error}
          onSubmit={(values) =>
            update.mutate(values, { onSuccess: () => toast({ type: 'success', message: 'Company profile saved.' }) })
          }
        />
      </Section>
      <Section
        title="Theme"
        description={
          'Colours, button style and logo. ' +
          'The whole app wears them inside this company and the companies under it.'
        }
      >
        {canTheme ? (
          <ThemeSettings company={company} />
        ) : (
          <NotAllowed what="Changing the theme and logo" action="company.theme" />
        )}
      </Section>
    </Stack>
  );
}
