import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { BONUS_TYPES } from '@app/shared/campaign-pricing';
import { DEFAULT_CONTENT_ROUNDS } from '@app/shared/content';
import { briefs } from './briefs';
import { companies } from './companies';
import { creators } from './creators';
import { merchants } from './merchants';

export type ChannelText = { channel: string; text: string };
export type CampaignPreferences = {
  gender: string;
  age_group: { from: number; to: number };
  age_groups: string[];
  income_categories: string[];
  influencer_levels: string[];
  locations: number[];
  countries: string[];
};

export const bonusType = pgEnum('bonus_type', BONUS_TYPES);
export const invitationState = pgEnum('campaign_invitation_status', ['PENDING', 'ACCEPTED', 'DECLINED', 'REMOVED']);

/**
 * A created campaign of a brand. Its merchant-facing status follows from its dates and `cancelled_at`
 * (docs/state-machines.md); money is integer minor units, computed by the server (packages/shared money.ts).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The brand (a company) the campaign runs for. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    briefId: uuid('brief_id').references(() => briefs.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    country: text('country').notNull().default('KE'),
    timezone: text('timezone').notNull().default('Africa/Nairobi'),
    currency: text('currency').notNull().default('KES'),
    budgetMinor: bigint('budget_minor', { mode: 'number' }).notNull().default(0),
    platforms: text('platforms').array().notNull().default([]),
    subcategories: text('subcategories').array().notNull().default([]),
    purchaseOrder: text('purchase_order'),
    preferences: jsonb('preferences').$type<CampaignPreferences>(),
    contentCreatorTypeIds: integer('content_creator_type_ids').array().notNull().default([]),
    campaignObjective: text('campaign_objective').notNull().default(''),
    description: text('description').notNull().default(''),
    callToAction: text('call_to_action').notNull().default(''),
    productOverview: text('product_overview').notNull().default(''),
    thumbnail: text('thumbnail'),
    assets: text('assets').array().notNull().default([]),
    handles: jsonb('handles').$type<ChannelText[]>().notNull().default([]),
    hashtags: jsonb('hashtags').$type<ChannelText[]>().notNull().default([]),
    sellingPoints: text('selling_points').array().notNull().default([]),
    contentCreationSteps: text('content_creation_steps').array().notNull().default([]),
    preApproval: boolean('pre_approval').notNull().default(false),
    advertiserPreApproval: boolean('advertiser_pre_approval').notNull().default(false),
    contractSignatureRequired: boolean('contract_signature_required').notNull().default(false),
    /** Rounds of draft review per post (issue 18); the last round can only be approved. */
    maxContentRounds: integer('max_content_rounds').notNull().default(DEFAULT_CONTENT_ROUNDS),
    contractTemplateIds: uuid('contract_template_ids').array().notNull().default([]),
    deliverablesTotalMinor: bigint('deliverables_total_minor', { mode: 'number' }).notNull().default(0),
    platformFeeMinor: bigint('platform_fee_minor', { mode: 'number' }).notNull().default(0),
    vatMinor: bigint('vat_minor', { mode: 'number' }).notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    /**
     * How the creators were chosen (spec: creator selection methods): AUTO_SELECTION for an SME's package campaign
     * (modules/sme); null for the brand wizard's own choice.
     */
    creatorSelectionMethod: text('creator_selection_method'),
    /** The SME package the campaign was bought as (Launch, Boost, Scale, Platinum); null otherwise. */
    smePackage: text('sme_package'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Staff let this campaign start before it is funded (`npm run payments -- allow-credit`): who and why. */
    creditAllowedAt: timestamp('credit_allowed_at', { withTimezone: true }),
    creditNote: text('credit_note'),
    /** When the people concerned were told the campaign started / ended (the queue's milestone job). */
    startNotifiedAt: timestamp('start_notified_at', { withTimezone: true }),
    endNotifiedAt: timestamp('end_notified_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => merchants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The default order (start date, then id) and the upcoming list read this index in order.
    index('campaigns_company_idx').on(t.companyId, t.startAt, t.id),
    index('campaigns_company_end_idx').on(t.companyId, t.endAt, t.id),
    // The finished list's cancelled campaigns, latest end first, without walking the others (campaigns.service.ts).
    index('campaigns_company_cancelled_end_idx')
      .on(t.companyId, t.endAt, t.id)
      .where(sql`${t.cancelledAt} is not null`),
    check('campaigns_dates_in_order', sql`${t.startAt} < ${t.endAt}`),
    check(
      'campaigns_money_adds_up',
      sql`${t.totalMinor} = ${t.deliverablesTotalMinor} + ${t.platformFeeMinor} + ${t.vatMinor}`,
    ),
  ],
);

/** The creators selected for a campaign, with their invitation (answered on the creator side, issue 12). */
export const campaignCreators = pgTable(
  'campaign_creators',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    invitationStatus: invitationState('invitation_status').notNull().default('PENDING'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The creator's words when declining. */
    declineReason: text('decline_reason'),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.creatorId] }), index('campaign_creators_creator_idx').on(t.creatorId)],
);

/** A deliverable of the campaign (spec: Deliverable) is a task: one channel and post type for a set of creators. */
export const campaignTasks = pgTable(
  'campaign_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    channel: text('channel').notNull(),
    postContentType: text('post_content_type').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    bonusType: bonusType('bonus_type').notNull().default('NONE'),
    bonusAmountMinor: bigint('bonus_amount_minor', { mode: 'number' }).notNull().default(0),
    extraInstructions: text('extra_instructions').notNull().default(''),
    numberOfPosts: integer('number_of_posts').notNull().default(1),
  },
  (t) => [index('campaign_tasks_campaign_idx').on(t.campaignId, t.position)],
);

/** A creator on a task with the amount agreed for it (the assignment the content and payments issues build on). */
export const campaignTaskCreators = pgTable(
  'campaign_task_creators',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => campaignTasks.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    unitCostMinor: bigint('unit_cost_minor', { mode: 'number' }).notNull(),
    costMinor: bigint('cost_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.creatorId] })],
);

/** The wizard's state as it was left: partial, dates may be null, with the step to resume at. */
export const campaignDrafts = pgTable(
  'campaign_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name'),
    step: integer('step').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => merchants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_drafts_company_idx').on(t.companyId, t.updatedAt)],
);

/** A subtask is one dated post of a task, due by `end_at`, for a set of the task's creators. */
export const campaignSubtasks = pgTable(
  'campaign_subtasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => campaignTasks.id, { onDelete: 'cascade' }),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_subtasks_task_idx').on(t.taskId, t.endAt)],
);

export const campaignSubtaskCreators = pgTable(
  'campaign_subtask_creators',
  {
    subtaskId: uuid('subtask_id')
      .notNull()
      .references(() => campaignSubtasks.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subtaskId, t.creatorId] })],
);

/** A purchase order recorded for a campaign paid by invoice (POST /universe/po_data). */
export const campaignPurchaseOrders = pgTable(
  'campaign_purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    poName: text('po_name').notNull(),
    poNumber: text('po_number').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    createdBy: uuid('created_by').references(() => merchants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_purchase_orders_campaign_idx').on(t.campaignId)],
);
