import { Badge, Button, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/PageTitle';
import { paths } from '../../../../lib/paths';
import { hasPermission, useCompanyContext } from '../../../companies/lib/company-context';
import { useCampaignLists } from '../../api/campaign-lists';
import { useDrafts } from '../../api/drafts';
import { CampaignsTab, type ParamChanges } from '../components/CampaignsTab';
import { DraftsTab } from '../components/DraftsTab';
import { readListParams, statusFilterOf } from '../lib/list-params';
import {
  CAMPAIGN_TABS,
  defaultTab,
  LIST_TABS,
  TAB_LABELS,
  tabCount,
  tabCountLabel,
  type ListTab,
} from '../../lib/status';

/** A tab's count next to its label; hidden from its accessible name, which stays the label alone. */
function Count({ value }: { value: string | null | undefined }) {
  if (value === null || value === undefined) return null;
  return (
    <Badge size="sm" variant="light" color="gray" circle={value.length < 2} aria-hidden data-testid="tab-count">
      {value}
    </Badge>
  );
}

/**
 * /companies/{company_id}/campaigns: the company's campaigns (its brands' too) in tabs Ongoing,
 * Upcoming, Completed (cancelled ones with them, as the server groups them) and All, searched by name,
 * narrowed by status, sorted and paged; the Drafts tab lists unfinished wizards to resume or delete.
 * Every choice lives in the address. Without a tab in it, the first of Ongoing, Upcoming, Completed
 * that has campaigns opens.
 */
export function CampaignsPage() {
  const { company } = useCompanyContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const lists = useCampaignLists(company.id);
  const drafts = useDrafts(company.id);
  const mayCreate = hasPermission(company, 'campaign.create');
  // Without a tab in the address, the lists by date pick one; until they answer, nothing is searched twice.
  const tab: ListTab | null = params.tab ?? (lists.isPending ? null : defaultTab(lists.data));

  const update = useCallback(
    (changes: ParamChanges & { tab?: string | null }) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // The empty tab's own call to action replaces the header's (one "Create campaign" on screen).
  const tabEmpty =
    tab === null
      ? true
      : tab === 'drafts'
        ? drafts.data?.length === 0
        : !params.name && !statusFilterOf(tab, params.status) && tabCount(lists.data, tab) === 0;
  const counts: Record<ListTab, string | null | undefined> = {
    ongoing: tabCountLabel(lists.data, 'ongoing'),
    upcoming: tabCountLabel(lists.data, 'upcoming'),
    completed: tabCountLabel(lists.data, 'completed'),
    all: tabCountLabel(lists.data, 'all'),
    drafts: drafts.data ? String(drafts.data.length) : undefined,
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 260px' }}>
          <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Campaigns`}>
            Campaigns
          </PageTitle>
          <Text size="sm" c="dimmed">
            The campaigns of {company.name} and its brands: what runs now, what starts next and what has ended.
          </Text>
        </Stack>
        {mayCreate && !tabEmpty && (
          <Button
            component={Link}
            to={paths.company.createCampaign(company.id)}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Create campaign
          </Button>
        )}
      </Group>

      {tab === null ? (
        <Stack gap="md" role="status" aria-label="Loading the campaigns">
          <Skeleton height={36} />
          <Skeleton height={36} width="60%" />
          <Skeleton height={140} />
        </Stack>
      ) : (
        <Tabs
          value={tab}
          // Another tab keeps the search and the sort; its status filter and page start afresh.
          onChange={(value) => value && update({ tab: value, status: null, page: null })}
          keepMounted={false}
        >
          <Tabs.List aria-label="Campaign lists">
            {LIST_TABS.map((value) => (
              <Tabs.Tab key={value} value={value} rightSection={<Count value={counts[value]} />}>
                {TAB_LABELS[value]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {CAMPAIGN_TABS.map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              <CampaignsTab
                companyId={company.id}
                tab={value}
                params={params}
                onChange={update}
                mayCreate={mayCreate}
              />
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="drafts" pt="md">
            <DraftsTab companyId={company.id} mayCreate={mayCreate} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
