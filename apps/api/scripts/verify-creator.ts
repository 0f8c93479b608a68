/**
 * `npm run creators:verify -- --email E --step IDENTITY|SOCIAL|PAYMENT --status APPROVED|REJECTED`:
 * platform staff decide a creator's verification step that is in review (decision 016). Without --step
 * it prints the creator's steps. Runs against DATABASE_URL or the embedded database in DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { verificationDecisionSchema } from '@app/shared/creator-accounts';
import { loadConfig, loadDotEnv } from '../src/config';
import { databaseOptions, openDatabase } from '../src/db/client';
import {
  creatorProfile,
  decideVerification,
  findCreatorAccountByEmail,
} from '../src/modules/creator-accounts/accounts.service';
import { AppError } from '../src/errors';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    step: { type: 'string' },
    status: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  strict: true,
});
if (values.help || !values.email) {
  console.log(
    'Usage: npm run creators:verify -- --email creator@example.com ' +
      '[--step IDENTITY|SOCIAL|PAYMENT --status APPROVED|REJECTED]',
  );
  process.exit(values.help ? 0 : 1);
}

loadDotEnv();
const config = loadConfig();
const database = openDatabase(databaseOptions(config));
try {
  await database.migrate();
  let profile;
  if (values.step || values.status) {
    const decision = verificationDecisionSchema.safeParse({
      step: values.step?.toUpperCase(),
      status: values.status?.toUpperCase(),
    });
    if (!decision.success)
      throw new Error('--step is IDENTITY, SOCIAL or PAYMENT and --status is APPROVED or REJECTED');
    profile = await decideVerification(database.db, { email: values.email, ...decision.data });
  } else {
    const account = await findCreatorAccountByEmail(database.db, values.email);
    if (!account) throw new Error(`No creator account has the e-mail ${values.email}`);
    profile = await creatorProfile({ db: database.db }, account.id);
  }
  const { identity, social, payment, overall } = profile.verification;
  console.log(`${profile.email}: identity ${identity}, social ${social}, payment ${payment} -> overall ${overall}`);
} catch (error) {
  console.error(error instanceof AppError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
