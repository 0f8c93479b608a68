/**
 * Payments for platform staff (docs/decisions/023-payments-ledger.md):
 *   npm run ledger:check                                   the trial balance per currency and every ledger check;
 *                                                          exits 1 on any imbalance or a payout recorded twice
 *   npm run payments -- record-invoice --funding ID --reference BANKREF   an invoice was paid: the work is funded
 *   npm run payments -- allow-credit --campaign ID --note "why"          the campaign may start before funding
 * Runs against DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: PGlite is one process).
 */
import { parseArgs } from 'node:util';
import { formatMoney } from '@app/shared/money';
import { loadConfig, loadDotEnv } from '../src/config';
import { buildApp } from '../src/app';
import { AppError } from '../src/errors';
import { checkLedger } from '../src/modules/payments/ledger';
import { allowCredit, recordInvoicePayment } from '../src/modules/payments/fundings.service';

const { values, positionals } = parseArgs({
  options: {
    funding: { type: 'string' },
    reference: { type: 'string' },
    campaign: { type: 'string' },
    note: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  allowPositionals: true,
  strict: true,
});
const command = positionals[0] ?? 'check';
const USAGE =
  'Usage: npm run ledger:check | npm run payments -- record-invoice --funding ID --reference REF | ' +
  'npm run payments -- allow-credit --campaign ID --note TEXT';
if (values.help || !['check', 'record-invoice', 'allow-credit'].includes(command)) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}

loadDotEnv();
// The app gives the services everything they use (outbox, provider); it is built, never listened on.
const app = await buildApp(loadConfig({ ...process.env, SEED_DEMO: 'false' }), { logger: false });
const { deps } = app;
try {
  if (command === 'check') {
    const check = await checkLedger(deps.db);
    for (const row of check.trial_balance)
      console.log(
        `${row.currency}: debits ${formatMoney(row.debits_minor, row.currency)}, ` +
          `credits ${formatMoney(row.credits_minor, row.currency)}, difference ${row.difference_minor}`,
      );
    if (!check.trial_balance.length) console.log('The ledger is empty.');
    for (const id of check.unbalanced_transactions) console.error(`Unbalanced transaction ${id}`);
    for (const code of check.stale_balances) console.error(`Cached balance differs from its entries: ${code}`);
    for (const code of check.house_wrong_side) console.error(`Platform account on the wrong side of zero: ${code}`);
    for (const id of check.payouts_sent_twice) console.error(`Payout sent twice: ${id}`);
    console.log(check.ok ? 'Ledger OK' : 'Ledger NOT OK');
    process.exitCode = check.ok ? 0 : 1;
  } else if (command === 'record-invoice') {
    if (!values.funding || !values.reference) throw new Error('--funding and --reference are required');
    const funding = await recordInvoicePayment(deps, { funding_id: values.funding, reference: values.reference });
    console.log(
      `${funding.subject}: ${funding.status}, ${formatMoney(funding.amount_minor, funding.currency)} in escrow`,
    );
  } else {
    if (!values.campaign || !values.note) throw new Error('--campaign and --note are required');
    await allowCredit(deps, { campaign_id: values.campaign, note: values.note });
    console.log(`Campaign ${values.campaign} may start before it is funded (${values.note})`);
  }
} catch (error) {
  console.error(error instanceof AppError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
}
