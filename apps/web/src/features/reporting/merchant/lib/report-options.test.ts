import type { CampaignSummary } from '@app/shared/campaigns';
import type { JobListing } from '@app/shared/jobs';
import { describe, expect, it } from 'vitest';
import { quickPicks, reportOptions, reportSelectData } from './report-options';

const campaign = (id: string, name: string, end: string, extra: Partial<CampaignSummary> = {}): CampaignSummary => ({
  id,
  company_id: 'brand-1',
  brand_name: 'Savannah Juice',
  name,
  start_date: '2026-01-01T00:00:00+03:00',
  end_date: end,
  timezone: 'Africa/Nairobi',
  currency: 'KES',
  budget_minor: 100_000,
  channels: ['INSTAGRAM'],
  campaign_status_for_merchant: 'COMPLETED',
  creators_count: 3,
  thumbnail: null,
  is_demo: false,
  created_at: '2025-12-01T00:00:00Z',
  ...extra,
});

const job = (id: string, name: string) => ({ id, name, date: '2026-02-01T09:00:00Z' }) as JobListing;

describe('what the reports page offers', () => {
  const lists = {
    ongoing_campaigns: [campaign('c-on', 'Cold-pressed launch', '2026-04-01T00:00:00+03:00')],
    upcoming_campaigns: [campaign('c-up', 'Weekend market', '2026-05-01T00:00:00+03:00')],
    finished_campaigns: [
      campaign('c-old', 'Old one', '2025-06-01T00:00:00+03:00'),
      campaign('c-demo', 'New year detox (demo)', '2026-01-15T00:00:00+03:00', { is_demo: true }),
      campaign('c-new', 'Recent one', '2026-02-15T00:00:00+03:00'),
    ],
  };

  it('lists campaigns by group (completed: most recently ended first) and the brands’ agreed jobs, once each', () => {
    const options = reportOptions(lists, [{ brandName: 'Savannah Juice', jobs: [job('j-1', 'Street food reels')] }]);
    expect(options.map((o) => [o.group, o.id])).toEqual([
      ['Ongoing campaigns', 'c-on'],
      ['Completed campaigns', 'c-new'],
      ['Completed campaigns', 'c-demo'],
      ['Completed campaigns', 'c-old'],
      ['Upcoming campaigns', 'c-up'],
      ['Jobs', 'j-1'],
    ]);
    expect(options.at(-1)).toMatchObject({ kind: 'JOB', brandName: 'Savannah Juice', start: '2026-02-01T09:00:00Z' });
    expect(reportOptions(undefined, [])).toEqual([]);
  });

  it('names the brand in the list only when the options span several brands', () => {
    const one = reportSelectData(reportOptions(lists, []));
    expect(one.map((g) => g.group)).toEqual(['Ongoing campaigns', 'Completed campaigns', 'Upcoming campaigns']);
    expect(one[0].items).toEqual([{ value: 'c-on', label: 'Cold-pressed launch' }]);
    const two = reportSelectData(reportOptions(lists, [{ brandName: 'Kahawa House', jobs: [job('j-2', 'Reels')] }]));
    expect(two.at(-1)).toEqual({ group: 'Jobs', items: [{ value: 'j-2', label: 'Reels · Kahawa House' }] });
  });

  it('offers the completed campaigns as quick picks, the demo first', () => {
    expect(quickPicks(reportOptions(lists, [])).map((o) => o.id)).toEqual(['c-demo', 'c-new', 'c-old']);
    expect(quickPicks(reportOptions(lists, []), 1).map((o) => o.name)).toEqual(['New year detox (demo)']);
  });
});
