import { CAMPAIGNS_ROOT } from '../../api/keys';
import { QUERY_ROOTS } from '../../../../lib/query-keys';

/** Query keys of the wizard's own calls (drafts and prices under the campaigns root, group members under groups). */
export const wizardKeys = {
  draft: (draftId: string) => [CAMPAIGNS_ROOT, 'draft', draftId] as const,
  prices: (body: { currency: string; influencer_ids: readonly number[]; channels: readonly string[] }) =>
    [CAMPAIGNS_ROOT, 'prices', body] as const,
  groupMembers: (groupIds: readonly string[]) =>
    [QUERY_ROOTS.groups, 'campaign-members', [...groupIds].sort()] as const,
};
