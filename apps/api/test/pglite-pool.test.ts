/** The reused embedded test databases start every file from the migrated state, whatever the last file left. */
import { describe, expect, it, inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { readPgliteTemplate } from '../src/db/migrate-template';
import { acquirePglite } from './pglite-pool';

const templateFile = inject('pgliteTemplate');
const template = templateFile && existsSync(templateFile) ? readPgliteTemplate(templateFile) : undefined;

async function count(
  db: { execute: (q: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }> },
  query: ReturnType<typeof sql>,
) {
  return Number(((await db.execute(query)).rows[0] as { n: number | string }).n);
}

describe('embedded test database pool', () => {
  it("hands a released database back without the last user's rows, migrated rows and sequences restored", async () => {
    const first = await acquirePglite(template);
    const { db } = first.database;
    const partnersBefore = await count(db, sql`select count(*) as n from partner_themes`);
    expect(partnersBefore).toBeGreaterThan(0);
    await db.execute(
      sql`insert into merchants (email, password_hash, first_name, last_name)
        values ('pool@example.com', 'x', 'A', 'B')`,
    );
    await db.execute(sql`delete from partner_themes`);
    await db.execute(
      sql`insert into analytics_events (event_name, platform, metadata) values ('a', 'web', '{}'), ('b', 'web', '{}')`,
    );
    await db.execute(sql`update creator_catalogue_state set version = version + 41`);
    await first.release();

    const second = await acquirePglite(template);
    expect(second.database).toBe(first.database);
    const again = second.database.db;
    expect(await count(again, sql`select count(*) as n from merchants`)).toBe(0);
    expect(await count(again, sql`select count(*) as n from partner_themes`)).toBe(partnersBefore);
    expect(await count(again, sql`select version as n from creator_catalogue_state where id = 1`)).toBe(1);
    // Ids start over as in a fresh database.
    const inserted = await again.execute(
      sql`insert into analytics_events (event_name, platform, metadata) values ('c', 'web', '{}') returning id`,
    );
    expect(Number((inserted.rows[0] as { id: number }).id)).toBe(1);
    await second.release();
  });

  it('never hands out a database its user closed', async () => {
    const first = await acquirePglite(template);
    await first.database.close();
    await first.release();
    const second = await acquirePglite(template);
    expect(second.database).not.toBe(first.database);
    await expect(second.database.ping()).resolves.toBe(true);
    await second.release();
  });

  it('drops a database whose schema a file left broken and opens a fresh one', async () => {
    const first = await acquirePglite(template);
    await first.database.db.execute(sql`alter table merchants rename to merchants_gone`);
    await first.release();
    const second = await acquirePglite(template);
    expect(second.database).not.toBe(first.database);
    expect(await count(second.database.db, sql`select count(*) as n from merchants`)).toBe(0);
    await second.release();
  });
});
