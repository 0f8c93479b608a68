/** Creator groups (spec sections 3, 7, 9). */
import { z } from 'zod';
import { boundedIntParam, int32Id, nameSchema } from './validation';

import { GROUP_CODE_LENGTH, GROUP_PAGE_SIZE } from './group-options';

export * from './group-options';

const creatorIds = z
  .array(int32Id('influencer_ids'), { error: 'influencer_ids must be a list of creator ids' })
  .max(1000, 'At most 1000 creators at once');

export const createGroupRequestSchema = z.object({
  company_id: z.uuid({ error: 'company_id must be a company id' }),
  name: nameSchema('Group name', 80),
  description: z.string().trim().max(500).nullable().optional(),
  influencer_ids: creatorIds.default([]),
});

export const updateGroupRequestSchema = z
  .object({
    name: nameSchema('Group name', 80).optional(),
    description: z.string().trim().max(500).nullable().optional(),
  })
  .refine((v) => v.name !== undefined || v.description !== undefined, {
    message: 'Send a name or a description to change',
  });

export const groupInfluencersRequestSchema = z.object({
  influencer_ids: creatorIds.min(1, 'influencer_ids must hold at least one id'),
});

export const importGroupRequestSchema = z.object({
  company_id: z.uuid({ error: 'company_id must be a company id' }),
  code: z.string().trim().toUpperCase().length(GROUP_CODE_LENGTH, `A group code has ${GROUP_CODE_LENGTH} characters`),
});

export const groupMetricsSchema = z.object({
  creators_count: z.number(),
  combined_followers: z.number(),
  average_engagement_rate: z.number(),
  channels: z.record(z.string(), z.number()),
});

export const groupSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  code: z.string(),
  creators_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  metrics: groupMetricsSchema.optional(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupCreatorSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.string().nullable(),
  country: z.string(),
  combined_followers_count: z.number(),
  engagement_rate: z.number(),
  channels: z.array(z.string()),
  /** The requested channel's figures, when a channel tab is asked for. */
  channel: z
    .object({
      channel: z.string(),
      handle: z.string(),
      followers: z.number(),
      level: z.string(),
      engagement_rate: z.number(),
    })
    .nullable(),
  added_at: z.string(),
});

export const groupCreatorsResponseSchema = z.object({
  total: z.number(),
  total_pages: z.number(),
  page_number: z.number(),
  page_size: z.number(),
  results: z.array(groupCreatorSchema),
});

export const groupPageQuerySchema = z.object({
  page_number: boundedIntParam('page_number').default(1),
  page_size: boundedIntParam('page_size', { max: 100 }).default(GROUP_PAGE_SIZE),
  channel: z.string().max(20).optional(),
});
