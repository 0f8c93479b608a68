import { Button, EmptyState, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch, IconUsersGroup, IconWorld } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';
import { StaleDataNotice } from '../../../components/StaleDataNotice';
import { toast } from '../../../components/toast';
import { useCompanyContext } from '../../companies/lib/company-context';
import { useConfigBundle } from '../../config/api/conf-all';
import { useGroupsWithMetrics } from '../api/groups-with-metrics';
import { GroupCard } from '../components/GroupCard';
import { ImportGroupModal } from '../components/ImportGroupModal';
import { canManageGroups } from '../../../lib/group-permissions';

function GroupsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="status" aria-label="Loading the groups">
      {[0, 1, 2].map((i) => (
        <Paper key={i} withBorder radius="md" p="md">
          <Skeleton height={18} width="60%" />
          <Skeleton height={12} width="30%" mt={8} />
          <Skeleton height={36} mt="lg" />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** /companies/{company_id}/groups: the company's creator groups with their metrics. */
export function GroupsPage() {
  const { company } = useCompanyContext();
  const groups = useGroupsWithMetrics(company.id);
  const config = useConfigBundle().data;
  const manage = canManageGroups(company);
  const navigate = useNavigate();
  const [importOpened, importModal] = useDisclosure(false);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Creator groups`}>
            Creator groups
          </PageTitle>
          <Text size="sm" c="dimmed">
            Lists of creators to reuse in campaigns and jobs.
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.company.universeGroup(company.id)}
            variant="subtle"
            leftSection={<IconWorld size={16} aria-hidden />}
          >
            Creator universe
          </Button>
          {manage && (
            <>
              <Button
                variant="default"
                onClick={importModal.open}
                leftSection={<IconDownload size={16} aria-hidden />}
                data-testid="import-group"
              >
                Import by code
              </Button>
              <Button
                component={Link}
                to={paths.company.createGroup(company.id)}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Create group
              </Button>
            </>
          )}
        </Group>
      </Group>

      {groups.isError && groups.data && (
        <StaleDataNotice error={groups.error} what="groups" onRetry={() => void groups.refetch()} />
      )}

      {groups.isPending ? (
        <GroupsSkeleton />
      ) : groups.isError && !groups.data ? (
        <ErrorState title="We could not load the groups" error={groups.error} onRetry={() => void groups.refetch()} />
      ) : groups.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <EmptyState
            icon={<IconUsersGroup size={32} aria-hidden />}
            withIndicatorBackground
            title="No creator groups yet"
            description={
              manage
                ? 'Create a group from creator discovery, or import one shared with you by its code.'
                : 'Groups made by your team will show here.'
            }
            data-testid="groups-empty"
          >
            {manage && (
              <EmptyState.Actions>
                <Button
                  component={Link}
                  to={paths.company.createGroup(company.id)}
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  Create group
                </Button>
                <Button
                  component={Link}
                  to={paths.company.creatorDiscovery(company.id)}
                  variant="default"
                  leftSection={<IconSearch size={16} aria-hidden />}
                >
                  Discover creators
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          data-testid="groups-list"
        >
          {groups.data.map((group) => (
            <li key={group.id}>
              <GroupCard group={group} companyId={company.id} config={config} />
            </li>
          ))}
        </SimpleGrid>
      )}

      {manage && (
        <ImportGroupModal
          opened={importOpened}
          onClose={importModal.close}
          companyId={company.id}
          onImported={(group) => {
            importModal.close();
            toast({ type: 'success', message: `Imported "${group.name}".` });
            void navigate(paths.company.groupDetails(company.id, group.id));
          }}
        />
      )}
    </Stack>
  );
}
