/** Request and response contracts of the auth and merchant-profile calls (spec sections 3 and 7). */
import { z } from 'zod';
import {
  dateOfBirthSchema,
  emailSchema,
  nameSchema,
  otpSchema,
  passwordSchema,
  phoneSchema,
  TERMS_VERSION,
} from './validation';

export const COMPANY_ROLES = ['AGENCY', 'ACCOUNT', 'BRAND'] as const;
export const MERCHANT_ROLES = ['OWNER'] as const;
export const CLUSTER_ROLES = ['ADMIN', 'OWNER', 'COMPANY_MANAGER', 'BRAND_MANAGER'] as const;

export const companyMembershipSchema = z.object({
  id: z.string(),
  name: z.string(),
  company_role: z.enum(COMPANY_ROLES),
  merchant_role: z.enum(MERCHANT_ROLES).nullable(),
  cluster_role: z.enum(CLUSTER_ROLES).nullable(),
  is_sme: z.boolean(),
  parent_id: z.string().nullable(),
});
export type CompanyMembership = z.infer<typeof companyMembershipSchema>;

export const merchantProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  phone: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  /** Shown by the SME area: the business name, else the person's full name. */
  name: z.string(),
  business_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  avatar_url: z.string().nullable(),
  account_disabled: z.boolean(),
  accepted_terms_version: z.string().nullable(),
  last_company_id: z.string().nullable(),
  companies: z.array(companyMembershipSchema),
});
export type MerchantProfile = z.infer<typeof merchantProfileSchema>;

export const loginRequestSchema = z.object({
  username: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  merchant_profile: merchantProfileSchema,
  is_sme: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const accessTokenResponseSchema = z.object({ access_token: z.string() });

export const initiateQuerySchema = z.object({
  is_sme: z.stringbool().optional().default(false),
});

export const initiateRequestSchema = z.object({
  first_name: nameSchema('First name'),
  last_name: nameSchema('Last name'),
  business_name: nameSchema('Business name', 120),
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
  date_of_birth: dateOfBirthSchema.optional(),
  accepted_terms_version: z.literal(TERMS_VERSION, { error: `Accept the terms (${TERMS_VERSION})` }).optional(),
});
export type InitiateRequest = z.infer<typeof initiateRequestSchema>;

export const emailVerificationRequestSchema = z.object({ otp: otpSchema });
/** After a sign-up's code: `access_token` is the new account's session, which replaces the sign-up token. */
export const emailVerificationResponseSchema = z.object({
  email_verified: z.literal(true),
  access_token: z.string().optional(),
});
export type EmailVerificationResponse = z.infer<typeof emailVerificationResponseSchema>;

export const completeSignupRequestSchema = z.object({ business_name: nameSchema('Business name', 120) });

export const resetPasswordRequestSchema = z.object({ email: emailSchema });

export const savePasswordRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  token: z.string({ error: 'Token is required' }).min(10, 'The reset link is invalid or has expired').max(200),
});

export const updateMerchantRequestSchema = z.object({
  first_name: nameSchema('First name'),
  last_name: nameSchema('Last name'),
  business_name: nameSchema('Business name', 120).nullable().optional(),
  date_of_birth: dateOfBirthSchema.nullable().optional(),
  avatar_url: z
    .string()
    .max(500)
    .regex(
      /^(https?:\/\/[^\s"'<>`]+|\/uploads\/[a-z0-9-]+\/[0-9a-f-]{36}\.(jpg|png))$/,
      'Avatar must be an http(s) URL or an uploaded file (/uploads/...)',
    )
    .nullable()
    .optional(),
  accepted_terms_version: z
    .literal(TERMS_VERSION, { error: `Terms version must be ${TERMS_VERSION}` })
    .nullable()
    .optional(),
});
export type UpdateMerchantRequest = z.infer<typeof updateMerchantRequestSchema>;

export const phoneNumberRequestSchema = z.object({ phone_number: phoneSchema });

export const lastCompanyRequestSchema = z.object({
  company_id: z.string({ error: 'Company id is required' }).min(1).max(64),
});

export const labelResponseSchema = z.object({ label: z.string() });
export const messageResponseSchema = z.object({ message: z.string() });

export const errorResponseSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
});

/** Checked as soon as both passwords are typed, even while other fields are still invalid. */
const passwordsMatch = {
  path: ['confirm_password'],
  message: 'Passwords do not match',
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirm_password?: unknown };
    return typeof value?.password === 'string' && typeof value?.confirm_password === 'string';
  },
};

/** Sign-up form: the initiate body plus the confirmation the user types twice. */
export const signupFormSchema = initiateRequestSchema
  .extend({
    confirm_password: z.string().min(8, 'Confirm your password (at least 8 characters)'),
    accept_terms: z.literal(true, { error: 'Accept the terms and conditions' }),
  })
  .refine((v) => v.password === v.confirm_password, passwordsMatch);

export const newPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirm_password: z.string().min(8, 'Confirm your password (at least 8 characters)'),
  })
  .refine((v) => v.password === v.confirm_password, passwordsMatch);
