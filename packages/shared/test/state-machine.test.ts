/**
 * Every move of every state machine table (docs/state-machines.md): each (state, move, role) is tried, and the
 * allowed ones are listed here in full, so a row added, dropped or changed in a table fails until this list says so.
 */
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MOVES, CAMPAIGN_STATUSES, CAMPAIGN_TRANSITIONS, campaignMoveRefusal } from '../src/campaigns';
import {
  INVITATION_MOVES,
  INVITATION_STATUSES,
  INVITATION_TRANSITIONS,
  invitationMoveRefusal,
} from '../src/creator-accounts';
import {
  BID_MACHINE_STATES,
  BID_MOVES,
  BID_ROLES,
  BID_STATUSES,
  BID_TRANSITIONS,
  bidMachineState,
  bidMoveRefusal,
  bidTurn,
  JOB_MOVES,
  JOB_STATUSES,
  JOB_TRANSITIONS,
  jobMoveRefusal,
} from '../src/jobs';
import { CONTRACT_MOVES, CONTRACT_STATUSES, CONTRACT_TRANSITIONS, contractMoveRefusal } from '../src/contracts';
import {
  FUNDING_MOVES,
  FUNDING_ROLES,
  FUNDING_STATUSES,
  FUNDING_TRANSITIONS,
  fundingMoveRefusal,
  PAYOUT_MOVES,
  PAYOUT_ROLES,
  PAYOUT_STATUSES,
  PAYOUT_TRANSITIONS,
  payoutMoveRefusal,
} from '../src/payments';
import {
  METRIC_REVIEW_MOVES,
  METRIC_REVIEW_STATUSES,
  METRIC_REVIEW_TRANSITIONS,
  metricReviewRefusal,
} from '../src/reporting';
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

describe('invitation machine', () => {
  it('allows exactly these moves', () => {
    rowsAreKnown(INVITATION_TRANSITIONS, INVITATION_STATUSES, INVITATION_MOVES, PARTIES);
    expect(allowedMoves(INVITATION_TRANSITIONS, INVITATION_STATUSES, INVITATION_MOVES, PARTIES)).toEqual([
      'PENDING ACCEPT by CREATOR -> ACCEPTED',
      'PENDING DECLINE by CREATOR -> DECLINED',
    ]);
  });
  it('takes no answer twice, nor once the campaign is over', () => {
    const pending = { status: 'PENDING' as const, campaign_status: 'ONGOING' as const };
    expect(invitationMoveRefusal(pending, 'ACCEPT')).toBeNull();
    expect(invitationMoveRefusal({ ...pending, campaign_status: 'UPCOMING' }, 'DECLINE')).toBeNull();
    expect(invitationMoveRefusal({ ...pending, status: 'ACCEPTED' }, 'DECLINE')).toBe(
      'This invitation is already answered: accepted',
    );
    expect(invitationMoveRefusal({ ...pending, status: 'REMOVED' }, 'ACCEPT')).toBe(
      'This invitation is already answered: withdrawn by the brand',
    );
    expect(invitationMoveRefusal({ ...pending, campaign_status: 'CANCELLED' }, 'ACCEPT')).toBe(
      'This campaign is cancelled; its invitation can no longer be answered',
    );
    expect(invitationMoveRefusal({ ...pending, campaign_status: 'COMPLETED' }, 'ACCEPT')).toBe(
      'This campaign is completed; its invitation can no longer be answered',
    );
  });
});

describe('job machine', () => {
  it('allows exactly these moves', () => {
    rowsAreKnown(JOB_TRANSITIONS, JOB_STATUSES, JOB_MOVES, PARTIES);
    expect(allowedMoves(JOB_TRANSITIONS, JOB_STATUSES, JOB_MOVES, PARTIES)).toEqual([
      'DRAFT EDIT by BRAND -> DRAFT',
      'DRAFT PUBLISH by BRAND -> OPEN',
      'DRAFT EXTEND by BRAND -> DRAFT',
      'DRAFT CLOSE by BRAND -> CLOSED',
      'OPEN EDIT by BRAND -> OPEN',
      'OPEN EXTEND by BRAND -> OPEN',
      'OPEN CLOSE by BRAND -> CLOSED',
    ]);
  });
  it('says a closed job is closed and an open one already published', () => {
    for (const move of JOB_MOVES) expect(jobMoveRefusal('CLOSED', move)).toBe('This job is closed');
    expect(jobMoveRefusal('OPEN', 'PUBLISH')).toBe('This job is already published');
    expect(jobMoveRefusal('DRAFT', 'PUBLISH')).toBeNull();
  });
});

describe('bid machine', () => {
  it('reads an ongoing bid as whose turn it is', () => {
    expect(bidMachineState({ status: 'ONGOING', last_role: 'INFLUENCER' })).toBe('AWAITING_BRAND');
    expect(bidMachineState({ status: 'ONGOING', last_role: 'MERCHANT' })).toBe('AWAITING_CREATOR');
    for (const status of BID_STATUSES.filter((s) => s !== 'ONGOING'))
      for (const last_role of BID_ROLES) expect(bidMachineState({ status, last_role })).toBe(status);
  });
  it('allows exactly these moves', () => {
    rowsAreKnown(BID_TRANSITIONS, BID_MACHINE_STATES, BID_MOVES, BID_ROLES);
    expect(allowedMoves(BID_TRANSITIONS, BID_MACHINE_STATES, BID_MOVES, BID_ROLES)).toEqual([
      'AWAITING_BRAND COUNTER by MERCHANT -> AWAITING_CREATOR',
      'AWAITING_BRAND ACCEPT by MERCHANT -> ACCEPTED',
      'AWAITING_BRAND REJECT by MERCHANT -> REJECTED',
      'AWAITING_BRAND WITHDRAW by INFLUENCER -> WITHDRAWN',
      'AWAITING_CREATOR COUNTER by INFLUENCER -> AWAITING_BRAND',
      'AWAITING_CREATOR ACCEPT by INFLUENCER -> ACCEPTED',
      'AWAITING_CREATOR REJECT by MERCHANT -> REJECTED',
      'AWAITING_CREATOR WITHDRAW by INFLUENCER -> WITHDRAWN',
    ]);
  });
  it('says why a move is refused, and whose turn it is', () => {
    const creatorSpoke = { status: 'ONGOING' as const, last_role: 'INFLUENCER' as const };
    const brandSpoke = { status: 'ONGOING' as const, last_role: 'MERCHANT' as const };
    expect(bidMoveRefusal(creatorSpoke, 'INFLUENCER', 'ACCEPT')).toBe(
      'You cannot accept your own offer; wait for the other side',
    );
    expect(bidMoveRefusal(brandSpoke, 'MERCHANT', 'COUNTER')).toBe(
      'The other side has not answered your last offer yet',
    );
    expect(bidMoveRefusal(brandSpoke, 'INFLUENCER', 'REJECT')).toBe(
      'Only the brand rejects a bid; withdraw it instead',
    );
    expect(bidMoveRefusal(creatorSpoke, 'MERCHANT', 'WITHDRAW')).toBe(
      'Only the creator withdraws a bid; reject it instead',
    );
    expect(bidMoveRefusal({ status: 'WITHDRAWN', last_role: 'INFLUENCER' }, 'MERCHANT', 'REJECT')).toBe(
      'This bid is already withdrawn',
    );
    expect(bidTurn(creatorSpoke)).toBe('MERCHANT');
    expect(bidTurn(brandSpoke)).toBe('INFLUENCER');
    expect(bidTurn({ status: 'ACCEPTED', last_role: 'MERCHANT' })).toBeNull();
  });
});

describe('funding machine', () => {
  it('allows exactly these moves', () => {
    rowsAreKnown(FUNDING_TRANSITIONS, FUNDING_STATUSES, FUNDING_MOVES, FUNDING_ROLES);
    expect(allowedMoves(FUNDING_TRANSITIONS, FUNDING_STATUSES, FUNDING_MOVES, FUNDING_ROLES)).toEqual([
      'PENDING CONFIRM by PROVIDER -> FUNDED',
      'PENDING FAIL by PROVIDER -> FAILED',
      'PENDING FAIL by SYSTEM -> FAILED',
      'FUNDED REFUND by SYSTEM -> REFUNDED',
      'FAILED RETRY by BRAND -> PENDING',
    ]);
  });
  it('refuses every move the table does not allow, with a message; allows the rest', () => {
    for (const status of FUNDING_STATUSES)
      for (const move of FUNDING_MOVES)
        for (const by of FUNDING_ROLES) {
          const why = fundingMoveRefusal(status, move, by);
          if (refusal(FUNDING_TRANSITIONS, status, move, by)) expect(why).toEqual(expect.any(String));
          else expect(why).toBeNull();
        }
  });
  it('names the state, or who may make the move', () => {
    expect(fundingMoveRefusal('FUNDED', 'CONFIRM', 'PROVIDER')).toBe('This funding is funded; it cannot be confirmed');
    expect(fundingMoveRefusal('REFUNDED', 'REFUND', 'SYSTEM')).toBe('This funding is refunded; it cannot be refunded');
    expect(fundingMoveRefusal('PENDING', 'RETRY', 'BRAND')).toBe(
      'This funding is awaiting payment; it cannot be retried',
    );
    expect(fundingMoveRefusal('PENDING', 'CONFIRM', 'BRAND')).toBe('Only the payment provider can do that');
    expect(fundingMoveRefusal('PENDING', 'CONFIRM', 'SYSTEM')).toBe('Only the payment provider can do that');
    expect(fundingMoveRefusal('FAILED', 'RETRY', 'PROVIDER')).toBe('Only the brand can do that');
    expect(fundingMoveRefusal('PENDING', 'FAIL', 'BRAND')).toBe(
      'Only the payment provider or the platform can do that',
    );
    expect(fundingMoveRefusal('FUNDED', 'REFUND', 'BRAND')).toBe('Only the platform can do that');
    expect(fundingMoveRefusal('FUNDED', 'REFUND', 'PROVIDER')).toBe('Only the platform can do that');
    expect(fundingMoveRefusal('PENDING', 'CONFIRM', 'PROVIDER')).toBeNull();
  });
});

describe('payout machine', () => {
  it('allows exactly these moves', () => {
    rowsAreKnown(PAYOUT_TRANSITIONS, PAYOUT_STATUSES, PAYOUT_MOVES, PAYOUT_ROLES);
    expect(allowedMoves(PAYOUT_TRANSITIONS, PAYOUT_STATUSES, PAYOUT_MOVES, PAYOUT_ROLES)).toEqual([
      'AWAITING_FUNDS RELEASE by SYSTEM -> PAYABLE',
      'PAYABLE SEND by SYSTEM -> PENDING',
      'PENDING SUCCEED by PROVIDER -> PAID',
      'PENDING FAIL by PROVIDER -> FAILED',
      'FAILED RETRY by SYSTEM -> PENDING',
      'FAILED RETRY by BRAND -> PENDING',
    ]);
  });
  it('pays a payout once: nothing leaves PAID', () => {
    for (const by of PAYOUT_ROLES) expect(movesFrom(PAYOUT_TRANSITIONS, 'PAID', by)).toEqual([]);
    expect(statesAllowing(PAYOUT_TRANSITIONS, 'SEND')).toEqual(['PAYABLE']);
    expect(targetOf(PAYOUT_TRANSITIONS, 'RETRY')).toBe('PENDING');
  });
  it('says why a move is refused', () => {
    expect(payoutMoveRefusal('PAID', 'SUCCEED', 'PROVIDER')).toBe('This payout is paid; it cannot move that way now');
    expect(payoutMoveRefusal('AWAITING_FUNDS', 'SEND', 'SYSTEM')).toBe(
      'This payout is waiting for the brand to fund; it cannot move that way now',
    );
    expect(payoutMoveRefusal('PAYABLE', 'SEND', 'BRAND')).toBe('Only the platform can do that');
    expect(payoutMoveRefusal('FAILED', 'RETRY', 'BRAND')).toBeNull();
    expect(payoutMoveRefusal('PENDING', 'FAIL', 'PROVIDER')).toBeNull();
  });
});

describe('metric report machine', () => {
  it('allows exactly these moves: the brand decides a pending report once', () => {
    rowsAreKnown(METRIC_REVIEW_TRANSITIONS, METRIC_REVIEW_STATUSES, METRIC_REVIEW_MOVES, ['BRAND'] as const);
    expect(
      allowedMoves(METRIC_REVIEW_TRANSITIONS, METRIC_REVIEW_STATUSES, METRIC_REVIEW_MOVES, ['BRAND'] as const),
    ).toEqual(['PENDING ACCEPT by BRAND -> ACCEPTED', 'PENDING DISPUTE by BRAND -> DISPUTED']);
  });
  it('says a decided report is decided', () => {
    expect(metricReviewRefusal('ACCEPTED', 'DISPUTE')).toBe('This report is already accepted');
    expect(metricReviewRefusal('DISPUTED', 'ACCEPT')).toBe('This report is already disputed');
    expect(metricReviewRefusal('PENDING', 'ACCEPT')).toBeNull();
  });
});
