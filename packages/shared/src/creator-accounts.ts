/**
 * The creator side (issue 12, docs/decisions/016-creator-accounts.md): creator accounts and their profile,
 * the three verification steps, campaign invitations and contracts to sign (the agreed work: assignments.ts).
 * Amounts on the creator side are integer minor units (`*_minor`, decision 017), with their `currency`.
 */
import { z } from 'zod';
import type { CampaignStatus } from './campaigns';
import { VERIFICATION_STATUSES } from './config';
import { CONTRACT_STATUSES } from './contracts';
import { GENDERS, INCOME_CATEGORIES } from './creators';
import { canMove, type Party, type TransitionTable } from './state-machine';
import { minorAmount, minorValue } from './money-schemas';
import { boundedInt, dateOfBirthSchema, emailSchema, nameSchema, passwordSchema, phoneSchema } from './validation';

// ---- Accounts ----

export const creatorSignupRequestSchema = z.object({
  first_name: nameSchema('First name'),
  last_name: nameSchema('Last name'),
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
});
export type CreatorSignupRequest = z.infer<typeof creatorSignupRequestSchema>;

export const VERIFICATION_STEPS = ['IDENTITY', 'SOCIAL', 'PAYMENT'] as const;
export type VerificationStep = (typeof VERIFICATION_STEPS)[number];
export const VERIFICATION_STEP_LABELS: Record<VerificationStep, string> = {
  IDENTITY: 'Identity',
  SOCIAL: 'Social accounts',
  PAYMENT: 'Payment (M-Pesa)',
};

/** A Kenyan M-Pesa number: 2547XXXXXXXX or 2541XXXXXXXX (a leading 0 or + is accepted and normalised). */
export const mpesaNumberSchema = z
  .string({ error: 'M-Pesa number is required' })
  .trim()
  .transform((value) =>
    value
      .replace(/[\s-]/g, '')
      .replace(/^\+/, '')
      .replace(/^0(?=[17])/, '254'),
  )
  .pipe(z.string().regex(/^254[17][0-9]{8}$/, 'Enter an M-Pesa number, e.g. 0712 345678'));

/** A creator's rate for one post content type of a channel, in minor units of the profile's currency. */
const rateSchema = z.object({
  post_content_type: z.string().trim().min(1).max(40),
  amount_minor: minorAmount('amount_minor'),
});

export const CREATOR_PROFILE_LIMITS = { channels: 8, interests: 10, bio: 500, handle: 60 } as const;

export const creatorChannelInputSchema = z.object({
  channel: z.string({ error: 'channel is required' }).trim().min(1).max(20),
  handle: z
    .string({ error: 'handle is required' })
    .trim()
    .transform((h) => h.replace(/^@/, ''))
    .pipe(
      z
        .string()
        .min(1, 'Enter your handle')
        .max(CREATOR_PROFILE_LIMITS.handle)
        .regex(/^[A-Za-z0-9._-]+$/, 'A handle has letters, digits, dots, dashes and underscores only'),
    ),
  followers: boundedInt('followers', { min: 0, max: 2_000_000_000 }),
  rates: z.array(rateSchema).max(10).default([]),
});

/** PUT /creator/me: the whole profile; the first complete save makes the creator's catalogue row. */
export const creatorProfileUpdateSchema = z
  .object({
    first_name: nameSchema('First name'),
    last_name: nameSchema('Last name'),
    phone: phoneSchema,
    country_code: z.string({ error: 'Choose your country' }).length(2, 'Choose your country'),
    location_id: boundedInt('location_id').nullable().default(null),
    gender: z.enum(GENDERS, { error: 'Choose a gender' }),
    date_of_birth: dateOfBirthSchema,
    income_category: z.enum(INCOME_CATEGORIES, { error: 'Choose an income category' }),
    content_creator_type_id: boundedInt('content_creator_type_id'),
    interests: z
      .array(z.string().trim().min(1).max(60))
      .min(1, 'Choose at least one interest')
      .max(CREATOR_PROFILE_LIMITS.interests),
    bio: z.string().trim().max(CREATOR_PROFILE_LIMITS.bio).default(''),
    channels: z
      .array(creatorChannelInputSchema)
      .min(1, 'Add at least one channel')
      .max(CREATOR_PROFILE_LIMITS.channels),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.channels.forEach((c, i) => {
      if (seen.has(c.channel))
        ctx.addIssue({ code: 'custom', path: ['channels', i, 'channel'], message: `${c.channel} is listed twice` });
      seen.add(c.channel);
    });
  });
export type CreatorProfileUpdate = z.input<typeof creatorProfileUpdateSchema>;

export const verificationSchema = z.object({
  identity: z.enum(VERIFICATION_STATUSES),
  social: z.enum(VERIFICATION_STATUSES),
  payment: z.enum(VERIFICATION_STATUSES),
  /** The spec's overall rule over the three steps (overallVerificationStatus). */
  overall: z.enum(VERIFICATION_STATUSES),
});

export const creatorProfileSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    /** The catalogue creator this account speaks for; null until the profile is complete. */
    creator_id: z.number().nullable(),
    profile_complete: z.boolean(),
    country_code: z.string().nullable(),
    location_id: z.number().nullable(),
    gender: z.enum(GENDERS).nullable(),
    date_of_birth: z.string().nullable(),
    income_category: z.enum(INCOME_CATEGORIES).nullable(),
    content_creator_type_id: z.number().nullable(),
    interests: z.array(z.string()),
    bio: z.string(),
    currency: z.string().nullable(),
    channels: z.array(
      z.object({
        channel: z.string(),
        handle: z.string(),
        followers: z.number(),
        level: z.string(),
        rates: z.array(rateSchema),
      }),
    ),
    mpesa_number: z.string().nullable(),
    identity_document: z.boolean(),
    verification: verificationSchema,
    is_demo: z.boolean(),
  })
  .meta({ id: 'CreatorProfile' });
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

export const creatorLoginResponseSchema = z.object({ access_token: z.string(), creator_profile: creatorProfileSchema });

export const paymentVerificationRequestSchema = z.object({ mpesa_number: mpesaNumberSchema });

/** What platform staff decide on a step (the reviewer CLI: `npm run creators:verify`). */
export const verificationDecisionSchema = z.object({
  step: z.enum(VERIFICATION_STEPS),
  status: z.enum(['APPROVED', 'REJECTED']),
});

// ---- Invitations and contracts ----

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'REMOVED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  PENDING: 'Awaiting your answer',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  REMOVED: 'Withdrawn by the brand',
};

export const INVITATION_MOVES = ['ACCEPT', 'DECLINE'] as const;
export type InvitationMove = (typeof INVITATION_MOVES)[number];

/**
 * The invitation state machine (docs/state-machines.md): the creator accepts or declines a pending invitation;
 * an answer, and an invitation the brand withdrew (REMOVED), are final.
 */
export const INVITATION_TRANSITIONS: TransitionTable<InvitationStatus, InvitationMove, Party> = [
  { from: 'PENDING', move: 'ACCEPT', to: 'ACCEPTED', who: ['CREATOR'] },
  { from: 'PENDING', move: 'DECLINE', to: 'DECLINED', who: ['CREATOR'] },
];
/** The campaign statuses in which its invitations take an answer: not once it is completed or cancelled. */
export const INVITATION_ANSWERABLE_IN: readonly CampaignStatus[] = ['UPCOMING', 'ONGOING'];

/**
 * Null when the creator may make `move` on the invitation; otherwise why not (the 409's message). The table
 * decides on the invitation's status, then the campaign must still be upcoming or ongoing.
 */
export function invitationMoveRefusal(
  invitation: { status: InvitationStatus; campaign_status: CampaignStatus },
  move: InvitationMove,
): string | null {
  if (!canMove(INVITATION_TRANSITIONS, invitation.status, move, 'CREATOR'))
    return `This invitation is already answered: ${INVITATION_STATUS_LABELS[invitation.status].toLowerCase()}`;
  if (!INVITATION_ANSWERABLE_IN.includes(invitation.campaign_status))
    return `This campaign is ${invitation.campaign_status.toLowerCase()}; its invitation can no longer be answered`;
  return null;
}

export const invitationTaskSchema = z.object({
  task_id: z.string(),
  channel: z.string(),
  post_content_type: z.string(),
  number_of_posts: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  extra_instructions: z.string(),
  /** What this creator is paid for the task. */
  amount_minor: minorValue(),
});

/** A campaign invitation; its id is the campaign's id (one invitation per creator and campaign). */
export const invitationSchema = z
  .object({
    id: z.string(),
    status: z.enum(INVITATION_STATUSES),
    invited_at: z.string(),
    answered_at: z.string().nullable(),
    decline_reason: z.string().nullable(),
    campaign: z.object({
      id: z.string(),
      name: z.string(),
      brand_name: z.string(),
      description: z.string(),
      call_to_action: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      channels: z.array(z.string()),
      thumbnail: z.string().nullable(),
      status: z.string(),
    }),
    currency: z.string(),
    tasks: z.array(invitationTaskSchema),
    /** The sum of the tasks' amounts. */
    total_amount_minor: minorValue(),
    contracts: z.array(z.object({ id: z.string(), title: z.string(), status: z.enum(CONTRACT_STATUSES) })),
  })
  .meta({ id: 'CreatorInvitation' });
export type Invitation = z.infer<typeof invitationSchema>;

export const declineInvitationRequestSchema = z.object({
  reason: z.string({ error: 'reason is required' }).trim().min(1, 'Tell the brand why you decline').max(500),
});
