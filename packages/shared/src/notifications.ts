/**
 * Notification topics and kinds (the profile's Notifications tab, issue 18). The wire's zod schemas are in
 * notification-schemas.ts, apart so that the notification bell of every page loads no zod; their types are here.
 */
import type { z } from 'zod';
import type {
  notificationEventSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationSchema,
} from './notification-schemas';

export const NOTIFICATION_TOPICS = [
  { id: 'campaign_updates', label: 'Campaign updates', description: 'Campaigns start, end or change status' },
  { id: 'bids', label: 'Bids and counter-offers', description: 'Creators bid on your jobs or answer your offers' },
  { id: 'content_approvals', label: 'Content to approve', description: 'Creators submit content for pre-approval' },
  { id: 'payments', label: 'Payments', description: 'Payments succeed, fail or need action' },
  { id: 'team', label: 'Team', description: 'Teammates join, leave or change role' },
  { id: 'product_news', label: 'Product news', description: 'New features and tips, at most monthly' },
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number]['id'];

export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = Object.fromEntries(
  NOTIFICATION_TOPICS.map((t) => [t.id, { email: t.id !== 'product_news', in_app: true }]),
) as NotificationPreferences;

// ---- Notifications (issue 18) ----

/** What happened, and the preference topic that decides whether it is e-mailed. */
export const NOTIFICATION_KINDS = {
  'invitation.accepted': 'campaign_updates',
  'invitation.declined': 'campaign_updates',
  'contract.signed': 'campaign_updates',
  'contract.declined': 'campaign_updates',
  'campaign.started': 'campaign_updates',
  'campaign.ended': 'campaign_updates',
  'bid.received': 'bids',
  'bid.countered': 'bids',
  'bid.accepted': 'bids',
  'bid.rejected': 'bids',
  'bid.withdrawn': 'bids',
  'content.submitted': 'content_approvals',
  'content.changes_requested': 'content_approvals',
  'content.approved': 'content_approvals',
  'content.live_submitted': 'content_approvals',
  'content.verified': 'content_approvals',
  'content.live_rejected': 'content_approvals',
  'content.deadline': 'content_approvals',
  'metrics.reported': 'content_approvals',
  'metrics.accepted': 'content_approvals',
  'metrics.disputed': 'content_approvals',
  'payment.funded': 'payments',
  'payment.failed': 'payments',
  'payment.refunded': 'payments',
  'payout.paid': 'payments',
  'payout.failed': 'payments',
  'payout.waiting': 'payments',
} as const satisfies Record<string, NotificationTopic>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationList = z.infer<typeof notificationListSchema>;
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
