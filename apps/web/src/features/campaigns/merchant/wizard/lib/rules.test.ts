import { describe, expect, it } from 'vitest';
import { AMOUNT_DECIMALS_MESSAGE } from '../../../../../lib/money';
import { END_BEFORE_START_MESSAGE, NO_CREATORS_MESSAGE, NO_DELIVERABLES_MESSAGE, wizardIssues } from './rules';
import { completeValues } from './test-values';
import { newDeliverable, stepOfField, WIZARD_STEPS, DELIVERABLES_STEP, type DeliverableValues } from './values';

const messages = (issues: ReturnType<typeof wizardIssues>) =>
  Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
const deliverable = (overrides: Partial<DeliverableValues> = {}): DeliverableValues => ({
  ...newDeliverable({ start_date: '2027-01-10', end_date: '2027-01-31' }, 'INSTAGRAM', [1]),
  post_content_type: 'REEL',
  ...overrides,
});

describe('wizardIssues', () => {
  it('has nothing to say about a complete campaign', () => {
    expect(wizardIssues(completeValues())).toEqual([]);
  });

  it('asks for what is missing, on the fields', () => {
    const issues = messages(
      wizardIssues(
        completeValues({
          brand_id: '',
          name: ' ',
          country: '',
          start_date: '',
          end_time: '',
          platforms: [],
          budget: '',
          influencer_ids: [],
          deliverables: [],
        }),
      ),
    );
    expect(issues).toMatchObject({
      brand_id: 'Choose a brand',
      name: 'Give the campaign a name',
      country: 'Choose a country',
      start_date: 'Choose the start date',
      end_time: 'Choose the end time',
      platforms: 'Choose at least one platform',
      budget: 'Give the budget',
      influencer_ids: NO_CREATORS_MESSAGE,
      deliverables: NO_DELIVERABLES_MESSAGE,
    });
  });

  it('refuses an end at or before the start (dates and times together)', () => {
    expect(messages(wizardIssues(completeValues({ end_date: '2027-01-10', end_time: '09:00' }))).end_date).toBe(
      END_BEFORE_START_MESSAGE,
    );
    expect(
      messages(
        wizardIssues(
          completeValues({
            end_date: '2027-01-10',
            end_time: '09:01',
            deliverables: [deliverable({ end_date: '2027-01-10' })],
          }),
        ),
      ),
    ).toEqual({});
  });

  it('keeps the budget within its currency bounds (minor units), with the number rule of the field first', () => {
    const bounds = { budget: { currency: 'KES', min_minor: 1_000_000, max_minor: 100_000_000 } };
    expect(messages(wizardIssues(completeValues({ budget: '9,999' }), bounds)).budget).toBe(
      'The budget is at least KES 10,000.00',
    );
    expect(messages(wizardIssues(completeValues({ budget: '1,000,001' }), bounds)).budget).toBe(
      'The budget is at most KES 1,000,000.00',
    );
    expect(messages(wizardIssues(completeValues({ budget: '10,000' }), bounds)).budget).toBeUndefined();
    expect(messages(wizardIssues(completeValues({ budget: '12.5' }), bounds)).budget).toBe('Value must be a number');
    // Bounds of another currency (still loading the new one) are not applied.
    expect(messages(wizardIssues(completeValues({ budget: '9,999', currency: 'USD' }), bounds)).budget).toBeUndefined();
  });

  it('asks for a group by group, and says when its groups have no creators', () => {
    expect(
      messages(wizardIssues(completeValues({ selection_mode: 'GROUP', influencer_groups: [] }))).influencer_groups,
    ).toBe('Choose a creator group');
    expect(
      messages(wizardIssues(completeValues({ selection_mode: 'GROUP', influencer_groups: ['g'], influencer_ids: [] })))
        .influencer_ids,
    ).toBe('The chosen groups have no creators');
  });

  it('checks each deliverable: platform, type, creators in the selection, days in the campaign, amounts, posts', () => {
    const issues = messages(
      wizardIssues(
        completeValues({
          deliverables: [
            deliverable({ channel: 'TIKTOK', post_content_type: '', influencer_ids: [9] }),
            deliverable({ start_date: '2027-01-09', end_date: '2027-02-01' }),
            deliverable({ start_date: '2027-01-20', end_date: '2027-01-19', bonus_type: 'EXTRA', bonus_amount: '' }),
            deliverable({ bonus_type: 'FIXED', bonus_amount: '10.005', number_of_posts: '0' }),
            deliverable({ bonus_type: 'EXTRA', bonus_amount: '0' }),
          ],
        }),
      ),
    );
    expect(issues).toEqual({
      'deliverables.0.channel': "The platform is not one of the campaign's",
      'deliverables.0.post_content_type': 'Choose the type of post',
      'deliverables.0.influencer_ids': 'A creator here is no longer selected',
      'deliverables.1.start_date': 'Choose a date within the campaign',
      'deliverables.1.end_date': 'Choose a date within the campaign',
      'deliverables.2.end_date': 'The end cannot be before the start',
      'deliverables.2.bonus_amount': 'Give the bonus amount',
      'deliverables.3.bonus_amount': AMOUNT_DECIMALS_MESSAGE,
      'deliverables.3.number_of_posts': 'From 1 to 50 posts',
      'deliverables.4.bonus_amount': 'The amount must be more than 0',
    });
  });

  it("ends with the API's own schema (an unknown time zone makes dates it refuses)", () => {
    const issues = wizardIssues(completeValues({ timezone: 'Mars/Olympus' }));
    expect(issues.map((i) => i.path[0])).toContain('start_date');
  });
});

describe('steps', () => {
  it('names each step and finds the step of a field the server names', () => {
    expect(WIZARD_STEPS.map((s) => s.label)).toEqual([
      'Brand and brief',
      'Details',
      'Creators',
      'Deliverables',
      'Contracts and review',
    ]);
    expect(DELIVERABLES_STEP).toBe(3);
    expect(stepOfField('deliverables.0.influencer_ids')).toBe(3);
    expect(stepOfField('budget')).toBe(1);
    expect(stepOfField('influencer_groups')).toBe(2);
    expect(stepOfField('brief_id')).toBe(0);
    expect(stepOfField('contract_template_ids')).toBe(4);
    expect(stepOfField('nothing')).toBeNull();
  });
});
