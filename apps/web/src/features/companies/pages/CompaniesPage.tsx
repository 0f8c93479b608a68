import { Button, Container, EmptyState, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingSkyscraper, IconLayoutDashboard, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';
import { useMerchantProfile } from '../../auth/api/profile';
import { useCompanies } from '../api/companies';
import { CompanyTree } from '../components/CompanyTree';
import { buildHierarchy } from '../lib/hierarchy';
import { isAgencyOrClusterOwner } from '../lib/labels';

function TreeSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading your companies">
      {[0, 1].map((i) => (
        <Paper key={i} withBorder radius="md" p="lg">
          <Group gap="sm">
            <Skeleton height={44} width={44} radius="md" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={18} width="40%" />
              <Skeleton height={14} width="25%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** /companies: what the merchant may enter, as agency > client companies > brands. */
export function CompaniesPage() {
  const companies = useCompanies();
  const profile = useMerchantProfile('brand').data;
  const roots = useMemo(() => buildHierarchy(companies.data ?? []), [companies.data]);
  // Anyone with a verified e-mail may create a top-level agency, company or brand.
  const canCreate = Boolean(profile?.email_verified);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <PageTitle>Companies</PageTitle>
            <Text c="dimmed" size="sm">
              The agencies, companies and brands you can work in.
            </Text>
          </Stack>
          <Group gap="sm">
            {profile && isAgencyOrClusterOwner(profile) && (
              <Button
                component={Link}
                to={paths.dashboardMain()}
                variant="default"
                leftSection={<IconLayoutDashboard size={16} aria-hidden />}
              >
                Overview
              </Button>
            )}
            {canCreate && (companies.data?.length ?? 0) > 0 && (
              <Button component={Link} to={paths.onboarding()} leftSection={<IconPlus size={16} aria-hidden />}>
                New company or brand
              </Button>
            )}
          </Group>
        </Group>
        {companies.isPending ? (
          <TreeSkeleton />
        ) : companies.isError ? (
          <ErrorState
            title="We could not load your companies"
            error={companies.error}
            onRetry={() => void companies.refetch()}
          />
        ) : roots.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <EmptyState
              icon={<IconBuildingSkyscraper size={32} aria-hidden />}
              withIndicatorBackground
              title="No companies yet"
              description={
                'Create your agency, company or brand to start running campaigns, ' +
                'or ask a teammate to invite you to theirs.'
              }
            >
              {canCreate && (
                <EmptyState.Actions>
                  <Button component={Link} to={paths.onboarding()}>
                    Start onboarding
                  </Button>
                </EmptyState.Actions>
              )}
            </EmptyState>
          </Paper>
        ) : (
          <CompanyTree roots={roots} companies={companies.data} />
        )}
      </Stack>
    </Container>
  );
}
