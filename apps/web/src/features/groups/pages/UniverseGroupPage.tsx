import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { GROUP_PAGE_SIZE } from '@app/shared/group-options';
import { ErrorState } from '../../../components/ErrorState';
import { FollowerCount } from '../../../components/FollowerCount';
import { PageTitle } from '../../../components/PageTitle';
import { PaginationBar } from '../../../components/PaginationBar';
import { StaleDataNotice } from '../../../components/StaleDataNotice';
import { formatInteger, formatPercent } from '../../../lib/numbers';
import { useCompanyContext } from '../../companies/lib/company-context';
import { useConfigBundle } from '../../config/api/conf-all';
import { orderChannels } from '../../config/lib/lookups';
import { useUniverse } from '../api/universe';
import { ALL_CHANNELS, ChannelTabs, type ChannelTab } from '../components/ChannelTabs';
import { GroupCreatorsTable } from '../components/GroupCreatorsTable';
import { parseGroupView, toGroupViewParams, type GroupView } from '../lib/group-page-params';

function Stat({ label, children, loading }: { label: string; children: React.ReactNode; loading: boolean }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {loading ? (
        <Skeleton height={24} width="60%" mt={4} />
      ) : (
        <Text fw={700} fz="xl" component="div">
          {children}
        </Text>
      )}
    </Paper>
  );
}

/**
 * /companies/{company_id}/universe-group: every creator in any of the company's groups, once, with totals and channel
 * tabs.
 */
export function UniverseGroupPage() {
  const { company } = useCompanyContext();
  const [params, setParams] = useSearchParams();
  const config = useConfigBundle().data;

  const tabs: ChannelTab[] = useMemo(
    () => [
      { value: ALL_CHANNELS, label: 'All channels' },
      ...orderChannels(config?.channels ?? [], (c) => c.value).map((c) => ({ value: c.value, label: c.label })),
    ],
    [config],
  );
  const view = parseGroupView(
    params,
    tabs.map((t) => t.value),
    ALL_CHANNELS,
    GROUP_PAGE_SIZE,
  );
  const setView = (next: GroupView, push = false) =>
    setParams((previous) => toGroupViewParams(next, ALL_CHANNELS, GROUP_PAGE_SIZE, previous), {
      replace: !push,
      preventScrollReset: true,
    });
  const channel = view.tab === ALL_CHANNELS ? null : view.tab;
  const universe = useUniverse(company.id, { page: view.page, pageSize: view.pageSize, channel });
  const data = universe.data;
  const tabLabel = tabs.find((t) => t.value === view.tab)?.label ?? view.tab;

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Creator universe`}>
          Creator universe
        </PageTitle>
        <Text size="sm" c="dimmed">
          Every creator in any of {company.name}&apos;s groups, counted once.
        </Text>
      </Stack>
      {universe.isError && data && (
        <StaleDataNotice error={universe.error} what="universe" onRetry={() => void universe.refetch()} />
      )}
      {universe.isError && !data ? (
        <ErrorState
          title="We could not load the creator universe"
          error={universe.error}
          onRetry={() => void universe.refetch()}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="universe-totals">
            <Stat label="Groups" loading={!data}>
              {formatInteger(data?.groups_count ?? 0)}
            </Stat>
            <Stat
              label={channel ? `Creators on ${tabLabel}` : 'Creators'}
              loading={!data || universe.isPlaceholderData}
            >
              {formatInteger(data?.total ?? 0)}
            </Stat>
            <Stat label="Combined followers" loading={!data}>
              <FollowerCount value={data?.combined_followers ?? 0} inherit />
            </Stat>
            <Stat label="Avg. engagement" loading={!data}>
              {formatPercent(data?.average_engagement_rate ?? 0)}
            </Stat>
          </SimpleGrid>
          <ChannelTabs
            label="Channels"
            tabs={tabs}
            value={view.tab}
            onChange={(tab) => setView({ tab, page: 1, pageSize: view.pageSize })}
          >
            {data && data.total === 0 ? (
              <Paper withBorder radius="md" p="lg" data-testid="universe-empty">
                <Text fw={600}>
                  {channel ? `No creator of your groups is on ${tabLabel}.` : 'Your groups have no creators yet.'}
                </Text>
                <Text size="sm" c="dimmed">
                  Add creators to a group and they join the universe.
                </Text>
              </Paper>
            ) : (
              <Stack gap="sm">
                <GroupCreatorsTable
                  rows={data?.results ?? []}
                  channel={channel}
                  config={config}
                  loading={universe.isFetching}
                  pageSize={view.pageSize}
                  caption={channel ? `Creators of your groups on ${tabLabel}` : 'Every creator of your groups'}
                />
                {data && (
                  <PaginationBar
                    page={view.page}
                    pageSize={view.pageSize}
                    total={data.total}
                    noun={data.total === 1 ? 'creator' : 'creators'}
                    onPageChange={(page) => setView({ ...view, page }, true)}
                    onPageSizeChange={(size) => setView({ ...view, page: 1, pageSize: size })}
                    defaultPageSize={GROUP_PAGE_SIZE}
                  />
                )}
              </Stack>
            )}
          </ChannelTabs>
        </>
      )}
    </Stack>
  );
}
