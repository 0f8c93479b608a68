import { describe, expect, it } from 'vitest';
import { jobFormSchema, type Job } from '@app/shared/jobs';
import {
  buildJobRequest,
  collapseTasks,
  editable,
  newJobValues,
  valuesFromJob,
  type JobFormValues,
} from './form-values';

const ZONE = 'Africa/Nairobi';

function complete(overrides: Partial<JobFormValues> = {}): JobFormValues {
  return {
    ...newJobValues('0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10'),
    name: 'Street food series',
    country: 'KE',
    currency: 'KES',
    bid_start_date: '2027-01-10',
    bid_start_time: '09:00',
    bid_end_date: '2027-01-20',
    bid_end_time: '18:30',
    estimated_campaign_start_date: '2027-02-01',
    budget: '50,000',
    campaign_period: 'week',
    campaign_duration: '2',
    channels: ['INSTAGRAM'],
    tasks: [{ channel: 'INSTAGRAM', post_content_type: 'POST', number: '2' }],
    ...overrides,
  };
}

describe('the job request', () => {
  it('sends dates with the country offset, duration and tasks as JSON numbers, the budget in minor units', () => {
    const request = buildJobRequest(complete(), { zone: ZONE, publish: true });
    expect(request).toMatchObject({
      bid_start_date: '2027-01-10T09:00:00+03:00',
      bid_end_date: '2027-01-20T18:30:00+03:00',
      estimated_campaign_start_date: '2027-02-01T00:00:00+03:00',
      budget_minor: 5_000_000,
      campaign_duration: 2,
      tasks: [{ channel: 'INSTAGRAM', post_content_type: 'POST', number: 2 }],
      publish: true,
    });
    const parsed = jobFormSchema.parse(request);
    expect(parsed).toMatchObject({
      budget_minor: 5_000_000,
      campaign_duration: 2,
      tasks: [{ channel: 'INSTAGRAM', post_content_type: 'POST', number: 2 }],
    });
    // Open selection: the attributes with gender BOTH and ages 18 to 100 by default.
    expect(parsed.marketplace_values_influencer_attributes).toMatchObject({
      gender: 'BOTH',
      age_group: { from: 18, to: 100 },
    });
    expect(parsed).not.toHaveProperty('job_id');
  });

  it("sends only the chosen mode's selection", () => {
    const values = complete({
      marketplace_mode: 'groups',
      marketplace_values_group: ['4b8d3c52-2f55-4c8e-9a53-1f5e2c1d8a70'],
      marketplace_values_self_select: [11],
    });
    const request = buildJobRequest(values, {
      zone: ZONE,
      publish: false,
      jobId: '9a7d5f2c-1b3e-4c6d-8e9f-0a1b2c3d4e5f',
    });
    expect(request).toMatchObject({
      job_id: '9a7d5f2c-1b3e-4c6d-8e9f-0a1b2c3d4e5f',
      marketplace_values_group: ['4b8d3c52-2f55-4c8e-9a53-1f5e2c1d8a70'],
      marketplace_values_self_select: [],
      publish: false,
    });
    expect(request).not.toHaveProperty('marketplace_values_influencer_attributes');
    const self = buildJobRequest(
      complete({
        marketplace_mode: 'self-select',
        marketplace_values_self_select: [11, 12],
        marketplace_values_group: ['x'],
      }),
      { zone: ZONE, publish: true },
    );
    expect(self).toMatchObject({ marketplace_values_self_select: [11, 12], marketplace_values_group: [] });
  });

  it('leaves incomplete dates empty (the schema refuses them) and needs a zone', () => {
    expect(buildJobRequest(complete({ bid_start_date: '' }), { zone: ZONE, publish: true }).bid_start_date).toBe('');
    expect(buildJobRequest(complete(), { zone: null, publish: true }).bid_end_date).toBe('');
  });
});

describe('a saved job in the form', () => {
  const job = {
    id: '9a7d5f2c-1b3e-4c6d-8e9f-0a1b2c3d4e5f',
    brand_id: 'b1',
    brand_name: 'Kahawa House',
    name: 'Street food series',
    status: 'DRAFT',
    bid_start_date: '2027-01-10T06:00:00.000Z',
    bid_end_date: '2027-01-20T15:30:00.000Z',
    budget_minor: 5_000_000,
    currency: 'KES',
    country: 'KE',
    estimated_campaign_start_date: '2027-01-31T21:00:00.000Z',
    campaign_period: 'week',
    campaign_duration: 2,
    marketplace_mode: 'influencer_attributes',
    marketplace_values_group: [],
    marketplace_values_self_select: [],
    marketplace_values_influencer_attributes: {
      occupation: [],
      interests: ['FOOD'],
      age_group: { from: 20, to: 40 },
      posting_about: [],
      countries: ['KE'],
      locations: [],
      gender: 'FEMALE',
      income_category: [],
      influencer_levels: [],
    },
    channels: ['INSTAGRAM'],
    pre_approval: true,
    tasks: [
      { channel: 'INSTAGRAM', post_content_type: 'POST' },
      { channel: 'INSTAGRAM', post_content_type: 'STORY' },
      { channel: 'INSTAGRAM', post_content_type: 'POST' },
    ],
    bids_count: 0,
    accepting_bids: false,
    created_at: '2027-01-01T00:00:00.000Z',
    published_at: null,
    is_demo: false,
  } as Job;

  it("shows its dates in the country's zone and its tasks as rows with numbers, and rebuilds the same request", () => {
    const values = valuesFromJob(job, ZONE);
    expect(values).toMatchObject({
      bid_start_date: '2027-01-10',
      bid_start_time: '09:00',
      bid_end_date: '2027-01-20',
      bid_end_time: '18:30',
      estimated_campaign_start_date: '2027-02-01',
      budget: '50000',
      campaign_duration: '2',
    });
    expect(values.tasks).toEqual([
      { channel: 'INSTAGRAM', post_content_type: 'POST', number: '2' },
      { channel: 'INSTAGRAM', post_content_type: 'STORY', number: '1' },
    ]);
    const request = buildJobRequest(values, { zone: ZONE, publish: true, jobId: job.id });
    expect(request).toMatchObject({
      bid_start_date: '2027-01-10T09:00:00+03:00',
      estimated_campaign_start_date: '2027-02-01T00:00:00+03:00',
    });
    expect(jobFormSchema.safeParse({ ...request, brand_id: '0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10' }).success).toBe(
      true,
    );
  });

  it('is editable only while open or a draft and without bids', () => {
    expect(editable(job)).toBe(true);
    expect(editable({ ...job, status: 'OPEN' })).toBe(true);
    expect(editable({ ...job, bids_count: 1 })).toBe(false);
    expect(editable({ ...job, status: 'CLOSED' })).toBe(false);
    expect(collapseTasks([])).toEqual([]);
  });
});
