import { Button, EmptyState, Group, NativeSelect, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconBell, IconChecks, IconFilterOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { Notification, NotificationTopic } from '@app/shared/notifications';
import { ErrorState } from '../../../components/ErrorState';
import { PaginationBar } from '../../../components/PaginationBar';
import { toastFailure } from '../../../components/toast';
import { formatInteger } from '../../../lib/numbers';
import type { NotificationAudience, NotificationListQuery } from '../api/keys';
import { useNotifications } from '../api/list';
import { useMarkNotificationRead } from '../api/read';
import { useMarkAllNotificationsRead } from '../api/read-all';
import { topicFrom } from '../lib/format';
import { EMPTY_HINT } from './NotificationBell';
import { NotificationItem } from './NotificationItem';

export const DEFAULT_PAGE_SIZE = 20;
const PAGE_SIZES = [5, 10, 20, 50];

/** The page and filters from the address: `unread=1`, `topic`, `page`, `page_size` (one of 5, 10, 20, 50). */
export function listQueryFrom(search: URLSearchParams, companyId: string | null): NotificationListQuery {
  const page = Number(search.get('page'));
  const size = Number(search.get('page_size'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
    unread: search.get('unread') === '1',
    companyId,
    topic: topicFrom(search.get('topic')),
  };
}

interface NotificationsViewProps {
  audience: NotificationAudience;
  /** A merchant's company: only its notifications are listed. */
  companyId?: string | null;
  /** The topics to filter by. */
  topics: readonly { id: NotificationTopic; label: string }[];
}

function ListSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading notifications">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height={64} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * A notifications page's content, for both audiences: All or Unread, a topic, the list a page at a time (each a link
 * to its page that reads it), and "Mark all read". The filters and page live in the address; the live stream keeps
 * the list current.
 */
export function NotificationsView({ audience, companyId = null, topics }: NotificationsViewProps) {
  const [search, setSearch] = useSearchParams();
  const query = listQueryFrom(search, companyId);
  const list = useNotifications(audience, query);
  const markRead = useMarkNotificationRead(audience);
  const markAll = useMarkAllNotificationsRead(audience);
  const filtered = query.unread || query.topic !== null;
  const unread = list.data?.unread_count ?? 0;

  const go = (next: Partial<Pick<NotificationListQuery, 'page' | 'pageSize' | 'unread' | 'topic'>>) => {
    const merged = { ...query, ...next };
    const params = new URLSearchParams();
    if (merged.unread) params.set('unread', '1');
    if (merged.topic) params.set('topic', merged.topic);
    if (merged.page > 1) params.set('page', String(merged.page));
    if (merged.pageSize !== DEFAULT_PAGE_SIZE) params.set('page_size', String(merged.pageSize));
    setSearch(params, { replace: true });
  };

  const open = (notification: Notification) => {
    if (notification.read_at === null) markRead.mutate(notification.id);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 auto' }}>
          <SegmentedControl
            aria-label="Show"
            value={query.unread ? 'unread' : 'all'}
            onChange={(value) => go({ unread: value === 'unread', page: 1 })}
            data={[
              { value: 'all', label: 'All' },
              { value: 'unread', label: 'Unread' },
            ]}
          />
          <NativeSelect
            label="Topic"
            value={query.topic ?? ''}
            onChange={(event) => go({ topic: topicFrom(event.currentTarget.value), page: 1 })}
            data={[{ value: '', label: 'All topics' }, ...topics.map((t) => ({ value: t.id, label: t.label }))]}
            miw={200}
            data-testid="notifications-topic"
          />
        </Group>
        <Group gap="sm" align="center" wrap="nowrap">
          {list.data && (
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="notifications-unread">
              {unread === 0
                ? 'All read'
                : `${formatInteger(unread)} unread${companyId ? ' in all your companies' : ''}`}
            </Text>
          )}
          <Button
            variant="light"
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: (error) => void toastFailure(error) })}
          >
            Mark all read
          </Button>
        </Group>
      </Group>

      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError && !list.data ? (
        <ErrorState
          title="We could not load your notifications"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.results.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <EmptyState
            icon={<IconBell size={32} aria-hidden />}
            withIndicatorBackground
            title={filtered ? 'No notifications match these filters' : 'No notifications yet'}
            description={filtered ? 'Show all of them, or pick another topic.' : EMPTY_HINT[audience]}
            data-testid="notifications-empty"
          >
            {filtered && (
              <EmptyState.Actions>
                <Button
                  variant="light"
                  leftSection={<IconFilterOff size={16} aria-hidden />}
                  onClick={() => go({ unread: false, topic: null, page: 1 })}
                >
                  Clear filters
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        </Paper>
      ) : (
        <>
          <Paper
            component="ul"
            withBorder
            radius="md"
            p={4}
            m={0}
            style={{ listStyle: 'none', opacity: list.isPlaceholderData ? 0.6 : 1 }}
            aria-label="Notifications"
            aria-busy={list.isFetching}
          >
            {list.data.results.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={open} />
              </li>
            ))}
          </Paper>
          <PaginationBar
            page={query.page}
            pageSize={query.pageSize}
            total={list.data.total}
            onPageChange={(page) => go({ page })}
            onPageSizeChange={(pageSize) => go({ pageSize, page: 1 })}
            defaultPageSize={DEFAULT_PAGE_SIZE}
            noun="notifications"
            disabled={list.isFetching}
          />
        </>
      )}
    </Stack>
  );
}
