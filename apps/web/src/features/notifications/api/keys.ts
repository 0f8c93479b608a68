import type { NotificationTopic } from '@app/shared/notifications';
import { API_URL } from '../../../lib/env';
import { creatorKeys } from '../../creator-accounts/api/keys';

/** Who reads: a merchant (brand session, `/notifications`) or a creator (portal session, `/creator/notifications`). */
export type NotificationAudience = 'merchant' | 'creator';

/** The audience's live stream (api/stream.ts reads it). */
export function streamUrl(audience: NotificationAudience, base: string = API_URL): string {
  return `${base}${audience === 'creator' ? '/creator' : ''}/notifications/stream`;
}

/** One page of a notification list, as the screens hold it (part of the list's key). */
export interface NotificationListQuery {
  page: number;
  pageSize: number;
  /** Unread only. */
  unread: boolean;
  /** A merchant's company (the company's notifications page); null for all. */
  companyId: string | null;
  topic: NotificationTopic | null;
}

/** The bell's list: the latest ten, every company and topic. */
export const LATEST_QUERY: NotificationListQuery = {
  page: 1,
  pageSize: 10,
  unread: false,
  companyId: null,
  topic: null,
};

/**
 * Query keys of the merchant's notifications: everything under one root, so a new notification refreshes every list
 * (the bell's and the company page's) at once.
 */
export const NOTIFICATIONS_ROOT = 'notifications';

const merchant = {
  all: [NOTIFICATIONS_ROOT] as const,
  lists: [NOTIFICATIONS_ROOT, 'list'] as const,
  list: (query: NotificationListQuery) => [NOTIFICATIONS_ROOT, 'list', query] as const,
};

/** The creator's: under the portal's root (creatorKeys), so logging out of the portal drops them with the rest. */
const creator = {
  all: [...creatorKeys.all, 'notifications'] as const,
  lists: [...creatorKeys.all, 'notifications', 'list'] as const,
  list: (query: NotificationListQuery) => [...creatorKeys.all, 'notifications', 'list', query] as const,
};

export const notificationKeys: Record<NotificationAudience, typeof merchant | typeof creator> = { merchant, creator };
