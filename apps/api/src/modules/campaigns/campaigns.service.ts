/**
 * Campaigns of a brand: create (creators, deliverables as tasks, contracts, money recomputed), read, the
 * lists by date, search, cancel. Status follows the dates and `cancelled_at` (shared campaignStatusAt,
 * docs/state-machines.md); the one stored move, cancel, is checked under a row lock.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  campaignMoveRefusal,
  campaignStatusAt,
  CAMPAIGN_LIST_LIMIT,
  type Campaign,
  type CampaignMove,
  type CampaignStats,
  type CampaignStatus,
  type CampaignSummary,
  type campaignPricesRequestSchema,
  type PublicCampaign,
  type campaignSearchRequestSchema,
  type createCampaignRequestSchema,
} from '@app/shared/campaigns';
import { overBudgetBy, type CampaignCost } from '@app/shared/campaign-pricing';
import { formatMoney } from '@app/shared/money';
import { roundTo2, toPercent } from '@app/shared/numbers';
import { briefs } from '../../db/schema/briefs';
import {
  campaignCreators,
  campaignDrafts,
  campaigns,
  campaignTaskCreators,
  campaignTasks,
} from '../../db/schema/campaigns';
import { companies } from '../../db/schema/companies';
import { channels, countries, currencies } from '../../db/schema/config';
import { creators } from '../../db/schema/creators';
import { influencerGroupMembers, influencerGroups } from '../../db/schema/groups';
import type { Tx } from '../../db/client';
import { builtStatement } from '../../db/built-statements';
import type { Deps } from '../../deps';
import type { Actor, ClientInfo } from '../../actor';
import { AppError, fieldError, isUuid } from '../../errors';
import {
  authorize,
  authorizeOr,
  loadScoped,
  membersWhoCan,
  reachableCompanies,
  refuseDisabled,
} from '../companies/access';
import { createCampaignContracts, voidCampaignContracts, type ContractActorInfo } from '../contracts/contracts.service';
import { cancelCampaignWork } from '../assignments/assignments.service';
import { checkBudget } from '../config/config.service';
import { campaignContentCounts } from '../content/content.service';
import { merchantName } from '../merchants/merchants.service';
import { creatorRecipient, merchantRecipients, notify } from '../notifications/notifications.service';
import { storePublicFile, type UploadedFile } from '../../infra/uploads';
import { computeCampaignCost, listPrices } from './pricing';
import { headlineOf } from '../reporting/metrics.service';

type CreateInput = z.output<typeof createCampaignRequestSchema>;
type CampaignRow = typeof campaigns.$inferSelect;
/** What a summary reads of the row (SUMMARY_COLUMNS). */
type SummaryRow = Pick<
  CampaignRow,
  | 'id'
  | 'companyId'
  | 'name'
  | 'startAt'
  | 'endAt'
  | 'timezone'
  | 'currency'
  | 'budgetMinor'
  | 'platforms'
  | 'cancelledAt'
  | 'thumbnail'
  | 'isDemo'
  | 'createdAt'
>;

const campaignNotFound = () => fieldError('campaign_id', 'Campaign not found', 'NOT_FOUND');

/** The campaign, if the caller may take `action` on its brand; "not found" otherwise (nothing revealed). */
export function campaignFor(
  deps: Deps,
  actor: Actor,
  campaignId: string,
  action: 'company.view' | 'campaign.create',
): Promise<CampaignRow> {
  return loadScoped(deps, actor, campaignId, {
    action,
    notFound: campaignNotFound,
    load: async (id) => (await deps.db.select().from(campaigns).where(eq(campaigns.id, id)))[0],
    companyOf: (row) => row.companyId,
  });
}

/** Every reference of the form checked against the data the caller may see; the selected creators returned. */
async function checkReferences(deps: Deps, actor: Actor, input: CreateInput): Promise<number[]> {
  await authorizeOr(deps, actor, input.brand_id, 'campaign.create', () =>
    fieldError('brand_id', 'Brand not found', 'NOT_FOUND'),
  );
  const [brand] = await deps.db
    .select({ role: companies.companyRole, isSme: companies.isSme })
    .from(companies)
    .where(eq(companies.id, input.brand_id));
  // A small business runs its campaigns as itself (its account is its brand: SME businesses have no brands).
  if (brand?.role !== 'BRAND' && !(brand?.role === 'ACCOUNT' && brand.isSme))
    throw fieldError('brand_id', "A campaign runs for a brand; choose one of the company's brands");
  // The campaign's files are the product's own uploads of its brief (the wizard carries them over), as a
  // brief's keep-lists are its own files: never any URL, and never another brief's files.
  const briefFiles = new Set<string>();
  if (input.brief_id) {
    const [brief] = await deps.db
      .select({ brandId: briefs.brandId, thumbnail: briefs.thumbnail, assets: briefs.assets })
      .from(briefs)
      .where(eq(briefs.id, input.brief_id));
    if (!brief || brief.brandId !== input.brand_id)
      throw fieldError('brief_id', 'Brief not found for this brand', 'NOT_FOUND');
    for (const file of [...brief.thumbnail, ...brief.assets]) briefFiles.add(file.url);
  }
  if (input.thumbnail && !briefFiles.has(input.thumbnail))
    throw fieldError(
      'thumbnail',
      "The thumbnail is one of the brief's files (the logo is uploaded once the campaign exists)",
    );
  const foreignAsset = input.assets.findIndex((url) => !briefFiles.has(url));
  if (foreignAsset >= 0) throw fieldError(`assets.${foreignAsset}`, "Assets are the brief's files");
  await checkBudget(deps.db, input);
  const [country] = await deps.db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.code, input.country));
  if (!country) throw fieldError('country', `Unknown country "${input.country}"`);
  const known = new Set((await deps.db.select({ value: channels.value }).from(channels)).map((c) => c.value));
  const unknownPlatform = input.platforms.find((p) => !known.has(p));
  if (unknownPlatform) throw fieldError('platforms', `Unknown platform "${unknownPlatform}"`);

  // Creators: chosen by hand and through groups the caller reaches.
  const selected = new Set(input.influencer_ids);
  if (input.influencer_groups.length) {
    const groups = await deps.db
      .select({ id: influencerGroups.id, companyId: influencerGroups.companyId })
      .from(influencerGroups)
      .where(inArray(influencerGroups.id, input.influencer_groups));
    for (const id of input.influencer_groups) {
      const group = groups.find((g) => g.id === id);
      if (!group) throw fieldError('influencer_groups', 'Creator group not found', 'NOT_FOUND');
      await authorizeOr(deps, actor, group.companyId, 'company.view', () =>
        fieldError('influencer_groups', 'Creator group not found', 'NOT_FOUND'),
      );
    }
    const members = await deps.db
      .select({ id: influencerGroupMembers.creatorId })
      .from(influencerGroupMembers)
      .where(inArray(influencerGroupMembers.groupId, input.influencer_groups));
    for (const m of members) selected.add(m.id);
  }
  const ids = [...selected];
  if (!ids.length)
    throw fieldError('influencer_ids', 'Choose at least one creator (by hand, from a group or by filters)');
  const existing = new Set(
    ids.length
      ? (await deps.db.select({ id: creators.id }).from(creators).where(inArray(creators.id, ids))).map((c) => c.id)
      : [],
  );
  const missing = ids.find((id) => !existing.has(id));
  if (missing !== undefined) throw fieldError('influencer_ids', `Creator ${missing} not found`, 'NOT_FOUND');

  const start = new Date(input.start_date);
  const end = new Date(input.end_date);
  input.deliverables.forEach((d, index) => {
    if (!input.platforms.includes(d.channel))
      throw fieldError(`deliverables.${index}.channel`, `${d.channel} is not one of the campaign's platforms`);
    const stranger = d.influencer_ids.find((id) => !selected.has(id));
    if (stranger !== undefined)
      throw fieldError(
        `deliverables.${index}.influencer_ids`,
        `Creator ${stranger} is not among the campaign's creators`,
      );
    if (new Date(d.start_date) < start || new Date(d.end_date) > end)
      throw fieldError(`deliverables.${index}.start_date`, "A deliverable falls within the campaign's dates");
  });
  return ids;
}

export async function createCampaign(
  deps: Deps,
  actor: Actor,
  input: CreateInput & { client: ClientInfo },
  options: { sme?: { package: string } } = {},
): Promise<Campaign> {
  const creatorIds = await checkReferences(deps, actor, input);
  const cost = await computeCampaignCost(deps.db, { currency: input.currency, deliverables: input.deliverables });
  const unpriced = cost.missing_prices[0];
  if (unpriced) {
    throw fieldError(
      `deliverables.${unpriced.deliverable}.influencer_ids`,
      `Creator ${unpriced.influencer_id} has no price for ${unpriced.post_content_type} on ${unpriced.channel}; ` +
        'choose a custom rate or another creator',
    );
  }
  const budgetMinor = input.budget_minor;
  const gap = overBudgetBy(budgetMinor, cost.total_minor);
  if (gap > 0) {
    const money = (minor: number) => formatMoney(minor, input.currency);
    throw fieldError(
      'budget_minor',
      `The deliverables cost ${money(cost.total_minor)} with fee and VAT: ` +
        `${money(gap)} over the budget of ${money(budgetMinor)}`,
    );
  }
  const by = { name: await merchantName(deps.db, actor), ...input.client };
  const id = await deps.db.transaction(async (tx) => {
    if (input.draft_id) {
      const [draft] = await tx
        .select({ companyId: campaignDrafts.companyId })
        .from(campaignDrafts)
        .where(eq(campaignDrafts.id, input.draft_id))
        .for('update');
      if (!draft) throw fieldError('draft_id', 'Draft not found', 'NOT_FOUND');
      await authorize(deps, actor, draft.companyId, 'campaign.create');
      await tx.delete(campaignDrafts).where(eq(campaignDrafts.id, input.draft_id));
    }
    return writeCampaign(deps, tx, input, { creatorIds, cost, createdBy: actor.merchantId, by, sme: options.sme });
  });
  return readCampaign(deps, id);
}

/**
 * Writes a checked campaign: its row with the server's figures, its creators (invited), its deliverables as
 * tasks with each creator's agreed cost, and a contract per creator and attached template. Callers have
 * checked every reference and the budget (createCampaign; the demo seed).
 */
export async function writeCampaign(
  deps: Pick<Deps, 'storage'>,
  tx: Tx,
  input: CreateInput,
  extras: {
    creatorIds: number[];
    cost: CampaignCost;
    createdBy: string | null;
    by: ContractActorInfo;
    isDemo?: boolean;
    /** An SME package campaign: chosen by AUTO_SELECTION, bought as this package. */
    sme?: { package: string };
  },
): Promise<string> {
  const { creatorIds, cost } = extras;
  const budgetMinor = input.budget_minor;
  const [row] = await tx
    .insert(campaigns)
    .values({
      companyId: input.brand_id,
      briefId: input.brief_id ?? null,
      name: input.name,
      startAt: new Date(input.start_date),
      endAt: new Date(input.end_date),
      country: input.country,
      timezone: input.timezone,
      currency: input.currency,
      budgetMinor,
      platforms: input.platforms,
      subcategories: input.subcategories,
      purchaseOrder: input.purchase_order ?? null,
      preferences: input.preferences,
      contentCreatorTypeIds: input.content_creator_type_ids,
      campaignObjective: input.campaign_objective,
      description: input.description,
      callToAction: input.call_to_action,
      productOverview: input.product_overview,
      thumbnail: input.thumbnail ?? null,
      assets: input.assets,
      handles: input.handles,
      hashtags: input.hashtags,
      sellingPoints: input.selling_points,
      contentCreationSteps: input.content_creation_steps,
      preApproval: input.pre_approval,
      advertiserPreApproval: input.advertiser_pre_approval,
      maxContentRounds: input.max_content_rounds,
      contractSignatureRequired: input.contract_signature_required,
      contractTemplateIds: input.contract_template_ids,
      deliverablesTotalMinor: cost.deliverables_total_minor,
      platformFeeMinor: cost.platform_fee_minor,
      vatMinor: cost.vat_minor,
      totalMinor: cost.total_minor,
      createdBy: extras.createdBy,
      isDemo: extras.isDemo ?? false,
      creatorSelectionMethod: extras.sme ? 'AUTO_SELECTION' : null,
      smePackage: extras.sme?.package ?? null,
    })
    .returning({ id: campaigns.id });
  await tx.insert(campaignCreators).values(creatorIds.map((creatorId) => ({ campaignId: row.id, creatorId })));
  for (const [index, d] of input.deliverables.entries()) {
    const [task] = await tx
      .insert(campaignTasks)
      .values({
        campaignId: row.id,
        position: index,
        channel: d.channel,
        postContentType: d.post_content_type,
        startAt: new Date(d.start_date),
        endAt: new Date(d.end_date),
        bonusType: d.bonus_type,
        bonusAmountMinor: d.bonus_type === 'NONE' ? 0 : d.bonus_amount_minor,
        extraInstructions: d.extra_instructions,
        numberOfPosts: d.number_of_posts,
      })
      .returning({ id: campaignTasks.id });
    const lines = cost.lines.filter((line) => line.deliverable === index);
    if (lines.length) {
      await tx.insert(campaignTaskCreators).values(
        lines.map((line) => ({
          taskId: task.id,
          creatorId: line.influencer_id,
          unitCostMinor: line.unit_cost_minor,
          costMinor: line.cost_minor,
        })),
      );
    }
  }
  // One contract per creator and attached template, waiting for the creator's signature (issue 12 signs).
  await createCampaignContracts(deps, tx, {
    campaign_id: row.id,
    creator_ids: creatorIds,
    template_ids: input.contract_template_ids,
    by: extras.by,
  });
  return row.id;
}

function summaryOf(row: SummaryRow, brandName: string, creatorsCount: number, now = new Date()): CampaignSummary {
  return {
    id: row.id,
    company_id: row.companyId,
    brand_name: brandName,
    name: row.name,
    start_date: row.startAt.toISOString(),
    end_date: row.endAt.toISOString(),
    timezone: row.timezone,
    currency: row.currency,
    budget_minor: row.budgetMinor,
    channels: row.platforms,
    campaign_status_for_merchant: campaignStatusAt(
      { start_at: row.startAt, end_at: row.endAt, cancelled_at: row.cancelledAt },
      now,
    ),
    creators_count: creatorsCount,
    thumbnail: row.thumbnail,
    is_demo: row.isDemo,
    created_at: row.createdAt.toISOString(),
  };
}

const rows = (list: string[]) => list.map((description, index) => ({ description, row_order: index }));

/** The whole campaign, read back from its rows (no access check: callers have made it). */
async function readCampaign(deps: Deps, campaignId: string): Promise<Campaign> {
  const [row] = await deps.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!row) throw campaignNotFound();
  const [brand] = await deps.db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId));
  const people = await deps.db
    .select({
      id: creators.id,
      name: creators.name,
      avatar: creators.avatarUrl,
      status: campaignCreators.invitationStatus,
    })
    .from(campaignCreators)
    .innerJoin(creators, eq(creators.id, campaignCreators.creatorId))
    .where(eq(campaignCreators.campaignId, row.id))
    .orderBy(asc(creators.name));
  const tasks = await deps.db
    .select()
    .from(campaignTasks)
    .where(eq(campaignTasks.campaignId, row.id))
    .orderBy(asc(campaignTasks.position));
  const assigned = tasks.length
    ? await deps.db
        .select({
          taskId: campaignTaskCreators.taskId,
          id: creators.id,
          name: creators.name,
          avatar: creators.avatarUrl,
          unit: campaignTaskCreators.unitCostMinor,
          cost: campaignTaskCreators.costMinor,
        })
        .from(campaignTaskCreators)
        .innerJoin(creators, eq(creators.id, campaignTaskCreators.creatorId))
        .where(
          inArray(
            campaignTaskCreators.taskId,
            tasks.map((t) => t.id),
          ),
        )
        .orderBy(asc(creators.name))
    : [];
  const preferences = row.preferences ?? {
    gender: 'BOTH',
    age_group: { from: 18, to: 100 },
    age_groups: [],
    income_categories: [],
    influencer_levels: [],
    locations: [],
    countries: [],
  };
  return {
    ...summaryOf(row, brand?.name ?? '', people.length),
    brief_id: row.briefId,
    country: row.country,
    platforms: row.platforms,
    subcategories: row.subcategories,
    purchase_order: row.purchaseOrder,
    preferences,
    content_creator_type_ids: row.contentCreatorTypeIds,
    campaign_objective: row.campaignObjective,
    description: row.description,
    call_to_action: row.callToAction,
    product_overview: row.productOverview,
    assets: row.assets,
    handles: row.handles,
    hashtags: row.hashtags,
    selling_points: rows(row.sellingPoints),
    content_creation_steps: rows(row.contentCreationSteps),
    pre_approval: row.preApproval,
    advertiser_pre_approval: row.advertiserPreApproval,
    max_content_rounds: row.maxContentRounds,
    contract_signature_required: row.contractSignatureRequired,
    contract_template_ids: row.contractTemplateIds,
    influencers: people.map((p) => ({ id: p.id, name: p.name, avatar: p.avatar, invitation_status: p.status })),
    deliverables: tasks.map((t) => ({
      id: t.id,
      channel: t.channel,
      post_content_type: t.postContentType,
      start_date: t.startAt.toISOString(),
      end_date: t.endAt.toISOString(),
      bonus_type: t.bonusType,
      bonus_amount_minor: t.bonusAmountMinor,
      extra_instructions: t.extraInstructions,
      number_of_posts: t.numberOfPosts,
      influencers: assigned
        .filter((a) => a.taskId === t.id)
        .map((a) => ({
          id: a.id,
          name: a.name,
          avatar: a.avatar,
          unit_cost_minor: a.unit,
          cost_minor: a.cost,
        })),
    })),
    cost: {
      currency: row.currency,
      deliverables_total_minor: row.deliverablesTotalMinor,
      platform_fee_minor: row.platformFeeMinor,
      vat_minor: row.vatMinor,
      total_minor: row.totalMinor,
      budget_minor: row.budgetMinor,
      over_budget_by_minor: overBudgetBy(row.budgetMinor, row.totalMinor),
    },
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

export async function getCampaign(deps: Deps, actor: Actor, input: { campaign_id: string }): Promise<Campaign> {
  const row = await campaignFor(deps, actor, input.campaign_id, 'company.view');
  return readCampaign(deps, row.id);
}

/** The status as SQL, from the same rule as campaignStatusAt (dates, cancelled_at, the server clock). */
const statusSql = sql<string>`case when ${campaigns.cancelledAt} is not null then 'CANCELLED'
  when now() < ${campaigns.startAt} then 'UPCOMING' when now() <= ${campaigns.endAt} then 'ONGOING'
  else 'COMPLETED' end`;
/** The same rule as plain predicates on the dates, which the (company_id, start_at) index can serve. */
const STATUS_WHERE: Record<CampaignStatus, SQL> = {
  UPCOMING: sql`(${campaigns.cancelledAt} is null and ${campaigns.startAt} > now())`,
  ONGOING: sql`(${campaigns.cancelledAt} is null and ${campaigns.startAt} <= now() and ${campaigns.endAt} >= now())`,
  COMPLETED: sql`(${campaigns.cancelledAt} is null and ${campaigns.endAt} < now())`,
  CANCELLED: sql`(${campaigns.cancelledAt} is not null)`,
};
const statusIn = (statuses: readonly CampaignStatus[]) =>
  sql`(${sql.join(
    statuses.map((s) => STATUS_WHERE[s]),
    sql` or `,
  )})`;

/**
 * The ids of the company and everything under it, from the caller's company reach: the session cache's copy,
 * warm after `authorize`, so no hierarchy is walked per request. A membership reaches everything under its
 * company, so the company's subtree inside the reach is its whole subtree, and the
 * reach is dropped whenever companies are added or moved (invalidateAudience).
 */
async function companyIdsUnder(deps: Deps, actor: Actor, companyId: string): Promise<string[]> {
  const children = new Map<string, string[]>();
  for (const c of await reachableCompanies(deps, actor.merchantId)) {
    if (c.parent_id) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id]);
  }
  const ids = [companyId];
  const seen = new Set(ids);
  for (let i = 0; i < ids.length; i += 1) {
    for (const child of children.get(ids[i]) ?? []) {
      if (!seen.has(child)) {
        seen.add(child);
        ids.push(child);
      }
    }
  }
  return ids;
}

/** The columns a summary shows: the rest of the row (texts, JSON) is for the whole campaign only. */
const SUMMARY_COLUMNS = Object.values({
  id: campaigns.id,
  companyId: campaigns.companyId,
  name: campaigns.name,
  startAt: campaigns.startAt,
  endAt: campaigns.endAt,
  timezone: campaigns.timezone,
  currency: campaigns.currency,
  budgetMinor: campaigns.budgetMinor,
  platforms: campaigns.platforms,
  cancelledAt: campaigns.cancelledAt,
  thumbnail: campaigns.thumbnail,
  isDemo: campaigns.isDemo,
  createdAt: campaigns.createdAt,
} satisfies { [K in keyof SummaryRow]: AnyPgColumn });

/** A summary statement's row as the database sends it, an element of its JSON array: timestamps as ISO texts. */
type SummaryJson = {
  id: string;
  company_id: string;
  name: string;
  start_at: string;
  end_at: string;
  timezone: string;
  currency: string;
  budget_minor: number;
  platforms: string[];
  cancelled_at: string | null;
  thumbnail: string | null;
  is_demo: boolean;
  created_at: string;
  brand_name: string;
  creators_count: number;
  /** All matching campaigns, with `withCount`. */
  total?: number;
  /** Which of the lists (campaignLists). */
  list?: number;
};

/** A summary's columns from its JSON row (read field by field: drizzle's generic per-cell work cost more). */
const summaryRowOf = (r: SummaryJson): SummaryRow => ({
  id: r.id,
  companyId: r.company_id,
  name: r.name,
  startAt: new Date(r.start_at),
  endAt: new Date(r.end_at),
  timezone: r.timezone,
  currency: r.currency,
  budgetMinor: Number(r.budget_minor),
  platforms: r.platforms,
  cancelledAt: r.cancelled_at === null ? null : new Date(r.cancelled_at),
  thumbnail: r.thumbnail,
  isDemo: r.is_demo,
  createdAt: new Date(r.created_at),
});

/** Summaries from the JSON rows of a summary statement. */
function summariesOf(rows: SummaryJson[], now = new Date()): CampaignSummary[] {
  return rows.map((r) => summaryOf(summaryRowOf(r), r.brand_name, r.creators_count, now));
}

const direction = (desc: boolean) => sql.raw(desc ? 'desc' : 'asc');

/**
 * lower() in the case_fold collation (migration 0019): on PostgreSQL 17 and the embedded database, Unicode's simple
 * case mapping done by PostgreSQL (the C library's, which the database's own ctype uses, cost the embedded database
 * 0.3 ms per 1,000 names); on earlier versions the database's own.
 */
const foldCase = (text: SQL | AnyPgColumn) => sql`lower(${text} collate case_fold)`;

const SORT_COLUMNS = {
  NAME: sql`${foldCase(campaigns.name)} collate "default"`,
  START_DATE: sql`${campaigns.startAt}`,
  END_DATE: sql`${campaigns.endAt}`,
  BUDGET: sql`${campaigns.budgetMinor}`,
  CREATED: sql`${campaigns.createdAt}`,
  STATUS: statusSql,
} as const;

/**
 * What decides a summary statement's text (db/built-statements.ts). The companies' ids come as placeholders
 * (`companyValues`), and so does the name pattern (`name`) when `byName`. The statuses are one condition, or with
 * `alternatives` each its own scan (see summaryStatement).
 */
type SummaryShape = {
  companies: number;
  statuses: CampaignStatus[];
  alternatives: boolean;
  byName: boolean;
  /** Sort keys with their direction (true: descending). */
  sorts: Array<[keyof typeof SORT_COLUMNS, boolean]>;
  byIndex: boolean;
  limit: number;
  /** Past the first page: the offset comes as a value (`offset`, and `reach`, offset + limit), see summaryStatement. */
  paged: boolean;
  withCount: boolean;
};

/** What decides a summary statement's filter (and the text of a count on its own). */
type FilterShape = Pick<SummaryShape, 'companies' | 'statuses' | 'alternatives' | 'byName'>;
const filterShapeOf = ({ companies, statuses, alternatives, byName }: SummaryShape): FilterShape => ({
  companies,
  statuses,
  alternatives,
  byName,
});

/** The placeholders' values for a summary statement over these companies. */
const companyValues = (companyIds: string[]) =>
  Object.fromEntries([['ids', `{${companyIds.join(',')}}`], ...companyIds.map((id, i) => [`c${i}`, id])]);

/** The campaigns of the shape's companies that match its filter: a count's condition. */
function ofTreeOf(shape: FilterShape): SQL {
  const own = sql`${campaigns.companyId} = any(${sql.placeholder('ids')}::uuid[])`;
  const condition = conditionOf(shape);
  return condition ? sql`${own} and ${condition}` : own;
}

/** The shape's filter as alternatives (none: every campaign). */
function alternativesOf(shape: FilterShape): SQL[] {
  if (shape.alternatives) return shape.statuses.map((s) => STATUS_WHERE[s]);
  const where = and(
    shape.statuses.length ? statusIn(shape.statuses) : undefined,
    // What ilike does in a UTF-8 database (both sides lowered, then like), with the pattern lowered once, not per row.
    shape.byName ? sql`${foldCase(campaigns.name)} like ${foldCase(sql`${sql.placeholder('name')}`)}` : undefined,
  );
  return where ? [where] : [];
}

function conditionOf(shape: FilterShape): SQL | undefined {
  const alternatives = alternativesOf(shape);
  return alternatives.length ? sql`(${sql.join(alternatives, sql` or `)})` : undefined;
}

/**
 * One page of summaries of these companies' campaigns, sorted by the shape's sorts, ties broken by id in the first
 * sort's direction; `withCount` adds the number of all matching campaigns. One statement, which reads whole
 * only the page's rows (with their brand and creators count). When the first sort is a date (`byIndex`), each
 * company gives its first offset + limit rows by the (company_id, start_at, id) or (company_id, end_at, id)
 * index, with no sort of all its campaigns, and the count is a count(*) beside them; a filter given as
 * `alternatives` reads each alternative by its own index scan, so an `or` that no index answers (finished = ended
 * or cancelled) does not walk past every campaign still to come. Otherwise every matching row is read anyway: the
 * page's ids are picked from the narrow sort keys and counted in that same scan (count(*) over ()). An empty page
 * (beyond the last) is counted on its own.
 */
async function summaries(
  deps: Deps,
  companyIds: string[],
  shape: SummaryShape,
  { offset, name }: { offset: number; name?: string },
): Promise<{ rows: CampaignSummary[]; count: number }> {
  const values = {
    ...companyValues(companyIds),
    ...(shape.byName ? { name } : {}),
    ...(shape.paged ? { offset, reach: offset + shape.limit } : {}),
  };
  const rows = jsonRowsOf(await summaryPage<JsonRows>(deps.db, shape, values));
  let count = rows.length ? Number(rows[0].total ?? 0) : 0;
  if (shape.withCount && !rows.length && shape.paged) {
    const [row] = await campaignCount<{ count: number }>(deps.db, filterShapeOf(shape), values);
    count = Number(row.count);
  }
  return { rows: summariesOf(rows), count };
}

/**
 * The rows of a statement in `order` as one JSON array, parsed by the driver: a list of 150 summaries is one value
 * to read rather than 3,000 (the embedded database's protocol reader copies each value and walks each row on its
 * own; issue 22: one value per row took the campaign lists a third less time, one value for all a further sixth).
 */
const asJsonRows = (statement: SQL, order: SQL) =>
  sql`select json_agg(s order by ${order}) as r from (${statement}) as s`;
type JsonRows = { r: SummaryJson[] | null };
/** The rows of an asJsonRows statement (none: null). */
const jsonRowsOf = (result: JsonRows[]) => result[0]?.r ?? [];

const summaryPage = builtStatement('campaign summaries', (shape: SummaryShape) =>
  asJsonRows(summaryStatement(shape), sql`ord`),
);
const campaignCount = builtStatement(
  'campaign count',
  (shape: FilterShape) => sql`select count(*)::int as count from ${campaigns} where ${ofTreeOf(shape)}`,
);

/**
 * The statement of `summaries`. Its rows carry `ord`, their place in the page's order, which the reader sorts by
 * (`asJsonRows`), so a statement made of several keeps each one's order. The page size is part of the text: a
 * LIMIT given as a parameter is planned for a tenth of the rows, which made the embedded database's generic plan of
 * the lists look dearer than planning each call anew (1.2-2.5 ms a call; decision 031). Pages past the first share
 * one text with their offset as a value: a text per page would fill each PostgreSQL connection's named statements
 * (decision 033) with one search's pages.
 */
function summaryStatement(shape: SummaryShape): SQL {
  const { limit, paged, withCount } = shape;
  const sorts = shape.sorts.map(([by, desc]) => ({ key: SORT_COLUMNS[by], desc }));
  const tie = direction(sorts[0]?.desc ?? false);
  const alternatives = alternativesOf(shape);
  const condition = conditionOf(shape);
  const where = (own: SQL, filterBy = condition) => (filterBy ? sql`${own} and ${filterBy}` : own);
  const order = (key: (s: (typeof sorts)[number], i: number) => SQL, id: SQL) =>
    sql.join([...sorts.map((s, i) => sql`${key(s, i)} ${direction(s.desc)}`), sql`${id} ${tie}`], sql`, `);
  const keys = sql.join(sorts.map((s, i) => sql`, ${s.key} as ${sql.raw(`k${i}`)}`));
  // Written into the text (see above), so an integer only (the request schemas' bounded integers).
  if (!Number.isSafeInteger(limit)) throw new Error('a page size must be an integer');
  const pageBounds = paged
    ? sql`limit ${sql.raw(String(limit))} offset ${sql.placeholder('offset')}`
    : sql.raw(`limit ${limit}`);
  // Each company's rows up to the page's end.
  const reach = paged ? sql`limit ${sql.placeholder('reach')}` : sql.raw(`limit ${limit}`);
  const ofTree = ofTreeOf(shape);
  // One row per company, each its own value: a statement prepared for this many companies is planned for as many
  // rows (an array parameter is planned for ten), so the embedded database can keep its plan (decision 031).
  const companyRows = sql.join(
    Array.from({ length: shape.companies }, (_, i) => sql`(${sql.placeholder(`c${i}`)}::uuid)`),
    sql`, `,
  );
  const columns = sql.join(
    SUMMARY_COLUMNS.map((column) => sql`${column}`),
    sql`, `,
  );
  const extras = (id: SQL) =>
    sql`${companies.name} as brand_name,
      (select count(*)::int from ${campaignCreators} where ${campaignCreators.campaignId} = ${id}) as creators_count`;
  return shape.byIndex
    ? sql`select p.*, ${extras(sql`p.id`)},
          row_number() over (order by ${order((_, i) => sql.raw(`p.k${i}`), sql`p.id`)}) as ord from (
          select c.*${withCount ? sql`, (select count(*)::int from ${campaigns} where ${ofTree}) as total` : sql``}
          from (values ${companyRows}) as t(cid) cross join lateral (${sql.join(
            (alternatives.length ? alternatives : [undefined]).map(
              (alternative) => sql`(
                select ${columns}${keys} from ${campaigns}
                where ${where(sql`${campaigns.companyId} = t.cid`, alternative)}
                order by ${order((s) => s.key, sql`${campaigns.id}`)} ${reach})`,
            ),
            sql` union all `,
          )}) as c order by ${order((_, i) => sql.raw(`c.k${i}`), sql`c.id`)} ${pageBounds}
        ) as p join ${companies} on ${companies.id} = p.company_id`
    : sql`select ${columns}, ${extras(sql`${campaigns.id}`)}${withCount ? sql`, p.total` : sql``},
          row_number() over (order by ${order((s) => s.key, sql`${campaigns.id}`)}) as ord from (
          select ${campaigns.id} as id${withCount ? sql`, count(*) over ()::int as total` : sql``}
          from ${campaigns} where ${ofTree}
          order by ${order((s) => s.key, sql`${campaigns.id}`)} ${pageBounds}
        ) as p join ${campaigns} on ${campaigns.id} = p.id
        join ${companies} on ${companies.id} = ${campaigns.companyId}`;
}

/** The three lists of campaignLists: each its statuses (read as alternatives) and its order. */
const CAMPAIGN_LISTS: Array<[CampaignStatus[], SummaryShape['sorts'][number]]> = [
  [['ONGOING'], ['END_DATE', false]],
  [['UPCOMING'], ['START_DATE', false]],
  // Ended ones by the end-date index from now backwards, cancelled ones by their own partial index.
  [
    ['COMPLETED', 'CANCELLED'],
    ['END_DATE', true],
  ],
];

/** The three lists in one statement (each statement costs the embedded database about 0.4 ms of its own; issue 22). */
const campaignListRows = builtStatement('campaign lists', ({ companies: count }: { companies: number }) => {
  const branches = CAMPAIGN_LISTS.map(([statuses, sort], list) => {
    const statement = summaryStatement({
      companies: count,
      statuses,
      alternatives: true,
      byName: false,
      sorts: [sort],
      byIndex: true,
      limit: CAMPAIGN_LIST_LIMIT,
      paged: false,
      withCount: false,
    });
    return sql`(select ${sql.raw(String(list))} as list, x.* from (${statement}) as x)`;
  });
  return asJsonRows(sql.join(branches, sql` union all `), sql`s.list, s.ord`);
});

/**
 * The company's campaigns (and its brands') grouped by date: ongoing (ending soonest first), upcoming
 * (starting soonest first), finished, cancelled ones included (latest first); each at most CAMPAIGN_LIST_LIMIT.
 */
export async function campaignLists(deps: Deps, actor: Actor, input: { company_id: string }) {
  await authorize(deps, actor, input.company_id, 'company.view');
  const ids = await companyIdsUnder(deps, actor, input.company_id);
  const rows = jsonRowsOf(await campaignListRows<JsonRows>(deps.db, { companies: ids.length }, companyValues(ids)));
  const [ongoing, upcoming, finished] = CAMPAIGN_LISTS.map((_, list) =>
    summariesOf(rows.filter((r) => r.list === list)),
  );
  return { ongoing_campaigns: ongoing, upcoming_campaigns: upcoming, finished_campaigns: finished };
}

export async function searchCampaigns(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof campaignSearchRequestSchema> & { company_id: string },
) {
  await authorize(deps, actor, input.company_id, 'company.view');
  const name = input.name?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const ids = await companyIdsUnder(deps, actor, input.company_id);
  const offset = (input.page_number - 1) * input.page_size;
  const shape: SummaryShape = {
    companies: ids.length,
    statuses: input.campaign_statuses,
    alternatives: false,
    byName: Boolean(name),
    sorts: input.sortings.map((s) => [s.sort_by, s.sort_direction === 'DESC']),
    // A name is matched against every campaign for the count anyway: one scan then serves the page too.
    byIndex: !name && (input.sortings[0]?.sort_by === 'START_DATE' || input.sortings[0]?.sort_by === 'END_DATE'),
    limit: input.page_size,
    paged: offset > 0,
    withCount: true,
  };
  const { rows, count } = await summaries(deps, ids, shape, { offset, name: name ? `%${name}%` : undefined });
  return { search_results: rows, results_count: count };
}

/** Cancels an upcoming or ongoing campaign (409 otherwise) and voids its live contracts, in one transaction. */
export async function cancelCampaign(
  deps: Deps,
  actor: Actor,
  input: { campaign_id: string; reason: string; client: ClientInfo },
): Promise<Campaign> {
  const found = await campaignFor(deps, actor, input.campaign_id, 'campaign.create');
  const by = { name: await merchantName(deps.db, actor), ...input.client };
  await deps.db.transaction(async (tx) => {
    const row = await moveCampaign(tx, found.id, 'CANCEL');
    await voidCampaignContracts(tx, { campaign_id: row.id, by, reason: `Campaign cancelled: ${input.reason}` });
    await cancelCampaignWork(tx, row.id);
  });
  return readCampaign(deps, found.id);
}

/**
 * The one place a campaign's stored state changes (docs/state-machines.md, Campaign): locks the row, refuses a
 * move the shared CAMPAIGN_TRANSITIONS does not allow from its status now (409 on field status), and writes it.
 * CANCEL, the one move, stamps cancelled_at; the status follows from it.
 */
async function moveCampaign(tx: Tx, campaignId: string, move: CampaignMove): Promise<CampaignRow> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  const status = campaignStatusAt({ start_at: row.startAt, end_at: row.endAt, cancelled_at: row.cancelledAt });
  const refused = campaignMoveRefusal(status, move, 'BRAND');
  if (refused) throw new AppError('CONFLICT', refused, { field: 'status' });
  await tx.update(campaigns).set({ cancelledAt: new Date(), updatedAt: new Date() }).where(eq(campaigns.id, row.id));
  return row;
}

/** The wizard's prices: each selected creator's price per channel and post type, in the campaign's currency. */
export async function campaignPrices(deps: Deps, actor: Actor, input: z.output<typeof campaignPricesRequestSchema>) {
  refuseDisabled(actor);
  const [currency] = await deps.db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.code, input.currency));
  if (!currency) throw fieldError('currency', `Unknown currency "${input.currency}"`);
  return {
    currency: input.currency,
    prices: await listPrices(deps.db, {
      creatorIds: input.influencer_ids,
      channels: input.channels,
      currency: input.currency,
    }),
  };
}

/**
 * Figures from the campaign's rows: posts under review and verified from its content (modules/content); until
 * payments land, budget spent is the agreed cost of creators who accepted.
 */
export async function campaignStats(deps: Deps, actor: Actor, input: { campaign_id: string }): Promise<CampaignStats> {
  const row = await campaignFor(deps, actor, input.campaign_id, 'company.view');
  const [figures] = (
    await deps.db.execute<{ allocated: number; posts: number; spent: string }>(sql`
      select
        (select count(*)::int from campaign_creators cc
           where cc.campaign_id = ${row.id} and cc.invitation_status in ('PENDING', 'ACCEPTED')) as allocated,
        (select coalesce(sum(t.number_of_posts), 0)::int
           from campaign_tasks t join campaign_task_creators tc on tc.task_id = t.id
           where t.campaign_id = ${row.id}) as posts,
        (select coalesce(sum(tc.cost_minor), 0)
           from campaign_tasks t join campaign_task_creators tc on tc.task_id = t.id
           join campaign_creators cc on cc.campaign_id = t.campaign_id and cc.creator_id = tc.creator_id
           where t.campaign_id = ${row.id} and cc.invitation_status = 'ACCEPTED') as spent`)
  ).rows;
  const total = Number(figures.posts);
  const { under_review, verified } = await campaignContentCounts(deps.db, row.id);
  return {
    budget_spent_minor: Number(figures.spent),
    influencers_allocated: Number(figures.allocated),
    posts_under_review: under_review,
    posts_verified: verified,
    total_posts_count: total,
    verified_content_percent: total ? roundTo2(toPercent(verified / total)) : 0,
  };
}

/** The public page: no login; nothing private; unknown ids (drafts live apart and have none here) are 404. */
export async function publicCampaign(deps: Deps, input: { campaign_id: string }): Promise<PublicCampaign> {
  if (!isUuid(input.campaign_id)) throw campaignNotFound();
  const [found] = await deps.db
    .select({ row: campaigns, brandName: companies.name, brandLogo: companies.logoUrl })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(eq(campaigns.id, input.campaign_id));
  if (!found) throw campaignNotFound();
  const { row } = found;
  return {
    id: row.id,
    name: row.name,
    brand_name: found.brandName,
    brand_logo: found.brandLogo,
    start_date: row.startAt.toISOString(),
    end_date: row.endAt.toISOString(),
    timezone: row.timezone,
    platforms: row.platforms,
    description: row.description,
    call_to_action: row.callToAction,
    thumbnail: row.thumbnail,
    campaign_status_for_merchant: campaignStatusAt({
      start_at: row.startAt,
      end_at: row.endAt,
      cancelled_at: row.cancelledAt,
    }),
    metrics: await headlineOf(deps.db, row.id),
  };
}

/** The campaign's logo (its thumbnail), one image per request (POST /upload/campaign/logo). */
export async function uploadCampaignLogo(
  deps: Deps,
  actor: Actor,
  input: { campaign_id: string; file: UploadedFile },
): Promise<{ thumbnail: string }> {
  const row = await campaignFor(deps, actor, input.campaign_id, 'campaign.create');
  const stored = await storePublicFile(deps.storage, 'campaign-logos', input.file);
  await deps.db.update(campaigns).set({ thumbnail: stored.url, updatedAt: new Date() }).where(eq(campaigns.id, row.id));
  return { thumbnail: stored.url };
}

/** A milestone counts when it passed within this window; older ones (a fresh start on old data) pass silently. */
const MILESTONE_WINDOW = '1 day';

/**
 * The queue's milestone job (every minute): tells the brand's team and the creators who accepted that a campaign
 * started or ended, once (start_notified_at / end_notified_at are set in the same transaction).
 */
export async function notifyCampaignMilestones(deps: Pick<Deps, 'db' | 'outbox'>): Promise<number> {
  let told = 0;
  for (const milestone of ['started', 'ended'] as const) {
    await deps.db.transaction(async (tx) => {
      const at = milestone === 'started' ? campaigns.startAt : campaigns.endAt;
      const marker = milestone === 'started' ? campaigns.startNotifiedAt : campaigns.endNotifiedAt;
      const due = await tx
        .update(campaigns)
        .set(milestone === 'started' ? { startNotifiedAt: sql`now()` } : { endNotifiedAt: sql`now()` })
        .where(and(sql`${at} <= now()`, sql`${marker} is null`, sql`${campaigns.cancelledAt} is null`))
        .returning({
          id: campaigns.id,
          companyId: campaigns.companyId,
          name: campaigns.name,
          recent: sql<boolean>`${at} > now() - ${MILESTONE_WINDOW}::interval`,
        });
      for (const campaign of due.filter((c) => c.recent)) {
        const accepted = await tx
          .select({ creatorId: campaignCreators.creatorId })
          .from(campaignCreators)
          .where(and(eq(campaignCreators.campaignId, campaign.id), eq(campaignCreators.invitationStatus, 'ACCEPTED')));
        const creatorsTold = (await Promise.all(accepted.map((a) => creatorRecipient(tx, a.creatorId)))).flat();
        const note = {
          kind: milestone === 'started' ? ('campaign.started' as const) : ('campaign.ended' as const),
          company_id: campaign.companyId,
          title: `${campaign.name} ${milestone === 'started' ? 'has started' : 'has ended'}`,
        };
        await notify(deps, tx, [
          {
            ...note,
            to: merchantRecipients(await membersWhoCan(tx, campaign.companyId, 'company.view')),
            body: milestone === 'started' ? 'Creators can post now.' : 'Its report is ready to read.',
            link: `/companies/${campaign.companyId}/details/${campaign.id}`,
          },
          {
            ...note,
            to: creatorsTold,
            body: milestone === 'started' ? 'Your work for it is on.' : 'Thank you for your work on it.',
            link: '/creator/work',
          },
        ]);
        told += 1;
      }
    });
  }
  return told;
}
