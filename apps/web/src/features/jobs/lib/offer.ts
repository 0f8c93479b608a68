/**
 * Counter-offers: amounts typed in whole units of the bid's currency with at most two decimals
 * ("1,500.50"), sent as integer minor units (offers on the wire are minor units), converted with the
 * shared money helpers so the web and the API count alike.
 */
import { MoneyError, moneyAmountMinor, MINOR_PER_UNIT } from '@app/shared/money';
import type { OfferLine } from '@app/shared/jobs';

/** One line of a counter-offer form: the amount as typed. */
export interface OfferLineValues {
  channel: string;
  post_content_type: string;
  amount: string;
}

const AMOUNT = /^\d{1,12}(?:\.(\d+))?$/;

export const AMOUNT_FORMAT_MESSAGE = 'Enter an amount such as 1500 or 1,500.50';
export const AMOUNT_DECIMALS_MESSAGE = 'Use at most two decimals';
export const AMOUNT_ZERO_MESSAGE = 'The amount must be above 0';

/** "1,500.5" -> { minor: 150050 }; a message for people when it is not such an amount. */
export function parseOfferAmount(
  text: string,
): { minor: number; error?: undefined } | { minor?: undefined; error: string } {
  const clean = text.replace(/[,\s]/g, '');
  if (!clean) return { error: 'Give an amount' };
  const match = AMOUNT.exec(clean);
  if (!match) return { error: AMOUNT_FORMAT_MESSAGE };
  if ((match[1] ?? '').length > 2) return { error: AMOUNT_DECIMALS_MESSAGE };
  let minor: number;
  try {
    minor = moneyAmountMinor(Number(clean));
  } catch (error) {
    if (error instanceof MoneyError) return { error: AMOUNT_FORMAT_MESSAGE };
    throw error;
  }
  if (minor < 1) return { error: AMOUNT_ZERO_MESSAGE };
  return { minor };
}

/** Minor units as the form shows them to edit: 150050 -> "1500.50", 100000 -> "1000". */
export function minorToText(minor: number): string {
  const units = Math.floor(minor / MINOR_PER_UNIT);
  const cents = minor % MINOR_PER_UNIT;
  return cents === 0 ? String(units) : `${units}.${String(cents).padStart(2, '0')}`;
}

/** A creator's (or the brand's) offer as the lines of a counter-offer form, prefilled with its amounts. */
export function offerValuesFrom(offer: readonly OfferLine[]): OfferLineValues[] {
  return offer.map((line) => ({
    channel: line.channel,
    post_content_type: line.post_content_type,
    amount: minorToText(line.amount),
  }));
}

/** The offer to send (minor units); null while a line's amount is not a valid amount. */
export function offerFromValues(lines: readonly OfferLineValues[]): OfferLine[] | null {
  const offer: OfferLine[] = [];
  for (const line of lines) {
    const parsed = parseOfferAmount(line.amount);
    if (parsed.error !== undefined) return null;
    offer.push({ channel: line.channel, post_content_type: line.post_content_type, amount: parsed.minor });
  }
  return offer;
}

/** The live total of the lines typed so far (minor units); null while one of them is not an amount. */
export function offerValuesTotal(lines: readonly OfferLineValues[]): number | null {
  const offer = offerFromValues(lines);
  return offer ? offer.reduce((sum, line) => sum + line.amount, 0) : null;
}
