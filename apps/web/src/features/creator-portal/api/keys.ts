/**
 * Query keys of the creator portal, under one root: logging out (or in as someone else) removes them
 * all at once, and nothing of the merchant side shares them.
 */
export const CREATOR_PORTAL_ROOT = 'creator-portal';

export const creatorKeys = {
  all: [CREATOR_PORTAL_ROOT] as const,
  me: () => [CREATOR_PORTAL_ROOT, 'me'] as const,
  invitations: () => [CREATOR_PORTAL_ROOT, 'invitations'] as const,
  invitation: (id: string) => [CREATOR_PORTAL_ROOT, 'invitations', id] as const,
  assignments: () => [CREATOR_PORTAL_ROOT, 'assignments'] as const,
  contracts: () => [CREATOR_PORTAL_ROOT, 'contracts'] as const,
  contract: (id: string) => [CREATOR_PORTAL_ROOT, 'contracts', id] as const,
  contractFile: (id: string) => [CREATOR_PORTAL_ROOT, 'contract-file', id] as const,
};
