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

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KIND_NAMES),
    topic: z.string(),
    title: z.string(),
    body: z.string(),
    /** A path of the web app to open. */
    link: z.string(),
    company_id: z.string().nullable(),
    created_at: z.string(),
    read_at: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  results: z.array(notificationSchema),
  total: z.number().int(),
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationListQuerySchema = z.object({
  page_number: z
    .string()
    .regex(/^\d{1,6}$/, 'page_number must be a number')
    .optional(),
  page_size: z.enum(['5', '10', '20', '50']).optional(),
  unread: z.enum(['true', 'false']).optional(),
  company_id: z.string().max(64).optional(),
  topic: z.enum(NOTIFICATION_TOPICS.map((t) => t.id) as [NotificationTopic, ...NotificationTopic[]]).optional(),
});

/** The server-sent events' data: a new notification, or the unread count after a read elsewhere. */
export const notificationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notification: notificationSchema, unread_count: z.number().int() }),
  z.object({ type: z.literal('read'), unread_count: z.number().int() }),
]);
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
