import { describe, expect, it } from 'vitest';
import { CONTRACT_TRANSITIONS, initialContractStatus, LIVE_CONTRACT_STATUSES } from '../src/contracts';
import { canMove, statesAllowing } from '../src/state-machine';

describe('contract state machine', () => {
  it('starts awaiting a signature only when the campaign asks for one', () => {
    expect(initialContractStatus(true)).toBe('PENDING_SIGNATURE');
    expect(initialContractStatus(false)).toBe('ISSUED');
  });

  it('lets every live contract be voided by the brand', () => {
    expect(LIVE_CONTRACT_STATUSES.every((status) => canMove(CONTRACT_TRANSITIONS, status, 'VOID', 'BRAND'))).toBe(true);
    expect([...LIVE_CONTRACT_STATUSES].sort()).toEqual(statesAllowing(CONTRACT_TRANSITIONS, 'VOID').sort());
  });
});
