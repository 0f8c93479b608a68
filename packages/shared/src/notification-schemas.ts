/** The notifications' wire schemas (notifications.ts holds the topics, kinds and the types of these). */
import { z } from 'zod';
import { NOTIFICATION_KIND_NAMES, NOTIFICATION_TOPICS, type NotificationTopic } from './notifications';

const channelSchema = z.object({ email: z.boolean(), in_app: z.boolean() });
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t.id, channelSchema])) as Record<
    NotificationTopic,
    typeof channelSchema
  >,
);

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

export const notificationListSchema = z.object({
  results: z.array(notificationSchema),
  total: z.number().int(),
  unread_count: z.number().int(),
});

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
