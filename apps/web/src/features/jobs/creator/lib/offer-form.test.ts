import { describe, expect, it } from 'vitest';
import { AMOUNT_DECIMALS_MESSAGE } from '../../../../lib/money';
import {
  amountsFrom,
  ENTER_AMOUNT_MESSAGE,
  offerFormFields,
  offerFormSchema,
  offerLinesForOffer,
  offerLinesForTasks,
  typedTotal,
} from './offer-form';

const tasks = [
  { channel: 'INSTAGRAM', post_content_type: 'POST', number: 2 },
  { channel: 'INSTAGRAM', post_content_type: 'REEL', number: 1 },
  { channel: 'TIKTOK', post_content_type: 'VIDEO', number: 1 },
  // The same channel and type again counts into its line.
  { channel: 'INSTAGRAM', post_content_type: 'POST', number: 1 },
];

describe('the offer form', () => {
  it('has one line per distinct channel and post type of the tasks, with the posts the job asks', () => {
    expect(offerLinesForTasks(tasks)).toEqual([
      { channel: 'INSTAGRAM', post_content_type: 'POST', posts: 3 },
      { channel: 'INSTAGRAM', post_content_type: 'REEL', posts: 1 },
      { channel: 'TIKTOK', post_content_type: 'VIDEO', posts: 1 },
    ]);
    // Expanded tasks (one entry per post) give the same lines.
    expect(
      offerLinesForTasks([
        { channel: 'X', post_content_type: 'POST' },
        { channel: 'X', post_content_type: 'POST' },
      ]),
    ).toEqual([{ channel: 'X', post_content_type: 'POST', posts: 2 }]);
  });

  it('sends whole units with up to two decimals as integer minor units', () => {
    const lines = offerLinesForTasks(tasks);
    const parsed = offerFormSchema(lines).safeParse({ amounts: ['5,000.50', '1200', '0.07'] });
    expect(parsed.success && parsed.data).toEqual([
      { channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 500_050 },
      { channel: 'INSTAGRAM', post_content_type: 'REEL', amount_minor: 120_000 },
      { channel: 'TIKTOK', post_content_type: 'VIDEO', amount_minor: 7 },
    ]);
  });

  it('asks for every line, in the amount format, and more than zero', () => {
    const lines = offerLinesForTasks(tasks);
    const parsed = offerFormSchema(lines).safeParse({ amounts: ['', '12.345', '0'] });
    expect(parsed.success).toBe(false);
    const issues = parsed.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['amounts.0', ENTER_AMOUNT_MESSAGE],
      ['amounts.1', AMOUNT_DECIMALS_MESSAGE],
      ['amounts.2', ENTER_AMOUNT_MESSAGE],
    ]);
  });

  it('keeps a live total of what reads as an amount', () => {
    expect(typedTotal(['5,000.50', '1200', ''])).toBe(620_050);
    expect(typedTotal(['abc', ''])).toBeNull();
    expect(typedTotal(['abc', '1'])).toBe(100);
  });

  it("starts a counter-offer from the brand's amounts, line by line", () => {
    const brand = [
      { channel: 'INSTAGRAM', post_content_type: 'REEL', amount_minor: 300_050 },
      { channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 800_000 },
    ];
    const lines = offerLinesForOffer(brand);
    expect(lines.map((l) => l.post_content_type)).toEqual(['REEL', 'POST']);
    expect(amountsFrom(lines, brand)).toEqual(['3000.50', '8000']);
    expect(amountsFrom(offerLinesForTasks(tasks), brand)).toEqual(['8000', '3000.50', '']);
    expect(amountsFrom(lines)).toEqual(['', '']);
  });

  it("names the API's offer fields as the form's", () => {
    const { fields, aliases } = offerFormFields(offerLinesForTasks(tasks).slice(0, 2));
    expect(fields).toEqual(['amounts.0', 'amounts.1']);
    expect(aliases['offer.1.amount_minor']).toBe('amounts.1');
    expect(aliases['offer.0.post_content_type']).toBe('amounts.0');
  });
});
