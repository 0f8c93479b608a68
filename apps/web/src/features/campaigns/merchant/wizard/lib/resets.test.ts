import { describe, expect, it } from 'vitest';
import type { Brief } from '@app/shared/briefs';
import {
  applyPatch,
  brandChange,
  briefChange,
  clearsSelection,
  countryChange,
  selectionChange,
  selectionModeChange,
} from './resets';
import { newDeliverable, newWizardValues, type WizardValues } from './values';

const brandId = '6f1c1f44-3b1e-4d59-9d2b-3f0a7c2e9b11';

/** A wizard with everything chosen: creators, groups, deliverables, locations. */
function chosen(overrides: Partial<WizardValues> = {}): WizardValues {
  const base = newWizardValues(brandId);
  return {
    ...base,
    name: 'Launch',
    country: 'KE',
    timezone: 'Africa/Nairobi',
    currency: 'KES',
    budget: '500,000',
    start_date: '2027-01-10',
    end_date: '2027-01-31',
    platforms: ['INSTAGRAM', 'TIKTOK'],
    selection_mode: 'GROUP',
    influencer_groups: ['g1'],
    influencer_ids: [1, 2, 3],
    filters: { ...base.filters, countries: ['KE'], locations: [11, 12] },
    deliverables: [
      {
        ...newDeliverable({ start_date: '2027-01-10', end_date: '2027-01-31' }, 'INSTAGRAM', [1, 2]),
        post_content_type: 'REEL',
      },
    ],
    ...overrides,
  };
}

const brief: Brief = {
  brief_id: '0b0a2f0e-55a8-4b8f-8b7c-9a1f8d6c7e21',
  brief_name: 'Summer launch',
  brand_id: brandId,
  brand_name: 'Kola',
  company_id: brandId,
  platform: 'TIKTOK',
  niche: [],
  start_date: '2027-01-01',
  end_date: '2027-02-01',
  overview: {
    time: 1,
    version: '2.31',
    blocks: [{ id: 'a', type: 'paragraph', data: { text: 'Our <b>new</b> drink' } }],
  },
  objectives: { time: 1, version: '2.31', blocks: [{ id: 'b', type: 'header', data: { text: 'Reach', level: 3 } }] },
  call_to_action: 'Buy now',
  content_creation_steps: ['Unbox', 'Taste'],
  key_selling_points: [],
  handle: ['@old'],
  handles: ['@kola'],
  hashtag: [],
  hashtags: ['#summer'],
  thumbnail: [{ url: '/uploads/t.png', name: 't.png', content_type: 'image/png', size: 10 }],
  assets: [{ url: '/uploads/a.pdf', name: 'a.pdf', content_type: 'application/pdf', size: 20 }],
  pre_approval: true,
  advertiser_pre_approval: false,
  is_demo: false,
  created_at: '2026-12-01T00:00:00Z',
  updated_at: '2026-12-01T00:00:00Z',
} as Brief;

describe('changing the selection mode', () => {
  it('clears the selected creators, the groups and the deliverables', () => {
    const next = applyPatch(chosen(), selectionModeChange(chosen(), 'HAND'));
    expect(next.selection_mode).toBe('HAND');
    expect(next.influencer_ids).toEqual([]);
    expect(next.influencer_groups).toEqual([]);
    expect(next.deliverables).toEqual([]);
    // Nothing else moves.
    expect(next.country).toBe('KE');
    expect(next.budget).toBe('500,000');
    expect(next.filters.locations).toEqual([11, 12]);
  });

  it('changes nothing when the same mode is chosen again', () => {
    expect(selectionModeChange(chosen(), 'GROUP')).toEqual({});
  });
});

describe('changing the country', () => {
  const settings = {
    country: 'NG',
    currency: 'NGN',
    timezone: 'Africa/Lagos',
    budgetMinMinor: 15_000_000,
    channels: ['INSTAGRAM', 'YOUTUBE'],
  };

  it('resets locations, currency, time zone, budget (to minimum), platforms; clears creators, deliverables', () => {
    const next = applyPatch(chosen(), countryChange(chosen(), settings));
    expect(next).toMatchObject({ country: 'NG', currency: 'NGN', timezone: 'Africa/Lagos', budget: '150000' });
    expect(next.filters.locations).toEqual([]);
    // Other filters stay.
    expect(next.filters.countries).toEqual(['KE']);
    // Platforms not available in the new country go.
    expect(next.platforms).toEqual(['INSTAGRAM']);
    expect(next.influencer_ids).toEqual([]);
    expect(next.influencer_groups).toEqual([]);
    expect(next.deliverables).toEqual([]);
    // The texts and dates typed so far stay.
    expect(next.name).toBe('Launch');
    expect(next.start_date).toBe('2027-01-10');
  });

  it('leaves the budget empty when the minimum could not be loaded', () => {
    expect(countryChange(chosen(), { ...settings, budgetMinMinor: null }).budget).toBe('');
  });

  it('changes nothing when the same country is chosen again', () => {
    expect(countryChange(chosen(), { ...settings, country: 'KE' })).toEqual({});
  });
});

describe('changing the brief', () => {
  it('fills the campaign from the brief and clears creators and deliverables', () => {
    const next = applyPatch(chosen(), briefChange(chosen(), brief, ['INSTAGRAM', 'TIKTOK']));
    expect(next).toMatchObject({
      brief_id: brief.brief_id,
      name: 'Summer launch',
      platforms: ['TIKTOK'],
      description: 'Our new drink',
      campaign_objective: 'Reach',
      call_to_action: 'Buy now',
      pre_approval: true,
      advertiser_pre_approval: false,
      thumbnail: '/uploads/t.png',
      assets: ['/uploads/a.pdf'],
    });
    expect(next.content_creation_steps).toEqual([{ text: 'Unbox' }, { text: 'Taste' }]);
    // No selling points in the brief: the two empty rows of a new form.
    expect(next.selling_points).toEqual([{ text: '' }, { text: '' }]);
    // The plural lists win over the old singular ones; each carries the brief's platform.
    expect(next.handles).toEqual([{ channel: 'TIKTOK', text: '@kola' }]);
    expect(next.hashtags).toEqual([{ channel: 'TIKTOK', text: '#summer' }]);
    expect(next.influencer_ids).toEqual([]);
    expect(next.influencer_groups).toEqual([]);
    expect(next.deliverables).toEqual([]);
    // The country and its money stay.
    expect(next).toMatchObject({ country: 'KE', currency: 'KES', budget: '500,000' });
  });

  it('leaves the platform out when the country does not offer it, and keeps it while no country is chosen', () => {
    expect(briefChange(chosen(), brief, ['INSTAGRAM']).platforms).toEqual([]);
    expect(briefChange(chosen(), brief, null).platforms).toEqual(['TIKTOK']);
  });

  it('clearing the brief keeps the texts but clears creators and deliverables', () => {
    const withBrief = chosen({ brief_id: brief.brief_id });
    const next = applyPatch(withBrief, briefChange(withBrief, null, null));
    expect(next.brief_id).toBeNull();
    expect(next.name).toBe('Launch');
    expect(next.influencer_ids).toEqual([]);
    expect(next.deliverables).toEqual([]);
  });

  it('changes nothing when the same brief is chosen again', () => {
    expect(briefChange(chosen({ brief_id: brief.brief_id }), brief, null)).toEqual({});
  });

  it('another brand drops the chosen brief (and so the creators and deliverables)', () => {
    const next = applyPatch(
      chosen({ brief_id: brief.brief_id }),
      brandChange(chosen({ brief_id: brief.brief_id }), 'other'),
    );
    expect(next).toMatchObject({ brand_id: 'other', brief_id: null, influencer_ids: [], deliverables: [] });
    // Without a brief, only the brand changes.
    expect(brandChange(chosen(), 'other')).toEqual({ brand_id: 'other' });
  });
});

describe('a new selection', () => {
  it('keeps in each deliverable only the creators still selected', () => {
    const values = chosen({
      deliverables: [chosen().deliverables[0], { ...chosen().deliverables[0], influencer_ids: [3] }],
    });
    const next = applyPatch(values, selectionChange(values, [2, 3, 3]));
    expect(next.influencer_ids).toEqual([2, 3]);
    expect(next.deliverables.map((d) => d.influencer_ids)).toEqual([[2], [3]]);
    // An untouched deliverable is the same object (no needless re-render).
    expect(next.deliverables[1]).toBe(values.deliverables[1]);
  });

  it('tells whether a reset cleared what was chosen', () => {
    expect(clearsSelection(chosen(), selectionModeChange(chosen(), 'HAND'))).toBe(true);
    const empty = chosen({ influencer_ids: [], influencer_groups: [], deliverables: [] });
    expect(clearsSelection(empty, selectionModeChange(empty, 'HAND'))).toBe(false);
    expect(clearsSelection(chosen(), { name: 'x' })).toBe(false);
  });
});
