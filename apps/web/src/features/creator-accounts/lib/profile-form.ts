/**
 * The profile form (PUT /creator/me) as people fill it: selects hold text ids or null, numbers and
 * amounts are typed text, a channel's rates are keyed by post content type. The form schema reads
 * those values with the shared rules (creatorProfileUpdateSchema's fields) and turns them into the
 * request body, which the shared schema then checks whole (a channel listed twice, say).
 */
import { z } from 'zod';
import {
  CREATOR_PROFILE_LIMITS,
  creatorChannelInputSchema,
  creatorProfileUpdateSchema,
  type CreatorProfile,
} from '@app/shared/creator-accounts';
import { dateOfBirthSchema } from '@app/shared/validation';
import { parseWholeNumber, wholeNumberProblem } from '../../../lib/numbers';
import { amountText, parseAmount } from '../../../lib/money';

export interface ChannelRowValues {
  channel: string | null;
  handle: string;
  followers: string;
  /** Post content type -> the amount typed in whole units ('' when the creator does not offer it). */
  rates: Record<string, string>;
}

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  phone: string;
  country_code: string | null;
  location_id: string | null;
  gender: string | null;
  date_of_birth: string;
  income_category: string | null;
  content_creator_type_id: string | null;
  interests: string[];
  bio: string;
  channels: ChannelRowValues[];
}

export const emptyChannelRow = (): ChannelRowValues => ({ channel: null, handle: '', followers: '', rates: {} });

/** The form's first values: the saved profile, or what the account already knows (names, phone). */
export function profileFormDefaults(profile: CreatorProfile): ProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone,
    country_code: profile.country_code,
    location_id: profile.location_id === null ? null : String(profile.location_id),
    gender: profile.gender,
    date_of_birth: profile.date_of_birth ?? '',
    income_category: profile.income_category,
    content_creator_type_id: profile.content_creator_type_id === null ? null : String(profile.content_creator_type_id),
    interests: profile.interests,
    bio: profile.bio,
    channels: profile.channels.length
      ? profile.channels.map((c) => ({
          channel: c.channel,
          handle: c.handle,
          followers: String(c.followers),
          rates: Object.fromEntries(c.rates.map((r) => [r.post_content_type, amountText(r.amount_minor)])),
        }))
      : [emptyChannelRow()],
  };
}

const shape = creatorProfileUpdateSchema.shape;
const channelShape = creatorChannelInputSchema.shape;

/**
 * A select's value: null until chosen (read as missing, so the shared rule's own message shows), then the shared rule.
 */
const chosen = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null || value === '' ? undefined : value), schema);

/** A select holding a numeric id as text. */
const chosenId = (message: string) =>
  z
    .string()
    .nullable()
    .refine((value) => value !== null && value !== '', message)
    .transform(Number);

const channelRowSchema = z.object({
  channel: chosen(z.string({ error: 'Choose a channel' }).min(1, 'Choose a channel')),
  handle: channelShape.handle,
  followers: z
    .string()
    .superRefine((text, ctx) => {
      if (text.trim() === '') ctx.addIssue({ code: 'custom', message: 'Enter your number of followers' });
      else {
        const problem = wholeNumberProblem(text, 2_000_000_000);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }
    })
    .transform((text) => parseWholeNumber(text) ?? 0),
  rates: z
    .record(z.string(), z.string())
    .superRefine((rates, ctx) => {
      for (const [type, text] of Object.entries(rates)) {
        const parsed = parseAmount(text ?? '');
        if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: parsed.problem, path: [type] });
      }
    })
    .transform((rates) =>
      Object.entries(rates).flatMap(([post_content_type, text]) => {
        const parsed = parseAmount(text ?? '');
        return 'minor' in parsed && parsed.minor !== null ? [{ post_content_type, amount_minor: parsed.minor }] : [];
      }),
    ),
});

/** The form's resolver schema: form values in, the PUT /creator/me body out. */
export const profileFormSchema = z
  .object({
    first_name: shape.first_name,
    last_name: shape.last_name,
    phone: shape.phone,
    country_code: chosen(shape.country_code),
    location_id: z
      .string()
      .nullable()
      .transform((value) => (value ? Number(value) : null)),
    gender: chosen(shape.gender),
    date_of_birth: z.string().min(1, 'Enter your date of birth').pipe(dateOfBirthSchema),
    income_category: chosen(shape.income_category),
    content_creator_type_id: chosenId('Choose what kind of creator you are'),
    interests: shape.interests,
    bio: shape.bio,
    channels: z
      .array(channelRowSchema)
      .min(1, 'Add at least one channel')
      .max(CREATOR_PROFILE_LIMITS.channels, `At most ${CREATOR_PROFILE_LIMITS.channels} channels`),
  })
  // The whole body through the shared schema: its own rules across fields (a channel listed twice) land on their
  // fields.
  .transform((body, ctx) => {
    const checked = creatorProfileUpdateSchema.safeParse(body);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** The form fields a server error may name (per channel row too); interests.N shows on the interests field. */
export function profileFormFields(channelCount: number): string[] {
  const fixed = [
    'first_name',
    'last_name',
    'phone',
    'country_code',
    'location_id',
    'gender',
    'date_of_birth',
    'income_category',
    'content_creator_type_id',
    'interests',
    'bio',
    'channels',
  ];
  const rows = Array.from({ length: channelCount }, (_, i) => [
    `channels.${i}.channel`,
    `channels.${i}.handle`,
    `channels.${i}.followers`,
  ]).flat();
  return [...fixed, ...rows];
}

export const PROFILE_FIELD_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  Array.from({ length: CREATOR_PROFILE_LIMITS.interests }, (_, i) => [`interests.${i}`, 'interests']),
);
