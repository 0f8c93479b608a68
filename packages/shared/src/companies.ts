/** Contracts of the companies, team, theme and onboarding calls (issue 3). */
import { z } from 'zod';
import { CHECKLIST_FLAGS } from './onboarding';
import { COMPANY_ROLES } from './auth';
import { ACTIONS, TEAM_ROLES } from './permissions';
import { emailSchema, nameSchema, passwordSchema, phoneSchema, TERMS_VERSION } from './validation';

export const COMPANY_TYPES = ['agency', 'company', 'brand'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
/** Onboarding's /onboarding/{companyType} to the company_role it creates. */
export const COMPANY_TYPE_ROLE = { agency: 'AGENCY', company: 'ACCOUNT', brand: 'BRAND' } as const;

export const INDUSTRIES = [
  'Agriculture',
  'Beauty & personal care',
  'Education',
  'Entertainment & media',
  'Fashion & apparel',
  'Financial services',
  'Food & beverage',
  'Health & wellness',
  'Hospitality & travel',
  'Marketing & advertising',
  'Real estate',
  'Retail & e-commerce',
  'Technology',
  'Telecommunications',
  'Transport & logistics',
  'Other',
] as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const companyProfileFields = {
  name: nameSchema('Company name', 120),
  website: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'Website must start with http:// or https://' }).max(300),
    ])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  industry: z
    .enum(INDUSTRIES, { error: 'Pick an industry from the list' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  country: optionalText(80, 'Country'),
  description: optionalText(2000, 'Description'),
};

export const createCompanyRequestSchema = z.object({
  ...companyProfileFields,
  company_role: z.enum(COMPANY_ROLES, { error: 'company_role must be AGENCY, ACCOUNT or BRAND' }),
  parent_id: z.uuid({ error: 'parent_id must be a company id' }).nullable().optional(),
});
export type CreateCompanyRequest = z.input<typeof createCompanyRequestSchema>;

export const updateCompanyRequestSchema = z.object(companyProfileFields);
export type UpdateCompanyRequest = z.input<typeof updateCompanyRequestSchema>;

export const companySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  company_role: z.enum(COMPANY_ROLES),
  parent_id: z.string().nullable(),
  is_sme: z.boolean(),
  logo: z.string().nullable(),
  /** The caller's effective role here (inherited from a parent when not direct). */
  role: z.enum(TEAM_ROLES),
  inherited: z.boolean(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companyDetailSchema = companySummarySchema.extend({
  website: z.string().nullable(),
  industry: z.string().nullable(),
  country: z.string().nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
  parent: z.object({ id: z.string(), name: z.string(), company_role: z.enum(COMPANY_ROLES) }).nullable(),
  /** Where an inherited role comes from (the company holding the membership); null when direct. */
  role_source: z.object({ id: z.string(), name: z.string() }).nullable(),
  children: z.array(
    z.object({ id: z.string(), name: z.string(), company_role: z.enum(COMPANY_ROLES), logo: z.string().nullable() }),
  ),
  permissions: z.array(z.enum(ACTIONS)),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

// ---- Theme (custom_config) ----

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours are #RRGGBB');
export const colourScaleSchema = z.array(hexColour).length(10, 'A colour scale has 10 shades');
export const BUTTON_STYLES = ['rounded', 'pill', 'square'] as const;

export const themeSchema = z.object({
  colorscheme: z.object({ primary: colourScaleSchema, secondary: colourScaleSchema, gray: colourScaleSchema }),
  button_style: z.enum(BUTTON_STYLES, { error: 'button_style must be rounded, pill or square' }),
  logo: z.string().max(500).nullable(),
});
export type Theme = z.infer<typeof themeSchema>;

export const customConfigResponseSchema = z.object({
  company_id: z.string(),
  properties: z.object({
    /** The company's theme, else its nearest ancestor's; null when none. */
    value: themeSchema.nullable(),
    /** The company the theme comes from when it is not the company's own. */
    inherited_from: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** The logo to show: the company's own upload, else the theme's; set even without a theme. */
    logo: z.string().nullable(),
  }),
});

export const saveThemeRequestSchema = themeSchema
  .omit({ logo: true })
  .extend({ logo: z.string().max(500).nullable().optional() });
export type SaveThemeRequest = z.output<typeof saveThemeRequestSchema>;

// ---- Team ----

export const teamMemberSchema = z.object({
  merchant_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(TEAM_ROLES),
  /** Membership held on a parent company (agency or account), shown here read-only. */
  inherited_from: z.object({ id: z.string(), name: z.string() }).nullable(),
  is_you: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED']),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const teamResponseSchema = z.object({
  company_id: z.string(),
  members: z.array(teamMemberSchema),
  invitations: z.array(invitationSchema),
  grantable_roles: z.array(z.enum(TEAM_ROLES)),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const inviteRequestSchema = z.object({
  email: emailSchema,
  role: z.enum(TEAM_ROLES, { error: 'Pick a role' }),
});

export const changeRoleRequestSchema = z.object({ role: z.enum(TEAM_ROLES, { error: 'Pick a role' }) });

export const createAccountFromInviteRequestSchema = z.object({
  token: z.string({ error: 'The invitation link is invalid' }).min(10, 'The invitation link is invalid').max(200),
  email: emailSchema,
  first_name: nameSchema('First name'),
  last_name: nameSchema('Last name'),
  password: passwordSchema,
  phone: phoneSchema.optional(),
  /** Recorded like at sign-up, so invited accounts carry the terms version they accepted. */
  accepted_terms_version: z.literal(TERMS_VERSION, { error: `Accept the terms (${TERMS_VERSION})` }).optional(),
});
export type CreateAccountFromInviteRequest = z.infer<typeof createAccountFromInviteRequestSchema>;

export const invitationPreviewSchema = z.object({
  email: z.string(),
  company_name: z.string(),
  role: z.enum(TEAM_ROLES),
  invited_by: z.string().nullable(),
  account_exists: z.boolean(),
});

// ---- Onboarding ----

export const checklistSchema = z.object(
  Object.fromEntries(CHECKLIST_FLAGS.map((f) => [f, z.boolean()])) as Record<
    (typeof CHECKLIST_FLAGS)[number],
    z.ZodBoolean
  >,
);
export type { Checklist } from './onboarding';

// ---- Analytics ----

export const ANALYTICS_METADATA_MAX_BYTES = 8000;
export const ANALYTICS_METADATA_MAX_DEPTH = 4;

/** Nesting depth of a JSON value: 0 for a scalar, 1 for a flat object or array. */
export function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let deepest = 0;
  for (const child of Object.values(value)) deepest = Math.max(deepest, depthOf(child));
  return deepest + 1;
}

export const analyticsEventRequestSchema = z.object({
  event_name: z
    .string()
    .trim()
    .min(1, 'event_name is required')
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'event_name may hold letters, digits and _ . : -'),
  platform: z.string().trim().min(1, 'platform is required').max(40),
  metadata: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((m) => JSON.stringify(m).length <= ANALYTICS_METADATA_MAX_BYTES, 'metadata is larger than 8 KB')
    .refine(
      (m) => depthOf(m) <= ANALYTICS_METADATA_MAX_DEPTH,
      `metadata may nest at most ${ANALYTICS_METADATA_MAX_DEPTH} levels`,
    ),
});

export const cubeTokenResponseSchema = z.object({ access_token: z.string(), expires_in: z.number() });
