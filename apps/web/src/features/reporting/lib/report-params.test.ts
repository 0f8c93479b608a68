import { describe, expect, it } from 'vitest';
import { defaultRange, rangeProblem, readReportParams, reportSearch, subjectOf } from './report-params';

const CAMPAIGN = '0b6f3c1e-2a4d-4c8e-9f10-111213141516';
const BRAND = '7d1e2f3a-4b5c-4d6e-8f70-818283848586';
const read = (query: string) => readReportParams(new URLSearchParams(query));

describe('the reports page address', () => {
  it('reads a campaign, a brand with its days, or nothing', () => {
    expect(read(`?campaign=${CAMPAIGN}`)).toEqual({ kind: 'campaign', campaignId: CAMPAIGN });
    expect(read(`?brand=${BRAND}&from=2026-01-01&to=2026-01-31`)).toEqual({
      kind: 'range',
      brandId: BRAND,
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(read('')).toEqual({ kind: 'campaign', campaignId: null });
    // A campaign wins over a brand.
    expect(read(`?campaign=${CAMPAIGN}&brand=${BRAND}`)).toEqual({ kind: 'campaign', campaignId: CAMPAIGN });
  });

  it('leaves out what it cannot read', () => {
    expect(read('?campaign=not-an-id')).toEqual({ kind: 'campaign', campaignId: null });
    expect(read(`?brand=${BRAND}&from=2026-02-30&to=yesterday`)).toEqual({
      kind: 'range',
      brandId: BRAND,
      from: null,
      to: null,
    });
    expect(read('?brand=&from=2026-01-01')).toEqual({ kind: 'range', brandId: null, from: '2026-01-01', to: null });
  });

  it('writes a choice back so that it reads the same', () => {
    for (const query of [`?campaign=${CAMPAIGN}`, `?brand=${BRAND}&from=2026-01-01&to=2026-01-31`]) {
      expect(reportSearch(read(query))).toBe(query);
    }
    expect(reportSearch({ kind: 'campaign', campaignId: null })).toBe('');
    expect(reportSearch({ kind: 'range', brandId: null, from: null, to: null })).toBe('?brand=');
  });

  it('makes the reporting body of a complete, valid choice only', () => {
    expect(subjectOf(read(`?campaign=${CAMPAIGN}`))).toEqual({ campaign_id: CAMPAIGN });
    expect(subjectOf(read(`?brand=${BRAND}&from=2026-01-01&to=2026-01-31`))).toEqual({
      brand_id: BRAND,
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(subjectOf(read(''))).toBeNull();
    expect(subjectOf(read(`?brand=${BRAND}&from=2026-01-31&to=2026-01-01`))).toBeNull();
  });

  it('checks a range as the API does: ordered, at most 550 days', () => {
    expect(rangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(rangeProblem('2026-01-02', '2026-01-01')).toBe('The last day must not be before the first');
    expect(rangeProblem('2025-01-01', '2026-07-04')).toBeNull();
    expect(rangeProblem('2025-01-01', '2026-07-05')).toBe('A report covers at most 550 days');
    expect(rangeProblem(null, '2026-01-01')).toBe('Choose the first and the last day');
    expect(defaultRange('2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});
