import type { MerchantProfile } from '@app/shared/auth';

/** A person's full name, else their e-mail. */
export function displayName(
  profile: Pick<MerchantProfile, 'first_name' | 'last_name' | 'email'> | null | undefined,
): string {
  if (!profile) return '';
  const name = `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim();
  return name || profile.email;
}
