import type { ApiBody } from '../../../lib/api/types';

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
};
