import { describe, expect, it } from 'vitest';
import { newJobValues, newTask, type JobFormValues } from './form-values';
import { channelsChange, clearsSelection, countryChange, modeChange } from './resets';

function filled(): JobFormValues {
  return {
    ...newJobValues('brand-1'),
    country: 'KE',
    currency: 'KES',
    budget: '80,000',
    channels: ['INSTAGRAM', 'TIKTOK'],
    marketplace_mode: 'self-select',
    marketplace_values_self_select: [11, 12],
    marketplace_values_group: ['g-1'],
    marketplace_values_influencer_attributes: {
      ...newJobValues().marketplace_values_influencer_attributes,
      countries: ['KE', 'UG'],
      locations: [3, 4],
      gender: 'FEMALE',
    },
    tasks: [
      { channel: 'INSTAGRAM', post_content_type: 'POST', number: '2' },
      { channel: 'TIKTOK', post_content_type: 'VIDEO', number: '1' },
    ],
  };
}

describe('job form resets (spec section 4)', () => {
  it('another selection mode clears the chosen creators, groups and tasks; the same mode changes nothing', () => {
    const values = filled();
    const patch = modeChange(values, 'groups');
    expect(patch).toEqual({
      marketplace_mode: 'groups',
      marketplace_values_group: [],
      marketplace_values_self_select: [],
      tasks: [],
    });
    expect(clearsSelection(values, patch)).toBe(true);
    expect(modeChange(values, 'self-select')).toEqual({});
  });

  it('another country clears creators and tasks; resets currency, budget to minimum, locations, channels', () => {
    const values = filled();
    const patch = countryChange(values, {
      country: 'NG',
      currency: 'NGN',
      budgetMinMinor: 15_000_000,
      channels: ['TIKTOK', 'YOUTUBE'],
    });
    expect(patch).toMatchObject({
      country: 'NG',
      currency: 'NGN',
      budget: '150000',
      channels: ['TIKTOK'],
      marketplace_values_self_select: [],
      marketplace_values_group: [],
      tasks: [],
    });
    // Locations reset; the other attributes stay.
    expect(patch.marketplace_values_influencer_attributes).toMatchObject({
      locations: [],
      countries: ['KE', 'UG'],
      gender: 'FEMALE',
    });
    expect(clearsSelection(values, patch)).toBe(true);
    // No minimum known: the budget is emptied rather than kept in the old currency.
    expect(countryChange(values, { country: 'NG', currency: 'NGN', budgetMinMinor: null, channels: [] }).budget).toBe(
      '',
    );
    expect(countryChange(values, { country: 'KE', currency: 'KES', budgetMinMinor: 100, channels: [] })).toEqual({});
  });

  it('says nothing was cleared when there was nothing to clear', () => {
    const values = newJobValues('b');
    expect(clearsSelection(values, modeChange(values, 'groups'))).toBe(false);
  });

  it('unticking a channel drops its tasks and keeps rows without a channel yet', () => {
    const values = { ...filled(), tasks: [...filled().tasks, newTask()] };
    expect(channelsChange(values, ['TIKTOK'])).toEqual({
      channels: ['TIKTOK'],
      tasks: [
        { channel: 'TIKTOK', post_content_type: 'VIDEO', number: '1' },
        { channel: '', post_content_type: '', number: '1' },
      ],
    });
  });
});
