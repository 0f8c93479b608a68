/**
 * The check of a stored profile with the shared schema (lib/session.ts). On its own, so zod loads with the first
 * signed-in page rather than with the login page (issue 22).
 */
import { merchantProfileSchema, type MerchantProfile } from '@app/shared/auth';

/** The stored profile when it matches the shared schema, else null (an older release's, a hand edit). */
export function checkStoredProfile(value: unknown): MerchantProfile | null {
  const parsed = merchantProfileSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
