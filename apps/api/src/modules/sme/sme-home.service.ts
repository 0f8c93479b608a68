/**
 * The SME area's dashboard, contents and settings (issue 21, docs/decisions/025-sme-area.md): every figure from the
 * business's own rows (its campaigns, their content and the reporting roll-ups), the settings saved in one
 * transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { CONTENT_UNDER_REVIEW } from '@app/shared/content';
import { changePercent } from '@app/shared/dashboard';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@app/shared/notifications';
import { engagementRate } from '@app/shared/reporting';
import {
  SME_DASHBOARD_DAYS,
  type SmeContentItem,
  type SmeDashboard,
  type smeSettingsRequestSchema,
  type SmeSettings,
} from '@app/shared/sme';
import type { z } from 'zod';
import type { Actor } from '../../actor';
import type { Db } from '../../db/client';
import { isoOf } from '../../db/raw-values';
import { companies } from '../../db/schema/companies';
import { merchants } from '../../db/schema/merchants';
import { companyBilling } from '../../db/schema/payments';
import type { Deps } from '../../deps';
import { authorize } from '../companies/access';
import { invalidateAudience } from '../companies/companies.service';
import { uploadLogo } from '../theme/theme.service';
import { readUpload } from '../../infra/uploads';
import type { FastifyRequest } from 'fastify';
import { smeCampaigns, smeFor } from './sme.service';

const DAY_MS = 86_400_000;

/** The business's content items as the SME pages show them; `where` narrows them (on `ci`). */
async function contentItems(db: Db, smeId: string, where = sql``, page = { limit: 5, offset: 0 }) {
  const rows = await db.execute<Record<string, string | number | boolean | null>>(sql`
    select ci.id, ci.campaign_id, coalesce(c.name, j.name, '') as campaign_name, ci.creator_id, cr.name as creator_name,
      cr.avatar_url, ci.post_index, ci.status, ci.round, ci.post_url, ci.updated_at,
      m.reach, m.views, m.likes + m.comments + m.shares + m.saved as engagements, m.source,
      count(*) over () as total
    from content_items ci
    join creators cr on cr.id = ci.creator_id
    left join campaigns c on c.id = ci.campaign_id
    left join jobs j on j.id = ci.job_id
    left join post_metrics m on m.content_id = ci.id
    where ci.company_id = ${smeId} ${where}
    order by ci.updated_at desc, ci.id
    limit ${page.limit} offset ${page.offset}`);
  const total = rows.rows.length ? Number(rows.rows[0].total) : 0;
  const items = rows.rows.map((r): SmeContentItem => ({
    id: String(r.id),
    campaign_id: r.campaign_id === null ? null : String(r.campaign_id),
    campaign_name: String(r.campaign_name),
    creator: { id: Number(r.creator_id), name: String(r.creator_name), avatar: (r.avatar_url as string) ?? null },
    post_index: Number(r.post_index),
    status: String(r.status),
    round: Number(r.round),
    post_url: (r.post_url as string) ?? null,
    updated_at: isoOf(r.updated_at),
    metrics:
      r.reach === null || r.reach === undefined
        ? null
        : {
            reach: Number(r.reach),
            views: Number(r.views),
            engagement_rate: engagementRate(Number(r.engagements), Number(r.reach)),
            simulated: r.source === 'SIMULATED',
          },
  }));
  return { items, total };
}

const waitingWhere = () => sql`and ci.status = any(${`{${CONTENT_UNDER_REVIEW.join(',')}}`}::content_status[])`;

/**
 * GET /sme/{sme_id}/dashboard: reach, engagement, active campaigns and creators of the last 30 days against the 30
 * before (spec: icon, name, percentageChange, value), the latest campaigns and the content waiting for approval.
 */
export async function smeDashboard(deps: Deps, actor: Actor, smeId: string, now = new Date()): Promise<SmeDashboard> {
  await smeFor(deps, actor, smeId, 'company.view');
  const day = (offset: number) => new Date(now.getTime() - offset * DAY_MS).toISOString().slice(0, 10);
  const since = new Date(now.getTime() - SME_DASHBOARD_DAYS * DAY_MS);
  const before = new Date(now.getTime() - 2 * SME_DASHBOARD_DAYS * DAY_MS);
  const [figures] = (
    await deps.db.execute<Record<string, string>>(sql`
      select
        coalesce(sum(reach) filter (where day > ${day(SME_DASHBOARD_DAYS)}), 0) as reach,
        coalesce(sum(reach) filter (where day <= ${day(SME_DASHBOARD_DAYS)}), 0) as reach_before,
        coalesce(sum(likes + comments + shares + saved) filter (where day > ${day(SME_DASHBOARD_DAYS)}), 0) as eng,
        coalesce(sum(likes + comments + shares + saved) filter (where day <= ${day(SME_DASHBOARD_DAYS)}), 0)
          as eng_before
      from report_metrics_daily
      where company_id = ${smeId} and day > ${day(2 * SME_DASHBOARD_DAYS)} and day <= ${day(0)}`)
  ).rows;
  // A campaign (and its accepted creators) counts in a window when it ran during any of it.
  const [work] = (
    await deps.db.execute<Record<string, string>>(sql`
      select
        count(distinct c.id) filter (where c.start_at <= ${now} and c.end_at >= ${since}) as campaigns,
        count(distinct c.id) filter (where c.start_at <= ${since} and c.end_at >= ${before}) as campaigns_before,
        count(distinct cc.creator_id) filter (where c.start_at <= ${now} and c.end_at >= ${since}) as creators,
        count(distinct cc.creator_id) filter (where c.start_at <= ${since} and c.end_at >= ${before})
          as creators_before
      from campaigns c
      left join campaign_creators cc on cc.campaign_id = c.id and cc.invitation_status = 'ACCEPTED'
      where c.company_id = ${smeId} and c.cancelled_at is null`)
  ).rows;
  const stat = (icon: SmeDashboard['stats'][number]['icon'], name: string, value: number, previous: number) => ({
    icon,
    name,
    value,
    percentageChange: changePercent(value, previous),
  });
  const [recent, waiting] = await Promise.all([
    smeCampaigns(deps, actor, smeId, { page_number: 1, page_size: 5, newest: true }),
    contentItems(deps.db, smeId, waitingWhere()),
  ]);
  return {
    stats: [
      stat('reach', 'Reach', Number(figures.reach), Number(figures.reach_before)),
      stat('engagement', 'Engagement', Number(figures.eng), Number(figures.eng_before)),
      stat('campaigns', 'Active campaigns', Number(work.campaigns), Number(work.campaigns_before)),
      stat('creators', 'Creators', Number(work.creators), Number(work.creators_before)),
    ],
    recent_campaigns: recent.results,
    content_waiting: { count: waiting.total, items: waiting.items },
  };
}

/**
 * GET /sme/{sme_id}/contents: every piece the creators made for the business, newest first: drafts to approve or
 * send back (the content calls decide them), live posts with their figures.
 */
export async function smeContents(
  deps: Deps,
  actor: Actor,
  smeId: string,
  query: { filter: 'ALL' | 'TO_REVIEW' | 'LIVE'; page_number: number; page_size: number },
) {
  await smeFor(deps, actor, smeId, 'company.view');
  const where =
    query.filter === 'TO_REVIEW' ? waitingWhere() : query.filter === 'LIVE' ? sql`and ci.status = 'VERIFIED'` : sql``;
  const page = { limit: query.page_size, offset: (query.page_number - 1) * query.page_size };
  const { items, total } = await contentItems(deps.db, smeId, where, page);
  return { results: items, results_count: total, page_number: query.page_number, page_size: query.page_size };
}

// ---- Settings ----

async function readSettings(deps: Deps, actor: Actor, smeId: string): Promise<SmeSettings> {
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, smeId));
  const [billing] = await deps.db.select().from(companyBilling).where(eq(companyBilling.companyId, smeId));
  const [merchant] = await deps.db
    .select({ prefs: merchants.notificationPreferences })
    .from(merchants)
    .where(eq(merchants.id, actor.merchantId));
  return {
    business: {
      name: company.name,
      description: company.description,
      website: company.website,
      industry: company.industry,
      country: company.country,
      logo: company.logoUrl,
    },
    mpesa_phone: billing?.mpesaPhone ?? null,
    notification_preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...(merchant?.prefs ?? {}) },
  };
}

/** GET /sme/{sme_id}/settings: the business profile and logo, the M-Pesa number, the owner's notifications. */
export async function getSmeSettings(deps: Deps, actor: Actor, smeId: string): Promise<SmeSettings> {
  await smeFor(deps, actor, smeId, 'company.view');
  return readSettings(deps, actor, smeId);
}

/** PUT /sme/{sme_id}/settings: all of it in one transaction (nothing half-saved). */
export async function putSmeSettings(
  deps: Deps,
  actor: Actor,
  smeId: string,
  input: z.output<typeof smeSettingsRequestSchema>,
): Promise<SmeSettings> {
  await smeFor(deps, actor, smeId, 'company.edit');
  if (input.mpesa_phone !== undefined) await authorize(deps, actor, smeId, 'payments.manage');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ ...input.business, updatedAt: new Date() })
      .where(eq(companies.id, smeId));
    if (input.mpesa_phone !== undefined) {
      const values = {
        billingMode: 'MPESA' as const,
        mpesaPhone: input.mpesa_phone,
        updatedBy: actor.merchantId,
        updatedAt: new Date(),
      };
      await tx
        .insert(companyBilling)
        .values({ companyId: smeId, ...values })
        .onConflictDoUpdate({ target: companyBilling.companyId, set: values });
    }
    if (input.notification_preferences)
      await tx
        .update(merchants)
        .set({ notificationPreferences: input.notification_preferences as NotificationPreferences })
        .where(eq(merchants.id, actor.merchantId));
  });
  await invalidateAudience(deps, smeId);
  return readSettings(deps, actor, smeId);
}

/** POST /sme/{sme_id}/logo: the business's logo (the caller's access checked before any byte is read). */
export async function uploadSmeLogo(deps: Deps, actor: Actor, smeId: string, request: FastifyRequest) {
  await smeFor(deps, actor, smeId, 'company.edit');
  const form = await readUpload(request, 'image');
  return uploadLogo(deps, actor, { company_id: smeId, image: form.file });
}
