/**
 * The SME settings form (one Save): the business profile (the companies' profile fields, the name called the business
 * name), the M-Pesa number (the shared normalizeMpesaPhone rule and message; empty clears it) and the notification
 * choices per topic (shared NOTIFICATION_TOPICS). What it sends is the PUT /sme/{sme_id}/settings body.
 */
import { z } from 'zod';
import { companyProfileFields } from '@app/shared/companies';
import { notificationPreferencesSchema } from '@app/shared/notification-schemas';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TOPICS,
  type NotificationPreferences,
} from '@app/shared/notifications';
import { normalizeMpesaPhone, mpesaPhoneSchema } from '@app/shared/payments';
import type { SmeSettings } from '@app/shared/sme';
import { nameSchema } from '@app/shared/validation';
import type { SmeSettingsBody } from '../../api/sme-settings';

export const smeSettingsFormSchema = z.object({
  business: z.object({ ...companyProfileFields, name: nameSchema('Business name', 120) }),
  mpesa_phone: z.string().transform((value, ctx) => {
    if (value.trim() === '') return null;
    const parsed = mpesaPhoneSchema('M-Pesa number').safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return parsed.data;
  }),
  notification_preferences: notificationPreferencesSchema,
});

export type SmeSettingsFormInput = z.input<typeof smeSettingsFormSchema>;
export type SmeSettingsFormOutput = z.output<typeof smeSettingsFormSchema>;

/** The form's fields, as the API names them in its field errors. */
export const SME_SETTINGS_FIELDS = [
  'business.name',
  'business.website',
  'business.industry',
  'business.country',
  'business.description',
  'mpesa_phone',
] as const;

/** The form's values from the settings as saved. */
export function settingsFormValues(settings: SmeSettings): SmeSettingsFormInput {
  const saved = settings.notification_preferences;
  const notification_preferences = Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => [
      topic.id,
      { ...DEFAULT_NOTIFICATION_PREFERENCES[topic.id], ...saved[topic.id] },
    ]),
  ) as NotificationPreferences;
  return {
    business: {
      name: settings.business.name,
      website: settings.business.website ?? '',
      industry: (settings.business.industry as SmeSettingsFormInput['business']['industry']) ?? null,
      country: settings.business.country ?? '',
      description: settings.business.description ?? '',
    },
    mpesa_phone: settings.mpesa_phone ?? '',
    notification_preferences,
  };
}

/** The PUT body: the M-Pesa number only when it changed (its own permission, and no billing row made for nothing). */
export function settingsBody(values: SmeSettingsFormOutput, saved: SmeSettings): SmeSettingsBody {
  const before = saved.mpesa_phone ? (normalizeMpesaPhone(saved.mpesa_phone) ?? saved.mpesa_phone) : null;
  return {
    business: values.business,
    ...(values.mpesa_phone !== before ? { mpesa_phone: values.mpesa_phone } : {}),
    notification_preferences: values.notification_preferences,
  };
}
