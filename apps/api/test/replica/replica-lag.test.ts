/**
 * Replica lag where a user would notice it (scripts/ci/replica.sh runs this with a real streaming replica:
 * TEST_DATABASE_URL on the primary, TEST_DATABASE_READ_URL on the replica). The replica's replay is paused, so it
 * is behind for as long as the test wants: a campaign just created opens (by id, from the primary), the lists
 * read the replica (they do not show it yet), and its author, carrying the recent-write cookie, sees it listed.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { databaseUrlFor } from '../../src/db/migrate-template';
import type { MailMessage } from '../../src/infra/mail';
import { RECENT_WRITE_COOKIE } from '../../src/plugins/read-routing';
import { call, createAgreedCampaign, testConfig, type TestContext } from '../helpers';

const PRIMARY = process.env.TEST_DATABASE_URL;
const REPLICA = process.env.TEST_DATABASE_READ_URL;
if (!PRIMARY || !REPLICA)
  throw new Error('run through scripts/ci/replica.sh (TEST_DATABASE_URL, TEST_DATABASE_READ_URL)');

const name = `lag_${randomUUID().replaceAll('-', '')}`;
let ctx: TestContext;
let replicaAdmin: pg.Client;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: PRIMARY });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  // This file's own commits do not wait for the replica to apply them (the script's default does): a paused
  // replay would hold them for ever.
  const primaryUrl = new URL(databaseUrlFor(PRIMARY, name));
  primaryUrl.searchParams.set('options', '-c synchronous_commit=local');
  const database = openDatabase({
    databaseUrl: primaryUrl.toString(),
    readUrl: databaseUrlFor(REPLICA, name),
    poolSize: 4,
  });
  await database.migrate();
  const mails: MailMessage[] = [];
  const config = testConfig();
  const app = await buildApp(config, { database, logger: false, observeMail: (mail) => mails.push(mail) });
  await app.ready();
  ctx = { app, database, config, mails, close: async () => void (await app.close(), await database.close()) };
  replicaAdmin = new pg.Client({ connectionString: REPLICA });
  await replicaAdmin.connect();
});

afterAll(async () => {
  await replicaAdmin?.query('select pg_wal_replay_resume()').catch(() => undefined);
  await replicaAdmin?.end();
  await ctx?.close();
  const admin = new pg.Client({ connectionString: PRIMARY });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** The campaign's status as the three lists show it (undefined when no list has it). */
function statusInLists(body: Record<string, unknown>, id: string): string | undefined {
  const listed = Object.values(body).flatMap((list) => (Array.isArray(list) ? list : []));
  return (listed as Array<{ id: string; campaign_status_for_merchant: string }>).find((c) => c.id === id)
    ?.campaign_status_for_merchant;
}

async function waitFor(what: string, probe: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; !(await probe()); tries += 1) {
    if (tries > 100) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a replica behind the primary', () => {
  it("a changed campaign opens changed (primary); lists read the replica, its author's the primary", async () => {
    const { owner, brand, campaign } = await createAgreedCampaign(ctx);
    const listUrl = `/api/campaigns/all/companies/${brand.id}`;
    const listed = async (cookie?: string) => {
      const reply = await ctx.app.inject({
        method: 'GET',
        url: listUrl,
        headers: { authorization: `Bearer ${owner.token}`, ...(cookie ? { cookie } : {}) },
      });
      expect(reply.statusCode).toBe(200);
      return statusInLists(reply.json(), campaign.id);
    };
    await waitFor('the replica to have the campaign', async () => (await listed()) !== undefined);

    await replicaAdmin.query('select pg_wal_replay_pause()');
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/cancel`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { reason: 'Replica lag test' },
    });
    expect(cancelled.statusCode).toBe(200);
    const cookie = String(cancelled.headers['set-cookie']);
    expect(cookie).toContain(`${RECENT_WRITE_COOKIE}=1`);
    expect(cookie).toMatch(/Max-Age=10; .*HttpOnly; SameSite=Strict/);

    // Opened by id: the primary, so the page shows the change at once.
    const opened = await call(ctx.app, { method: 'GET', url: `/api/campaigns/${campaign.id}`, token: owner.token });
    expect(opened.status).toBe(200);
    expect(opened.body.campaign_status_for_merchant ?? opened.body.status).toBe('CANCELLED');
    // A list without the cookie reads the paused replica: the campaign is still in its old state there.
    const stale = await listed();
    expect(stale).toBeDefined();
    expect(stale).not.toBe('CANCELLED');
    // Its author, carrying the cookie, reads the list from the primary.
    expect(await listed(`${RECENT_WRITE_COOKIE}=1`)).toBe('CANCELLED');

    await replicaAdmin.query('select pg_wal_replay_resume()');
    await waitFor('the replica to catch up', async () => (await listed()) === 'CANCELLED');
  });

  it('reads sent by POST (search, reports) never mark their caller', async () => {
    const { owner, brand } = await createAgreedCampaign(ctx);
    const search = await ctx.app.inject({
      method: 'POST',
      url: `/api/campaigns/search/companies/${brand.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: {},
    });
    expect(search.statusCode).toBe(200);
    expect(search.headers['set-cookie']).toBeUndefined();
  });
});
