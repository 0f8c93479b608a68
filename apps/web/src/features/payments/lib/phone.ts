import { normalizeMpesaPhone } from '@app/shared/payments';

/** An M-Pesa number for people: "254712345678" -> "+254 712 345 678"; other text as it is. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const canonical = normalizeMpesaPhone(phone);
  if (!canonical) return phone;
  return `+${canonical.slice(0, 3)} ${canonical.slice(3, 6)} ${canonical.slice(6, 9)} ${canonical.slice(9)}`;
}

/** The message of a number M-Pesa cannot take (the shared rule's wording, for people). */
export const PHONE_FORMAT_MESSAGE = 'Enter a Kenyan mobile number such as 0712 345 678';
