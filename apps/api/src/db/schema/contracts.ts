import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONTRACT_EVENTS, CONTRACT_STATUSES, CONTRACT_TEMPLATE_TYPES } from '@app/shared/contracts';
import type { RichText } from '@app/shared/rich-text';
import { campaigns } from './campaigns';
import { companies } from './companies';
import { creators } from './creators';
import { merchants } from './merchants';

export const contractTemplateType = pgEnum('contract_template_type', CONTRACT_TEMPLATE_TYPES);
export const contractStatus = pgEnum('contract_status', CONTRACT_STATUSES);
export const contractEventType = pgEnum('contract_event_type', CONTRACT_EVENTS);

/** A company's contract template: a PDF (FILE) or an Editor.js text (TEXT), never both. */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: contractTemplateType('type').notNull(),
    body: jsonb('body').$type<RichText>(),
    /** Storage key of the private PDF (never served statically). */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdBy: uuid('created_by').references(() => merchants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_templates_company_idx').on(t.companyId),
    // The spec's rule, kept by the database as well: a FILE template carries a file and no body, a text template the
    // opposite.
    check(
      'contract_templates_file_or_body',
      sql.join(
        [
          sql`(${t.type} = 'FILE' and ${t.fileKey} is not null and ${t.body} is null)`,
          sql`(${t.type} <> 'FILE' and ${t.body} is not null and ${t.fileKey} is null)`,
        ],
        sql` or `,
      ),
    ),
  ],
);

/**
 * One contract per (campaign, creator, template): a copy of the template's text or file at the moment it was
 * made, with its SHA-256, so that a later template edit never changes what was (or will be) signed.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => contractTemplates.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    type: contractTemplateType('type').notNull(),
    body: jsonb('body').$type<RichText>(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    textHash: text('text_hash').notNull(),
    status: contractStatus('status').notNull().default('PENDING_SIGNATURE'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerName: text('signer_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contracts_campaign_creator_template_idx').on(t.campaignId, t.creatorId, t.templateId),
    index('contracts_company_idx').on(t.companyId, t.createdAt),
    index('contracts_template_idx').on(t.templateId),
    index('contracts_creator_idx').on(t.creatorId),
  ],
);

/** The audit trail of a contract: who did what, when, from where, on which text. Append-only. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    event: contractEventType('event').notNull(),
    actorName: text('actor_name').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    textHash: text('text_hash').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_events_contract_idx').on(t.contractId, t.id)],
);
