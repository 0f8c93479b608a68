import { describe, expect, it } from 'vitest';
import { SME_PACKAGES } from '@app/shared/sme';
import {
  chosenPackage,
  dayToIso,
  EMPTY_SME_CAMPAIGN,
  firstStartDay,
  recommendedFor,
  smeCampaignFormSchema,
  stepOfField,
  type SmeCampaignFormValues,
} from './campaign-form';
import { smeStatusLabel } from './format';

const valid: SmeCampaignFormValues = {
  ...EMPTY_SME_CAMPAIGN,
  budget: '100,000',
  name: ' Mandazi mornings ',
  description: 'A family bakery',
  start_date: '2030-03-05',
  end_date: '2030-03-20',
  channels: ['INSTAGRAM'],
};

const issues = (values: SmeCampaignFormValues) =>
  (smeCampaignFormSchema('2030-01-01').safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('SME campaign form', () => {
  it('reads the budget typed with commas and recommends as spec section 9 says', () => {
    expect(recommendedFor('100,000', SME_PACKAGES)?.name).toBe('Boost');
    expect(recommendedFor('65000', SME_PACKAGES)?.name).toBe('Launch');
    expect(recommendedFor('65001', SME_PACKAGES)?.name).toBe('Boost');
    expect(recommendedFor('500,000', SME_PACKAGES)?.name).toBe('Platinum');
    expect(recommendedFor('600,000', SME_PACKAGES)).toBeNull();
    expect(recommendedFor('0', SME_PACKAGES)).toBeNull();
    expect(recommendedFor('12k', SME_PACKAGES)).toBeNull();
    expect(chosenPackage({ budget: '600000', package: 'Scale' }, SME_PACKAGES)?.name).toBe('Scale');
  });

  it('turns valid values into the shared request: whole shillings, Nairobi days from start to end, trimmed', () => {
    const parsed = smeCampaignFormSchema('2030-01-01').parse(valid);
    expect(parsed).toMatchObject({
      budget: 100_000,
      name: 'Mandazi mornings',
      start_date: '2030-03-05T00:00:00+03:00',
      end_date: '2030-03-20T23:59:59+03:00',
      channels: ['INSTAGRAM'],
      product: '',
    });
    expect(parsed).not.toHaveProperty('package');
    expect(dayToIso('2030-03-05', 'end')).toBe('2030-03-05T23:59:59+03:00');
  });

  it('names the field of each problem', () => {
    expect(issues({ ...valid, budget: '600,000' })).toEqual([
      ['package', 'Your budget is above our largest package: choose a package'],
    ]);
    expect(issues({ ...valid, budget: '600,000', package: 'Platinum' })).toEqual([]);
    expect(issues({ ...valid, budget: '0' })).toEqual([['budget', 'Enter a budget above zero']]);
    expect(issues({ ...valid, end_date: '2030-03-01' })).toEqual([
      ['end_date', 'The campaign must end after it starts'],
    ]);
    expect(issues({ ...valid, start_date: '2029-12-31' })).toEqual([
      ['start_date', 'Choose a date on or after 01/01/2030'],
    ]);
    expect(issues({ ...valid, channels: [] })).toEqual([['channels', 'Choose at least one channel']]);
    expect(stepOfField('package')).toBe(0);
    expect(stepOfField('channels')).toBe(1);
    expect(stepOfField('influencer_ids')).toBeNull();
  });

  it('starts campaigns from tomorrow in Nairobi', () => {
    // 22:30 UTC on 4 March is 01:30 on 5 March in Nairobi: the first day is the 6th.
    expect(firstStartDay(Date.parse('2030-03-04T22:30:00Z'))).toBe('2030-03-06');
  });

  it('says the status as the spec does: lowercased then capitalised', () => {
    expect(['UPCOMING', 'ONGOING', 'COMPLETED', 'CANCELLED'].map(smeStatusLabel)).toEqual([
      'Upcoming',
      'Ongoing',
      'Completed',
      'Cancelled',
    ]);
  });
});
