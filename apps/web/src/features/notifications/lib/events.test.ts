import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationList } from '@app/shared/notifications';
import { campaignKeys } from '../../campaigns/api/keys';
import { contentKeys } from '../../content/api/keys';
import { contractKeys } from '../../contracts/api/keys';
import { creatorKeys } from '../../creator-accounts/api/keys';
import { jobKeys } from '../../jobs/api/keys';
import { paymentKeys } from '../../payments/api/keys';
import { metricKeys } from '../../reporting/api/metric-keys';
import { LATEST_QUERY, notificationKeys, type NotificationListQuery } from '../api/keys';
import { list, notification } from '../test/fixtures';
import { markReadInLists } from './cache';
import { domainOf, staleKeysFor } from './refresh';
import { applyNotificationEvent, toastNotification } from './use-notification-stream';

vi.mock('../../../components/toast', () => ({ toast: vi.fn() }));
const { toast } = await import('../../../components/toast');

const unreadOnly: NotificationListQuery = { ...LATEST_QUERY, pageSize: 20, unread: true, companyId: 'c1' };

let queryClient: QueryClient;
/** Seeds a query and says whether it was invalidated since. */
function seed(queryKey: QueryKey, data: unknown = []) {
  queryClient.setQueryData(queryKey, data);
  return () => queryClient.getQueryState(queryKey)?.isInvalidated ?? false;
}
const held = (query: NotificationListQuery, audience: 'merchant' | 'creator' = 'merchant') =>
  queryClient.getQueryData<NotificationList>(notificationKeys[audience].list(query));

beforeEach(() => {
  queryClient = new QueryClient();
  vi.mocked(toast).mockClear();
});
afterEach(() => queryClient.clear());

describe('staleKeysFor', () => {
  it("maps a kind's domain to the queries it makes stale, per audience", () => {
    expect(domainOf('content.submitted')).toBe('content');
    expect(domainOf('payment.failed')).toBe('payment');
    expect(domainOf('payout.paid')).toBeNull();
    expect(staleKeysFor('merchant', 'content.submitted')).toEqual([
      contentKeys.queues,
      ['content', 'detail'],
      contentKeys.assignmentLists,
    ]);
    expect(staleKeysFor('merchant', 'bid.received')).toEqual([jobKeys.all]);
    expect(staleKeysFor('merchant', 'payment.funded')).toEqual([
      paymentKeys.fundings,
      paymentKeys.lists,
      paymentKeys.profile,
    ]);
    expect(staleKeysFor('creator', 'payment.funded')).toEqual([]);
    expect(staleKeysFor('merchant', 'invitation.accepted')).toEqual([campaignKeys.all, contractKeys.all]);
    expect(staleKeysFor('merchant', 'metrics.reported')).toEqual([metricKeys.reports]);
    expect(staleKeysFor('creator', 'metrics.disputed')).toEqual([metricKeys.creatorReadings]);
    expect(staleKeysFor('merchant', 'contract.signed')).toEqual([contractKeys.all, campaignKeys.all]);
    expect(staleKeysFor('creator', 'bid.countered')).toEqual([
      creatorKeys.bids(),
      creatorKeys.jobs(),
      creatorKeys.assignments(),
    ]);
    expect(staleKeysFor('creator', 'content.changes_requested')).toEqual([
      creatorKeys.assignments(),
      ['creator-portal', 'content'],
    ]);
    expect(staleKeysFor('creator', 'contract.declined')).toContainEqual(creatorKeys.contracts());
    expect(staleKeysFor('merchant', 'something.else')).toEqual([]);
  });

  it("keeps the creator's keys under the portal's root (logout drops them)", () => {
    for (const kind of ['bid.accepted', 'content.approved', 'invitation.declined', 'contract.signed', 'campaign.ended'])
      for (const key of staleKeysFor('creator', kind)) expect(key[0]).toBe(creatorKeys.all[0]);
    expect(notificationKeys.creator.all[0]).toBe(creatorKeys.all[0]);
  });
});

describe('applyNotificationEvent', () => {
  it('a new notification: its count in every list, first in the bell, its domain and the lists stale', async () => {
    const old = notification({ read_at: '2027-01-01T00:00:00.000Z' });
    seed(notificationKeys.merchant.list(LATEST_QUERY), list([old]));
    const unreadListStale = seed(notificationKeys.merchant.list(unreadOnly), list([]));
    const jobsStale = seed(jobKeys.bids('j1'));
    const campaignsStale = seed(campaignKeys.detail('k1'));
    const fresh = notification({ kind: 'bid.received' });

    await applyNotificationEvent(queryClient, 'merchant', {
      type: 'notification',
      notification: fresh,
      unread_count: 4,
    });
    expect(held(LATEST_QUERY)?.results.map((n) => n.id)).toEqual([fresh.id, old.id]);
    expect(held(LATEST_QUERY)?.unread_count).toBe(4);
    expect(held(LATEST_QUERY)?.total).toBe(2);
    expect(held(unreadOnly)?.unread_count).toBe(4);
    expect(unreadListStale()).toBe(true);
    expect(jobsStale()).toBe(true);
    expect(campaignsStale()).toBe(false);

    // The same one again (a repeated delivery that got this far) is not listed twice.
    await applyNotificationEvent(queryClient, 'merchant', {
      type: 'notification',
      notification: fresh,
      unread_count: 4,
    });
    expect(held(LATEST_QUERY)?.results).toHaveLength(2);
  });

  it("keeps the bell's list at ten", async () => {
    seed(notificationKeys.creator.list(LATEST_QUERY), list(Array.from({ length: 10 }, () => notification())));
    await applyNotificationEvent(queryClient, 'creator', {
      type: 'notification',
      notification: notification({ kind: 'bid.accepted' }),
      unread_count: 11,
    });
    expect(held(LATEST_QUERY, 'creator')?.results).toHaveLength(10);
    expect(held(LATEST_QUERY, 'creator')?.unread_count).toBe(11);
  });

  it('a read elsewhere: the count, and the lists asked again only when it moved', async () => {
    const stale = seed(notificationKeys.merchant.list(LATEST_QUERY), list([notification()]));
    await applyNotificationEvent(queryClient, 'merchant', { type: 'read', unread_count: 1 });
    expect(stale()).toBe(false);
    await applyNotificationEvent(queryClient, 'merchant', { type: 'read', unread_count: 0 });
    expect(held(LATEST_QUERY)?.unread_count).toBe(0);
    expect(stale()).toBe(true);
  });

  it("leaves the other audience's lists alone", async () => {
    seed(notificationKeys.merchant.list(LATEST_QUERY), list([notification()]));
    await applyNotificationEvent(queryClient, 'creator', { type: 'read', unread_count: 7 });
    expect(held(LATEST_QUERY)?.unread_count).toBe(1);
  });
});

describe('markReadInLists', () => {
  it('shows one read in every list and lowers the count once', () => {
    const a = notification();
    const b = notification();
    seed(notificationKeys.merchant.list(LATEST_QUERY), list([a, b]));
    seed(notificationKeys.merchant.list(unreadOnly), list([a], { unread_count: 2 }));
    markReadInLists(queryClient, 'merchant', [a.id], '2027-03-01T00:00:00.000Z');
    expect(held(LATEST_QUERY)?.results.map((n) => n.read_at)).toEqual(['2027-03-01T00:00:00.000Z', null]);
    expect(held(LATEST_QUERY)?.unread_count).toBe(1);
    expect(held(unreadOnly)?.unread_count).toBe(1);
    markReadInLists(queryClient, 'merchant', 'all', null);
    expect(held(LATEST_QUERY)?.results.every((n) => n.read_at !== null)).toBe(true);
    expect(held(LATEST_QUERY)?.unread_count).toBe(0);
  });
});

describe('toastNotification', () => {
  it('toasts a new unread notification with its title, not a read one nor a read event', () => {
    const fresh = notification({ title: 'New bid on Street food series', body: 'KES 14,000' });
    toastNotification({ type: 'notification', notification: fresh, unread_count: 1 });
    expect(toast).toHaveBeenCalledWith({ title: 'New bid on Street food series', message: 'KES 14,000' });
    vi.mocked(toast).mockClear();
    toastNotification({ type: 'notification', notification: { ...fresh, read_at: fresh.created_at }, unread_count: 0 });
    toastNotification({ type: 'read', unread_count: 0 });
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('content notifications', () => {
  it("refresh the brand's queues, items and assignment lists, not the files", async () => {
    const queue = seed([...contentKeys.queues, 'c1', {}]);
    const detail = seed(contentKeys.detail('x1'));
    const assignments = seed([...contentKeys.assignmentLists, 'c1', { campaign: 'k1' }]);
    const file = seed(contentKeys.file('x1', 'f1'), 'blob');
    await applyNotificationEvent(queryClient, 'merchant', {
      type: 'notification',
      notification: notification({ kind: 'content.submitted', topic: 'content_approvals' }),
      unread_count: 1,
    });
    expect([queue(), detail(), assignments(), file()]).toEqual([true, true, true, false]);
  });

  it("refresh the creator's work and content items, not the files", async () => {
    const work = seed(creatorKeys.assignments());
    const item = seed([...creatorKeys.all, 'content', 'x1']);
    const file = seed([...creatorKeys.all, 'content-file', 'x1', 'f1'], 'blob');
    const bids = seed(creatorKeys.bids());
    await applyNotificationEvent(queryClient, 'creator', {
      type: 'notification',
      notification: notification({ kind: 'content.changes_requested', topic: 'content_approvals' }),
      unread_count: 1,
    });
    expect([work(), item(), file(), bids()]).toEqual([true, true, false, false]);
  });
});
