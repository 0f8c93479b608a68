import relativeTime from 'dayjs/plugin/relativeTime';
import { NOTIFICATION_KINDS, NOTIFICATION_TOPICS, type NotificationTopic } from '@app/shared/notifications';
import { dayjs, formatDate } from '../../../lib/dates';

dayjs.extend(relativeTime);

/** "3 minutes ago", "a day ago"; '' for a missing or unreadable value. A time a little ahead reads "just now". */
export function timeAgo(value: string | null | undefined, now: number = Date.now()): string {
  if (!value) return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  if (date.diff(now) > 0) return 'just now';
  return date.from(now);
}

/** The exact time, for the tooltip of a "time ago". */
export function exactTime(value: string): string {
  return formatDate(value, 'dayFirstTime');
}

/**
 * A notification's link when it is a path of this app ("/companies/..."), else null: it is followed in the app and
 * never off-site ("//host", "https://...").
 */
export function appLink(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  return link;
}

/** The topics a merchant filters by: every preference topic. */
export const MERCHANT_TOPICS = NOTIFICATION_TOPICS;

/** The topics of the creator's notifications: those some kind belongs to (campaigns, bids, content, payments). */
export const CREATOR_TOPICS = NOTIFICATION_TOPICS.filter((t) =>
  (Object.values(NOTIFICATION_KINDS) as string[]).includes(t.id),
);

const TOPIC_IDS = new Set<string>(NOTIFICATION_TOPICS.map((t) => t.id));

/** A topic from the address, or null. */
export function topicFrom(value: string | null): NotificationTopic | null {
  return value && TOPIC_IDS.has(value) ? (value as NotificationTopic) : null;
}

export function topicLabel(topic: string): string {
  return NOTIFICATION_TOPICS.find((t) => t.id === topic)?.label ?? topic;
}
