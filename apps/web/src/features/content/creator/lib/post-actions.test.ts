import { describe, expect, it } from 'vitest';
import type { AssignmentPost } from '@app/shared/assignments';
import type { ContentStatus } from '@app/shared/content';
import { postAction } from './post-actions';

const active = { status: 'ACTIVE' as const, pre_approval: true };
const post = (status: ContentStatus | null, round = 1): AssignmentPost => ({
  post_index: 1,
  due_at: null,
  content: status ? { id: 'c1', status, round, late: false } : null,
});

describe('postAction', () => {
  it('with pre-approval: a draft first and after changes, the link after approval or a rejected link', () => {
    expect(postAction(active, post(null))).toEqual({ kind: 'draft', round: 1 });
    expect(postAction(active, post('CHANGES_REQUESTED', 2))).toEqual({ kind: 'draft', round: 3 });
    expect(postAction(active, post('APPROVED'))).toEqual({ kind: 'live', first: false });
    expect(postAction(active, post('LIVE_REJECTED'))).toEqual({ kind: 'live', first: false });
    for (const status of ['SUBMITTED', 'BRAND_APPROVED', 'LIVE_SUBMITTED'] as const)
      expect(postAction(active, post(status))).toEqual({ kind: 'wait' });
    expect(postAction(active, post('VERIFIED'))).toEqual({ kind: 'done' });
  });

  it('without pre-approval: the live link straight away', () => {
    const direct = { ...active, pre_approval: false };
    expect(postAction(direct, post(null))).toEqual({ kind: 'live', first: true });
    expect(postAction(direct, post('LIVE_SUBMITTED'))).toEqual({ kind: 'wait' });
    expect(postAction(direct, post('LIVE_REJECTED'))).toEqual({ kind: 'live', first: false });
  });

  it('nothing before the contract is signed or once the work is cancelled; verified stays done', () => {
    expect(postAction({ ...active, status: 'AWAITING_CONTRACT' }, post(null))).toEqual({ kind: 'contract' });
    expect(postAction({ ...active, status: 'CANCELLED' }, post('APPROVED'))).toEqual({ kind: 'closed' });
    expect(postAction({ ...active, status: 'COMPLETED' }, post('VERIFIED'))).toEqual({ kind: 'done' });
  });
});
