/**
 * One shape for every state machine (docs/state-machines.md): a table of rows, each saying that `who` may make
 * `move` from state `from`, which leads to state `to`. A move without a row is not allowed. The server enforces
 * each table in one function per machine (row lock, 409 CONFLICT on field `status` for a refused move); the web
 * reads the same table to offer only the moves that are possible.
 */

export interface Transition<State extends string, Move extends string, Role extends string> {
  from: State;
  move: Move;
  to: State;
  who: readonly Role[];
}

export type TransitionTable<State extends string, Move extends string, Role extends string> = readonly Transition<
  State,
  Move,
  Role
>[];

/** Why a move is refused: no row makes it from this state (`state`), or the rows that do are for others (`who`). */
export type Refusal = 'state' | 'who';

/** The row that lets `by` make `move` from `from`, or null. */
export function transitionOf<S extends string, M extends string, R extends string>(
  table: TransitionTable<S, M, R>,
  from: S,
  move: M,
  by: R,
): Transition<S, M, R> | null {
  return table.find((row) => row.from === from && row.move === move && row.who.includes(by)) ?? null;
}

/** Null when the table lets `by` make `move` from `from`; otherwise why not. */
export function refusal<S extends string, M extends string, R extends string>(
  table: TransitionTable<S, M, R>,
  from: S,
  move: M,
  by: R,
): Refusal | null {
  if (transitionOf(table, from, move, by)) return null;
  return table.some((row) => row.from === from && row.move === move) ? 'who' : 'state';
}

/** Whether the table lets `by` make `move` from `from`. */
export function canMove<S extends string, M extends string, R extends string>(
  table: TransitionTable<S, M, R>,
  from: S,
  move: M,
  by: R,
): boolean {
  return transitionOf(table, from, move, by) !== null;
}

/** The moves `by` may make from `from`, each once, in table order. */
export function movesFrom<S extends string, M extends string, R extends string>(
  table: TransitionTable<S, M, R>,
  from: S,
  by: R,
): M[] {
  return [...new Set(table.filter((row) => row.from === from && row.who.includes(by)).map((row) => row.move))];
}

/** The states a move is allowed from (by anyone), in table order. */
export function statesAllowing<S extends string, M extends string, R extends string>(
  table: TransitionTable<S, M, R>,
  move: M,
): S[] {
  return [...new Set(table.filter((row) => row.move === move).map((row) => row.from))];
}

/** Where a move leads when all its rows lead to one state (a refused move's message can name it), else null. */
export function targetOf<S extends string, M extends string, R extends string>(
  table: TransitionTable<S, M, R>,
  move: M,
): S | null {
  const targets = new Set(table.filter((row) => row.move === move).map((row) => row.to));
  return targets.size === 1 ? [...targets][0] : null;
}

/** Who acts in the campaign, contract, invitation and job machines (the bid machine names its sides BidRole). */
export const PARTIES = ['BRAND', 'CREATOR'] as const;
export type Party = (typeof PARTIES)[number];
