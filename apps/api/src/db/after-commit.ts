/**
 * "Run this once the transaction has committed" (Django's `on_commit`): the outbox kicks its worker this way, so an
 * event is delivered right after the commit that recorded it and never for a transaction that rolled back. Issue 18's
 * live updates publish the same way.
 *
 * `trackCommits(db)` wraps the database's `transaction()` (openDatabase does it for both drivers): every transaction
 * collects the hooks registered on it and runs them after its COMMIT; a rollback drops them. A savepoint
 * (`tx.transaction()`) hands its hooks to its parent when it is released and drops them when it rolls back.
 */

type Hook = () => void;

/** The part of drizzle's database and transaction objects this needs (both drivers have it). */
interface Transactional {
  transaction(fn: (tx: Transactional) => Promise<unknown>, config?: unknown): Promise<unknown>;
}

/** The hooks of each open transaction (drizzle's transaction objects are per transaction). */
const openTransactions = new WeakMap<object, Hook[]>();

function runHooks(hooks: Hook[]): void {
  for (const hook of hooks) {
    try {
      hook();
    } catch (error) {
      // The transaction has committed: its caller must not see a hook's failure as its own.
      process.emitWarning(`after-commit hook failed: ${(error as Error).message}`);
    }
  }
}

function track(executor: Transactional, parent: Hook[] | null): void {
  const original = executor.transaction.bind(executor);
  executor.transaction = async (fn, config) => {
    const hooks: Hook[] = [];
    const value = await original(async (tx) => {
      openTransactions.set(tx, hooks);
      track(tx, hooks);
      return fn(tx);
    }, config);
    if (parent) parent.push(...hooks);
    else runHooks(hooks);
    return value;
  };
}

/** Makes `afterCommit` work for transactions started on this database object. */
export function trackCommits<T extends object>(db: T): T {
  track(db as unknown as Transactional, null);
  return db;
}

/**
 * Runs `hook` after the transaction `executor` belongs to has committed; at once when `executor` is the database
 * itself (the statement before this call has committed already). Never after a rollback. Keep hooks quick and
 * harmless to repeat: nudges such as waking a worker, not the side effect itself (that is what the outbox is for).
 */
export function afterCommit(executor: object, hook: Hook): void {
  const hooks = openTransactions.get(executor);
  if (hooks) hooks.push(hook);
  else runHooks([hook]);
}
