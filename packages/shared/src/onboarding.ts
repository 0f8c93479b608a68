/**
 * The onboarding checklist's flags (spec section 3), apart from companies.ts's schemas so that the dashboard, which
 * shows the checklist, loads no zod (docs/decisions/030-web-speed.md).
 */

/** The checklist flags of spec section 3, in the order a new merchant meets them. */
export const CHECKLIST_FLAGS = [
  'email_verified',
  'company_created',
  'brand_created',
  'cluster_created',
  'teammate_invited',
  'billing_mode_added',
  'contract_created',
] as const;
export type Checklist = Record<(typeof CHECKLIST_FLAGS)[number], boolean>;
