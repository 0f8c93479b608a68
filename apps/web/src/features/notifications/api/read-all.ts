import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, creatorClient } from '../../../lib/api-client';
import { markReadInLists, setUnreadCount } from '../lib/cache';
import { notificationKeys, type NotificationAudience } from './keys';

/** POST /notifications/read-all (or /creator/...): every notification of the reader read, whatever its company. */
export function markAllNotificationsRead(audience: NotificationAudience): Promise<{ unread_count: number }> {
  return audience === 'creator'
    ? creatorClient.POST('/creator/notifications/read-all')
    : apiClient.POST('/notifications/read-all');
}

export function useMarkAllNotificationsRead(audience: NotificationAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(audience),
    onSuccess: async ({ unread_count }) => {
      markReadInLists(queryClient, audience, 'all', new Date().toISOString());
      setUnreadCount(queryClient, audience, unread_count);
      await queryClient.invalidateQueries({ queryKey: notificationKeys[audience].lists });
    },
  });
}
