/** Notification preference topics of the profile's Notifications tab. */
import { z } from 'zod';

export const NOTIFICATION_TOPICS = [
  { id: 'campaign_updates', label: 'Campaign updates', description: 'Campaigns start, end or change status' },
  { id: 'bids', label: 'Bids and counter-offers', description: 'Creators bid on your jobs or answer your offers' },
  { id: 'content_approvals', label: 'Content to approve', description: 'Creators submit content for pre-approval' },
  { id: 'payments', label: 'Payments', description: 'Payments succeed, fail or need action' },
  { id: 'team', label: 'Team', description: 'Teammates join, leave or change role' },
  { id: 'product_news', label: 'Product news', description: 'New features and tips, at most monthly' },
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number]['id'];

const channelSchema = z.object({ email: z.boolean(), in_app: z.boolean() });
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t.id, channelSchema])) as Record<
    NotificationTopic,
    typeof channelSchema
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = Object.fromEntries(
  NOTIFICATION_TOPICS.map((t) => [t.id, { email: t.id !== 'product_news', in_app: true }]),
) as NotificationPreferences;
