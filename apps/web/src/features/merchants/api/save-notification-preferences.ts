import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@app/shared/notifications';
import { apiClient } from '../../../lib/api-client';
import { notificationPreferencesQuery } from './notification-preferences';

/** PUT /user/merchant/notification_preferences with every topic. */
export function saveNotificationPreferences(body: NotificationPreferences): Promise<NotificationPreferences> {
  return apiClient.PUT('/user/merchant/notification_preferences', { body });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQuery.queryKey, saved),
  });
}
