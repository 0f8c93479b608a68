import { describe, expect, it } from 'vitest';
import { AMOUNT_DECIMALS_MESSAGE, AMOUNT_FORMAT_MESSAGE } from '../../../../lib/money';
import { AMOUNT_ZERO_MESSAGE, offerFromValues, offerValuesFrom, offerValuesTotal, parseOfferAmount } from './offer';

describe('counter-offer amounts', () => {
  it('reads whole units with up to two decimals (commas allowed) as minor units', () => {
    expect(parseOfferAmount('1500')).toEqual({ minor: 150_000 });
    expect(parseOfferAmount('1,500.5')).toEqual({ minor: 150_050 });
    expect(parseOfferAmount(' 0.29 ')).toEqual({ minor: 29 });
    // Float noise never reaches the amount: 1.1 x 100 = 110.00000000000001.
    expect(parseOfferAmount('1.10')).toEqual({ minor: 110 });
    expect(parseOfferAmount('19.99')).toEqual({ minor: 1999 });
  });

  it('refuses what is not such an amount, with a message for people', () => {
    expect(parseOfferAmount('')).toEqual({ error: 'Give an amount' });
    expect(parseOfferAmount('12.345')).toEqual({ error: AMOUNT_DECIMALS_MESSAGE });
    expect(parseOfferAmount('-5')).toEqual({ error: AMOUNT_FORMAT_MESSAGE });
    expect(parseOfferAmount('1e5')).toEqual({ error: AMOUNT_FORMAT_MESSAGE });
    expect(parseOfferAmount('KES 10')).toEqual({ error: AMOUNT_FORMAT_MESSAGE });
    expect(parseOfferAmount('0')).toEqual({ error: AMOUNT_ZERO_MESSAGE });
    expect(parseOfferAmount('0.00')).toEqual({ error: AMOUNT_ZERO_MESSAGE });
  });

  it('prefills a form from an offer in minor units and converts it back unchanged', () => {
    const offer = [
      { channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 1_000_000 },
      { channel: 'INSTAGRAM', post_content_type: 'STORY', amount_minor: 250_050 },
    ];
    const values = offerValuesFrom(offer);
    expect(values.map((v) => v.amount)).toEqual(['10000', '2500.50']);
    expect(offerFromValues(values)).toEqual(offer);
    expect(offerValuesTotal(values)).toBe(1_250_050);
  });

  it('has no offer and no total while a line is not an amount', () => {
    const values = [{ channel: 'INSTAGRAM', post_content_type: 'POST', amount: '12,5' }];
    // "12,5" is read as 125 (commas are thousands separators)...
    expect(offerFromValues(values)).toEqual([
      { channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 12_500 },
    ]);
    const bad = [{ channel: 'INSTAGRAM', post_content_type: 'POST', amount: 'ten' }];
    expect(offerFromValues(bad)).toBeNull();
    expect(offerValuesTotal(bad)).toBeNull();
  });
});
