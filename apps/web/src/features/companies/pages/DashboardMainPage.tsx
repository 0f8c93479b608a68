import {
  Anchor,
  Button,
  Container,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { can } from '@app/shared/permissions';
import { ErrorState } from '../../../components/ErrorState';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';
import { useMerchantProfile } from '../../auth/api/profile';
import { useCompanies } from '../api/companies';
import { CompanyLogo } from '../components/CompanyLogo';
import { CompanyTypeBadge, TeamRoleBadge } from '../components/RoleBadges';
import { TeamCount } from '../components/TeamCount';
import { buildHierarchy, countBelow, flatten } from '../lib/hierarchy';
import { isAgencyOrClusterOwner } from '../lib/labels';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </Text>
    </Paper>
  );
}

function NotForYou() {
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState
        icon={<IconLayoutDashboard size={32} aria-hidden />}
        withIndicatorBackground
        title="The overview is for agency and cluster owners"
        description={
          'It brings together every company an agency or cluster owner runs. ' +
          'Your work happens inside your companies.'
        }
      >
        <EmptyState.Actions>
          <Button component={Link} to={paths.companies()}>
            Go to my companies
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

function Overview() {
  const companies = useCompanies();
  const rows = useMemo(() => {
    const roots = buildHierarchy(companies.data ?? []);
    return flatten(roots).map((row) => ({ ...row, below: countBelow(row.node) }));
  }, [companies.data]);

  if (companies.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading the overview">
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={80} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  }
  if (companies.isError)
    return (
      <ErrorState
        title="We could not load your companies"
        error={companies.error}
        onRetry={() => void companies.refetch()}
      />
    );
  const list = companies.data;
  const count = (role: 'AGENCY' | 'ACCOUNT' | 'BRAND') => list.filter((c) => c.company_role === role).length;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Stat label="Agencies" value={count('AGENCY')} />
        <Stat label="Companies" value={count('ACCOUNT')} />
        <Stat label="Brands" value={count('BRAND')} />
      </SimpleGrid>
      <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Caption>Every company you reach, with its brands and team</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Company</Table.Th>
                <Table.Th scope="col">Your role</Table.Th>
                <Table.Th scope="col">Client companies</Table.Th>
                <Table.Th scope="col">Brands</Table.Th>
                <Table.Th scope="col">Team</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Links</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ company, depth, below }) => (
                <Table.Tr key={company.id} data-testid="overview-row">
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap" pl={depth * 20}>
                      <CompanyLogo name={company.name} logo={company.logo} size={32} />
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Anchor component={Link} to={paths.company.dashboard(company.id)} fw={600} size="sm">
                          {company.name}
                        </Anchor>
                        <CompanyTypeBadge role={company.company_role} />
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <TeamRoleBadge role={company.role} />
                  </Table.Td>
                  <Table.Td>{company.company_role === 'AGENCY' ? below.ACCOUNT : '—'}</Table.Td>
                  <Table.Td>{company.company_role === 'BRAND' ? '—' : below.BRAND}</Table.Td>
                  <Table.Td>
                    <TeamCount companyId={company.id} allowed={can(company.role, 'team.view')} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      {can(company.role, 'team.view') && (
                        <Anchor
                          component={Link}
                          to={paths.manageTeam({ company: company.id })}
                          size="sm"
                          aria-label={`Manage the team of ${company.name}`}
                        >
                          Team
                        </Anchor>
                      )}
                      <Anchor
                        component={Link}
                        to={paths.company.settings(company.id)}
                        size="sm"
                        aria-label={`Settings of ${company.name}`}
                      >
                        Settings
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}

/**
 * /dashboard-main: the overview of every company an agency or cluster owner reaches; others are pointed to /companies.
 */
export function DashboardMainPage() {
  const profile = useMerchantProfile('brand').data;
  const forOwners = profile ? isAgencyOrClusterOwner(profile) : false;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <PageTitle>Dashboard</PageTitle>
          <Text c="dimmed" size="sm">
            {forOwners ? 'All your agencies, client companies and brands at a glance.' : 'Your overview.'}
          </Text>
        </Stack>
        {forOwners ? <Overview /> : <NotForYou />}
      </Stack>
    </Container>
  );
}
