import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BAR_THICKNESS,
  byImpressionsDescending,
  costPerEngagementUsd,
  engagementRate,
  engagementsOf,
  handleFromPostLink,
  isCalendarDay,
  maxAxisLabels,
  METRICS_CSV_COLUMNS,
  metricValuesProblem,
  parseMetricsCsvLine,
  percentagesOf,
  SAMPLE_AUDIENCE,
  usdOf,
  weightedAudience,
} from '../src/reporting';

describe('engagement and cost per engagement', () => {
  it('engagement is likes, comments, shares and saves over reach, in percent with two decimals', () => {
    expect(engagementsOf({ likes: 300, comments: 20, shares: 10, saved: 15 })).toBe(345);
    expect(engagementRate(345, 4000)).toBe(8.63);
    expect(engagementRate(1, 3)).toBe(33.33);
    expect(engagementRate(10, 0)).toBe(0);
  });
  it('cost per engagement is the cost in dollars (stored rate) over engagements, 4 decimals', () => {
    // KES 15,000.00 at 0.0077 dollars a shilling is $115.50; over 345 engagements $0.3348 each.
    expect(usdOf(1_500_000, 0.0077)).toBeCloseTo(115.5, 10);
    expect(costPerEngagementUsd(usdOf(1_500_000, 0.0077), 345)).toBe(0.3348);
    expect(costPerEngagementUsd(115.5, 0)).toBeNull();
    expect(costPerEngagementUsd(null, 345)).toBeNull();
  });
  it('reach above impressions is a contradiction named on reach', () => {
    const base = { impressions: 100, reach: 101, views: 0, likes: 0, comments: 0, shares: 0, saved: 0, followers: 0 };
    expect(metricValuesProblem(base)).toEqual({ field: 'reach', message: 'reach cannot be more than impressions' });
    expect(metricValuesProblem({ ...base, reach: 100 })).toBeNull();
  });
});

describe('percentagesOf (largest remainder)', () => {
  it('gives whole percentages summing to exactly 100', () => {
    expect(percentagesOf({ a: 1, b: 1, c: 1 })).toEqual({ a: 34, b: 33, c: 33 });
    expect(percentagesOf({ a: 2, b: 1 })).toEqual({ a: 67, b: 33 });
    expect(percentagesOf({ a: 0, b: 0 })).toEqual({ a: 0, b: 0 });
  });
  it('sums to 100 for any weights that are not all zero (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.float({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 8 }), (ws) => {
        const weights = Object.fromEntries(ws.map((w, i) => [`k${i}`, w]));
        const out = percentagesOf(weights);
        const total = Object.values(out).reduce((a, b) => a + b, 0);
        expect(total).toBe(ws.some((w) => w > 0) ? 100 : 0);
        for (const value of Object.values(out)) expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });
});

describe('weightedAudience', () => {
  const young = {
    age: { '18-24': 70, '25-34': 20, '35-44': 7, '45+': 3 },
    gender: { female: 80, male: 19, other: 1 },
    top_countries: [{ code: 'KE', share: 90 }],
    top_cities: [{ name: 'Nairobi', share: 60 }],
  };
  const older = {
    age: { '18-24': 10, '25-34': 30, '35-44': 40, '45+': 20 },
    gender: { female: 30, male: 70, other: 0 },
    top_countries: [{ code: 'NG', share: 80 }],
    top_cities: [{ name: 'Lagos', share: 50 }],
  };
  it("weights each creator's audience by their reach, rounding to 100", () => {
    const out = weightedAudience([
      { weight: 3000, audience: young },
      { weight: 1000, audience: older },
    ]);
    // 18-24: (3000 x 70 + 1000 x 10) / 4000 = 55; 25-34: 22.5; 35-44: 15.25; 45+: 7.25.
    expect(out.age).toEqual({ '18-24': 55, '25-34': 23, '35-44': 15, '45+': 7 });
    // female 67.5, male 31.75, other 0.75: the two largest remainders (0.75) get the points lost to rounding.
    expect(out.gender).toEqual({ female: 67, male: 32, other: 1 });
    expect(out.countries).toEqual([
      { name: 'KE', percentage: 67.5 },
      { name: 'NG', percentage: 20 },
    ]);
    expect(out.cities).toEqual([
      { name: 'Nairobi', percentage: 45 },
      { name: 'Lagos', percentage: 12.5 },
    ]);
    expect(out.creators_with_data).toBe(2);
  });
  it('leaves out creators without audience data or weight; none at all is for the sample values', () => {
    const out = weightedAudience([
      { weight: 0, audience: young },
      { weight: 500, audience: null },
    ]);
    expect(out.creators_with_data).toBe(0);
    expect(SAMPLE_AUDIENCE.age).toEqual({ '18-24': 35, '25-34': 42, '35-44': 18, '45+': 5 });
    expect(SAMPLE_AUDIENCE.gender).toEqual({ female: 60, male: 38, other: 2 });
  });
  it('keeps the top 5 countries and cities', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      weight: 100 + i,
      audience: {
        ...young,
        top_countries: [{ code: `C${i}`, share: 50 }],
        top_cities: [{ name: `City ${i}`, share: 40 }],
      },
    }));
    const out = weightedAudience(many);
    expect(out.countries.map((c) => c.name)).toEqual(['C6', 'C5', 'C4', 'C3', 'C2']);
    expect(out.cities).toHaveLength(5);
  });
});

describe('handleFromPostLink', () => {
  it('reads the handle a link carries, and none from links without one', () => {
    expect(handleFromPostLink('https://www.tiktok.com/@achieng.eats/video/7300000000000000001')).toBe('@achieng.eats');
    expect(handleFromPostLink('https://www.instagram.com/achieng_eats/p/Cx1/')).toBe('@achieng_eats');
    expect(handleFromPostLink('https://www.instagram.com/stories/achieng/3301/')).toBe('@achieng');
    expect(handleFromPostLink('https://www.instagram.com/p/Cx1abc/')).toBeNull();
    expect(handleFromPostLink('https://www.instagram.com/reel/Cx1abc/')).toBeNull();
    expect(handleFromPostLink('https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(handleFromPostLink('not a link')).toBeNull();
  });
});

describe('the metrics CSV line', () => {
  const line = (cells: string[]) => parseMetricsCsvLine(cells, 4);
  const good = ['https://www.instagram.com/p/x/', '2026-11-20', '2,000', '1500', '1800', '100', '10', '5', '4', '5000'];
  it('reads a good line (thousands separators allowed)', () => {
    expect(METRICS_CSV_COLUMNS).toHaveLength(good.length);
    expect(line(good)).toEqual({
      line: 4,
      post_url: 'https://www.instagram.com/p/x/',
      date: '2026-11-20',
      impressions: 2000,
      reach: 1500,
      views: 1800,
      likes: 100,
      comments: 10,
      shares: 5,
      saved: 4,
      followers: 5000,
    });
  });
  it('names every bad column of a line', () => {
    const bad = ['instagram', '2026-02-30', '', '1.5', '-3', ...good.slice(5)];
    expect(line(bad)).toEqual([
      { line: 4, field: 'post_url', message: 'is not a link' },
      { line: 4, field: 'date', message: 'must be a day as YYYY-MM-DD' },
      { line: 4, field: 'impressions', message: 'is empty' },
      { line: 4, field: 'reach', message: 'must be a whole number' },
      { line: 4, field: 'views', message: 'must be a whole number' },
    ]);
    expect(line(good.slice(1))).toEqual([{ line: 4, field: 'row', message: 'expected 10 columns, found 9' }]);
  });
  it('knows calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });
});

describe('chart rules (spec section 2)', () => {
  it('shows at most 6 x-axis labels under 768 px, 12 from 768 px', () => {
    expect(maxAxisLabels(390)).toBe(6);
    expect(maxAxisLabels(767)).toBe(6);
    expect(maxAxisLabels(768)).toBe(12);
    expect(maxAxisLabels(1280)).toBe(12);
  });
  it('sorts the creators by impressions, most first, ties by name; bars 46 thick', () => {
    const rows = [
      { name: 'Brian', impressions: 500 },
      { name: 'Achieng', impressions: 9000 },
      { name: 'Aisha', impressions: 500 },
    ];
    expect(byImpressionsDescending(rows).map((r) => r.name)).toEqual(['Achieng', 'Aisha', 'Brian']);
    expect(rows[0].name).toBe('Brian');
    expect(BAR_THICKNESS).toBe(46);
  });
});
