/**
 * What the notification lists in the query cache learn before they are asked again: the unread count (the bell's
 * badge), a new notification at the top of the bell's list, and notifications read.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@app/shared/notifications';
import { LATEST_QUERY, notificationKeys, type NotificationAudience } from '../api/keys';

function updateLists(
  queryClient: QueryClient,
  audience: NotificationAudience,
  update: (list: NotificationList) => NotificationList,
): void {
  queryClient.setQueriesData<NotificationList>({ queryKey: notificationKeys[audience].lists }, (list) =>
    list ? update(list) : list,
  );
}

/** The reader's unread count, in every list held (the count is the reader's, whatever a list's filters). */
export function setUnreadCount(queryClient: QueryClient, audience: NotificationAudience, unreadCount: number): void {
  updateLists(queryClient, audience, (list) =>
    list.unread_count === unreadCount ? list : { ...list, unread_count: unreadCount },
  );
}

/** A new notification: the count it came with everywhere, and first in the bell's list (once). */
export function addNotification(
  queryClient: QueryClient,
  audience: NotificationAudience,
  notification: Notification,
  unreadCount: number,
): void {
  setUnreadCount(queryClient, audience, unreadCount);
  queryClient.setQueryData<NotificationList>(notificationKeys[audience].list(LATEST_QUERY), (list) => {
    if (!list || list.results.some((n) => n.id === notification.id)) return list;
    return {
      ...list,
      results: [notification, ...list.results].slice(0, LATEST_QUERY.pageSize),
      total: list.total + 1,
    };
  });
}

/**
 * Notifications read (`ids`, or 'all'): shown read in every list held, and the count lowered by those that were
 * unread (for 'all', to zero) until the answer or the stream says the count.
 */
export function markReadInLists(
  queryClient: QueryClient,
  audience: NotificationAudience,
  ids: readonly string[] | 'all',
  readAt: string | null,
): void {
  const read = (n: Notification) => n.read_at === null && (ids === 'all' || ids.includes(n.id));
  const lists = queryClient.getQueriesData<NotificationList>({ queryKey: notificationKeys[audience].lists });
  const newlyRead = new Set(lists.flatMap(([, list]) => (list?.results ?? []).filter(read).map((n) => n.id)));
  const at = readAt ?? new Date().toISOString();
  updateLists(queryClient, audience, (list) => ({
    ...list,
    results: list.results.map((n) => (read(n) ? { ...n, read_at: at } : n)),
    unread_count: ids === 'all' ? 0 : Math.max(0, list.unread_count - newlyRead.size),
  }));
}
