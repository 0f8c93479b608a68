/** Campaign briefs on the secondary API (spec sections 3 Brief, 7 Secondary API). */
import { z } from 'zod';
import { richTextSchema } from './rich-text';
import { storedFileSchema } from './uploads';

export const BRIEF_LIMITS = {
  name: 120,
  callToAction: 1000,
  rowText: 500,
  rows: 30,
  tags: 30,
  tagText: 100,
  niches: 20,
  thumbnails: 1,
  assets: 10,
} as const;
/** A new brief form starts with this many empty rows of content-creation steps and key selling points. */
export const BRIEF_EMPTY_ROWS = 2;

const uuidOf = (field: string, what: string) => z.uuid({ error: `${field} must be a ${what} id` });
/** A calendar date the database can hold and a campaign can mean: years 1900 to 2100. */
const isoDate = (label: string) =>
  z.iso
    .date({ error: `${label} must be a date (YYYY-MM-DD)` })
    .refine(
      (date) => Number(date.slice(0, 4)) >= 1900 && Number(date.slice(0, 4)) <= 2100,
      `${label} must be between 1900 and 2100`,
    );

/** Ordered text rows (steps, selling points): kept in order, blank rows dropped (the form starts with two). */
const rows = (label: string) =>
  z
    .array(z.string().max(BRIEF_LIMITS.rowText, `Each ${label} holds at most ${BRIEF_LIMITS.rowText} characters`), {
      error: `${label} must be a list of texts`,
    })
    .max(BRIEF_LIMITS.rows, `At most ${BRIEF_LIMITS.rows} ${label}`)
    .transform((list) => list.map((row) => row.trim()).filter(Boolean));

/** Handles and hashtags: trimmed, blank and repeated entries dropped. */
const tags = (label: string) =>
  z
    .array(z.string().max(BRIEF_LIMITS.tagText, `Each ${label} holds at most ${BRIEF_LIMITS.tagText} characters`), {
      error: `${label} must be a list of texts`,
    })
    .max(BRIEF_LIMITS.tags, `At most ${BRIEF_LIMITS.tags} ${label}`)
    .transform((list) => [...new Set(list.map((tag) => tag.trim()).filter(Boolean))]);

/** The writable fields; the API accepts `handle`/`hashtag` and `handles`/`hashtags` alike. */
const briefFields = {
  brief_name: z
    .string({ error: 'brief_name is required' })
    .trim()
    .min(1, 'Give the brief a name')
    .max(BRIEF_LIMITS.name, `At most ${BRIEF_LIMITS.name} characters`),
  platform: z.string({ error: 'platform is required' }).trim().min(1, 'Choose a platform').max(40),
  niche: z
    .array(z.string().trim().min(1).max(60), { error: 'niche must be a list' })
    .max(BRIEF_LIMITS.niches, `At most ${BRIEF_LIMITS.niches} niches`),
  start_date: isoDate('start_date'),
  end_date: isoDate('end_date'),
  overview: richTextSchema.nullable(),
  objectives: richTextSchema.nullable(),
  call_to_action: z.string().trim().max(BRIEF_LIMITS.callToAction, `At most ${BRIEF_LIMITS.callToAction} characters`),
  content_creation_steps: rows('content creation steps'),
  key_selling_points: rows('key selling points'),
  handle: tags('handles'),
  handles: tags('handles'),
  hashtag: tags('hashtags'),
  hashtags: tags('hashtags'),
  pre_approval: z.boolean({ error: 'pre_approval must be true or false' }),
  advertiser_pre_approval: z.boolean({ error: 'advertiser_pre_approval must be true or false' }),
};

const datesInOrder = (value: { start_date?: string; end_date?: string }) =>
  !value.start_date || !value.end_date || value.start_date <= value.end_date;
const datesIssue = { message: 'The end date cannot be before the start date', path: ['end_date'] };

export const createBriefRequestSchema = z
  .object({
    brand_id: uuidOf('brand_id', 'brand'),
    ...briefFields,
    niche: briefFields.niche.default([]),
    overview: briefFields.overview.default(null),
    objectives: briefFields.objectives.default(null),
    call_to_action: briefFields.call_to_action.default(''),
    content_creation_steps: briefFields.content_creation_steps.default([]),
    key_selling_points: briefFields.key_selling_points.default([]),
    handle: briefFields.handle.optional(),
    handles: briefFields.handles.optional(),
    hashtag: briefFields.hashtag.optional(),
    hashtags: briefFields.hashtags.optional(),
    pre_approval: briefFields.pre_approval.default(false),
    advertiser_pre_approval: briefFields.advertiser_pre_approval.default(false),
  })
  .refine(datesInOrder, datesIssue);
export type CreateBriefRequest = z.input<typeof createBriefRequestSchema>;

/** Any subset of the fields; `thumbnail` and `assets` list the stored file URLs to keep (files are added by upload). */
export const updateBriefRequestSchema = z
  .object({
    ...briefFields,
    thumbnail: z.array(z.string().max(300)).max(BRIEF_LIMITS.thumbnails),
    assets: z.array(z.string().max(300)).max(BRIEF_LIMITS.assets),
  })
  .partial()
  .extend({ brief_id: uuidOf('brief_id', 'brief') })
  .refine(datesInOrder, datesIssue);
export type UpdateBriefRequest = z.input<typeof updateBriefRequestSchema>;

export const briefIdRequestSchema = z.object({ brief_id: uuidOf('brief_id', 'brief') });
export const listBriefsRequestSchema = z.object({
  brand_id: uuidOf('brand_id', 'brand'),
  /** Part of the name, any case. */
  name: z.string().trim().max(BRIEF_LIMITS.name).optional(),
});

export const briefSchema = z
  .object({
    brief_id: z.string(),
    brief_name: z.string(),
    brand_id: z.string(),
    brand_name: z.string(),
    company_id: z.string().nullable(),
    platform: z.string(),
    niche: z.array(z.string()),
    start_date: z.string(),
    end_date: z.string(),
    overview: richTextSchema.nullable(),
    objectives: richTextSchema.nullable(),
    call_to_action: z.string(),
    content_creation_steps: z.array(z.string()),
    key_selling_points: z.array(z.string()),
    handle: z.array(z.string()),
    handles: z.array(z.string()),
    hashtag: z.array(z.string()),
    hashtags: z.array(z.string()),
    thumbnail: z.array(storedFileSchema),
    assets: z.array(storedFileSchema),
    pre_approval: z.boolean(),
    advertiser_pre_approval: z.boolean(),
    is_demo: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Brief' });
export type Brief = z.infer<typeof briefSchema>;

export const briefListSchema = z.object({ briefs: z.array(briefSchema) });
