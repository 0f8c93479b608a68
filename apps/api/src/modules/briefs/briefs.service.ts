/** Campaign briefs of a brand (secondary API): every field of the spec's Brief, files added by upload. */
import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BRIEF_LIMITS,
  type Brief,
  type createBriefRequestSchema,
  type listBriefsRequestSchema,
  type updateBriefRequestSchema,
} from '@app/shared/briefs';
import type { StoredFile } from '@app/shared/uploads';
import { briefs } from '../../db/schema/briefs';
import { companies } from '../../db/schema/companies';
import { categories, channels, subcategories } from '../../db/schema/config';
import type { Deps } from '../../deps';
import type { Actor } from '../../actor';
import { fieldError } from '../../errors';
import { storePublicFile, type UploadedFile } from '../../infra/uploads';
import { cleanRichText } from '../../infra/rich-text';
import { loadScoped } from '../companies/access';

type BriefRow = typeof briefs.$inferSelect;
type CreateInput = z.output<typeof createBriefRequestSchema>;
type UpdateInput = z.output<typeof updateBriefRequestSchema>;

const briefNotFound = () => fieldError('brief_id', 'Brief not found', 'NOT_FOUND');
const brandNotFound = () => fieldError('brand_id', 'Brand not found', 'NOT_FOUND');

const BRAND_COLUMNS = {
  id: companies.id,
  name: companies.name,
  role: companies.companyRole,
  parentId: companies.parentId,
};

/** Briefs belong to a brand, not to an agency or company. */
function brandOnly<Brand extends { role: string }>(brand: Brand): Brand {
  if (brand.role !== 'BRAND')
    throw fieldError('brand_id', "Briefs belong to a brand; choose one of the company's brands");
  return brand;
}

/** A brand the caller may take `action` on; a brand they cannot reach, or not a brand, is "not found". */
async function brandFor(deps: Deps, actor: Actor, brandId: string, action: 'company.view' | 'brief.write') {
  const brand = await loadScoped(deps, actor, brandId, {
    action,
    notFound: brandNotFound,
    load: async (id) => (await deps.db.select(BRAND_COLUMNS).from(companies).where(eq(companies.id, id)))[0],
    companyOf: (row) => row.id,
  });
  return brandOnly(brand);
}

/** The brief, if the caller may take `action` on its brand; "not found" otherwise (nothing revealed). */
async function briefFor(deps: Deps, actor: Actor, briefId: string, action: 'company.view' | 'brief.write') {
  const { row, brand } = await loadScoped(deps, actor, briefId, {
    action,
    notFound: briefNotFound,
    load: async (id) =>
      (
        await deps.db
          .select({ row: briefs, brand: BRAND_COLUMNS })
          .from(briefs)
          .innerJoin(companies, eq(companies.id, briefs.brandId))
          .where(eq(briefs.id, id))
      )[0],
    companyOf: ({ row }) => row.brandId,
  });
  return { row, brand: brandOnly(brand) };
}

/** platform must be a channel of the configuration, niches its categories or subcategories. */
async function checkReferences(deps: Deps, input: { platform?: string; niche?: string[] }) {
  if (input.platform !== undefined) {
    const [channel] = await deps.db
      .select({ value: channels.value })
      .from(channels)
      .where(eq(channels.value, input.platform));
    if (!channel) throw fieldError('platform', `Unknown platform "${input.platform}"`);
  }
  if (input.niche?.length) {
    const wanted = [...new Set(input.niche)];
    const known = new Set([
      ...(
        await deps.db.select({ v: categories.enumValue }).from(categories).where(inArray(categories.enumValue, wanted))
      ).map((r) => r.v),
      ...(
        await deps.db
          .select({ v: subcategories.enumValue })
          .from(subcategories)
          .where(inArray(subcategories.enumValue, wanted))
      ).map((r) => r.v),
    ]);
    const unknown = wanted.find((n) => !known.has(n));
    if (unknown) throw fieldError('niche', `Unknown niche "${unknown}"`);
  }
}

/** Both spellings arrive; `handles` wins over `handle` when both are sent (the plural is the answer's spelling too). */
const pick = <T>(plural: T | undefined, singular: T | undefined) => plural ?? singular;

function view(row: BriefRow, brand: { name: string; parentId: string | null }): Brief {
  return {
    brief_id: row.id,
    brief_name: row.name,
    brand_id: row.brandId,
    brand_name: brand.name,
    company_id: brand.parentId,
    platform: row.platform,
    niche: row.niches,
    start_date: row.startDate,
    end_date: row.endDate,
    overview: row.overview ?? null,
    objectives: row.objectives ?? null,
    call_to_action: row.callToAction,
    content_creation_steps: row.contentCreationSteps,
    key_selling_points: row.keySellingPoints,
    handle: row.handles,
    handles: row.handles,
    hashtag: row.hashtags,
    hashtags: row.hashtags,
    thumbnail: row.thumbnail,
    assets: row.assets,
    pre_approval: row.preApproval,
    advertiser_pre_approval: row.advertiserPreApproval,
    is_demo: row.isDemo,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function createBrief(deps: Deps, actor: Actor, input: CreateInput): Promise<Brief> {
  const brand = await brandFor(deps, actor, input.brand_id, 'brief.write');
  await checkReferences(deps, input);
  const [row] = await deps.db
    .insert(briefs)
    .values({
      brandId: brand.id,
      name: input.brief_name,
      platform: input.platform,
      niches: [...new Set(input.niche)],
      startDate: input.start_date,
      endDate: input.end_date,
      overview: cleanRichText(input.overview, 'overview'),
      objectives: cleanRichText(input.objectives, 'objectives'),
      callToAction: input.call_to_action,
      contentCreationSteps: input.content_creation_steps,
      keySellingPoints: input.key_selling_points,
      handles: pick(input.handles, input.handle) ?? [],
      hashtags: pick(input.hashtags, input.hashtag) ?? [],
      preApproval: input.pre_approval,
      advertiserPreApproval: input.advertiser_pre_approval,
      createdBy: actor.merchantId,
    })
    .returning();
  return view(row, brand);
}

export async function getBrief(deps: Deps, actor: Actor, input: { brief_id: string }): Promise<Brief> {
  const { row, brand } = await briefFor(deps, actor, input.brief_id, 'company.view');
  return view(row, brand);
}

export async function listBriefs(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof listBriefsRequestSchema>,
): Promise<{ briefs: Brief[] }> {
  const brand = await brandFor(deps, actor, input.brand_id, 'company.view');
  const name = input.name?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await deps.db
    .select()
    .from(briefs)
    .where(and(eq(briefs.brandId, brand.id), name ? ilike(briefs.name, `%${name}%`) : undefined))
    .orderBy(desc(briefs.updatedAt));
  return { briefs: rows.map((row) => view(row, brand)) };
}

/** Stored files kept by an update: a subset of the current ones, named by URL. */
function keepFiles(
  field: 'thumbnail' | 'assets',
  current: StoredFile[],
  keep: string[] | undefined,
): StoredFile[] | undefined {
  if (keep === undefined) return undefined;
  const byUrl = new Map(current.map((file) => [file.url, file]));
  const stranger = keep.find((url) => !byUrl.has(url));
  if (stranger)
    throw fieldError(field, "Files are added by upload; an update can only keep or remove the brief's own files");
  return [...new Set(keep)].map((url) => byUrl.get(url)!);
}

export async function updateBrief(deps: Deps, actor: Actor, input: UpdateInput): Promise<Brief> {
  const { brand } = await briefFor(deps, actor, input.brief_id, 'brief.write');
  await checkReferences(deps, input);
  const overview = input.overview === undefined ? undefined : cleanRichText(input.overview, 'overview');
  const objectives = input.objectives === undefined ? undefined : cleanRichText(input.objectives, 'objectives');
  // Locked: an upload landing meanwhile is not lost by a keep-list read before it.
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(briefs).where(eq(briefs.id, input.brief_id)).for('update');
    if (!row) throw briefNotFound();
    if ((input.start_date ?? row.startDate) > (input.end_date ?? row.endDate))
      throw fieldError('end_date', 'The end date cannot be before the start date');
    const changes: Partial<typeof briefs.$inferInsert> = {
      name: input.brief_name,
      platform: input.platform,
      niches: input.niche && [...new Set(input.niche)],
      startDate: input.start_date,
      endDate: input.end_date,
      overview,
      objectives,
      callToAction: input.call_to_action,
      contentCreationSteps: input.content_creation_steps,
      keySellingPoints: input.key_selling_points,
      handles: pick(input.handles, input.handle),
      hashtags: pick(input.hashtags, input.hashtag),
      preApproval: input.pre_approval,
      advertiserPreApproval: input.advertiser_pre_approval,
      thumbnail: keepFiles('thumbnail', row.thumbnail, input.thumbnail),
      assets: keepFiles('assets', row.assets, input.assets),
    };
    const [saved] = await tx
      .update(briefs)
      .set({
        ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
        updatedAt: new Date(),
      })
      .where(eq(briefs.id, row.id))
      .returning();
    return saved;
  });
  return view(updated, brand);
}

export async function deleteBrief(deps: Deps, actor: Actor, input: { brief_id: string }): Promise<{ message: string }> {
  const { row } = await briefFor(deps, actor, input.brief_id, 'brief.write');
  await deps.db.delete(briefs).where(eq(briefs.id, row.id));
  return { message: `Brief "${row.name}" deleted` };
}

/**
 * Adds an uploaded file to the brief: the thumbnail (one image, replacing the last) or an asset (images and
 * PDFs, at most BRIEF_LIMITS.assets). The row is locked meanwhile, so two uploads at once both land.
 */
export async function addBriefFile(
  deps: Deps,
  actor: Actor,
  input: { brief_id: string; slot: 'thumbnail' | 'assets'; file: UploadedFile },
): Promise<Brief> {
  const { row, brand } = await briefFor(deps, actor, input.brief_id, 'brief.write');
  if (input.slot === 'assets' && row.assets.length >= BRIEF_LIMITS.assets) {
    throw fieldError('file', `A brief holds at most ${BRIEF_LIMITS.assets} asset files; remove one first`, 'CONFLICT');
  }
  const stored = await storePublicFile(
    deps.storage,
    input.slot === 'thumbnail' ? 'brief-thumbnails' : 'brief-assets',
    input.file,
  );
  const updated = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(briefs).where(eq(briefs.id, row.id)).for('update');
    if (!locked) throw briefNotFound();
    if (input.slot === 'assets' && locked.assets.length >= BRIEF_LIMITS.assets) {
      throw fieldError(
        'file',
        `A brief holds at most ${BRIEF_LIMITS.assets} asset files; remove one first`,
        'CONFLICT',
      );
    }
    const next = input.slot === 'thumbnail' ? { thumbnail: [stored] } : { assets: [...locked.assets, stored] };
    const [saved] = await tx
      .update(briefs)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(briefs.id, row.id))
      .returning();
    return saved;
  });
  return view(updated, brand);
}
