import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Product analytics events from the web app (POST /ms/platform-analytics/event). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventName: text('event_name').notNull(),
    platform: text('platform').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_created_idx').on(t.createdAt), index('analytics_events_name_idx').on(t.eventName)],
);
