/**
 * The live notifications of a tab: one stream per audience, opened by the shell (the merchant's layout, the creator
 * portal's frame) while its session lasts, closed on logout (the token goes) or when the shell unmounts.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationEvent, NotificationList } from '@app/shared/notifications';
import { toast } from '../../../components/toast';
import { useCreatorSession } from '../../../lib/creator-session';
import { useSession } from '../../../lib/session';
import { notificationKeys, streamUrl, type NotificationAudience } from '../api/keys';
import type { NotificationStreamOptions } from '../api/stream';
import { addNotification, setUnreadCount } from './cache';
import { staleKeysFor } from './refresh';

/** The unread count the cache holds (every list holds the same), or null when no list is held. */
function heldUnreadCount(queryClient: QueryClient, audience: NotificationAudience): number | null {
  const lists = queryClient.getQueriesData<NotificationList>({ queryKey: notificationKeys[audience].lists });
  return lists.find(([, list]) => list)?.[1]?.unread_count ?? null;
}

/**
 * What an event changes in the cache:
 *  - a new notification: the count it carries, the notification first in the bell's list, and every query of its
 *    domain stale (content, bids, invitations, contracts, campaigns: lib/refresh.ts) with the notification lists;
 *  - a read elsewhere (another tab, the other device): the count, and the lists asked again when it moved.
 */
export async function applyNotificationEvent(
  queryClient: QueryClient,
  audience: NotificationAudience,
  event: NotificationEvent,
): Promise<void> {
  const lists = notificationKeys[audience].lists;
  if (event.type === 'notification') {
    addNotification(queryClient, audience, event.notification, event.unread_count);
    await Promise.all(
      [lists, ...staleKeysFor(audience, event.notification.kind)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
    return;
  }
  // This tab's own read is already shown (the count it set matches): nothing to fetch again.
  if (heldUnreadCount(queryClient, audience) === event.unread_count) return;
  setUnreadCount(queryClient, audience, event.unread_count);
  await queryClient.invalidateQueries({ queryKey: lists });
}

/** A new notification as a toast: its title and body (one already read, per the reader's preferences, is not). */
export function toastNotification(event: NotificationEvent): void {
  if (event.type !== 'notification' || event.notification.read_at) return;
  const { title, body } = event.notification;
  toast({ title, message: body || title });
}

/**
 * The stream opened once its code has loaded: that code (and the zod that checks its events) is not part of the
 * page's first paint (docs/decisions/030-web-speed.md). Closed before then, it never opens.
 */
export function openNotificationStreamLazily(options: NotificationStreamOptions): { close(): void } {
  let stream: { close(): void } | null = null;
  let closed = false;
  void import('../api/stream').then(({ openNotificationStream }) => {
    if (!closed) stream = openNotificationStream(options);
  });
  return {
    close: () => {
      closed = true;
      stream?.close();
    },
  };
}

/** Opens the audience's stream while `token` is set; `open` is for tests. */
export function useNotificationStream(
  audience: NotificationAudience,
  token: string | null,
  open: (options: NotificationStreamOptions) => { close(): void } = openNotificationStreamLazily,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const stream = open({
      url: streamUrl(audience),
      token,
      onEvent: (event) => {
        toastNotification(event);
        void applyNotificationEvent(queryClient, audience, event);
      },
      // Events sent while the stream was down are lost: the lists are asked again.
      onOpen: ({ reconnected }) => {
        if (reconnected) void queryClient.invalidateQueries({ queryKey: notificationKeys[audience].lists });
      },
    });
    return () => stream.close();
  }, [audience, token, queryClient, open]);
}

/** The merchant's stream, on the brand session (mounted once, in the merchant layout; not in the SME area's). */
export function useMerchantNotificationStream(enabled = true): void {
  const token = useSession('brand')?.token ?? null;
  useNotificationStream('merchant', enabled ? token : null);
}

/** The creator's stream, on the portal's session (mounted once, in the portal's frame). */
export function useCreatorNotificationStream(): void {
  useNotificationStream('creator', useCreatorSession()?.token ?? null);
}
