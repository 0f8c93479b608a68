import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { newJobValues, type JobFormValues } from './form-values';
import { formProblems, jobFormResolver } from './rules';

const brandId = '0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10';
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<JobFormValues>;

function complete(overrides: Partial<JobFormValues> = {}): JobFormValues {
  return {
    ...newJobValues(brandId),
    name: 'Street food series',
    country: 'KE',
    currency: 'KES',
    bid_start_date: '2027-01-10',
    bid_end_date: '2027-01-20',
    estimated_campaign_start_date: '2027-02-01',
    budget: '50000',
    channels: ['INSTAGRAM'],
    tasks: [{ channel: 'INSTAGRAM', post_content_type: 'POST', number: '2' }],
    ...overrides,
  };
}

type Bounds = { currency: string; min_minor: number; max_minor: number };
const resolve = (values: JobFormValues, budget: Bounds | null = null) =>
  jobFormResolver(() => ({ zone: 'Africa/Nairobi', publish: true, budget }))(values, undefined, options);

describe('the job form rules', () => {
  it('answers the parsed request of the shared schema when everything is there', async () => {
    const result = await resolve(complete());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      brand_id: brandId,
      budget_minor: 5_000_000,
      bid_start_date: '2027-01-10T09:00:00+03:00',
      publish: true,
    });
  });

  it('says in plain words what is missing, on the fields', async () => {
    const result = await resolve({ ...newJobValues(brandId), bid_start_time: '' });
    const message = (path: string) => path.split('.').reduce<any>((node, key) => node?.[key], result.errors)?.message;
    expect(message('name')).toBe('Give the job a name');
    expect(message('country')).toBe('Choose a country');
    expect(message('bid_start_date')).toBe('Choose the day bidding opens');
    expect(message('bid_start_time')).toBe('Choose the time bidding opens');
    expect(message('budget')).toBe('Give the budget');
    expect(message('channels')).toBe('Choose at least one channel');
    expect(message('tasks')).toBe('Add at least one task');
  });

  it("applies shared schema rules: bidding ends after start, a task on a job channel, a mode's selection", async () => {
    const result = await resolve(
      complete({
        bid_end_date: '2027-01-10',
        bid_end_time: '08:00',
        marketplace_mode: 'self-select',
        tasks: [{ channel: 'TIKTOK', post_content_type: 'VIDEO', number: '1' }],
      }),
    );
    const errors = result.errors as any;
    expect(errors.bid_end_date.message).toBe('Bidding must end after it starts');
    expect(errors.marketplace_values_self_select.message).toBe('Choose at least one creator');
    expect(errors.tasks[0].channel.message).toBe("TIKTOK is not one of the job's channels");
  });

  it('checks the budget against the currency bounds and the numbers typed', () => {
    const bounds = { budget: { currency: 'KES', min_minor: 1_000_000, max_minor: 100_000_000 } };
    expect(formProblems(complete({ budget: '5,000' }), bounds).budget).toBe('The budget is at least KES 10,000.00');
    expect(formProblems(complete({ budget: '5,000,000' }), bounds).budget).toBe(
      'The budget is at most KES 1,000,000.00',
    );
    expect(formProblems(complete({ budget: '10,000' }), bounds).budget).toBeUndefined();
    expect(formProblems(complete({ budget: '12a' }), bounds).budget).toBe('Value must be a number');
    expect(formProblems(complete({ campaign_duration: '0' }), bounds).campaign_duration).toBe(
      'Give the duration (at least 1)',
    );
    expect(
      formProblems(complete({ tasks: [{ channel: 'INSTAGRAM', post_content_type: '', number: '30' }] }), bounds),
    ).toMatchObject({
      'tasks.0.post_content_type': 'Choose the type of post',
      'tasks.0.number': 'Value must be less than 21',
    });
    // Bounds of another currency are not applied.
    expect(
      formProblems(complete({ budget: '5' }), {
        budget: { currency: 'NGN', min_minor: 1_000_000, max_minor: 2_000_000 },
      }).budget,
    ).toBeUndefined();
  });

  it('refuses an age range that starts after it ends', async () => {
    const values = complete();
    values.marketplace_values_influencer_attributes = {
      ...values.marketplace_values_influencer_attributes,
      age_group: { from: 40, to: 30 },
    };
    const errors = (await resolve(values)).errors as any;
    expect(errors.marketplace_values_influencer_attributes.age_group.to.message).toBe(
      'The age range starts after it ends',
    );
  });
});
