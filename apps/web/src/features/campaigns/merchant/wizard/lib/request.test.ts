import { describe, expect, it } from 'vitest';
import { createCampaignRequestSchema } from '@app/shared/campaigns';
import { buildCreateRequest, channelTexts, orderedRows } from './request';
import { completeValues } from './test-values';
import { newDeliverable, newWizardValues } from './values';

describe('buildCreateRequest', () => {
  it("sends the dates as ISO date-times with the country's offset", () => {
    const request = buildCreateRequest(completeValues());
    expect(request.start_date).toBe('2027-01-10T09:00:00+03:00');
    expect(request.end_date).toBe('2027-01-31T18:00:00+03:00');
    expect(request.timezone).toBe('Africa/Nairobi');
    // A zone with daylight saving carries the offset of that day.
    const london = buildCreateRequest(
      completeValues({ timezone: 'Europe/London', start_date: '2027-07-01', end_date: '2027-07-02', deliverables: [] }),
    );
    expect(london.start_date).toBe('2027-07-01T09:00:00+01:00');
    const winter = buildCreateRequest(
      completeValues({ timezone: 'Europe/London', start_date: '2027-01-04', end_date: '2027-01-05', deliverables: [] }),
    );
    // At offset 0 dayjs writes Z, which the API's schema takes as the offset it is.
    expect(winter.start_date).toBe('2027-01-04T09:00:00Z');
  });

  it("keeps a deliverable's days in the campaign: from the campaign's start on day one, to its end on the last", () => {
    const values = completeValues({
      deliverables: [
        {
          ...newDeliverable({ start_date: '2027-01-10', end_date: '2027-01-31' }, 'INSTAGRAM', [1]),
          post_content_type: 'REEL',
        },
        {
          ...newDeliverable({ start_date: '2027-01-12', end_date: '2027-01-14' }, 'INSTAGRAM', [2]),
          post_content_type: 'STORY',
        },
      ],
    });
    const [whole, middle] = buildCreateRequest(values).deliverables;
    expect([whole.start_date, whole.end_date]).toEqual(['2027-01-10T09:00:00+03:00', '2027-01-31T18:00:00+03:00']);
    expect([middle.start_date, middle.end_date]).toEqual(['2027-01-12T00:00:00+03:00', '2027-01-14T23:59:00+03:00']);
  });

  it('sends bonus amounts typed in whole units as minor units, and nothing for the standard rate', () => {
    const base = newDeliverable({ start_date: '2027-01-10', end_date: '2027-01-31' }, 'INSTAGRAM', [1]);
    const values = completeValues({
      deliverables: [
        { ...base, post_content_type: 'REEL', bonus_type: 'EXTRA', bonus_amount: '1,250.5', number_of_posts: '3' },
        { ...base, post_content_type: 'STORY', bonus_type: 'FIXED', bonus_amount: '0.10' },
        { ...base, post_content_type: 'POST', bonus_type: 'NONE', bonus_amount: '999' },
      ],
    });
    const request = buildCreateRequest(values);
    expect(request.deliverables.map((d) => [d.bonus_type, d.bonus_amount_minor, d.number_of_posts])).toEqual([
      ['EXTRA', 125_050, 3],
      ['FIXED', 10, 1],
      ['NONE', 0, 1],
    ]);
    // The API's schema takes them as they are.
    const parsed = createCampaignRequestSchema.parse(request);
    expect(parsed.deliverables.map((d) => d.bonus_amount_minor)).toEqual([125_050, 10, 0]);
  });

  it('numbers selling points and steps with row_order and drops blank rows', () => {
    expect(orderedRows([{ text: '' }, { text: ' Fresh ' }, { text: '  ' }, { text: 'Local' }])).toEqual([
      { description: 'Fresh', row_order: 0 },
      { description: 'Local', row_order: 1 },
    ]);
    // The two empty rows a form starts with send nothing.
    expect(buildCreateRequest(completeValues()).selling_points).toEqual([]);
    expect(buildCreateRequest(completeValues()).content_creation_steps).toEqual([]);
  });

  it("keeps the handles and hashtags of the campaign's platforms, trimmed, without blanks or repeats", () => {
    expect(
      channelTexts(
        [
          { channel: 'INSTAGRAM', text: ' @kola ' },
          { channel: 'INSTAGRAM', text: '@KOLA' },
          { channel: 'TIKTOK', text: '@kola' },
          { channel: 'INSTAGRAM', text: ' ' },
        ],
        ['INSTAGRAM'],
      ),
    ).toEqual([{ channel: 'INSTAGRAM', text: '@kola' }]);
  });

  it('sends groups (not their members) by group, ids otherwise, and filters as preferences by filters', () => {
    const byGroup = buildCreateRequest(
      completeValues({
        selection_mode: 'GROUP',
        influencer_groups: ['4b8d3c52-2f55-4c8e-9a53-1f5e2c1d8a70'],
        influencer_ids: [1, 2],
      }),
    );
    expect(byGroup.influencer_groups).toEqual(['4b8d3c52-2f55-4c8e-9a53-1f5e2c1d8a70']);
    expect(byGroup.influencer_ids).toEqual([]);
    expect(byGroup.preferences).toMatchObject({ gender: 'BOTH', age_group: { from: 18, to: 100 } });

    const filters = {
      ...newWizardValues().filters,
      gender: 'FEMALE' as const,
      ageFrom: 30,
      ageTo: 25,
      locations: [7],
      channels: [{ channel: 'INSTAGRAM', levels: ['MICRO'] }],
      interests: ['FOOD'],
      creatorTypeIds: [3],
    };
    const byFilters = buildCreateRequest(
      completeValues({ selection_mode: 'FILTERS', filters, influencer_ids: [2, 2, 1] }),
    );
    expect(byFilters.influencer_ids).toEqual([2, 1]);
    expect(byFilters.influencer_groups).toEqual([]);
    expect(byFilters.preferences).toMatchObject({
      gender: 'FEMALE',
      age_group: { from: 25, to: 30 },
      locations: [7],
      influencer_levels: ['MICRO'],
    });
    expect(byFilters.subcategories).toEqual(['FOOD']);
    expect(byFilters.content_creator_type_ids).toEqual([3]);
  });

  it('passes the shared create schema, with the draft to remove when there is one', () => {
    const request = buildCreateRequest(completeValues(), { draftId: '9a7d5f2c-1b3e-4c6d-8e9f-0a1b2c3d4e5f' });
    const parsed = createCampaignRequestSchema.safeParse(request);
    expect(parsed.success).toBe(true);
    expect(request).toMatchObject({
      name: 'Launch',
      budget_minor: 50_000_000,
      draft_id: '9a7d5f2c-1b3e-4c6d-8e9f-0a1b2c3d4e5f',
    });
    expect(buildCreateRequest(completeValues())).not.toHaveProperty('draft_id');
  });
});
