/**
 * The payment rules (decision 023): funding lines, the fee and VAT released post by post, post shares,
 * withholding tax, M-Pesa's whole-shilling rounding, the phone parser and the request schemas. Properties
 * say the money adds up exactly whatever the amounts; examples pin the figures people see.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MINOR, MINOR_PER_UNIT, MoneyError } from '../src/money';
import {
  billingRequestSchema,
  fundingLines,
  fundingRequestSchema,
  mpesaCollection,
  mpesaPayout,
  normalizeMpesaPhone,
  postShare,
  releaseShares,
  WITHHOLDING_TAX,
  withholdingMinor,
  withholdingPercent,
} from '../src/payments';

/** Exact half-up rounding of amount x percent / 100 in BigInt: the reference the integer code must match. */
const exactPercent = (amount: number, percent: number) => Number((BigInt(amount) * BigInt(percent) * 2n + 100n) / 200n);

const amount = fc.integer({ min: 0, max: 10 ** 12 });
const cents = fc.integer({ min: 0, max: MINOR_PER_UNIT - 1 });

/** A work amount and a split of it into releases (each at least 0, adding up to the amount). */
const splitWork = fc
  .tuple(fc.integer({ min: 0, max: 10 ** 10 }), fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 12 }))
  .map(([work, weights]) => {
    const parts: number[] = [];
    let left = work;
    const total = weights.reduce((sum, w) => sum + w, 0);
    for (const weight of weights) {
      const part = total === 0 ? 0 : Math.min(left, Math.floor((work * weight) / total));
      parts.push(part);
      left -= part;
    }
    parts.push(left);
    return { work, parts };
  });

describe('funding lines', () => {
  it('are the work, 30% platform fee and 15% VAT, rounded half-up to the minor unit', () => {
    expect(fundingLines(100_000)).toEqual({
      lines: [
        { kind: 'WORK', amount_minor: 100_000 },
        { kind: 'PLATFORM_FEE', amount_minor: 30_000 },
        { kind: 'VAT', amount_minor: 15_000 },
      ],
      total_minor: 145_000,
    });
    expect(fundingLines(1).lines.map((l) => l.amount_minor)).toEqual([1, 0, 0]); // 0.30 and 0.15
    expect(fundingLines(1).total_minor).toBe(1);
    expect(fundingLines(5).lines.map((l) => l.amount_minor)).toEqual([5, 2, 1]); // 1.50 -> 2, 0.75 -> 1
    expect(fundingLines(5).total_minor).toBe(8);
    expect(fundingLines(0).total_minor).toBe(0);
  });

  it('add up to the total for any amount', () => {
    fc.assert(
      fc.property(amount, (work) => {
        const { lines, total_minor } = fundingLines(work);
        expect(lines.map((l) => l.kind)).toEqual(['WORK', 'PLATFORM_FEE', 'VAT']);
        expect(lines[1].amount_minor).toBe(exactPercent(work, 30));
        expect(lines[2].amount_minor).toBe(exactPercent(work, 15));
        expect(total_minor).toBe(work + exactPercent(work, 30) + exactPercent(work, 15));
        expect(lines.reduce((sum, l) => sum + l.amount_minor, 0)).toBe(total_minor);
      }),
    );
  });

  it('refuse what is not a whole number of minor units', () => {
    for (const bad of [-1, 1.5, Number.NaN, MAX_MINOR + 1]) expect(() => fundingLines(bad)).toThrow(MoneyError);
  });
});

describe('release shares', () => {
  it('over any split of the work add up exactly to the fee and VAT of the whole', () => {
    fc.assert(
      fc.property(splitWork, ({ work, parts }) => {
        let released = 0;
        let fee = 0;
        let vat = 0;
        for (const gross of parts) {
          const share = releaseShares(released, gross);
          expect(share.fee_minor).toBeGreaterThanOrEqual(0);
          expect(share.vat_minor).toBeGreaterThanOrEqual(0);
          fee += share.fee_minor;
          vat += share.vat_minor;
          released += gross;
          // What left escrow so far is exactly the funding lines of what was released: never more than it holds.
          expect(released + fee + vat).toBe(fundingLines(released).total_minor);
        }
        expect(released).toBe(work);
        const whole = fundingLines(work);
        expect(fee).toBe(whole.lines[1].amount_minor);
        expect(vat).toBe(whole.lines[2].amount_minor);
      }),
    );
  });

  it('of the first release is the percentage of it; a zero release earns nothing', () => {
    expect(releaseShares(0, 100_000)).toEqual({ fee_minor: 30_000, vat_minor: 15_000 });
    expect(releaseShares(1, 1)).toEqual({ fee_minor: 1, vat_minor: 0 }); // 0.30 -> 0, then 0.60 -> 1
    expect(releaseShares(12_345, 0)).toEqual({ fee_minor: 0, vat_minor: 0 });
  });
});

describe('post shares', () => {
  const split = fc
    .tuple(amount, fc.integer({ min: 1, max: 30 }))
    .map(([amountMinor, posts]) => ({ amountMinor, posts }));

  it('add up to the amount and differ by at most one minor unit, the first posts taking the odd cents', () => {
    fc.assert(
      fc.property(split, ({ amountMinor, posts }) => {
        const shares = Array.from({ length: posts }, (_, i) => postShare(amountMinor, posts, i + 1));
        expect(shares.reduce((sum, s) => sum + s, 0)).toBe(amountMinor);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        for (let i = 1; i < posts; i += 1) expect(shares[i]).toBeLessThanOrEqual(shares[i - 1]);
      }),
    );
    expect([1, 2, 3].map((i) => postShare(100, 3, i))).toEqual([34, 33, 33]);
    expect([1, 2].map((i) => postShare(1, 2, i))).toEqual([1, 0]);
  });

  it('refuse a post outside the number of posts', () => {
    expect(() => postShare(100, 2, 0)).toThrow(MoneyError);
    expect(() => postShare(100, 2, 3)).toThrow(MoneyError);
    expect(() => postShare(100, 0, 1)).toThrow(MoneyError);
    expect(() => postShare(-1, 1, 1)).toThrow(MoneyError);
  });
});

describe('withholding tax', () => {
  it('is 5% for residents of Kenya (any case) and 20% for everyone else', () => {
    expect(withholdingPercent('KE')).toBe(5);
    expect(withholdingPercent('ke')).toBe(5);
    expect(withholdingPercent('Ke')).toBe(5);
    expect(withholdingPercent('UG')).toBe(20);
    expect(withholdingPercent('KEN')).toBe(20);
    expect(withholdingPercent('')).toBe(20);
    expect(withholdingPercent(null)).toBe(20);
    expect(WITHHOLDING_TAX).toMatchObject({ country: 'KE', resident_percent: 5, non_resident_percent: 20 });
  });

  it('takes the configured rates when given', () => {
    const rates = { resident_percent: 3, non_resident_percent: 25 };
    expect(withholdingPercent('KE', rates)).toBe(3);
    expect(withholdingPercent('ke', rates)).toBe(3);
    expect(withholdingPercent('TZ', rates)).toBe(25);
    expect(withholdingPercent(null, rates)).toBe(25);
  });

  it('withholds the percentage of the gross rounded half-up, never more than the gross', () => {
    expect(withholdingMinor(500_000, 5)).toBe(25_000);
    expect(withholdingMinor(10, 5)).toBe(1); // 0.50 -> 1
    expect(withholdingMinor(9, 5)).toBe(0); // 0.45
    expect(withholdingMinor(3, 20)).toBe(1); // 0.60 -> 1
    fc.assert(
      fc.property(amount, fc.constantFrom(0, 3, 5, 20, 25), (gross, percent) => {
        const withheld = withholdingMinor(gross, percent);
        expect(withheld).toBe(exactPercent(gross, percent));
        expect(withheld).toBeLessThanOrEqual(gross);
      }),
    );
  });
});

describe('M-Pesa rounding', () => {
  it('collects the total rounded up to the shilling; the excess is the cents paid above it', () => {
    expect(mpesaCollection(145_000)).toEqual({ shillings: 1450, paid_minor: 145_000, excess_minor: 0 });
    expect(mpesaCollection(145_001)).toEqual({ shillings: 1451, paid_minor: 145_100, excess_minor: 99 });
    expect(mpesaCollection(1)).toEqual({ shillings: 1, paid_minor: 100, excess_minor: 99 });
    expect(mpesaCollection(0)).toEqual({ shillings: 0, paid_minor: 0, excess_minor: 0 });
    fc.assert(
      fc.property(amount, (total) => {
        const c = mpesaCollection(total);
        expect(Number.isSafeInteger(c.shillings)).toBe(true);
        expect(c.paid_minor).toBe(c.shillings * MINOR_PER_UNIT);
        expect(c.excess_minor).toBe(c.paid_minor - total);
        expect(c.excess_minor).toBeGreaterThanOrEqual(0);
        expect(c.excess_minor).toBeLessThan(MINOR_PER_UNIT);
      }),
    );
  });

  it('pays out whole shillings of the net and the carried cents; the rest is carried', () => {
    expect(mpesaPayout(475_050, 0)).toEqual({ shillings: 4750, sent_minor: 475_000, carry_out_minor: 50 });
    expect(mpesaPayout(475_050, 60)).toEqual({ shillings: 4751, sent_minor: 475_100, carry_out_minor: 10 });
    expect(mpesaPayout(99, 0)).toEqual({ shillings: 0, sent_minor: 0, carry_out_minor: 99 });
    fc.assert(
      fc.property(amount, cents, (net, carryIn) => {
        const p = mpesaPayout(net, carryIn);
        expect(p.sent_minor).toBe(p.shillings * MINOR_PER_UNIT);
        expect(p.carry_out_minor).toBeGreaterThanOrEqual(0);
        expect(p.carry_out_minor).toBeLessThan(MINOR_PER_UNIT);
        expect(p.sent_minor + p.carry_out_minor).toBe(net + carryIn);
      }),
    );
  });

  it('carries at most 99 cents over any run of payouts, and loses none', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 20 }), (nets) => {
        let carry = 0;
        let sent = 0;
        for (const net of nets) {
          const p = mpesaPayout(net, carry);
          sent += p.sent_minor;
          carry = p.carry_out_minor;
          expect(carry).toBeLessThan(MINOR_PER_UNIT);
        }
        expect(sent + carry).toBe(nets.reduce((sum, n) => sum + n, 0));
      }),
    );
  });
});

describe('M-Pesa phone numbers', () => {
  it('accept the ways Kenyans write a mobile number and give 254XXXXXXXXX', () => {
    expect(normalizeMpesaPhone('0712345678')).toBe('254712345678');
    expect(normalizeMpesaPhone('+254 712 345 678')).toBe('254712345678');
    expect(normalizeMpesaPhone('254112345678')).toBe('254112345678');
    expect(normalizeMpesaPhone('712345678')).toBe('254712345678');
    expect(normalizeMpesaPhone('0112-345-678')).toBe('254112345678');
    expect(normalizeMpesaPhone('(0712) 345678')).toBe('254712345678');
  });

  it('refuse what is not a Kenyan mobile number', () => {
    for (const bad of ['0812345678', '12345', '', '+255712345678', '07123456789', '25471234567', 'phone'])
      expect(normalizeMpesaPhone(bad)).toBeNull();
  });

  it('read every written form of one number as the same canonical number', () => {
    fc.assert(
      fc.property(fc.constantFrom('1', '7'), fc.stringMatching(/^\d{8}$/), (prefix, rest) => {
        const canonical = `254${prefix}${rest}`;
        for (const written of [
          `0${prefix}${rest}`,
          `${prefix}${rest}`,
          canonical,
          `+${canonical}`,
          `+254 ${prefix}${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5)}`,
          `0${prefix}${rest.slice(0, 2)}-${rest.slice(2)}`,
        ])
          expect(normalizeMpesaPhone(written)).toBe(canonical);
      }),
    );
  });
});

describe('request schemas', () => {
  const campaign_id = '3f1c0f9e-6d4b-4c1a-9a57-0d6f8b2e4c11';
  const bid_id = '8a2d7c54-1b3e-4f60-8c9d-5e7f1a2b3c4d';
  const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) ?? [];

  it('a funding names exactly one of campaign_id and bid_id', () => {
    const both = fundingRequestSchema.safeParse({ campaign_id, bid_id, method: 'INVOICE' });
    expect(both.success).toBe(false);
    expect(issues(both)).toEqual([{ path: 'campaign_id', message: 'campaign_id or bid_id is required (one of them)' }]);
    const neither = fundingRequestSchema.safeParse({ method: 'INVOICE' });
    expect(neither.success).toBe(false);
    expect(issues(neither)).toEqual([
      { path: 'campaign_id', message: 'campaign_id or bid_id is required (one of them)' },
    ]);
    expect(fundingRequestSchema.safeParse({ campaign_id, method: 'INVOICE' }).success).toBe(true);
    expect(fundingRequestSchema.parse({ bid_id, method: 'MPESA', phone: '0712 345 678' })).toEqual({
      bid_id,
      method: 'MPESA',
      phone: '254712345678',
    });
    expect(fundingRequestSchema.safeParse({ campaign_id, method: 'CASH' }).success).toBe(false);
    expect(issues(fundingRequestSchema.safeParse({ campaign_id, method: 'MPESA', phone: '0812345678' }))).toEqual([
      { path: 'phone', message: 'phone is a Kenyan mobile number such as 0712 345 678' },
    ]);
  });

  it('M-Pesa billing needs the paying number; invoice billing does not', () => {
    const missing = billingRequestSchema.safeParse({ billing_mode: 'MPESA' });
    expect(missing.success).toBe(false);
    expect(issues(missing)).toEqual([{ path: 'mpesa_phone', message: 'mpesa_phone is required for M-Pesa billing' }]);
    expect(billingRequestSchema.parse({ billing_mode: 'MPESA', mpesa_phone: '+254 712 345 678' })).toEqual({
      billing_mode: 'MPESA',
      mpesa_phone: '254712345678',
    });
    expect(billingRequestSchema.safeParse({ billing_mode: 'MPESA', mpesa_phone: '12345' }).success).toBe(false);
    expect(billingRequestSchema.parse({ billing_mode: 'INVOICE' })).toEqual({ billing_mode: 'INVOICE' });
    expect(billingRequestSchema.safeParse({ billing_mode: 'CHEQUE' }).success).toBe(false);
  });
});
