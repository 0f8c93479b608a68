import type { ApiBody } from '../../../lib/api/types';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** The body of a campaign search: part of its list's key. */
export type CampaignSearchBody = ApiBody<'/campaigns/search/companies/{id}', 'post'>;

/**
 * Query keys of campaigns: everything under one root. A company's lists include its brands'
 * campaigns, so a change to one campaign refreshes every company's lists (`lists`).
 */
export const CAMPAIGNS_ROOT = 'campaigns';

export const campaignKeys = {
  all: [CAMPAIGNS_ROOT] as const,
  /** Every list of every company (by date and searches). */
  lists: [CAMPAIGNS_ROOT, 'list'] as const,
  byDate: (companyId: string) => [CAMPAIGNS_ROOT, 'list', companyId, 'by-date'] as const,
  search: (companyId: string, body: CampaignSearchBody) => [CAMPAIGNS_ROOT, 'list', companyId, 'search', body] as const,
  drafts: (companyId: string) => [CAMPAIGNS_ROOT, 'drafts', companyId] as const,
  detail: (campaignId: string) => [CAMPAIGNS_ROOT, 'detail', campaignId] as const,
  stats: (campaignId: string) => [CAMPAIGNS_ROOT, 'stats', campaignId] as const,
  public: (campaignId: string) => [CAMPAIGNS_ROOT, 'public', campaignId] as const,
  /** A deliverable's (task's) subtasks. */
  subtasks: (campaignId: string, taskId: string) => [CAMPAIGNS_ROOT, 'subtasks', campaignId, taskId] as const,
};

/** The campaign wizard's calls: drafts and prices under the campaigns root, group members under groups. */
export const wizardKeys = {
  draft: (draftId: string) => [CAMPAIGNS_ROOT, 'draft', draftId] as const,
  prices: (body: { currency: string; influencer_ids: readonly number[]; channels: readonly string[] }) =>
    [CAMPAIGNS_ROOT, 'prices', body] as const,
  groupMembers: (groupIds: readonly string[]) =>
    [QUERY_ROOTS.groups, 'campaign-members', [...groupIds].sort()] as const,
};

/**
 * The SME area's campaign calls (the SME session's: `smeClient`), under the campaigns root so a change to campaigns
 * refreshes them too; one business's under its id.
 */
export const smeCampaignKeys = {
  all: (smeId: string) => [CAMPAIGNS_ROOT, 'sme', smeId] as const,
  lists: (smeId: string) => [CAMPAIGNS_ROOT, 'sme', smeId, 'list'] as const,
  list: (smeId: string, page: { page_number: number; page_size: number }) =>
    [CAMPAIGNS_ROOT, 'sme', smeId, 'list', page] as const,
  /** The packages (reference data, the same for every business). */
  packages: () => [CAMPAIGNS_ROOT, 'sme-packages'] as const,
};
