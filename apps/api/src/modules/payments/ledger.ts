/**
 * The double-entry ledger (docs/decisions/023-payments-ledger.md). Every movement is one balanced transaction
 * (its entries sum to zero per currency) written inside the caller's database transaction; debits are positive,
 * credits negative. Accounts are made on first use and locked in one order (by code) while a movement is
 * written, so two movements on one account serialise and no account crosses to the wrong side of zero (money
 * we do not have). An outside event's movement carries its idempotency key: the same key twice is one movement.
 * Nothing is updated or deleted but an account's cached balance, which `checkLedger` compares with its entries.
 */
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/payments';
import { AppError } from '../../errors';

export type AccountKind = (typeof ledgerAccounts.$inferSelect)['kind'];

/** Which side of zero each kind lives on: cash is an asset (debit); everything else is owed or earned (credit). */
const DEBIT_NORMAL: ReadonlySet<AccountKind> = new Set(['PROVIDER_CLEARING']);

/**
 * The platform's own accounts (cash, fee revenue, VAT and withholding tax payable): touched by nearly every
 * movement, so they are never locked and keep no cached balance (a hot row would serialise every payout of the
 * platform); their balance is the sum of their entries, and `checkLedger` checks which side of zero it is on.
 * Owners' accounts (wallets, escrows, creators') are locked and floor-checked on every movement.
 */
export const HOUSE_KINDS: ReadonlySet<AccountKind> = new Set([
  'PROVIDER_CLEARING',
  'PLATFORM_FEE',
  'VAT_PAYABLE',
  'WITHHOLDING_PAYABLE',
]);

export type AccountRef =
  | { kind: 'PROVIDER_CLEARING' | 'PLATFORM_FEE' | 'VAT_PAYABLE' | 'WITHHOLDING_PAYABLE'; currency: string }
  | { kind: 'COMPANY_WALLET'; currency: string; companyId: string }
  | { kind: 'ESCROW'; currency: string; fundingId: string; companyId: string }
  | { kind: 'CREATOR_PAYABLE' | 'CREATOR_CARRY'; currency: string; creatorId: number };

/** The account's unique code: its kind, owner and currency. */
export function accountCode(ref: AccountRef): string {
  switch (ref.kind) {
    case 'COMPANY_WALLET':
      return `${ref.kind}:${ref.companyId}:${ref.currency}`;
    case 'ESCROW':
      return `${ref.kind}:${ref.fundingId}:${ref.currency}`;
    case 'CREATOR_PAYABLE':
    case 'CREATOR_CARRY':
      return `${ref.kind}:${ref.creatorId}:${ref.currency}`;
    default:
      return `${ref.kind}:${ref.currency}`;
  }
}

export interface Posting {
  account: AccountRef;
  /** Debit positive, credit negative, in minor units of the movement's currency. */
  amount_minor: number;
}

export interface Movement {
  kind: string;
  idempotencyKey: string;
  currency: string;
  fundingId?: string | null;
  payoutId?: string | null;
  memo?: string;
  postings: Posting[];
}

/** A movement that would be wrong to write (unbalanced, or an account past zero): a 409 that loses nothing. */
export class LedgerError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

/** Checks a movement before anything is written: integers, no zero lines, one currency, balanced. */
export function assertBalanced(movement: Movement): void {
  if (!movement.postings.length) throw new LedgerError('A ledger movement needs entries');
  let sum = 0;
  for (const posting of movement.postings) {
    if (!Number.isSafeInteger(posting.amount_minor) || posting.amount_minor === 0)
      throw new LedgerError(`A ledger entry must be a non-zero whole number of minor units (${movement.kind})`);
    if (posting.account.currency !== movement.currency)
      throw new LedgerError(`A ledger movement is in one currency (${movement.kind})`);
    sum += posting.amount_minor;
  }
  if (sum !== 0) throw new LedgerError(`The movement ${movement.kind} does not balance (off by ${sum})`);
}

type AccountRow = typeof ledgerAccounts.$inferSelect;

/** Makes the accounts of `refs` that do not exist yet (a concurrent maker wins quietly). */
async function createAccounts(tx: Tx, refs: AccountRef[]): Promise<void> {
  if (!refs.length) return;
  await tx
    .insert(ledgerAccounts)
    .values(
      refs.map((ref) => ({
        code: accountCode(ref),
        kind: ref.kind,
        currency: ref.currency,
        companyId: 'companyId' in ref ? ref.companyId : null,
        creatorId: 'creatorId' in ref ? ref.creatorId : null,
        fundingId: 'fundingId' in ref ? ref.fundingId : null,
      })),
    )
    .onConflictDoNothing({ target: ledgerAccounts.code });
}

type LockedAccount = Pick<AccountRow, 'id' | 'code' | 'kind' | 'balanceMinor'>;

/**
 * One round trip: the owners' accounts locked FOR UPDATE in code order (no deadlocks), the platform's read
 * without a lock.
 */
async function readAccounts(tx: Tx, owned: string[], house: string[]): Promise<LockedAccount[]> {
  const list = (codes: string[]) =>
    codes.length
      ? sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )
      : sql`null`;
  const { rows } = await tx.execute(sql`
    with locked as (
      select id, code, kind, balance_minor from ledger_accounts where code in (${list(owned)})
      order by code for no key update
    )
    select * from locked
    union all
    select id, code, kind, balance_minor from ledger_accounts where code in (${list(house)})`);
  return (rows as Array<{ id: string; code: string; kind: AccountKind; balance_minor: string | number }>).map((r) => ({
    id: r.id,
    code: r.code,
    kind: r.kind,
    balanceMinor: Number(r.balance_minor),
  }));
}

/** The accounts of `refs`, made if missing; the owners' ones locked for the rest of the transaction. */
async function accountsFor(tx: Tx, refs: AccountRef[]): Promise<Map<string, LockedAccount>> {
  const byCode = new Map(refs.map((ref) => [accountCode(ref), ref]));
  const codes = [...byCode.keys()];
  const owned = codes.filter((code) => !HOUSE_KINDS.has(byCode.get(code)!.kind)).sort();
  const house = codes.filter((code) => HOUSE_KINDS.has(byCode.get(code)!.kind));
  let rows = await readAccounts(tx, owned, house);
  if (rows.length < codes.length) {
    await createAccounts(
      tx,
      codes.filter((code) => !rows.some((row) => row.code === code)).map((code) => byCode.get(code)!),
    );
    rows = await readAccounts(tx, owned, house);
  }
  return new Map(rows.map((row) => [row.code, row]));
}

/**
 * Writes one balanced movement in `tx`. Returns false when its idempotency key was already used (nothing is
 * written again). Throws LedgerError when it does not balance or would take an account past zero.
 */
export async function post(tx: Tx, movement: Movement): Promise<boolean> {
  assertBalanced(movement);
  const refs = new Map(movement.postings.map((p) => [accountCode(p.account), p.account]));
  const id = await writeEntries(tx, movement);
  if (id === null) return false;
  const change = new Map<string, number>();
  for (const posting of movement.postings) {
    const code = accountCode(posting.account);
    change.set(code, (change.get(code) ?? 0) + posting.amount_minor);
  }
  const owned = [...change].filter(([code, delta]) => delta !== 0 && !HOUSE_KINDS.has(refs.get(code)!.kind));
  if (owned.length) await moveBalances(tx, movement.kind, owned);
  return true;
}

/**
 * The transaction row and its entries in one statement (accounts found by code); null when the idempotency key
 * was used before. An account used for the first time is made, and the entries written again.
 */
async function writeEntries(tx: Tx, movement: Movement): Promise<string | null> {
  const lines = sql.join(
    movement.postings.map((p) => sql`(${accountCode(p.account)}::text, ${p.amount_minor}::bigint)`),
    sql`, `,
  );
  const insertEntries = (transaction: SQL) => sql`
    insert into ledger_entries (transaction_id, account_id, currency, amount_minor)
    select ${transaction}, a.id, ${movement.currency}, v.amount
    from (values ${lines}) v(code, amount) join ledger_accounts a on a.code = v.code`;
  const { rows } = await tx.execute(sql`
    with t as (
      insert into ledger_transactions (kind, idempotency_key, currency, funding_id, payout_id, memo)
      values (${movement.kind}, ${movement.idempotencyKey}, ${movement.currency}, ${movement.fundingId ?? null}::uuid,
        ${movement.payoutId ?? null}::uuid, ${movement.memo ?? ''})
      on conflict (idempotency_key) do nothing
      returning id
    ), e as (${insertEntries(sql`(select id from t)`)} and exists (select 1 from t) returning 1)
    select (select id from t) as id, (select count(*)::int from e) as entries`);
  const written = rows[0] as { id: string | null; entries: number };
  if (!written.id) return null;
  if (written.entries < movement.postings.length) {
    await createAccounts(tx, [...new Map(movement.postings.map((p) => [accountCode(p.account), p.account])).values()]);
    // Nobody saw these rows (the transaction is open): written again, whole, now that every account exists.
    await tx.execute(sql`delete from ledger_entries where transaction_id = ${written.id}`);
    await tx.execute(insertEntries(sql`${written.id}::uuid`));
  }
  return written.id;
}

/**
 * The owners' balances a movement changes, in one statement: their rows locked in code order (no deadlocks),
 * the new balances checked, written only when none crosses zero. Throws LedgerError naming the account otherwise.
 * FOR NO KEY UPDATE (what an UPDATE of a non-key column takes anyway): it waits for another movement of the same
 * account but not for the key-share locks other transactions' entries hold on it through their foreign key (FOR
 * UPDATE would, and two payouts of one escrow would deadlock).
 */
async function moveBalances(tx: Tx, kind: string, owned: Array<[string, number]>): Promise<void> {
  const deltas = sql.join(
    owned.map(([code, delta]) => sql`(${code}::text, ${delta}::bigint)`),
    sql`, `,
  );
  const { rows } = await tx.execute(sql`
    with v(code, delta) as (values ${deltas}),
    locked as (
      select a.id, a.code, a.balance_minor from ledger_accounts a
      where a.code in (select code from v) order by a.code for no key update
    ),
    changed as (
      select l.id, l.code, l.balance_minor as before, l.balance_minor + v.delta as after
      from locked l join v on v.code = l.code
    ),
    bad as (select code, before, after from changed where after > 0),
    updated as (
      update ledger_accounts a set balance_minor = c.after from changed c
      where a.id = c.id and not exists (select 1 from bad)
      returning 1
    )
    select (select json_agg(json_build_object('code', code, 'before', before, 'after', after)) from bad) as bad,
      (select count(*)::int from updated) as updated`);
  const result = rows[0] as { bad: Array<{ code: string; before: number | string; after: number | string }> | null };
  const bad = typeof result.bad === 'string' ? JSON.parse(result.bad) : result.bad;
  if (bad?.length) {
    const [first] = bad as Array<{ code: string; before: number | string; after: number | string }>;
    const holds = -Number(first.before);
    throw new LedgerError(
      `Not enough money in ${first.code}: ${kind} needs ${holds + Number(first.after)}, it holds ${holds}`,
    );
  }
}

/**
 * The movement that undoes an earlier one (a correction is a new transaction): every entry mirrored, under its
 * own idempotency key. False when the reversal was written before or the original does not exist.
 */
export async function reverse(
  tx: Tx,
  originalKey: string,
  reversal: { kind: string; idempotencyKey: string; memo?: string },
) {
  const [original] = await tx
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, originalKey));
  if (!original) return false;
  const entries = await tx
    .select({ amount: ledgerEntries.amountMinor, account: ledgerAccounts })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, original.id));
  return post(tx, {
    kind: reversal.kind,
    idempotencyKey: reversal.idempotencyKey,
    currency: original.currency,
    fundingId: original.fundingId,
    payoutId: original.payoutId,
    memo: reversal.memo ?? `Reverses ${original.kind}`,
    postings: entries.map((e) => ({ account: refOf(e.account), amount_minor: -e.amount })),
  });
}

function refOf(account: typeof ledgerAccounts.$inferSelect): AccountRef {
  const { kind, currency } = account;
  if (kind === 'COMPANY_WALLET') return { kind, currency, companyId: account.companyId! };
  if (kind === 'ESCROW') return { kind, currency, fundingId: account.fundingId!, companyId: account.companyId! };
  if (kind === 'CREATOR_PAYABLE' || kind === 'CREATOR_CARRY') return { kind, currency, creatorId: account.creatorId! };
  return { kind, currency };
}

/** What a signed balance holds on the account's normal side (`|| 0`: an empty account is 0, not -0). */
const held = (kind: AccountKind, signed: number) => (DEBIT_NORMAL.has(kind) ? signed : -signed) || 0;

/** An account's balance on its normal side (what it holds), 0 when it has never been used. */
export async function balanceOf(db: Db | Tx, ref: AccountRef): Promise<number> {
  if (HOUSE_KINDS.has(ref.kind)) {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerAccounts.code, accountCode(ref)));
    return held(ref.kind, Number(row?.total ?? 0));
  }
  const [row] = await db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, accountCode(ref)));
  return row ? held(ref.kind, row.balance) : 0;
}

/** Locks an owner's account (made if missing) and returns what it holds: for reads that decide a movement. */
export async function lockedBalance(tx: Tx, ref: AccountRef): Promise<number> {
  if (HOUSE_KINDS.has(ref.kind)) throw new LedgerError(`${ref.kind} is never locked`);
  const row = (await accountsFor(tx, [ref])).get(accountCode(ref))!;
  return held(row.kind, row.balanceMinor);
}

export interface LedgerCheck {
  trial_balance: Array<{ currency: string; debits_minor: number; credits_minor: number; difference_minor: number }>;
  unbalanced_transactions: string[];
  stale_balances: string[];
  /** Platform accounts on the wrong side of zero (cash below zero: money paid out that never came in). */
  house_wrong_side: string[];
  payouts_sent_twice: string[];
  ok: boolean;
}

/**
 * The trial balance per currency from the entries alone: one grouped pass (an index-only scan of
 * `(currency, amount_minor)`) summing the signed amounts and their sizes; debits and credits follow from the two.
 */
export async function trialBalance(db: Db) {
  const amount = ledgerEntries.amountMinor;
  const rows = await db
    .select({
      currency: ledgerEntries.currency,
      net: sql<string>`sum(${amount})`,
      gross: sql<string>`sum(abs(${amount}))`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.currency)
    .orderBy(ledgerEntries.currency);
  return rows.map((r) => {
    const net = BigInt(r.net);
    const gross = BigInt(r.gross);
    const debits = Number((gross + net) / 2n);
    const credits = Number((gross - net) / 2n);
    return { currency: r.currency, debits_minor: debits, credits_minor: credits, difference_minor: debits - credits };
  });
}

/**
 * Everything `npm run ledger:check` asserts: the trial balance is zero per currency, every transaction balances,
 * every cached balance equals its entries, and no payout was sent more times than it was reversed plus one.
 */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const trial = await trialBalance(db);
  const unbalanced = await db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amountMinor}) <> 0`)
    .orderBy(ledgerEntries.transactionId);
  const house = [...HOUSE_KINDS];
  const stale = await db
    .select({ code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(notInArray(ledgerAccounts.kind, house))
    .groupBy(ledgerAccounts.id, ledgerAccounts.code, ledgerAccounts.balanceMinor)
    .having(sql`coalesce(sum(${ledgerEntries.amountMinor}), 0) <> ${ledgerAccounts.balanceMinor}`)
    .orderBy(ledgerAccounts.code);
  const wrongSide = await db
    .select({ code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .innerJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(inArray(ledgerAccounts.kind, house))
    .groupBy(ledgerAccounts.id, ledgerAccounts.code, ledgerAccounts.kind)
    .having(
      sql`case when ${ledgerAccounts.kind} = 'PROVIDER_CLEARING' then sum(${ledgerEntries.amountMinor}) < 0
        else sum(${ledgerEntries.amountMinor}) > 0 end`,
    )
    .orderBy(ledgerAccounts.code);
  const twice = await db
    .select({ payoutId: ledgerTransactions.payoutId })
    .from(ledgerTransactions)
    .where(
      and(
        sql`${ledgerTransactions.payoutId} is not null`,
        inArray(ledgerTransactions.kind, ['payout.sent', 'payout.reversed']),
      ),
    )
    .groupBy(ledgerTransactions.payoutId)
    .having(
      sql`count(*) filter (where ${ledgerTransactions.kind} = 'payout.sent')
        - count(*) filter (where ${ledgerTransactions.kind} = 'payout.reversed') > 1`,
    );
  const result = {
    trial_balance: trial,
    unbalanced_transactions: unbalanced.map((r) => r.id),
    stale_balances: stale.map((r) => r.code),
    house_wrong_side: wrongSide.map((r) => r.code),
    payouts_sent_twice: twice.map((r) => r.payoutId!),
  };
  return {
    ...result,
    ok:
      trial.every((t) => t.difference_minor === 0) &&
      !result.unbalanced_transactions.length &&
      !result.stale_balances.length &&
      !result.house_wrong_side.length &&
      !result.payouts_sent_twice.length,
  };
}
