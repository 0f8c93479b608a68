/**
 * Vitest global setup of the `api` project: migrates once per migration state, and hands every test file
 * the template to start from (helpers.ts `createTestDatabase`). PGlite: a data-directory dump in the temp
 * folder, reused by later runs while `apps/api/drizzle/**` is unchanged. PostgreSQL (`TEST_DATABASE_URL`):
 * a template database on that server, reused the same way.
 */
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate } from '../src/db/migrate-template';
import type {} from './provided-context';

export default async function setup(project: TestProject) {
  const started = performance.now();
  const url = process.env.TEST_DATABASE_URL;
  let what: string;
  if (url) {
    const { name, built } = await ensurePostgresTemplate(url);
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', undefined);
    what = `PostgreSQL template ${name} ${built ? 'built' : 'reused'}`;
  } else {
    const { file, built } = await ensurePgliteTemplate(path.join(os.tmpdir(), 'creatorhub-test-templates'));
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', undefined);
    what = `PGlite template ${file} ${built ? 'built' : 'reused'}`;
  }
  console.log(`[api tests] ${what} in ${Math.round(performance.now() - started)} ms`);
}
