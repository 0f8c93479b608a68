/** Query keys of campaign briefs: everything under one root, refreshed together after a change. */
export const BRIEFS_ROOT = 'briefs';

export const briefKeys = {
  all: [BRIEFS_ROOT] as const,
  brand: (brandId: string) => [BRIEFS_ROOT, 'brand', brandId] as const,
  list: (brandId: string, name: string) => [BRIEFS_ROOT, 'brand', brandId, 'list', name] as const,
  detail: (briefId: string) => [BRIEFS_ROOT, 'detail', briefId] as const,
};
