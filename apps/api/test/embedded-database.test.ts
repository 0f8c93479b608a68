/**
 * The embedded database's buffer cache (issue 22): its start-up zeroes the whole cache, so it is 32 MB unless
 * PGLITE_SHARED_BUFFERS_MB says otherwise, and that setting is checked like every other.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { databaseOptions, openDatabase, PGLITE_BUFFERS_MB, type Database } from '../src/db/client';

const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/creatorhub-embedded-test' };
const secret = { jwtSecret: 'x'.repeat(40) };

describe('PGLITE_SHARED_BUFFERS_MB', () => {
  it('is refused unless a whole number of MB from 1 to 4096, naming the variable', () => {
    for (const value of ['0', '-5', '2.5', 'lots', '5000']) {
      expect(() => loadConfig({ ...env, PGLITE_SHARED_BUFFERS_MB: value }, secret), value).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, PGLITE_SHARED_BUFFERS_MB: value }, secret), value).toThrow(
        /PGLITE_SHARED_BUFFERS_MB/,
      );
    }
  });

  it('reaches the embedded database options; unset, the default applies', () => {
    const set = loadConfig({ ...env, PGLITE_SHARED_BUFFERS_MB: '64' }, secret);
    expect(databaseOptions(set).sharedBuffersMb).toBe(64);
    expect(databaseOptions(loadConfig(env, secret)).sharedBuffersMb).toBeUndefined();
    expect(PGLITE_BUFFERS_MB).toBe(32);
  });
});

describe('the embedded database', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
  });

  const sharedBuffers = async (sharedBuffersMb?: number) => {
    const database = openDatabase({ dataDir: 'memory://', sharedBuffersMb });
    opened.push(database);
    const result = await database.raw('show shared_buffers');
    return (result.rows[0] as { shared_buffers: string }).shared_buffers;
  };

  it('runs with the buffer cache asked for, and 32 MB by default', async () => {
    expect(await sharedBuffers(24)).toBe('24MB');
    expect(await sharedBuffers()).toBe(`${PGLITE_BUFFERS_MB}MB`);
  }, 60_000);
});
