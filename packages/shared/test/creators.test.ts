import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VERIFICATION_STATUSES, VERIFICATION_STATUS_LABELS, levelFor } from '../src/config';
import { chunk, creatorSearchRequestSchema, overallVerificationStatus } from '../src/creators';

describe('overallVerificationStatus (spec section 4)', () => {
  it.each([
    [['REJECTED', 'APPROVED', 'APPROVED'], 'REJECTED'],
    [['APPROVED', 'APPROVED', 'REJECTED'], 'REJECTED'],
    [['APPROVED', 'NOT_VERIFIED', 'APPROVED'], 'APPROVED'],
    [['APPROVED', 'PENDING', 'APPROVED'], 'APPROVED'],
    [['APPROVED', 'APPROVED', 'NOT_VERIFIED'], 'PENDING'],
    [['APPROVED', 'NOT_VERIFIED', 'PENDING'], 'PENDING'],
    [['NOT_VERIFIED', 'NOT_VERIFIED', 'NOT_VERIFIED'], 'NOT_VERIFIED'],
    [['NOT_VERIFIED', 'PENDING', 'NOT_VERIFIED'], 'PENDING'],
    [['PENDING', 'NOT_VERIFIED', 'APPROVED'], 'APPROVED'],
    [['APPROVED', 'PENDING', 'PENDING'], 'PENDING'],
  ] as const)('%j -> %s', (steps, expected) => {
    expect(overallVerificationStatus(steps)).toBe(expected);
  });

  it('any REJECTED step always wins', () => {
    const status = fc.constantFrom(...VERIFICATION_STATUSES);
    fc.assert(
      fc.property(status, status, status, fc.integer({ min: 0, max: 2 }), (a, b, c, at) => {
        const steps = [a, b, c] as ['NOT_VERIFIED', 'NOT_VERIFIED', 'NOT_VERIFIED'];
        (steps as string[])[at] = 'REJECTED';
        return overallVerificationStatus(steps) === 'REJECTED';
      }),
    );
  });

  it('NOT_VERIFIED is displayed as Pending', () => {
    expect(VERIFICATION_STATUS_LABELS.NOT_VERIFIED).toBe('Pending');
  });
});

describe('level bucketing', () => {
  const levels = [
    { level: 'NANO', label: 'Nano', min_followers: 1000, max_followers: 9999 },
    { level: 'MICRO', label: 'Micro', min_followers: 10000, max_followers: 49999 },
    { level: 'MEGA', label: 'Mega', min_followers: 50000, max_followers: null },
  ];
  it('puts each count in exactly one band, open at the top', () => {
    expect(levelFor(levels, 999)).toBeNull();
    expect(levelFor(levels, 1000)).toBe('NANO');
    expect(levelFor(levels, 9999)).toBe('NANO');
    expect(levelFor(levels, 10000)).toBe('MICRO');
    expect(levelFor(levels, 10 ** 9)).toBe('MEGA');
  });
});

describe('search request defaults and chunks', () => {
  it('defaults: age 18 to 100, gender BOTH, 25 a page, page 1', () => {
    const parsed = creatorSearchRequestSchema.parse({});
    expect(parsed).toMatchObject({ age_from: 18, age_to: 100, gender: 'BOTH', page_size: 25, page_number: 1 });
  });

  it('find-by-ids chunks are 50 long, the last one shorter, nothing lost', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 400 }), (ids) => {
        const parts = chunk(ids);
        return parts.flat().length === ids.length && parts.every((p, i) => p.length === 50 || i === parts.length - 1);
      }),
    );
    expect(chunk([1, 2, 3], 50)).toEqual([[1, 2, 3]]);
  });
});
