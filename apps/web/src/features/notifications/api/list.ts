import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@app/shared/notifications';
import { apiClient, creatorClient } from '../../../lib/api-client';
import type { ApiQuery } from '../../../lib/api/types';
import { notificationKeys, type NotificationAudience, type NotificationListQuery } from './keys';

type WireQuery = ApiQuery<'/notifications', 'get'>;

/** The API's query of a list page: unset filters left out (page sizes the API takes: 5, 10, 20, 50). */
export function listQueryParams(query: NotificationListQuery): WireQuery {
  return {
    page_number: String(query.page),
    page_size: String(query.pageSize) as WireQuery['page_size'],
    ...(query.unread ? { unread: 'true' as const } : {}),
    ...(query.companyId ? { company_id: query.companyId } : {}),
    ...(query.topic ? { topic: query.topic } : {}),
  };
}

/**
 * GET /notifications (merchant, brand session) or GET /creator/notifications (creator session): the reader's
 * notifications, newest first, with the unread count of all of them (whatever the filters).
 */
export function fetchNotifications(
  audience: NotificationAudience,
  query: NotificationListQuery,
  signal?: AbortSignal,
): Promise<NotificationList> {
  const params = { query: listQueryParams(query) };
  return audience === 'creator'
    ? creatorClient.GET('/creator/notifications', { params, signal })
    : apiClient.GET('/notifications', { params, signal });
}

/**
 * The live stream refreshes the lists (lib/use-notification-stream.ts), so they are not asked for again on a timer;
 * the previous page stays shown while the next one loads.
 */
export function notificationsQuery(audience: NotificationAudience, query: NotificationListQuery, enabled = true) {
  return queryOptions({
    queryKey: notificationKeys[audience].list(query),
    queryFn: ({ signal }) => fetchNotifications(audience, query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(audience: NotificationAudience, query: NotificationListQuery, enabled = true) {
  return useQuery(notificationsQuery(audience, query, enabled));
}
