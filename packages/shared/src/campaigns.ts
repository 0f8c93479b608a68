/** Campaigns (spec sections 3 Campaign form, Deliverable, Campaign lists, Campaign search request; 4; 9). */
import { z } from 'zod';
import { DEFAULT_CONTENT_ROUNDS, MAX_CONTENT_ROUNDS } from './content';
import { boundedInt, int32Id } from './validation';
import { DEFAULT_AGE_FROM, DEFAULT_AGE_TO, DEFAULT_GENDER, GENDER_FILTERS, INCOME_CATEGORIES } from './creator-options';
import { BONUS_TYPES } from './campaign-pricing';
import { minorAmount, minorAmountText, minorValue } from './money-schemas';
import { uploadedFileUrlSchema } from './uploads';
import { CAMPAIGN_PAGE_SIZE, CAMPAIGN_STATUSES } from './campaign-status';

export * from './campaign-status';

// ---- Form ----

export const CAMPAIGN_LIMITS = {
  name: 120,
  text: 5000,
  rows: 30,
  rowText: 500,
  tags: 30,
  deliverables: 20,
  creators: 2000,
  templates: 10,
} as const;
export const CANCEL_REASON_MAX = 500;
export const cancelCampaignRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the campaign is cancelled')
    .max(CANCEL_REASON_MAX, `At most ${CANCEL_REASON_MAX} characters`),
});
export const CAMPAIGN_SORT_FIELDS = ['NAME', 'START_DATE', 'END_DATE', 'BUDGET', 'CREATED', 'STATUS'] as const;

/** An ISO date-time with its offset ("2027-01-10T09:00:00+03:00"), as the wizard sends dates in the country's zone. */
export const offsetDateTime = (label: string) =>
  z.iso
    .datetime({
      offset: true,
      error: `${label} must be a date and time with its time-zone offset (e.g. 2027-01-10T09:00:00+03:00)`,
    })
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 2000 && year <= 2100;
    }, `${label} must be between 2000 and 2100`);

const orderedRows = (label: string) =>
  z
    .array(
      z.object({
        description: z.string().max(CAMPAIGN_LIMITS.rowText),
        row_order: boundedInt('row_order', { min: 0, max: 1000 }),
      }),
      { error: `${label} must be a list` },
    )
    .max(CAMPAIGN_LIMITS.rows)
    .default([])
    // Kept in row_order; blank rows (the form starts with two) are dropped.
    .transform((list) =>
      [...list]
        .sort((a, b) => a.row_order - b.row_order)
        .map((row) => row.description.trim())
        .filter(Boolean),
    );

const channelTexts = (label: string) =>
  z
    .array(z.object({ channel: z.string().max(20), text: z.string().trim().max(100) }), {
      error: `${label} must be a list of {channel, text}`,
    })
    .max(CAMPAIGN_LIMITS.tags)
    .default([])
    .transform((list) => list.filter((item) => item.text));

export const deliverableSchema = z
  .object({
    influencer_ids: z
      .array(int32Id('influencer_ids'))
      .min(1, 'Choose at least one creator for the deliverable')
      .max(CAMPAIGN_LIMITS.creators),
    start_date: offsetDateTime('start_date'),
    end_date: offsetDateTime('end_date'),
    bonus_type: z.enum(BONUS_TYPES, { error: 'bonus_type must be NONE, EXTRA or FIXED' }).default('NONE'),
    bonus_amount_minor: minorAmount('bonus_amount_minor').default(0),
    extra_instructions: z.string().trim().max(CAMPAIGN_LIMITS.text).default(''),
    channel: z.string().min(1).max(20),
    post_content_type: z.string().min(1).max(40),
    number_of_posts: boundedInt('number_of_posts', { min: 1, max: 50 }).default(1),
  })
  .refine((d) => new Date(d.start_date) <= new Date(d.end_date), {
    path: ['end_date'],
    message: 'The end cannot be before the start',
  })
  .refine((d) => d.bonus_type === 'NONE' || d.bonus_amount_minor > 0, {
    path: ['bonus_amount_minor'],
    message: 'Give the bonus or custom amount',
  });
export type DeliverableForm = z.input<typeof deliverableSchema>;

export const preferencesSchema = z
  .object({
    gender: z.enum(GENDER_FILTERS).default(DEFAULT_GENDER),
    age_group: z
      .object({
        from: boundedInt('age_group.from', { min: 13, max: 120 }),
        to: boundedInt('age_group.to', { min: 13, max: 120 }),
      })
      .default({ from: DEFAULT_AGE_FROM, to: DEFAULT_AGE_TO }),
    age_groups: z.array(z.string().max(20)).max(10).default([]),
    income_categories: z.array(z.enum(INCOME_CATEGORIES)).max(4).default([]),
    influencer_levels: z.array(z.string().max(20)).max(20).default([]),
    locations: z.array(int32Id('locations')).max(200).default([]),
    countries: z.array(z.string().length(2)).max(60).default([]),
  })
  .default({
    gender: DEFAULT_GENDER,
    age_group: { from: DEFAULT_AGE_FROM, to: DEFAULT_AGE_TO },
    age_groups: [],
    income_categories: [],
    influencer_levels: [],
    locations: [],
    countries: [],
  });

export const createCampaignRequestSchema = z
  .object({
    brand_id: z.uuid({ error: 'brand_id must be a brand id' }),
    brief_id: z.uuid({ error: 'brief_id must be a brief id' }).nullable().optional(),
    /** The draft this campaign comes from; it is removed in the same transaction. */
    draft_id: z.uuid({ error: 'draft_id must be a draft id' }).optional(),
    name: z.string({ error: 'name is required' }).trim().min(1, 'Give the campaign a name').max(CAMPAIGN_LIMITS.name),
    country: z.string().length(2, 'country is a two-letter code'),
    timezone: z.string().min(1).max(64),
    start_date: offsetDateTime('start_date'),
    end_date: offsetDateTime('end_date'),
    start_time: z
      .string()
      .regex(/^\d{2}:\d{2}$/)
      .optional(),
    end_time: z
      .string()
      .regex(/^\d{2}:\d{2}$/)
      .optional(),
    platforms: z.array(z.string().max(20)).min(1, 'Choose at least one platform').max(10),
    budget_minor: minorAmount('budget_minor', { min: 1 }),
    currency: z.string().length(3, 'currency is a three-letter code'),
    subcategories: z.array(z.string().max(60)).max(60).default([]),
    purchase_order: z.string().trim().max(120).nullable().optional(),
    influencer_groups: z
      .array(z.uuid({ error: 'influencer_groups must be group ids' }))
      .max(50)
      .default([]),
    influencer_ids: z.array(int32Id('influencer_ids')).max(CAMPAIGN_LIMITS.creators).default([]),
    preferences: preferencesSchema,
    content_creator_type_ids: z.array(int32Id('content_creator_type_ids')).max(50).default([]),
    campaign_objective: z.string().trim().max(CAMPAIGN_LIMITS.text).default(''),
    description: z.string().trim().max(CAMPAIGN_LIMITS.text).default(''),
    call_to_action: z.string().trim().max(1000).default(''),
    /** The product's own uploads only (the brief's files, which the wizard carries over), never any URL. */
    thumbnail: uploadedFileUrlSchema('thumbnail', 'image').nullable().optional(),
    assets: z.array(uploadedFileUrlSchema('assets')).max(10).default([]),
    handles: channelTexts('handles'),
    hashtags: channelTexts('hashtags'),
    /** The spec's form field; contracts are made from contract_template_ids, so only an empty list is taken. */
    contract_ids: z
      .array(z.uuid())
      .max(0, 'Contracts are made from the templates: send contract_template_ids')
      .default([]),
    contract_template_ids: z
      .array(z.uuid({ error: 'contract_template_ids must be template ids' }))
      .max(CAMPAIGN_LIMITS.templates)
      .default([]),
    selling_points: orderedRows('selling_points'),
    content_creation_steps: orderedRows('content_creation_steps'),
    product_overview: z.string().trim().max(CAMPAIGN_LIMITS.text).default(''),
    pre_approval: z.boolean().default(false),
    advertiser_pre_approval: z.boolean().default(false),
    /** Rounds of draft review per post; on the last one the reviewer approves or ends the work. */
    max_content_rounds: boundedInt('max_content_rounds', { min: 1, max: MAX_CONTENT_ROUNDS }).default(
      DEFAULT_CONTENT_ROUNDS,
    ),
    contract_signature_required: z.boolean().default(false),
    deliverables: z.array(deliverableSchema).min(1, 'Add at least one deliverable').max(CAMPAIGN_LIMITS.deliverables),
  })
  .refine((c) => new Date(c.start_date) < new Date(c.end_date), {
    path: ['end_date'],
    message: 'The campaign must end after it starts',
  });
export type CreateCampaignRequest = z.input<typeof createCampaignRequestSchema>;

/** The server's figures, minor units of `currency`. */
export const campaignCostSchema = z.object({
  currency: z.string(),
  deliverables_total_minor: minorValue(),
  platform_fee_minor: minorValue(),
  vat_minor: minorValue(),
  total_minor: minorValue(),
  budget_minor: minorValue(),
  over_budget_by_minor: minorValue(),
});

export const campaignSummarySchema = z.object({
  id: z.string(),
  company_id: z.string(),
  brand_name: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  timezone: z.string(),
  currency: z.string(),
  budget_minor: minorValue(),
  channels: z.array(z.string()),
  campaign_status_for_merchant: z.enum(CAMPAIGN_STATUSES),
  creators_count: z.number(),
  thumbnail: z.string().nullable(),
  is_demo: z.boolean(),
  created_at: z.string(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignTaskSchema = z.object({
  id: z.string(),
  channel: z.string(),
  post_content_type: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  bonus_type: z.enum(BONUS_TYPES),
  bonus_amount_minor: minorValue(),
  extra_instructions: z.string(),
  number_of_posts: z.number(),
  influencers: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      avatar: z.string().nullable(),
      unit_cost_minor: minorValue(),
      cost_minor: minorValue(),
    }),
  ),
});

export const campaignSchema = campaignSummarySchema
  .extend({
    brief_id: z.string().nullable(),
    country: z.string(),
    platforms: z.array(z.string()),
    subcategories: z.array(z.string()),
    purchase_order: z.string().nullable(),
    preferences: z.object({
      gender: z.string(),
      age_group: z.object({ from: z.number(), to: z.number() }),
      age_groups: z.array(z.string()),
      income_categories: z.array(z.string()),
      influencer_levels: z.array(z.string()),
      locations: z.array(z.number()),
      countries: z.array(z.string()),
    }),
    content_creator_type_ids: z.array(z.number()),
    campaign_objective: z.string(),
    description: z.string(),
    call_to_action: z.string(),
    product_overview: z.string(),
    assets: z.array(z.string()),
    handles: z.array(z.object({ channel: z.string(), text: z.string() })),
    hashtags: z.array(z.object({ channel: z.string(), text: z.string() })),
    selling_points: z.array(z.object({ description: z.string(), row_order: z.number() })),
    content_creation_steps: z.array(z.object({ description: z.string(), row_order: z.number() })),
    pre_approval: z.boolean(),
    advertiser_pre_approval: z.boolean(),
    max_content_rounds: z.number().int(),
    contract_signature_required: z.boolean(),
    contract_template_ids: z.array(z.string()),
    influencers: z.array(
      z.object({ id: z.number(), name: z.string(), avatar: z.string().nullable(), invitation_status: z.string() }),
    ),
    deliverables: z.array(campaignTaskSchema),
    cost: campaignCostSchema,
    cancelled_at: z.string().nullable(),
  })
  .meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListsSchema = z.object({
  ongoing_campaigns: z.array(campaignSummarySchema),
  upcoming_campaigns: z.array(campaignSummarySchema),
  finished_campaigns: z.array(campaignSummarySchema),
});

export const campaignSearchRequestSchema = z.object({
  campaign_statuses: z
    .array(z.enum(CAMPAIGN_STATUSES, { error: `campaign_statuses are ${CAMPAIGN_STATUSES.join(', ')}` }))
    .max(4)
    .default([]),
  name: z.string().trim().max(CAMPAIGN_LIMITS.name).optional(),
  page_number: boundedInt('page_number', { max: 100_000 }).default(1),
  page_size: boundedInt('page_size', { max: 100 }).default(CAMPAIGN_PAGE_SIZE),
  sortings: z
    .array(
      z.object({
        sort_by: z.enum(CAMPAIGN_SORT_FIELDS, { error: `sort_by is one of ${CAMPAIGN_SORT_FIELDS.join(', ')}` }),
        sort_direction: z.enum(['ASC', 'DESC']).default('ASC'),
      }),
    )
    .max(3)
    .default([{ sort_by: 'START_DATE', sort_direction: 'DESC' }]),
});

export const campaignSearchResponseSchema = z.object({
  search_results: z.array(campaignSummarySchema),
  results_count: z.number(),
});

// ---- Drafts ----

/** The wizard's state as it is: any fields, dates may be null; `step` is where to resume. */
export const DRAFT_DATA_MAX_BYTES = 512 * 1024;
const draftData = z
  .record(z.string(), z.unknown(), { error: 'data must be the wizard state (an object)' })
  .refine(
    (data) => JSON.stringify(data).length <= DRAFT_DATA_MAX_BYTES,
    `A draft holds at most ${DRAFT_DATA_MAX_BYTES / 1024} KB`,
  );

export const createDraftRequestSchema = z.object({
  company_id: z.uuid({ error: 'company_id must be a company id' }),
  name: z.string().trim().max(CAMPAIGN_LIMITS.name).nullable().optional(),
  step: boundedInt('step', { min: 0, max: 20 }).default(0),
  data: draftData.default({}),
});
export const updateDraftRequestSchema = z
  .object({
    name: z.string().trim().max(CAMPAIGN_LIMITS.name).nullable().optional(),
    step: boundedInt('step', { min: 0, max: 20 }).optional(),
    data: draftData.optional(),
  })
  .refine((v) => v.name !== undefined || v.step !== undefined || v.data !== undefined, {
    message: 'Send name, step or data to change',
  });

export const campaignDraftSchema = z
  .object({
    id: z.string(),
    company_id: z.string(),
    name: z.string().nullable(),
    step: z.number(),
    data: z.record(z.string(), z.unknown()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CampaignDraft' });
export type CampaignDraft = z.infer<typeof campaignDraftSchema>;

// ---- Prices, stats, public page ----

export const campaignPricesRequestSchema = z.object({
  currency: z.string().length(3, 'currency is a three-letter code'),
  influencer_ids: z.array(int32Id('influencer_ids')).min(1).max(CAMPAIGN_LIMITS.creators),
  channels: z.array(z.string().max(20)).min(1).max(10),
});
/** Each creator's price per channel and post content type, in minor units of the requested currency. */
export const campaignPricesResponseSchema = z.object({
  currency: z.string(),
  prices: z.array(
    z.object({
      influencer_id: z.number(),
      channel: z.string(),
      post_content_type: z.string(),
      amount_minor: minorValue(),
    }),
  ),
});

export const campaignStatsSchema = z.object({
  /** Minor units: the agreed cost of creators who accepted (paid amounts once payments exist). */
  budget_spent_minor: minorValue(),
  influencers_allocated: z.number(),
  posts_under_review: z.number(),
  posts_verified: z.number(),
  total_posts_count: z.number(),
  verified_content_percent: z.number(),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

/** What anyone with the link sees: nothing private (no budget, creators or contracts). */
export const publicCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand_name: z.string(),
  brand_logo: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  timezone: z.string(),
  platforms: z.array(z.string()),
  description: z.string(),
  call_to_action: z.string(),
  thumbnail: z.string().nullable(),
  campaign_status_for_merchant: z.enum(CAMPAIGN_STATUSES),
  /** The headline figures of its live posts (reports, issue 20): nothing private (no costs). */
  metrics: z.object({
    posts_live: z.number().int(),
    reach: z.number(),
    views: z.number(),
    impressions: z.number(),
    engagement_rate: z.number(),
    /** The figures are demo data from the simulated connector (shown labelled "Simulated"). */
    simulated: z.boolean(),
  }),
});
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;

// ---- Tasks and subtasks; purchase orders ----

export const createSubtasksRequestSchema = z.object({
  subtasks: z
    .array(
      z.object({
        end_date: offsetDateTime('end_date'),
        influencer_ids: z.array(int32Id('influencer_ids')).max(CAMPAIGN_LIMITS.creators).optional(),
      }),
      {
        error: 'subtasks must be a list of {end_date, influencer_ids}',
      },
    )
    .min(1, 'Send at least one subtask')
    .max(100),
});
export const updateSubtaskRequestSchema = z.object({ end_date: offsetDateTime('end_date') });
export const subtaskSchema = z.object({
  id: z.string(),
  task_id: z.string(),
  end_date: z.string(),
  influencers: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type Subtask = z.infer<typeof subtaskSchema>;

export const purchaseOrderFieldsSchema = z.object({
  campaign_id: z.uuid({ error: 'campaign_id must be a campaign id' }),
  campaign_name: z.string().trim().min(1).max(CAMPAIGN_LIMITS.name).optional(),
  po_number: z.string().trim().min(1, 'Give the purchase order number').max(60),
  /** A multipart field: digits only. */
  amount_minor: minorAmountText('amount_minor'),
  currency: z.string().length(3, 'currency is a three-letter code'),
});
export const purchaseOrderSchema = z.object({
  id: z.string(),
  campaign_id: z.string(),
  po_name: z.string(),
  po_number: z.string(),
  amount_minor: minorValue(),
  currency: z.string(),
  file: z.object({ name: z.string() }).nullable(),
  created_at: z.string(),
});
