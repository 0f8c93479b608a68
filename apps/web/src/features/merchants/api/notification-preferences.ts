import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@app/shared/notifications';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** GET /user/merchant/notification_preferences: {topic: {email, in_app}}. */
export function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiClient.GET('/user/merchant/notification_preferences', { signal });
}

export const notificationPreferencesQuery = queryOptions({
  queryKey: [QUERY_ROOTS.notificationPreferences],
  queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  staleTime: 5 * 60_000,
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery);
}
