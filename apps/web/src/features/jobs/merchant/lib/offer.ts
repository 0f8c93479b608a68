/**
 * Counter-offers: amounts typed in whole units of the bid's currency with at most two decimals
 * ("1,500.50"), sent as integer minor units (offers on the wire are minor units), read and shown through
 * lib/money so the web and the API count alike.
 */
import type { OfferLine } from '@app/shared/jobs';
import { sumMinor } from '@app/shared/money';
import { amountText, parseAmount } from '../../../../lib/money';

/** One line of a counter-offer form: the amount as typed. */
export interface OfferLineValues {
  channel: string;
  post_content_type: string;
  amount: string;
}

export const AMOUNT_ZERO_MESSAGE = 'The amount must be above 0';

/** "1,500.5" -> { minor: 150050 }; a message for people when it is not such an amount, or nothing, or 0. */
export function parseOfferAmount(
  text: string,
): { minor: number; error?: undefined } | { minor?: undefined; error: string } {
  const parsed = parseAmount(text);
  if ('problem' in parsed) return { error: parsed.problem };
  if (parsed.minor === null) return { error: 'Give an amount' };
  if (parsed.minor < 1) return { error: AMOUNT_ZERO_MESSAGE };
  return { minor: parsed.minor };
}

/** A creator's (or the brand's) offer as the lines of a counter-offer form, prefilled with its amounts. */
export function offerValuesFrom(offer: readonly OfferLine[]): OfferLineValues[] {
  return offer.map((line) => ({
    channel: line.channel,
    post_content_type: line.post_content_type,
    amount: amountText(line.amount_minor),
  }));
}

/** The offer to send (minor units); null while a line's amount is not a valid amount. */
export function offerFromValues(lines: readonly OfferLineValues[]): OfferLine[] | null {
  const offer: OfferLine[] = [];
  for (const line of lines) {
    const parsed = parseOfferAmount(line.amount);
    if (parsed.error !== undefined) return null;
    offer.push({ channel: line.channel, post_content_type: line.post_content_type, amount_minor: parsed.minor });
  }
  return offer;
}

/** The live total of the lines typed so far (minor units); null while one of them is not an amount. */
export function offerValuesTotal(lines: readonly OfferLineValues[]): number | null {
  const offer = offerFromValues(lines);
  return offer ? sumMinor(offer.map((line) => line.amount_minor)) : null;
}
