import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@app/shared/notifications';
import { apiClient, creatorClient } from '../../../lib/api-client';
import { markReadInLists } from '../lib/cache';
import { notificationKeys, type NotificationAudience } from './keys';

/** POST /notifications/{id}/read (or /creator/...): marks one read; reading it again changes nothing. */
export function markNotificationRead(audience: NotificationAudience, id: string): Promise<Notification> {
  const params = { path: { id } };
  return audience === 'creator'
    ? creatorClient.POST('/creator/notifications/{id}/read', { params })
    : apiClient.POST('/notifications/{id}/read', { params });
}

/** Marks one read: shown read in every list at once, the lists (and the count) then asked again. */
export function useMarkNotificationRead(audience: NotificationAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(audience, id),
    onSuccess: async (notification) => {
      markReadInLists(queryClient, audience, [notification.id], notification.read_at);
      await queryClient.invalidateQueries({ queryKey: notificationKeys[audience].lists });
    },
  });
}
