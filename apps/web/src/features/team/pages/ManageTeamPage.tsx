import { Button, Container, EmptyState, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';
import { useMerchantProfile } from '../../auth/api/profile';
import { useCompanies } from '../../companies/api/companies';
import { TeamCompanySelect } from '../components/TeamCompanySelect';
import { TeamPanel } from '../components/TeamPanel';
import { defaultTeamCompany, teamCompanies } from '../lib/team-rules';

/** /manage-team[?company=id]: pick a company you manage, then its members, invitations and invite form. */
export function ManageTeamPage() {
  const [params, setParams] = useSearchParams();
  const profile = useMerchantProfile('brand').data;
  const companies = useCompanies();
  const manageable = useMemo(() => teamCompanies(companies.data ?? []), [companies.data]);
  const selectedId = defaultTeamCompany(manageable, params.get('company'), profile?.last_company_id ?? null);
  const selected = manageable.find((c) => c.id === selectedId) ?? null;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <PageTitle>Manage team</PageTitle>
          <Text c="dimmed" size="sm">
            Invite teammates, choose their roles and keep the team up to date.
          </Text>
        </Stack>
        {companies.isPending ? (
          <Stack gap="md" role="status" aria-label="Loading your companies">
            <Skeleton height={56} maw={420} />
            <Skeleton height={160} />
          </Stack>
        ) : companies.isError ? (
          <ErrorState
            title="We could not load your companies"
            error={companies.error}
            onRetry={() => void companies.refetch()}
          />
        ) : !selected ? (
          <Paper withBorder radius="md" p="xl">
            <EmptyState
              icon={<IconUsers size={32} aria-hidden />}
              withIndicatorBackground
              title="No team to manage"
              description={
                'Teams are managed by company managers, admins and owners. ' +
                'Create your own company, or ask an owner to give you a role that manages the team.'
              }
            >
              <EmptyState.Actions>
                <Button component={Link} to={paths.companies()} variant="default">
                  Go to my companies
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Paper>
        ) : (
          <>
            <TeamCompanySelect
              companies={manageable}
              value={selected.id}
              onChange={(id) => setParams({ company: id }, { replace: true })}
            />
            <TeamPanel key={selected.id} company={selected} />
          </>
        )}
      </Stack>
    </Container>
  );
}
