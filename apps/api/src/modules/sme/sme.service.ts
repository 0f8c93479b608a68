/**
 * The SME area's calls (issue 21, docs/decisions/025-sme-area.md) under `/api/sme/{sme_id}/...`: packages, a
 * campaign previewed and created from a package with automatically chosen creators, the SME's campaign list. An SME
 * campaign is an ordinary campaign (`creator_selection_method` AUTO_SELECTION), so content, payments and reports
 * work on it unchanged.
 */
import { eq, sql } from 'drizzle-orm';
import { campaignCost, type PriceOf } from '@app/shared/campaign-pricing';
import { createCampaignRequestSchema, type CampaignStatus } from '@app/shared/campaigns';
import { formatMoney, minorToUnits, toMinor } from '@app/shared/money';
import {
  INDUSTRY_NICHES,
  packageSplit,
  recommendedPackage,
  SME_CURRENCY,
  SME_PACKAGES,
  SME_VIDEO_TYPES,
  type PackageTier,
  type SmeChannel,
  type SmeCreator,
  type SmePreview,
  type SmePreviewRequest,
} from '@app/shared/sme';
import type { Action } from '@app/shared/permissions';
import type { z } from 'zod';
import type { Actor, ClientInfo } from '../../actor';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { countries } from '../../db/schema/config';
import type { Deps } from '../../deps';
import { AppError, fieldError, isUuid } from '../../errors';
import { authorize, reachableCompanies, refuseDisabled } from '../companies/access';
import { createCampaign, searchCampaigns } from '../campaigns/campaigns.service';
import type { smeCreateCampaignRequestSchema } from '@app/shared/sme';

/** Where an SME's campaign runs when its profile names no country we know: the packages are priced in KES. */
const SME_DEFAULT_COUNTRY = 'KE';
const notSmeMerchant = () =>
  new AppError('FORBIDDEN', 'sme_id: these calls are for small-business (SME) accounts', { field: 'sme_id' });
const smeNotFound = () => fieldError('sme_id', 'Business not found', 'NOT_FOUND');
/** Other matching creators offered to swap one for. */
const ALTERNATIVES = 6;
/** The candidates read for a selection: the best matches first, far more than the largest package needs. */
const CANDIDATES = 300;

export interface SmeCompany {
  id: string;
  name: string;
  country: string;
  industry: string | null;
}

/**
 * The SME business the call names, if the caller may take `action` on it. A merchant without any SME business is
 * refused (403: these calls are the SME area's); another business's id answers "not found", nothing revealed.
 */
export async function smeFor(deps: Deps, actor: Actor, smeId: string, action: Action): Promise<SmeCompany> {
  refuseDisabled(actor);
  const reach = await reachableCompanies(deps, actor.merchantId);
  const own = reach.filter((c) => c.is_sme && c.company_role === 'ACCOUNT');
  if (!own.length) throw notSmeMerchant();
  if (!isUuid(smeId) || !own.some((c) => c.id === smeId)) throw smeNotFound();
  await authorize(deps, actor, smeId, action);
  const [row] = await deps.db
    .select({ id: companies.id, name: companies.name, country: companies.country, industry: companies.industry })
    .from(companies)
    .where(eq(companies.id, smeId));
  return { ...row, country: await countryCode(deps.db, row.country) };
}

/** The business's country as a code: the profile keeps what the owner typed ("Kenya" or "KE"); Kenya by default. */
async function countryCode(db: Db, text: string | null): Promise<string> {
  const value = text?.trim() ?? '';
  if (!value) return SME_DEFAULT_COUNTRY;
  const [found] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(sql`upper(${countries.code}) = upper(${value}) or lower(${countries.name}) = lower(${value})`)
    .limit(1);
  return found?.code ?? SME_DEFAULT_COUNTRY;
}

/** GET /sme/packages: spec section 9's table, for the SME area (a brand merchant is refused, as on every SME call). */
export async function packages(deps: Deps, actor: Actor): Promise<{ packages: PackageTier[] }> {
  refuseDisabled(actor);
  const reach = await reachableCompanies(deps, actor.merchantId);
  if (!reach.some((c) => c.is_sme && c.company_role === 'ACCOUNT')) throw notSmeMerchant();
  return { packages: [...SME_PACKAGES] };
}

// ---- Automatic selection ----

interface Candidate extends SmeCreator {
  niche: boolean;
}

/**
 * Creators who may make the campaign: in the SME's country, verified (identity and payment approved, social not
 * rejected: the spec's overall status), on a chosen channel with a price for its video in shillings; those in the
 * business's niche (INDUSTRY_NICHES of its industry) first, then by followers and engagement. One row per creator
 * (their best channel).
 */
async function candidates(db: Db, sme: SmeCompany, channels: readonly SmeChannel[], posts: number, only?: number[]) {
  const types = sql.join(
    channels.map((channel) => sql`(${channel}, ${SME_VIDEO_TYPES[channel]})`),
    sql`, `,
  );
  const restrict = only ? sql`and c.id = any(${`{${only.join(',')}}`}::int[])` : sql``;
  const niches = `{${(INDUSTRY_NICHES[sme.industry ?? ''] ?? []).join(',')}}`;
  const rows = await db.execute<{
    id: number;
    name: string;
    avatar_url: string | null;
    channel: string;
    type: string;
    level: string;
    followers: string;
    engagement_rate: string;
    price: string;
    niche: boolean;
  }>(sql`
    select distinct on (c.id) c.id, c.name, c.avatar_url, ch.channel, v.type, ch.level, ch.followers,
      ch.engagement_rate, (ch.prices ->> v.type) as price,
      (c.subcategories && ${niches}::text[]) as niche
    from creators c
    join creator_channels ch on ch.creator_id = c.id
    join (values ${types}) as v(channel, type) on v.channel = ch.channel and ch.prices ? v.type
    where c.country_code = ${sme.country} and ch.currency = ${SME_CURRENCY}
      and c.verification_identity = 'APPROVED' and c.verification_payment = 'APPROVED'
      and c.verification_social <> 'REJECTED' ${restrict}
    order by c.id, ch.engagement_rate desc`);
  return (
    rows.rows
      .map((r): Candidate => ({
        influencer_id: Number(r.id),
        name: r.name,
        avatar: r.avatar_url,
        channel: r.channel,
        post_content_type: r.type,
        level: r.level,
        followers: Number(r.followers),
        engagement_rate: Number(r.engagement_rate),
        posts,
        cost_minor: toMinor(Number(r.price)) * posts,
        niche: r.niche === true || String(r.niche) === 't',
      }))
      // The package promises reach: the best-followed creators first (their expected engagements break ties), so
      // the work budget buys audience rather than the cheapest seats.
      .sort(
        (a, b) =>
          Number(b.niche) - Number(a.niche) ||
          b.followers - a.followers ||
          b.engagement_rate - a.engagement_rate ||
          a.influencer_id - b.influencer_id,
      )
      .slice(0, CANDIDATES)
  );
}

/**
 * The package's creators within its work budget, best first: a candidate is taken while what is left still pays the
 * cheapest of the candidates after it for each seat after it; the next ones that could take any chosen creator's
 * seat are offered to swap.
 */
export function pickCreators(ranked: readonly SmeCreator[], seats: number, workMinor: number) {
  const chosen: SmeCreator[] = [];
  let spent = 0;
  for (const [index, c] of ranked.entries()) {
    if (chosen.length === seats) break;
    // What the seats after this one need at least: the cheapest of the candidates not yet considered.
    const after = seats - chosen.length - 1;
    const reserve = ranked
      .slice(index + 1)
      .map((o) => o.cost_minor)
      .sort((a, b) => a - b)
      .slice(0, after)
      .reduce((sum, cost) => sum + cost, 0);
    if (spent + c.cost_minor + reserve <= workMinor) {
      chosen.push(c);
      spent += c.cost_minor;
    }
  }
  return { chosen, alternatives: swapsFor(ranked, chosen, workMinor), spent };
}

/** The next matches that could take any chosen creator's seat: within what is left plus the cheapest seat freed. */
function swapsFor(ranked: readonly SmeCreator[], chosen: readonly SmeCreator[], workMinor: number): SmeCreator[] {
  const taken = new Set(chosen.map((c) => c.influencer_id));
  const spent = chosen.reduce((sum, c) => sum + c.cost_minor, 0);
  const room = workMinor - spent + Math.min(...chosen.map((c) => c.cost_minor));
  return ranked.filter((c) => !taken.has(c.influencer_id) && c.cost_minor <= room).slice(0, ALTERNATIVES);
}

/** The campaign's deliverables: one per channel, each chosen creator's videos on their channel. */
function deliverablesOf(chosen: readonly SmeCreator[], input: { start_date: string; end_date: string }, note = '') {
  const byChannel = new Map<string, SmeCreator[]>();
  for (const c of chosen) byChannel.set(c.channel, [...(byChannel.get(c.channel) ?? []), c]);
  return [...byChannel.entries()].map(([channel, list]) => ({
    influencer_ids: list.map((c) => c.influencer_id),
    start_date: input.start_date,
    end_date: input.end_date,
    bonus_type: 'NONE' as const,
    bonus_amount_minor: 0,
    extra_instructions: note,
    channel,
    post_content_type: list[0].post_content_type,
    number_of_posts: list[0].posts,
  }));
}

/** The package the preview prices: the one asked for, else the recommended one (none above the top tier). */
function packageFor(input: SmePreviewRequest): { recommended: PackageTier | null; chosen: PackageTier } {
  const recommended = recommendedPackage(toMinor(input.budget));
  const chosen = input.package ? SME_PACKAGES.find((p) => p.name === input.package)! : recommended;
  if (!chosen) {
    const top = SME_PACKAGES.at(-1)!;
    throw fieldError(
      'budget',
      `The largest package is ${top.name} (${formatMoney(top.price_minor, top.currency, 0)}): ` +
        'choose it, or contact us for a larger campaign',
    );
  }
  return { recommended, chosen };
}

async function buildPreview(db: Db, sme: SmeCompany, input: SmePreviewRequest): Promise<SmePreview> {
  const { recommended, chosen: tier } = packageFor(input);
  const split = packageSplit(tier.price_minor);
  const posts = Math.ceil(tier.videos / tier.creators);
  const channels = input.channels as SmeChannel[];
  const ranked = await candidates(db, sme, channels, posts);
  let chosen: SmeCreator[];
  let alternatives: SmeCreator[];
  if (input.influencer_ids) {
    // The owner's set after swaps: each must still be a match, at most the package's seats, within its work budget.
    const ids = [...new Set(input.influencer_ids)];
    if (ids.length > tier.creators)
      throw fieldError('influencer_ids', `The ${tier.name} package has ${tier.creators} creators`);
    const eligible = await candidates(db, sme, channels, posts, ids);
    const missing = ids.find((id) => !eligible.some((c) => c.influencer_id === id));
    if (missing !== undefined)
      throw fieldError('influencer_ids', `Creator ${missing} does not match this campaign's country and channels`);
    chosen = ids.map((id) => eligible.find((c) => c.influencer_id === id)!);
    const spent = chosen.reduce((sum, c) => sum + c.cost_minor, 0);
    if (spent > split.work_minor)
      throw fieldError('influencer_ids', `These creators cost more than the ${tier.name} package allows`);
    alternatives = swapsFor(ranked, chosen, split.work_minor);
  } else ({ chosen, alternatives } = pickCreators(ranked, tier.creators, split.work_minor));
  const prices = new Map(chosen.map((c) => [c.influencer_id, c.cost_minor / c.posts]));
  const priceOf: PriceOf = (id) => prices.get(id) ?? null;
  const cost = chosen.length
    ? campaignCost(deliverablesOf(chosen, input), priceOf)
    : { deliverables_total_minor: 0, platform_fee_minor: 0, vat_minor: 0, total_minor: 0 };
  const strip = (c: SmeCreator & { niche?: boolean }): SmeCreator => {
    const { niche: _niche, ...creator } = c;
    return creator;
  };
  return {
    recommended_package: recommended,
    package: tier,
    split,
    creators: chosen.map(strip),
    alternatives: alternatives.map(strip),
    cost: {
      currency: SME_CURRENCY,
      deliverables_total_minor: cost.deliverables_total_minor,
      platform_fee_minor: cost.platform_fee_minor,
      vat_minor: cost.vat_minor,
      total_minor: cost.total_minor,
    },
  };
}

/**
 * A package's automatic selection for the business, as the preview makes it, with its deliverables: what the demo
 * seed builds the demo SME's campaigns from (db/seed/demo-sme.ts), through the same rules.
 */
export async function autoSelection(
  db: Db,
  smeId: string,
  input: { package: PackageTier['name']; channels: SmeChannel[]; start_date: string; end_date: string },
) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, country: companies.country, industry: companies.industry })
    .from(companies)
    .where(eq(companies.id, smeId));
  const sme = { ...row, country: await countryCode(db, row.country) };
  const tier = SME_PACKAGES.find((p) => p.name === input.package)!;
  const posts = Math.ceil(tier.videos / tier.creators);
  const ranked = await candidates(db, sme, input.channels, posts);
  const { chosen } = pickCreators(ranked, tier.creators, packageSplit(tier.price_minor).work_minor);
  return { tier, chosen, deliverables: deliverablesOf(chosen, input) };
}

/** POST /sme/{sme_id}/campaigns/preview: the recommended package, the chosen creators and the priced lines. */
export async function previewCampaign(deps: Deps, actor: Actor, smeId: string, input: SmePreviewRequest) {
  const sme = await smeFor(deps, actor, smeId, 'campaign.create');
  return buildPreview(deps.db, sme, input);
}

/**
 * POST /sme/{sme_id}/campaigns: the previewed campaign, created as an ordinary campaign of the business (creators
 * invited, contracts none, drafts pre-approved by the owner in Contents), its budget the package price.
 */
export async function createSmeCampaign(
  deps: Deps,
  actor: Actor,
  smeId: string,
  input: z.output<typeof smeCreateCampaignRequestSchema> & { client: ClientInfo },
) {
  const sme = await smeFor(deps, actor, smeId, 'campaign.create');
  const preview = await buildPreview(deps.db, sme, input);
  if (preview.creators.length < preview.package.creators)
    throw fieldError(
      'channels',
      `Only ${preview.creators.length} matching creators fit the ${preview.package.name} package: ` +
        'add a channel or choose another package',
    );
  const [country] = await deps.db
    .select({ timezone: countries.timezone })
    .from(countries)
    .where(eq(countries.code, sme.country));
  const dosAndDonts = [input.dos && `Do: ${input.dos}`, input.donts && `Don't: ${input.donts}`]
    .filter(Boolean)
    .join('\n');
  const body = createCampaignRequestSchema.parse({
    brand_id: sme.id,
    name: input.name,
    country: sme.country,
    timezone: country?.timezone ?? 'Africa/Nairobi',
    start_date: input.start_date,
    end_date: input.end_date,
    platforms: input.channels,
    budget_minor: preview.package.price_minor,
    currency: SME_CURRENCY,
    influencer_ids: preview.creators.map((c) => c.influencer_id),
    description: input.description,
    campaign_objective: input.goal,
    product_overview: input.product,
    pre_approval: true,
    deliverables: deliverablesOf(preview.creators, input, dosAndDonts),
  });
  const campaign = await createCampaign(
    deps,
    actor,
    { ...body, client: input.client },
    { sme: { package: preview.package.name } },
  );
  return smeView({
    id: campaign.id,
    name: campaign.name,
    channels: input.channels,
    campaign_status_for_merchant: campaign.campaign_status_for_merchant,
    start_date: campaign.start_date,
    end_date: campaign.end_date,
    currency: SME_CURRENCY,
    budget_minor: preview.package.price_minor,
    package: preview.package.name,
    creator_selection_method: 'AUTO_SELECTION',
  });
}

// ---- The SME's campaigns ----

interface SmeCampaignRow {
  id: string;
  name: string;
  channels: string[];
  campaign_status_for_merchant: CampaignStatus;
  start_date: string;
  end_date: string;
  currency: string;
  budget_minor: number;
  package: string | null;
  creator_selection_method: string | null;
}

/** The spec's SME campaign view: budget a number (whole units, as the spec's field), with the minor units beside. */
function smeView(row: SmeCampaignRow) {
  return { ...row, budget: minorToUnits(row.budget_minor) };
}

/** GET /sme/{sme_id}/campaigns: the business's campaigns, sorted by status ascending (spec section 9), paged. */
export async function smeCampaigns(
  deps: Deps,
  actor: Actor,
  smeId: string,
  input: { page_number: number; page_size: number; newest?: boolean },
) {
  await smeFor(deps, actor, smeId, 'company.view');
  const page = await searchCampaigns(deps, actor, {
    company_id: smeId,
    campaign_statuses: [],
    // The list sorts by status (spec section 9); the dashboard's latest campaigns are the newest by start.
    sortings: input.newest
      ? [{ sort_by: 'START_DATE', sort_direction: 'DESC' }]
      : [
          { sort_by: 'STATUS', sort_direction: 'ASC' },
          { sort_by: 'START_DATE', sort_direction: 'DESC' },
        ],
    page_number: input.page_number,
    page_size: input.page_size,
  });
  const ids = page.search_results.map((c) => c.id);
  const packagesOf = new Map<string, { sme_package: string | null; creator_selection_method: string | null }>();
  if (ids.length) {
    const rows = await deps.db.execute<{
      id: string;
      sme_package: string | null;
      creator_selection_method: string | null;
    }>(
      sql`select id, sme_package, creator_selection_method from campaigns
        where id = any(${`{${ids.join(',')}}`}::uuid[])`,
    );
    for (const r of rows.rows) packagesOf.set(r.id, r);
  }
  return {
    results: page.search_results.map((c) =>
      smeView({
        id: c.id,
        name: c.name,
        channels: c.channels,
        campaign_status_for_merchant: c.campaign_status_for_merchant,
        start_date: c.start_date,
        end_date: c.end_date,
        currency: c.currency,
        budget_minor: c.budget_minor,
        package: packagesOf.get(c.id)?.sme_package ?? null,
        creator_selection_method: packagesOf.get(c.id)?.creator_selection_method ?? null,
      }),
    ),
    results_count: page.results_count,
    page_number: input.page_number,
    page_size: input.page_size,
  };
}
