/**
 * Every move of every state machine table (docs/state-machines.md): each (state, move, role) is tried, and the
 * allowed ones are listed here in full, so a row added, dropped or changed in a table fails until this list says so.
 */
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MOVES, CAMPAIGN_STATUSES, CAMPAIGN_TRANSITIONS, campaignMoveRefusal } from '../src/campaigns';
import { CONTRACT_MOVES, CONTRACT_STATUSES, CONTRACT_TRANSITIONS, contractMoveRefusal } from '../src/contracts';
import {
  canMove,
  movesFrom,
  PARTIES,
  refusal,
  statesAllowing,
  targetOf,
  transitionOf,
  type TransitionTable,
} from '../src/state-machine';

/** Every allowed (state, move, role) of a table as `FROM MOVE by ROLE -> TO`, trying each combination. */
function allowedMoves<S extends string, M extends string, R extends string>(
  table: TransitionTable<S, M, R>,
  states: readonly S[],
  moves: readonly M[],
  roles: readonly R[],
): string[] {
  const lines: string[] = [];
  for (const from of states)
    for (const move of moves)
      for (const by of roles) {
        const row = transitionOf(table, from, move, by);
        expect(canMove(table, from, move, by)).toBe(row !== null);
        expect(refusal(table, from, move, by) === null).toBe(row !== null);
        if (row) lines.push(`${from} ${move} by ${by} -> ${row.to}`);
      }
  return lines;
}

/** Each table's states are its machine's states: no row names a state or role the machine does not have. */
function rowsAreKnown<S extends string, M extends string, R extends string>(
  table: TransitionTable<S, M, R>,
  states: readonly S[],
  moves: readonly M[],
  roles: readonly R[],
): void {
  for (const row of table) {
    expect(states).toContain(row.from);
    expect(states).toContain(row.to);
    expect(moves).toContain(row.move);
    expect(row.who.length).toBeGreaterThan(0);
    for (const who of row.who) expect(roles).toContain(who);
  }
}

describe('the table helpers', () => {
  const table: TransitionTable<'A' | 'B' | 'C', 'GO' | 'STOP', 'X' | 'Y'> = [
    { from: 'A', move: 'GO', to: 'B', who: ['X'] },
    { from: 'B', move: 'GO', to: 'C', who: ['X', 'Y'] },
    { from: 'A', move: 'STOP', to: 'C', who: ['Y'] },
  ];
  it('tell a move without a row (state) from a row for someone else (who)', () => {
    expect(refusal(table, 'A', 'GO', 'X')).toBeNull();
    expect(refusal(table, 'A', 'GO', 'Y')).toBe('who');
    expect(refusal(table, 'C', 'GO', 'X')).toBe('state');
    expect(refusal(table, 'B', 'STOP', 'Y')).toBe('state');
  });
  it('list the moves of a role, the states a move is allowed from, and where a move leads', () => {
    expect(movesFrom(table, 'A', 'Y')).toEqual(['STOP']);
    expect(movesFrom(table, 'B', 'Y')).toEqual(['GO']);
    expect(movesFrom(table, 'C', 'X')).toEqual([]);
    expect(statesAllowing(table, 'GO')).toEqual(['A', 'B']);
    expect(targetOf(table, 'STOP')).toBe('C');
    expect(targetOf(table, 'GO')).toBeNull();
  });
});

describe('contract machine', () => {
  it('allows exactly these moves', () => {
    rowsAreKnown(CONTRACT_TRANSITIONS, CONTRACT_STATUSES, CONTRACT_MOVES, PARTIES);
    expect(allowedMoves(CONTRACT_TRANSITIONS, CONTRACT_STATUSES, CONTRACT_MOVES, PARTIES)).toEqual([
      'PENDING_SIGNATURE SIGN by CREATOR -> SIGNED',
      'PENDING_SIGNATURE DECLINE by CREATOR -> DECLINED',
      'PENDING_SIGNATURE VOID by BRAND -> VOID',
      'SIGNED VOID by BRAND -> VOID',
      'ISSUED VOID by BRAND -> VOID',
      'ISSUED VOID by CREATOR -> VOID',
    ]);
  });
  it('names the state and where the refused move leads', () => {
    expect(contractMoveRefusal('SIGNED', 'SIGN', 'CREATOR')).toBe('This contract is signed; it cannot become signed');
    expect(contractMoveRefusal('VOID', 'VOID', 'BRAND')).toBe('This contract is void; it cannot become void');
    expect(contractMoveRefusal('ISSUED', 'DECLINE', 'CREATOR')).toBe(
      'This contract is issued (no signature needed); it cannot become declined',
    );
    expect(contractMoveRefusal('PENDING_SIGNATURE', 'SIGN', 'CREATOR')).toBeNull();
  });
});

describe('campaign machine', () => {
  it('allows exactly these moves', () => {
    rowsAreKnown(CAMPAIGN_TRANSITIONS, CAMPAIGN_STATUSES, CAMPAIGN_MOVES, PARTIES);
    expect(allowedMoves(CAMPAIGN_TRANSITIONS, CAMPAIGN_STATUSES, CAMPAIGN_MOVES, PARTIES)).toEqual([
      'UPCOMING CANCEL by BRAND -> CANCELLED',
      'ONGOING CANCEL by BRAND -> CANCELLED',
    ]);
  });
  it('says which campaigns can be cancelled', () => {
    expect(campaignMoveRefusal('COMPLETED', 'CANCEL', 'BRAND')).toBe(
      'This campaign is completed; only upcoming and ongoing campaigns can be cancelled',
    );
    expect(campaignMoveRefusal('CANCELLED', 'CANCEL', 'BRAND')).toBe(
      'This campaign is cancelled; only upcoming and ongoing campaigns can be cancelled',
    );
    expect(campaignMoveRefusal('ONGOING', 'CANCEL', 'BRAND')).toBeNull();
  });
});
