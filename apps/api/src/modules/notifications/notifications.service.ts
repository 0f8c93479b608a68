/**
 * Notifications (issue 18): what concerns one person, merchant or creator. A service that changes something calls
 * `notify(deps, tx, notes)` in its transaction: the rows are written with the change and one outbox event
 * (`notification.created`) carries their ids to `notificationHandler` after the commit, which publishes each to
 * the person's open pages (infra/live.ts) and e-mails it when their preferences ask for it (`emailed_at` marks
 * it, so a repeated delivery does not mail twice). A merchant's preferences (profile Notifications tab) decide
 * per topic: in-app off writes the row already read (the history keeps it, the bell does not count it); both off
 * writes nothing. Creators have no preferences yet: they get both.
 */
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationEvent,
  type NotificationKind,
  type NotificationList,
  type NotificationPreferences,
  type NotificationTopic,
} from '@app/shared/notifications';
import type { Actor, CreatorActor } from '../../actor';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { creatorAccounts } from '../../db/schema/creator-accounts';
import { merchants } from '../../db/schema/merchants';
import { notifications } from '../../db/schema/notifications';
import type { Deps } from '../../deps';
import { fieldError, isUuid } from '../../errors';
import type { LiveAudience, LiveBus } from '../../infra/live';
import type { MailMessage } from '../../infra/mail';
import { notificationMail } from '../../infra/mail-templates';

type NotificationRow = typeof notifications.$inferSelect;

/** One person a notification goes to. */
export type Recipient = { merchant_id: string } | { creator_account_id: string };

export interface NotificationInput {
  to: Recipient[];
  kind: NotificationKind;
  company_id?: string | null;
  title: string;
  body: string;
  /** A path of the web app; merchants and creators get the one for their side. */
  link: string;
}

/** Who is reading: a merchant or a creator account (the routes under /api/creator). */
export type Reader = { kind: 'merchant'; actor: Actor } | { kind: 'creator'; actor: CreatorActor };

const notificationNotFound = () => fieldError('notification_id', 'Notification not found', 'NOT_FOUND');

function preferencesOf(stored: unknown): NotificationPreferences {
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...((stored as Partial<NotificationPreferences>) ?? {}) };
}

/**
 * Writes the notifications in `tx` (the transaction of the change) and records their delivery. Each note goes to
 * each of its recipients once; a recipient named twice gets one.
 */
export async function notify(deps: Pick<Deps, 'outbox'>, tx: Tx, notes: NotificationInput[]): Promise<void> {
  const merchantIds = [
    ...new Set(notes.flatMap((n) => n.to.flatMap((r) => ('merchant_id' in r ? [r.merchant_id] : [])))),
  ];
  const prefs = new Map<string, NotificationPreferences>();
  if (merchantIds.length) {
    const rows = await tx
      .select({ id: merchants.id, prefs: merchants.notificationPreferences })
      .from(merchants)
      .where(inArray(merchants.id, merchantIds));
    for (const row of rows) prefs.set(row.id, preferencesOf(row.prefs));
  }
  const now = new Date();
  const values: (typeof notifications.$inferInsert)[] = [];
  for (const note of notes) {
    const topic: NotificationTopic = NOTIFICATION_KINDS[note.kind];
    const seen = new Set<string>();
    for (const recipient of note.to) {
      const key = 'merchant_id' in recipient ? `m:${recipient.merchant_id}` : `c:${recipient.creator_account_id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const wanted =
        'merchant_id' in recipient
          ? (prefs.get(recipient.merchant_id)?.[topic] ?? null)
          : { email: true, in_app: true };
      if (!wanted || (!wanted.email && !wanted.in_app)) continue;
      values.push({
        merchantId: 'merchant_id' in recipient ? recipient.merchant_id : null,
        creatorAccountId: 'creator_account_id' in recipient ? recipient.creator_account_id : null,
        companyId: note.company_id ?? null,
        topic,
        kind: note.kind,
        title: note.title.slice(0, 200),
        body: note.body.slice(0, 2_000),
        link: note.link,
        readAt: wanted.in_app ? null : now,
      });
    }
  }
  if (!values.length) return;
  const ids = (await tx.insert(notifications).values(values).returning({ id: notifications.id })).map((r) => r.id);
  for (let i = 0; i < ids.length; i += 1000)
    await deps.outbox.recordEvent(tx, 'notification.created', { ids: ids.slice(i, i + 1000) });
}

/** The creator account that speaks for a catalogue creator (none for a catalogue-only creator). */
export async function creatorRecipient(db: Db | Tx, creatorId: number): Promise<Recipient[]> {
  const [row] = await db
    .select({ id: creatorAccounts.id })
    .from(creatorAccounts)
    .where(and(eq(creatorAccounts.creatorId, creatorId), eq(creatorAccounts.accountDisabled, false)));
  return row ? [{ creator_account_id: row.id }] : [];
}

export const merchantRecipients = (ids: string[]): Recipient[] => ids.map((id) => ({ merchant_id: id }));

function toWire(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    topic: row.topic,
    title: row.title,
    body: row.body,
    link: row.link,
    company_id: row.companyId,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

const ownerOf = (reader: Reader): SQL =>
  reader.kind === 'merchant'
    ? eq(notifications.merchantId, reader.actor.merchantId)
    : eq(notifications.creatorAccountId, reader.actor.accountId);

const audienceOf = (row: Pick<NotificationRow, 'merchantId' | 'creatorAccountId'>): LiveAudience =>
  row.merchantId ? `m:${row.merchantId}` : `c:${row.creatorAccountId!}`;

export const readerAudience = (reader: Reader): LiveAudience =>
  reader.kind === 'merchant' ? `m:${reader.actor.merchantId}` : `c:${reader.actor.accountId}`;

async function unreadCount(db: Db | Tx, owner: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(owner, isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The reader's notifications, newest first, with the unread count (the bell). */
export async function listNotifications(
  deps: Pick<Deps, 'db'>,
  reader: Reader,
  query: { page_number?: string; page_size?: string; unread?: string; company_id?: string; topic?: string },
): Promise<NotificationList> {
  const size = Number(query.page_size ?? 20);
  const page = Math.max(1, Number(query.page_number ?? 1));
  const owner = ownerOf(reader);
  if (query.company_id !== undefined && !isUuid(query.company_id))
    return { results: [], total: 0, unread_count: await unreadCount(deps.db, owner) };
  const filters = and(
    query.unread === 'true' ? isNull(notifications.readAt) : undefined,
    query.company_id ? eq(notifications.companyId, query.company_id) : undefined,
    query.topic ? eq(notifications.topic, query.topic) : undefined,
  );
  // The page, and both counts in one statement over the reader's notifications (a round trip fewer per bell).
  const [rows, [counts]] = await Promise.all([
    deps.db
      .select()
      .from(notifications)
      .where(and(owner, filters))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(size)
      .offset((page - 1) * size),
    deps.db
      .select({
        total: filters ? sql<number>`count(*) filter (where ${filters})`.mapWith(Number) : count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(owner),
  ]);
  return { results: rows.map(toWire), total: counts?.total ?? 0, unread_count: counts?.unread ?? 0 };
}

/** Marks one of the reader's notifications read; another person's is "not found". Other open pages hear of it. */
export async function readNotification(
  deps: Pick<Deps, 'db' | 'live'>,
  reader: Reader,
  id: string,
): Promise<Notification> {
  if (!isUuid(id)) throw notificationNotFound();
  const owner = ownerOf(reader);
  const [row] = await deps.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), owner))
    .returning();
  if (!row) throw notificationNotFound();
  await publishUnread(deps, reader, owner);
  return toWire(row);
}

/** Marks all the reader's notifications read. */
export async function readAllNotifications(
  deps: Pick<Deps, 'db' | 'live'>,
  reader: Reader,
): Promise<{ unread_count: number }> {
  const owner = ownerOf(reader);
  await deps.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(owner, isNull(notifications.readAt)));
  await publishUnread(deps, reader, owner);
  return { unread_count: 0 };
}

async function publishUnread(deps: Pick<Deps, 'db' | 'live'>, reader: Reader, owner: SQL): Promise<void> {
  const event: NotificationEvent = { type: 'read', unread_count: await unreadCount(deps.db, owner) };
  await deps.live.publish(readerAudience(reader), event);
}

/**
 * The outbox handler of `notification.created`: each notification to its person's open pages, then by e-mail when
 * their preferences ask for it. A failed mail throws (the outbox retries; pages drop an id they have seen).
 */
export function notificationHandler(deps: {
  db: Db;
  live: LiveBus;
  config: Pick<Config, 'publicUrl' | 'support'>;
  send: (mail: MailMessage) => Promise<void>;
}) {
  return async ({ ids }: { ids: string[] }): Promise<void> => {
    const rows = await deps.db
      .select({
        row: notifications,
        merchant: {
          email: merchants.email,
          firstName: merchants.firstName,
          prefs: merchants.notificationPreferences,
        },
        creator: { email: creatorAccounts.email, firstName: creatorAccounts.firstName },
      })
      .from(notifications)
      .leftJoin(merchants, eq(merchants.id, notifications.merchantId))
      .leftJoin(creatorAccounts, eq(creatorAccounts.id, notifications.creatorAccountId))
      .where(inArray(notifications.id, ids));
    for (const { row, merchant, creator } of rows) {
      if (!row.readAt) {
        const owner = row.merchantId
          ? eq(notifications.merchantId, row.merchantId)
          : eq(notifications.creatorAccountId, row.creatorAccountId!);
        const event: NotificationEvent = {
          type: 'notification',
          notification: toWire(row),
          unread_count: await unreadCount(deps.db, owner),
        };
        await deps.live.publish(audienceOf(row), event);
      }
      const person = merchant ?? creator;
      const wantsMail = merchant ? preferencesOf(merchant.prefs)[row.topic as NotificationTopic]?.email : true;
      if (!person || !wantsMail || row.emailedAt) continue;
      const settings = row.merchantId ? '/profile/notifications' : '/creator/profile';
      await deps.send(
        notificationMail(
          person.email,
          person.firstName,
          {
            title: row.title,
            body: row.body,
            url: `${deps.config.publicUrl}${row.link}`,
            settingsUrl: `${deps.config.publicUrl}${settings}`,
          },
          deps.config.support.email,
        ),
      );
      await deps.db
        .update(notifications)
        .set({ emailedAt: sql`now()` })
        .where(eq(notifications.id, row.id));
    }
  };
}
