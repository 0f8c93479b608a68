import { describe, expect, it } from 'vitest';
import { canMoveContract, CONTRACT_STATUSES, initialContractStatus, LIVE_CONTRACT_STATUSES } from '../src/contracts';

describe('contract state machine', () => {
  it('starts awaiting a signature only when the campaign asks for one', () => {
    expect(initialContractStatus(true)).toBe('PENDING_SIGNATURE');
    expect(initialContractStatus(false)).toBe('ISSUED');
  });

  it('lets only a pending contract be signed or declined, and every live one be voided', () => {
    const moves = CONTRACT_STATUSES.flatMap((from) =>
      CONTRACT_STATUSES.filter((to) => canMoveContract(from, to)).map((to) => `${from}>${to}`),
    );
    expect(moves.sort()).toEqual([
      'ISSUED>VOID',
      'PENDING_SIGNATURE>DECLINED',
      'PENDING_SIGNATURE>SIGNED',
      'PENDING_SIGNATURE>VOID',
      'SIGNED>VOID',
    ]);
    expect(LIVE_CONTRACT_STATUSES.every((status) => canMoveContract(status, 'VOID'))).toBe(true);
  });
});
