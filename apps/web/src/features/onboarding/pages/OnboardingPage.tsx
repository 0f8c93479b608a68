import { Anchor, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { COMPANY_TYPE_ROLE, COMPANY_TYPES, type CompanyType } from '@app/shared/companies';
import { OnboardingChecklist } from '../../../components/OnboardingChecklist';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';
import { toast } from '../../../components/toast';
import { trackEvent } from '../../analytics/api/track-event';
import { useMerchantProfile } from '../../auth/api/profile';
import { useCreateCompany } from '../../companies/api/create-company';
import { CompanyForm } from '../../companies/components/CompanyForm';
import { useChecklist } from '../api/checklist';
import { COMPANY_TYPE_OPTIONS, CompanyTypeCards } from '../components/CompanyTypeCards';

const NAME_LABELS: Record<CompanyType, string> = {
  agency: 'Agency name',
  company: 'Company name',
  brand: 'Brand name',
};

function isCompanyType(value: string | undefined): value is CompanyType {
  return (COMPANY_TYPES as readonly string[]).includes(value ?? '');
}

function CreateStep({ type }: { type: CompanyType }) {
  const create = useCreateCompany();
  const navigate = useNavigate();
  const option = COMPANY_TYPE_OPTIONS.find((o) => o.value === type)!;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Step 2 of 2
            </Text>
            <Title order={2} fz="xl">
              Create your {option.label.toLowerCase()}
            </Title>
            <Text size="sm" c="dimmed">
              {option.description}
            </Text>
          </Stack>
          <Anchor component={Link} to={paths.onboarding()} size="sm">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={14} aria-hidden />
              Change type
            </Group>
          </Anchor>
        </Group>
        <CompanyForm
          nameLabel={NAME_LABELS[type]}
          submitLabel={`Create ${option.label.toLowerCase()}`}
          pending={create.isPending}
          error={create.error}
          errorTitle={`We could not create your ${option.label.toLowerCase()}`}
          onSubmit={(values) =>
            create.mutate(
              { ...values, company_role: COMPANY_TYPE_ROLE[type] },
              {
                onSuccess: (company) => {
                  trackEvent('onboarding_company_created', {
                    company_id: company.id,
                    company_role: company.company_role,
                  });
                  toast({ type: 'success', message: `${company.name} is ready.` });
                  void navigate(paths.company.dashboard(company.id));
                },
              },
            )
          }
        />
      </Stack>
    </Paper>
  );
}

/**
 * /onboarding: pick agency, company or brand; /onboarding/{companyType}: name it and create it
 * (POST /companies/new), then its dashboard. The checklist shows how far the merchant is.
 */
export function OnboardingPage() {
  const { companyType } = useParams();
  const profile = useMerchantProfile('brand').data;
  const checklist = useChecklist();
  if (companyType !== undefined && !isCompanyType(companyType)) return <Navigate to={paths.onboarding()} replace />;
  const hasCompanies = Boolean(profile?.companies.some((c) => !c.is_sme));

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <PageTitle documentTitle={companyType ? `Onboarding: ${companyType}` : 'Onboarding'}>Onboarding</PageTitle>
          <Text c="dimmed">
            {companyType
              ? 'Tell us about it; you can change these details later.'
              : 'Welcome! Tell us what kind of organisation you are.'}
          </Text>
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {companyType ? (
              <CreateStep type={companyType} />
            ) : (
              <Stack gap="sm">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Step 1 of 2
                </Text>
                <CompanyTypeCards />
                {hasCompanies && (
                  <Group>
                    <Button component={Link} to={paths.companies()} variant="subtle">
                      Skip: go to my companies
                    </Button>
                  </Group>
                )}
              </Stack>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <OnboardingChecklist checklist={checklist} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
