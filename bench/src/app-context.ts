/**
 * The API in this process on a database the benchmark opened, shaped as the API tests' context, so the tests'
 * factories (createAgreedCampaign and the rest, apps/api/test/helpers.ts) build the benchmarks' work through the
 * real routes: sign-up codes are read from the mail the app sends, as in the tests.
 */
import { buildApp } from '@app/api/app';
import type { Database } from '@app/api/db/client';
import type { MailMessage } from '@app/api/infra/mail';
import { testConfig, type TestContext } from '@app/api/test/helpers';

/** An app on `database` (closed by the caller, not by `close`), with the test configuration and `env`'s changes. */
export async function benchContext(database: Database, env: Record<string, string> = {}): Promise<TestContext> {
  // Routes' own work is measured: the response cache (decision 035) would answer repeated requests from memory.
  const config = testConfig({ LOG_LEVEL: 'silent', RESPONSE_CACHE: 'false', ...env });
  const mails: MailMessage[] = [];
  const app = await buildApp(config, { database, logger: false, observeMail: (mail) => mails.push(mail) });
  await app.ready();
  return { app, database, config, mails, close: () => app.close() };
}
