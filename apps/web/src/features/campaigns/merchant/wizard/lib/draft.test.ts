import { describe, expect, it } from 'vitest';
import { createDraftRequestSchema } from '@app/shared/campaigns';
import { draftBody, draftStep, valuesFromDraft } from './draft';
import { completeValues } from './test-values';
import { newWizardValues } from './values';

describe('drafts', () => {
  it('stores the values as they are, empty dates as null, and reads them back the same', () => {
    const values = completeValues({
      start_date: '',
      end_time: '',
      deliverables: [{ ...completeValues().deliverables[0], end_date: '' }],
    });
    const body = draftBody(values, 3);
    expect(body.step).toBe(3);
    expect(body.name).toBe('Launch');
    expect(body.data).toMatchObject({
      start_date: null,
      end_time: null,
      end_date: '2027-01-31',
      budget_minor: 50_000_000,
    });
    expect(body.data).not.toHaveProperty('budget');
    expect((body.data.deliverables as { end_date: unknown }[])[0].end_date).toBeNull();
    // The API takes it as a draft body.
    expect(
      createDraftRequestSchema.safeParse({ company_id: '6f1c1f44-3b1e-4d59-9d2b-3f0a7c2e9b11', ...body }).success,
    ).toBe(true);
    // Through JSON (the API stores it as JSON) and back; an amount comes back as the text of its minor units.
    expect(valuesFromDraft(JSON.parse(JSON.stringify(body.data)))).toEqual({ ...values, budget: '500000' });
  });

  it('stores amounts in minor units, and reads an older draft whose amounts are typed text', () => {
    const values = completeValues({
      budget: '8,500.50',
      deliverables: [{ ...completeValues().deliverables[0], bonus_type: 'EXTRA', bonus_amount: '12.5' }],
    });
    const data = draftBody(values, 2).data;
    expect(data.budget_minor).toBe(850_050);
    expect((data.deliverables as Record<string, unknown>[])[0]).toMatchObject({ bonus_amount_minor: 1250 });
    expect((data.deliverables as Record<string, unknown>[])[0]).not.toHaveProperty('bonus_amount');
    const back = valuesFromDraft(data);
    expect(back.budget).toBe('8500.50');
    expect(back.deliverables[0].bonus_amount).toBe('12.50');
    expect(valuesFromDraft({ ...data, budget_minor: null }).budget).toBe('');
    expect(draftBody(completeValues({ budget: 'abc' }), 1).data.budget_minor).toBeNull();
  });

  it('names an unnamed draft null', () => {
    expect(draftBody(newWizardValues(), 0).name).toBeNull();
  });

  it('reads what it cannot use as new: missing fields, other shapes, nothing at all', () => {
    const fresh = newWizardValues();
    expect(valuesFromDraft(null)).toEqual(fresh);
    expect(valuesFromDraft({})).toEqual(fresh);
    const odd = valuesFromDraft({
      name: 42,
      selection_mode: 'PSYCHIC',
      influencer_ids: [1, 'x'],
      budget: '900',
      filters: { gender: 'FEMALE', ageFrom: 'old' },
    });
    expect(odd.name).toBe('');
    expect(odd.selection_mode).toBe(fresh.selection_mode);
    expect(odd.influencer_ids).toEqual([]);
    expect(odd.budget).toBe('900');
    expect(odd.filters.gender).toBe('FEMALE');
    expect(odd.filters.ageFrom).toBe(18);
  });

  it('resumes at a step of the wizard', () => {
    expect(draftStep(3)).toBe(3);
    expect(draftStep(17)).toBe(4);
    expect(draftStep(-1)).toBe(0);
  });
});
