/**
 * The zod fields for amounts on the wire (docs/decisions/017-money-on-the-wire.md), apart from money.ts so that a
 * page that only shows amounts loads no zod (docs/decisions/030-web-speed.md).
 */
import { z } from 'zod';
import { MAX_MINOR } from './money';

/** What the OpenAPI document says of every `*_minor` field. */
const MINOR_DESCRIPTION = 'Integer minor units of the currency beside it: 850050 is 8,500.50 (decision 017)';

/**
 * The one zod field for an amount on the wire (`budget_minor`, `amount_minor`, ...): a JSON number that is a
 * safe whole number of minor units, from `min` (default 0) to MAX_MINOR. Text ("100") is refused, never
 * turned into a number.
 */
export const minorAmount = (field: string, options: { min?: number } = {}) => {
  const min = options.min ?? 0;
  return z
    .number({ error: `${field} must be a number: a whole amount of minor units (850050 for 8,500.50)` })
    .int(`${field} must be a whole number of minor units (850050 for 8,500.50)`)
    .min(
      min,
      min === 0
        ? `${field} cannot be negative`
        : min === 1
          ? `${field} must be above 0`
          : `${field} must be at least ${min}`,
    )
    .max(MAX_MINOR, `${field} is at most ${MAX_MINOR} minor units`)
    .meta({ description: MINOR_DESCRIPTION });
};

/**
 * An amount in an answer (`*_minor`): an integer of minor units, said in the OpenAPI document; an answer with a
 * fraction (an amount divided by 100 somewhere) fails its serialisation instead of reaching a client.
 */
export const minorValue = () =>
  z.number().int('an amount is a whole number of minor units').meta({ description: MINOR_DESCRIPTION });

/**
 * `minorAmount` for a multipart form field, which is always text: digits only (no sign, decimals, spaces
 * or exponents), then the same rule.
 */
export const minorAmountText = (field: string, options: { min?: number } = {}) =>
  z
    .string({ error: `${field} is required` })
    .regex(/^[0-9]{1,15}$/, `${field} must be a whole number of minor units (850050 for 8,500.50)`)
    .transform(Number)
    .pipe(minorAmount(field, options));
