import { describe, expect, it } from 'vitest';
import { sortedAgeBuckets, verificationSummary } from './profile';

describe('creator profile helpers', () => {
  it('orders the verification steps and applies the overall rule', () => {
    expect(verificationSummary({ identity: 'APPROVED', social: 'APPROVED', payment: 'APPROVED' }).overall).toBe(
      'APPROVED',
    );
    expect(verificationSummary({ identity: 'APPROVED', social: 'NOT_VERIFIED', payment: 'NOT_VERIFIED' }).overall).toBe(
      'PENDING',
    );
    expect(verificationSummary({ identity: 'APPROVED', social: 'REJECTED', payment: 'APPROVED' }).overall).toBe(
      'REJECTED',
    );
    const summary = verificationSummary({ identity: 'PENDING', social: 'weird', payment: 'NOT_VERIFIED' });
    expect(summary.steps.map((s) => [s.label, s.status])).toEqual([
      ['Identity', 'PENDING'],
      ['Social accounts', 'NOT_VERIFIED'],
      ['Payment details', 'NOT_VERIFIED'],
    ]);
    expect(summary.overall).toBe('PENDING');
  });

  it('sorts age buckets youngest first', () => {
    expect(sortedAgeBuckets({ '45+': 7, '18-24': 32, '35-44': 20, '25-34': 41 }).map((b) => b.bucket)).toEqual([
      '18-24',
      '25-34',
      '35-44',
      '45+',
    ]);
  });
});
