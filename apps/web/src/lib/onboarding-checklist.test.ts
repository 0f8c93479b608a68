import { describe, expect, it } from 'vitest';
import { CHECKLIST_FLAGS, type Checklist } from '@app/shared/onboarding';
import { CHECKLIST_ORDER, checklistProgress } from './onboarding-checklist';

const none = Object.fromEntries(CHECKLIST_FLAGS.map((f) => [f, false])) as Checklist;

describe('checklistProgress', () => {
  it('lists every flag once with a label', () => {
    expect([...CHECKLIST_ORDER].sort()).toEqual([...CHECKLIST_FLAGS].sort());
    const progress = checklistProgress(none);
    expect(progress.items).toHaveLength(7);
    expect(progress.items.every((i) => i.label.length > 0 && !i.done)).toBe(true);
    expect(progress).toMatchObject({ done: 0, total: 7, percent: 0, complete: false });
  });

  it('counts what is done', () => {
    const progress = checklistProgress({ ...none, email_verified: true, company_created: true, brand_created: true });
    expect(progress).toMatchObject({ done: 3, percent: 43, complete: false });
    expect(progress.items[0]).toMatchObject({ flag: 'email_verified', done: true });
  });

  it('is complete when all seven are done', () => {
    const all = Object.fromEntries(CHECKLIST_FLAGS.map((f) => [f, true])) as Checklist;
    expect(checklistProgress(all)).toMatchObject({ done: 7, percent: 100, complete: true });
  });
});
