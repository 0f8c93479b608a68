import { Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconTrash, IconUserMinus, IconUsersPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { DEFAULT_GROUP_CHANNEL, GROUP_PAGE_SIZE } from '@app/shared/group-options';
import { confirmAction } from '../../../components/confirm';
import { ErrorState } from '../../../components/ErrorState';
import { PaginationBar } from '../../../components/PaginationBar';
import { StaleDataNotice } from '../../../components/StaleDataNotice';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { plural } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCompanyContext } from '../../companies/lib/company-context';
import { useConfigBundle } from '../../config/api/conf-all';
import { orderChannels } from '../../config/lib/lookups';
import { useDeleteGroup } from '../api/delete-group';
import { useGroup } from '../api/group';
import { useGroupCreators, type GroupCreator } from '../api/group-creators';
import { useRemoveCreatorFromGroup } from '../api/remove-creator';
import { useRemoveCreatorsFromGroup } from '../api/remove-creators';
import { ALL_CHANNELS, ChannelTabs, type ChannelTab } from '../components/ChannelTabs';
import { GroupCreatorsTable } from '../components/GroupCreatorsTable';
import { GroupHeader } from '../components/GroupHeader';
import { parseGroupView, toGroupViewParams, type GroupView } from '../lib/group-page-params';
import { canManageGroups } from '../../../lib/group-permissions';

/**
 * /companies/{company_id}/group-details/{group_id}: the group's creators per channel (Instagram first, 10 a page) and
 * its management.
 */
export function GroupDetailsPage() {
  const { company } = useCompanyContext();
  const { groupId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const group = useGroup(groupId);
  const config = useConfigBundle().data;
  const manage = canManageGroups(company);
  const groupsPath = paths.company.groups(company.id);
  useDocumentTitle(group.data ? `${group.data.name} · Creator group` : 'Creator group');

  const tabs: ChannelTab[] = useMemo(() => {
    const counts = group.data?.metrics?.channels ?? {};
    const values = config
      ? config.channels.map((c) => ({ value: c.value, label: c.label }))
      : Object.keys(counts).map((c) => ({ value: c, label: c }));
    if (!values.some((v) => v.value === DEFAULT_GROUP_CHANNEL))
      values.unshift({ value: DEFAULT_GROUP_CHANNEL, label: 'Instagram' });
    const ordered = orderChannels(values, (v) => v.value).map((v) => ({ ...v, count: counts[v.value] ?? 0 }));
    return [
      ...ordered,
      {
        value: ALL_CHANNELS,
        label: 'All channels',
        count: group.data?.metrics?.creators_count ?? group.data?.creators_count,
      },
    ];
  }, [config, group.data]);

  const view = parseGroupView(
    params,
    tabs.map((t) => t.value),
    DEFAULT_GROUP_CHANNEL,
    GROUP_PAGE_SIZE,
  );
  const setView = (next: GroupView, push = false) => {
    setSelected([]);
    setParams((previous) => toGroupViewParams(next, DEFAULT_GROUP_CHANNEL, GROUP_PAGE_SIZE, previous), {
      replace: !push,
      preventScrollReset: true,
    });
  };
  const channel = view.tab === ALL_CHANNELS ? null : view.tab;
  const creators = useGroupCreators(group.data ? groupId : '', { page: view.page, pageSize: view.pageSize, channel });

  const [selected, setSelected] = useState<number[]>([]);
  const removeOne = useRemoveCreatorFromGroup(groupId);
  const removeMany = useRemoveCreatorsFromGroup(groupId);
  const deleteGroup = useDeleteGroup();

  // After removals the page may lie past the end: go to the last page there is.
  const total = creators.data?.total;
  const emptyPage = creators.data !== undefined && creators.data.results.length === 0 && !creators.isPlaceholderData;
  useEffect(() => {
    if (emptyPage && total !== undefined && total > 0 && view.page > 1)
      setView({ ...view, page: Math.max(1, Math.ceil(total / view.pageSize)) });
    // Only when the answer for the page changes.
  }, [emptyPage, total]);

  if (group.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading the group">
        <Skeleton height={150} radius="md" />
        <Skeleton height={40} />
        <Skeleton height={260} />
      </Stack>
    );
  }
  if (group.isError && !group.data) {
    const missing = isApiError(group.error) && group.error.code === 'NOT_FOUND';
    return (
      <Stack gap="md">
        <Anchor component={Link} to={groupsPath} size="sm">
          Back to the groups
        </Anchor>
        {missing ? (
          <Paper withBorder radius="md" p="lg">
            <Text fw={600}>This group does not exist any more.</Text>
            <Text size="sm" c="dimmed">
              It may have been deleted.
            </Text>
          </Paper>
        ) : (
          <ErrorState title="We could not load the group" error={group.error} onRetry={() => void group.refetch()} />
        )}
      </Stack>
    );
  }
  const data = group.data!;
  // A group opened under another company of the user: show it under its own company.
  if (data.company_id !== company.id)
    return <Navigate to={paths.company.groupDetails(data.company_id, data.id)} replace />;

  const askRemoveOne = (creator: GroupCreator) =>
    confirmAction({
      title: 'Remove this creator?',
      message: `${creator.name} will be removed from "${data.name}".`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        removeOne.mutate(creator.id, {
          onSuccess: () => {
            setSelected((ids) => ids.filter((id) => id !== creator.id));
            toast({ type: 'success', message: `Removed ${creator.name} from "${data.name}".` });
          },
        }),
    });

  const askRemoveSelected = () => {
    const ids = [...selected];
    confirmAction({
      title: `Remove ${plural(ids.length, 'creator')}?`,
      message: `The selected ${ids.length === 1 ? 'creator' : 'creators'} will be removed from "${data.name}".`,
      confirmLabel: `Remove ${plural(ids.length, 'creator')}`,
      onConfirm: () =>
        removeMany.mutate(ids, {
          onSuccess: () => {
            setSelected([]);
            toast({ type: 'success', message: `Removed ${plural(ids.length, 'creator')} from "${data.name}".` });
          },
        }),
    });
  };

  const askDelete = () =>
    confirmAction({
      title: 'Delete this group?',
      message:
        `"${data.name}" and its list of ${plural(data.creators_count, 'creator')} will be deleted. ` +
        'The creators themselves stay on the platform.',
      confirmLabel: 'Delete group',
      onConfirm: () =>
        deleteGroup.mutate(data.id, {
          onSuccess: () => {
            toast({ type: 'success', message: `Deleted "${data.name}".` });
            void navigate(groupsPath, { replace: true });
          },
        }),
    });

  const page = creators.data;
  const rows = page?.results ?? [];
  const activeTab = tabs.find((t) => t.value === view.tab);
  const caption = channel ? `Creators of this group on ${activeTab?.label ?? channel}` : 'Every creator of this group';

  return (
    <Stack gap="md">
      <Anchor component={Link} to={groupsPath} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          All groups
        </Group>
      </Anchor>
      {group.isError && <StaleDataNotice error={group.error} what="group" onRetry={() => void group.refetch()} />}
      <GroupHeader
        group={data}
        canManage={manage}
        actions={
          manage && (
            <Group gap="sm" justify="space-between">
              <Button
                component={Link}
                to={paths.company.creatorDiscovery(company.id, { add_to: data.id })}
                leftSection={<IconUsersPlus size={16} aria-hidden />}
                data-testid="add-creators"
              >
                Add creators
              </Button>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={askDelete}
                loading={deleteGroup.isPending}
                data-testid="delete-group"
              >
                Delete group
              </Button>
            </Group>
          )
        }
      />

      <ChannelTabs
        label="Channels"
        tabs={tabs}
        value={view.tab}
        onChange={(tab) => setView({ tab, page: 1, pageSize: view.pageSize })}
      >
        <Stack gap="sm">
          {creators.isError && page && (
            <StaleDataNotice error={creators.error} what="creators" onRetry={() => void creators.refetch()} />
          )}
          {manage && selected.length > 0 && (
            <Paper
              withBorder
              radius="md"
              p="xs"
              role="region"
              aria-label="Selected creators"
              data-testid="group-selection"
            >
              <Group justify="space-between" gap="sm">
                <Text size="sm" fw={600} aria-live="polite">
                  {plural(selected.length, 'creator')} selected
                </Text>
                <Group gap="xs">
                  <Button size="xs" variant="subtle" color="gray" onClick={() => setSelected([])}>
                    Clear
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    leftSection={<IconUserMinus size={14} aria-hidden />}
                    onClick={askRemoveSelected}
                    loading={removeMany.isPending}
                    data-testid="remove-selected"
                  >
                    Remove selected
                  </Button>
                </Group>
              </Group>
            </Paper>
          )}
          {creators.isError && !page ? (
            <ErrorState
              title="We could not load the creators"
              error={creators.error}
              onRetry={() => void creators.refetch()}
            />
          ) : page && page.total === 0 ? (
            <Paper withBorder radius="md" p="lg" data-testid="group-tab-empty">
              <Stack gap="xs" align="flex-start">
                <Text fw={600}>
                  {channel
                    ? `No creator of this group is on ${activeTab?.label ?? channel}.`
                    : 'This group has no creators yet.'}
                </Text>
                {manage && (
                  <Button
                    component={Link}
                    to={paths.company.creatorDiscovery(company.id, { add_to: data.id })}
                    variant="light"
                    size="xs"
                    leftSection={<IconUsersPlus size={14} aria-hidden />}
                  >
                    Add creators
                  </Button>
                )}
              </Stack>
            </Paper>
          ) : (
            <>
              <GroupCreatorsTable
                rows={rows}
                channel={channel}
                config={config}
                loading={creators.isFetching}
                pageSize={view.pageSize}
                selectedIds={manage ? selected : undefined}
                onSelectedChange={manage ? setSelected : undefined}
                onRemove={manage ? askRemoveOne : undefined}
                removingId={removeOne.isPending ? removeOne.variables : null}
                caption={caption}
              />
              {page && (
                <PaginationBar
                  page={view.page}
                  pageSize={view.pageSize}
                  total={page.total}
                  noun={page.total === 1 ? 'creator' : 'creators'}
                  onPageChange={(p) => setView({ ...view, page: p }, true)}
                  onPageSizeChange={(size) => setView({ ...view, page: 1, pageSize: size })}
                  defaultPageSize={GROUP_PAGE_SIZE}
                />
              )}
            </>
          )}
        </Stack>
      </ChannelTabs>
    </Stack>
  );
}
