/**
 * The response cache (docs/decisions/035-response-cache.md): the tables a statement reads and writes, the table
 * clock, what is kept and for whom, what outdates it (a write through a route, a transaction's commit, a job's or a
 * hand-made statement, a membership removed), the caller who wrote just now, and Redis between processes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { notifications } from '../src/db/schema';
import {
  readingTables,
  tablesRead,
  tablesWritten,
  tableWrites,
  TRIGGER_WRITES,
  type TableReads,
} from '../src/db/table-access';
import {
  createResponseCache,
  RESPONSE_CACHE_TTL_MS,
  STAMPS_LIMIT,
  tableClock,
  type KeptAnswer,
} from '../src/infra/response-cache';
import { CACHE_HEADER } from '../src/plugins/response-cache';
import { RECENT_WRITE_COOKIE } from '../src/plugins/read-routing';
import {
  addMember,
  call,
  createCompany,
  createSiblingApp,
  createTestContext,
  createVerifiedMerchant,
  type TestContext,
} from './helpers';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const reads = (): TableReads => ({ tables: new Set(), untracked: false });
const answer = (tables: string[], since: number): KeptAnswer => ({
  body: '{"a":1}',
  contentType: 'application/json',
  tables,
  since,
});

/** Waits until `check` holds (another process's stamp arrives through Redis within a moment). */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within the time allowed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the tables of a statement', () => {
  it('reads: every name after FROM or JOIN, quoted or not, schema-qualified or not', () => {
    const drizzle =
      'select "campaigns"."id" from "campaigns" left join "brands" on "brands"."id" = "campaigns"."brand_id" ' +
      'where exists (select 1 from public.company_memberships m join "public"."companies" c on c.id = m.company_id)';
    expect(new Set(tablesRead(drizzle))).toEqual(new Set(['campaigns', 'brands', 'company_memberships', 'companies']));
    expect(tablesRead('SELECT * FROM pgboss.job')).toEqual(['pgboss.job']);
    expect(tablesWritten(drizzle)).toEqual([]);
  });

  it('writes: INSERT, UPDATE, DELETE and TRUNCATE, with what their triggers write', () => {
    expect(tablesWritten('insert into "notifications" ("id") values ($1)')).toEqual(['notifications']);
    expect(tablesWritten('update campaigns set name = $1')).toEqual(['campaigns']);
    expect(tablesWritten('DELETE FROM "public"."sessions" where id = $1')).toEqual(['sessions']);
    expect(tablesWritten('truncate table bids')).toEqual(['bids']);
    expect(new Set(tablesWritten('update "creators" set "bio" = $1'))).toEqual(
      new Set(['creators', 'creator_catalogue_state']),
    );
  });

  it('TRIGGER_WRITES names every trigger of the database and every table its function writes', async () => {
    const { rows } = (await ctx.database.raw(
      `select c.relname as "table", p.prosrc as source from pg_trigger t
         join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
         join pg_namespace n on n.oid = c.relnamespace
       where not t.tgisinternal and n.nspname = 'public'`,
    )) as { rows: Array<{ table: string; source: string }> };
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.table))).toEqual(new Set(Object.keys(TRIGGER_WRITES)));
    for (const row of rows) {
      for (const written of tablesWritten(row.source)) expect(TRIGGER_WRITES[row.table]).toContain(written);
    }
  });
});

describe('the driver follows reads and writes', () => {
  it("counts a request's reads, marks one that writes or opens a transaction, and hears commits", async () => {
    const heard: string[][] = [];
    const stop = ctx.database.writes.subscribe((tables) => heard.push(tables));
    try {
      const plain = reads();
      await readingTables(plain, async () => await ctx.database.db.execute(sql`select count(*) from campaigns`));
      expect(plain).toMatchObject({ untracked: false });
      expect([...plain.tables]).toContain('campaigns');

      const writing = reads();
      await readingTables(
        writing,
        async () => await ctx.database.db.execute(sql`delete from notifications where false`),
      );
      expect(writing.untracked).toBe(true);
      expect(heard.flat()).toContain('notifications');

      // The job queue's bookkeeping is not reported, and a read of it is not kept (whether or not it exists here).
      const queueWrites = tableWrites();
      const queueHeard: string[][] = [];
      queueWrites.subscribe((tables) => queueHeard.push(tables));
      queueWrites.report(['pgboss.job']);
      queueWrites.report(['pgboss.job', 'campaigns']);
      expect(queueHeard).toEqual([['campaigns']]);
      const queueRead = reads();
      await readingTables(queueRead, async () => {
        await ctx.database.raw('select count(*) from pgboss.job').catch(() => undefined);
      });
      expect(queueRead.untracked).toBe(true);

      heard.length = 0;

      const inTransaction = reads();
      await readingTables(inTransaction, () =>
        ctx.database.db.transaction(async (tx) => {
          await tx.execute(sql`update companies set name = name where false`);
          expect(heard.flat()).not.toContain('companies'); // not before its commit
        }),
      );
      expect(inTransaction.untracked).toBe(true);
      expect(heard.flat()).toContain('companies');
    } finally {
      stop();
    }
  });
});

describe('scripts', () => {
  it('a script with its own BEGIN and COMMIT is heard when it has run; later writes are heard at once', async () => {
    const heard: string[][] = [];
    const stop = ctx.database.writes.subscribe((tables) => heard.push(tables));
    try {
      await ctx.database.raw('begin; update companies set name = name where false; commit');
      expect(heard.flat()).toContain('companies');
      // The same connection next (the pool hands out the one given back last): not left "inside" the script.
      await ctx.database.raw('delete from notifications where id = $1', ['00000000-0000-0000-0000-000000000000']);
      expect(heard.flat()).toContain('notifications');
    } finally {
      stop();
    }
  });
});

describe('the table clock', () => {
  it('a read is current while none of its tables is written after it started', () => {
    const clock = tableClock();
    clock.stamp(['campaigns']);
    const since = clock.now();
    expect(clock.current(['campaigns', 'brands'], since)).toBe(true);
    clock.stamp(['notifications']);
    expect(clock.current(['campaigns', 'brands'], since)).toBe(true);
    clock.stamp(['brands']);
    expect(clock.current(['campaigns', 'brands'], since)).toBe(false);
    const later = clock.now();
    clock.stampAll();
    expect(clock.current([], later)).toBe(false);
    expect(clock.current(['campaigns'], clock.now())).toBe(true);
  });

  it('past STAMPS_LIMIT tags, everything older is outdated and the stamps start over', () => {
    const clock = tableClock();
    const before = clock.now();
    for (let i = 0; i < STAMPS_LIMIT; i += 1) clock.stamp([`merchant:${i}`]);
    expect(clock.current(['campaigns'], before)).toBe(true);
    clock.stamp(['merchant:one-more']);
    expect(clock.current(['campaigns'], before)).toBe(false);
    expect(clock.current(['merchant:1'], clock.now())).toBe(true);
  });

  it('an answer whose table was written while it was read is not kept', async () => {
    const writes = tableWrites();
    const cache = createResponseCache({ enabled: true, writes });
    try {
      const since = cache.now();
      writes.report(['campaigns']); // committed while the read ran: the read may or may not have seen it
      cache.set('k', answer(['campaigns'], since));
      expect(cache.get('k')).toBeUndefined();
      cache.set('k', answer(['campaigns'], cache.now()));
      expect(cache.get('k')).toMatchObject({ answer: { body: '{"a":1}' }, expired: false });
      writes.report(['brands']);
      expect(cache.get('k')).toBeDefined();
      writes.report(['campaigns']);
      expect(cache.get('k')).toBeUndefined();
    } finally {
      await cache.close();
    }
  });
});

describe('across processes, through Redis', () => {
  it("another process's write outdates this one's answer; nothing is served while Redis is not heard", async () => {
    const [writesA, writesB] = [tableWrites(), tableWrites()];
    const a = createResponseCache({ enabled: true, redisUrl: REDIS_URL, writes: writesA });
    const b = createResponseCache({ enabled: true, redisUrl: REDIS_URL, writes: writesB });
    const deaf = createResponseCache({ enabled: true, redisUrl: 'redis://127.0.0.1:1', writes: tableWrites() });
    try {
      await eventually(() => {
        b.set('k', answer(['campaigns'], b.now()));
        return b.get('k') !== undefined;
      });
      writesA.report(['campaigns']);
      await eventually(() => b.get('k') === undefined);

      deaf.set('k', answer(['campaigns'], deaf.now()));
      expect(deaf.get('k')).toBeUndefined();
    } finally {
      await Promise.all([a.close(), b.close(), deaf.close()]);
    }
  });
});

describe('cached routes', () => {
  const get = (url: string, token: string, headers: Record<string, string> = {}) =>
    call(ctx.app, { method: 'GET', url, token, headers });

  it("keeps a session's answer until a table it read is written, through a route or a transaction", async () => {
    const owner = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, owner.token, { name: 'Kept Ltd', company_role: 'ACCOUNT' });
    const url = `/api/companies/${company.id}`;
    const first = await get(url, owner.token);
    expect(first.headers[CACHE_HEADER]).toBe('miss');
    const second = await get(url, owner.token);
    expect(second.headers[CACHE_HEADER]).toBe('hit');
    expect(second.body).toEqual(first.body);

    const renamed = await call(ctx.app, { method: 'PUT', url, token: owner.token, payload: { name: 'Renamed Ltd' } });
    expect(renamed.status).toBe(200);
    const after = await get(url, owner.token);
    expect(after.headers[CACHE_HEADER]).toBe('miss');
    expect(after.body.name).toBe('Renamed Ltd');

    // A new company (a transaction) reaches the cached list of companies.
    expect((await get('/api/companies', owner.token)).headers[CACHE_HEADER]).toBe('miss');
    expect((await get('/api/companies', owner.token)).headers[CACHE_HEADER]).toBe('hit');
    await createCompany(ctx, owner.token, { name: 'Second Ltd', company_role: 'ACCOUNT' });
    const list = await get('/api/companies', owner.token);
    expect(list.body.map((c: { name: string }) => c.name)).toContain('Second Ltd');
  });

  it('never serves one session what another asked; a member removed is refused at once', async () => {
    const owner = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, owner.token, { name: 'Private Ltd', company_role: 'ACCOUNT' });
    const member = await createVerifiedMerchant(ctx);
    const stranger = await createVerifiedMerchant(ctx);
    const memberId = await addMember(ctx, company.id, member.email, 'BRAND_MANAGER');
    const url = `/api/companies/${company.id}`;
    await get(url, owner.token);
    expect((await get(url, owner.token)).headers[CACHE_HEADER]).toBe('hit');
    const foreign = await get(url, stranger.token);
    expect(foreign.status).toBe(404);
    expect(foreign.headers[CACHE_HEADER]).toBe('miss');

    await get(url, member.token);
    expect((await get(url, member.token)).body.role).toBe('BRAND_MANAGER');
    const removed = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/companies/${company.id}/team/members/${memberId}`,
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    expect((await get(url, member.token)).status).toBe(404);
  });

  it("a job's or a hand-made write (not a route's) outdates the answer too", async () => {
    const owner = await createVerifiedMerchant(ctx);
    await get('/api/notifications', owner.token);
    const kept = await get('/api/notifications', owner.token);
    expect(kept.headers[CACHE_HEADER]).toBe('hit');
    const merchantId = (await get('/api/user/merchant', owner.token)).body.id as string;
    await ctx.database.db.insert(notifications).values({
      merchantId,
      kind: 'content.submitted',
      topic: 'content_approvals',
      title: 'A draft to review',
      body: 'Written as the outbox would',
      link: '/notifications',
    });
    const fresh = await get('/api/notifications', owner.token);
    expect(fresh.headers[CACHE_HEADER]).toBe('miss');
    expect(fresh.body.total).toBe(kept.body.total + 1);
  });

  it('a caller who wrote a moment ago is answered anew; a write answers the cookie that says so', async () => {
    const owner = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, owner.token, { name: 'Cookie Ltd', company_role: 'ACCOUNT' });
    const url = `/api/companies/${company.id}`;
    const written = await call(ctx.app, { method: 'PUT', url, token: owner.token, payload: { name: 'Cookie Co' } });
    expect(String(written.headers['set-cookie'])).toContain(`${RECENT_WRITE_COOKIE}=1`);
    await get(url, owner.token);
    expect((await get(url, owner.token)).headers[CACHE_HEADER]).toBe('hit');
    const bypassed = await get(url, owner.token, { cookie: `${RECENT_WRITE_COOKIE}=1` });
    expect(bypassed.status).toBe(200);
    expect(bypassed.headers[CACHE_HEADER]).toBeUndefined();
    // A cached read sent by POST is no write: it sets no cookie.
    const searched = await call(ctx.app, {
      method: 'POST',
      url: `/api/campaigns/search/companies/${company.id}`,
      token: owner.token,
      payload: { page_number: 1 },
    });
    expect(searched.headers['set-cookie']).toBeUndefined();
  });

  it('an expired answer is served once more and read anew behind it', async () => {
    const owner = await createVerifiedMerchant(ctx);
    const misses = async () => {
      const metric = await ctx.app.metrics.registry.getSingleMetric('creatorhub_response_cache_reads_total')?.get();
      return metric?.values.find((value) => value.labels.result === 'miss')?.value ?? 0;
    };
    const first = await get('/api/notifications', owner.token);
    expect(first.headers[CACHE_HEADER]).toBe('miss');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * RESPONSE_CACHE_TTL_MS);
      const before = await misses();
      const expired = await get('/api/notifications', owner.token);
      expect(expired.headers[CACHE_HEADER]).toBe('hit');
      expect(expired.body).toEqual(first.body);
      await eventually(async () => (await misses()) === before + 1); // the refresh, behind it
      expect((await get('/api/notifications', owner.token)).headers[CACHE_HEADER]).toBe('hit');
      expect(await misses()).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an expired answer whose refresh fails is dropped: the next caller reads it in full', async () => {
    const owner = await createVerifiedMerchant(ctx);
    await get('/api/notifications', owner.token);
    const inject = ctx.app.inject.bind(ctx.app);
    let refreshes = 0;
    const spy = vi.spyOn(ctx.app, 'inject').mockImplementation(((options: { headers?: Record<string, string> }) => {
      if (!options.headers?.['x-cache-refresh']) return inject(options as never);
      refreshes += 1;
      return Promise.reject(new Error('the database went away'));
    }) as never);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * RESPONSE_CACHE_TTL_MS);
      expect((await get('/api/notifications', owner.token)).headers[CACHE_HEADER]).toBe('hit');
      await eventually(() => refreshes === 1);
      await new Promise((resolve) => setTimeout(resolve, 10)); // its clean-up, after the rejection
      expect((await get('/api/notifications', owner.token)).headers[CACHE_HEADER]).toBe('miss');
    } finally {
      vi.useRealTimers();
      spy.mockRestore();
    }
  });

  it('keeps the answer as serialized (before compression): a compressed miss, then a plain hit', async () => {
    const owner = await createVerifiedMerchant(ctx);
    for (let i = 0; i < 8; i += 1) {
      await createCompany(ctx, owner.token, { name: `Compressed ${i} ${'x'.repeat(100)}`, company_role: 'ACCOUNT' });
    }
    const compressed = await get('/api/companies', owner.token, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers[CACHE_HEADER]).toBe('miss');
    const plain = await get('/api/companies', owner.token);
    expect(plain.headers[CACHE_HEADER]).toBe('hit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toHaveLength(8);
  });

  it('RESPONSE_CACHE=false turns it off', async () => {
    const app = await createSiblingApp(ctx, { RESPONSE_CACHE: 'false' });
    try {
      const owner = await createVerifiedMerchant(ctx);
      for (let i = 0; i < 2; i += 1) {
        const res = await call(app, { method: 'GET', url: '/api/companies', token: owner.token });
        expect(res.status).toBe(200);
        expect(res.headers[CACHE_HEADER]).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });

  it("a drop of the session cache outdates its owner's answers only", async () => {
    const [a, b] = [await createVerifiedMerchant(ctx), await createVerifiedMerchant(ctx)];
    for (const owner of [a, b]) {
      await get('/api/companies', owner.token);
      expect((await get('/api/companies', owner.token)).headers[CACHE_HEADER]).toBe('hit');
    }
    const merchantId = (await get('/api/user/merchant', a.token)).body.id as string;
    await ctx.app.deps.cache.invalidateMerchant(merchantId); // as every change to a merchant's reach or profile does
    expect((await get('/api/companies', a.token)).headers[CACHE_HEADER]).toBe('miss');
    expect((await get('/api/companies', b.token)).headers[CACHE_HEADER]).toBe('hit');
  });
});
