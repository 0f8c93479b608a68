/**
 * The profile details form (spec sections 3 and 5): names trimmed, date of birth at least 18 years
 * ago, phone through its own call only when it changed. The rules are the API's own schemas.
 */
import { z } from 'zod';
import type { MerchantProfile, UpdateMerchantRequest } from '@app/shared/auth';
import { dateOfBirthSchema, nameSchema, phoneSchema } from '@app/shared/validation';

const optional = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), schema]));

export const profileDetailsFormSchema = z.object({
  first_name: nameSchema('First name'),
  last_name: nameSchema('Last name'),
  business_name: optional(nameSchema('Business name', 120)),
  date_of_birth: optional(dateOfBirthSchema),
  phone: optional(phoneSchema),
});

export type ProfileDetailsInput = z.input<typeof profileDetailsFormSchema>;
export type ProfileDetailsValues = z.output<typeof profileDetailsFormSchema>;

export function formValuesOf(profile: MerchantProfile): ProfileDetailsInput {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    business_name: profile.business_name ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    phone: profile.phone ?? '',
  };
}

export interface ProfileUpdatePlan {
  /** PUT /user/merchant. */
  profile: UpdateMerchantRequest;
  /** PATCH /user/merchant/phone_number, only when the phone changed (and is not blank). */
  phone: string | null;
}

/** What to send for validated form values, given the profile as it is now. */
export function planProfileUpdate(
  values: ProfileDetailsValues,
  current: Pick<MerchantProfile, 'phone'>,
): ProfileUpdatePlan {
  const phone = values.phone.trim();
  const before = (current.phone ?? '').trim();
  return {
    profile: {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      business_name: values.business_name.trim() || null,
      date_of_birth: values.date_of_birth || null,
    },
    phone: phone && phone !== before ? phone : null,
  };
}
