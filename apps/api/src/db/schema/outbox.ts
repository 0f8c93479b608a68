/**
 * The transactional outbox (docs/decisions/018-outbox.md): "this happened", written in the same transaction as
 * the change and delivered to its handler after commit by the outbox worker (infra/outbox.ts). Not to be confused
 * with mail_outbox, the log of every mail sent.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The event type (infra/outbox-events.ts), e.g. `mail.password_reset`. */
    type: text('type').notNull(),
    /** Validated by the type's zod schema when recorded; secrets sealed, and removed once delivered or failed. */
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The next try: due now when recorded, later after a failed try (backoff) or while a worker holds it (lease). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set when the worker gave up (too many tries, or a payload no handler can read); the row stays for support. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Tries started so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    // What the worker asks for: undelivered, not given up, due.
    index('outbox_due_idx')
      .on(t.availableAt)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
    index('outbox_failed_idx')
      .on(t.failedAt)
      .where(sql`${t.failedAt} is not null`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
