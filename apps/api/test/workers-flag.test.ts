/** `npm start -- --workers N` / WORKERS=N: how many API processes are asked for. */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { requestedWorkers } from '../src/scale-out';

describe('requestedWorkers', () => {
  it('reads --workers N, --workers=N, then WORKERS; one process by default', () => {
    expect(requestedWorkers(['node', 'start.mjs'], {})).toBe(1);
    expect(requestedWorkers(['node', 'start.mjs', '--workers', '4'], {})).toBe(4);
    expect(requestedWorkers(['node', 'start.mjs', '--workers=3'], {})).toBe(3);
    expect(requestedWorkers(['node', 'start.mjs'], { WORKERS: '2' })).toBe(2);
    // The command line wins over the environment.
    expect(requestedWorkers(['node', 'start.mjs', '--workers', '5'], { WORKERS: '2' })).toBe(5);
  });

  it('refuses what is not a whole number from 1 to 64, naming the flag', () => {
    for (const bad of ['0', '65', '2.5', 'many', '-1'])
      expect(() => requestedWorkers(['node', 'start.mjs', '--workers', bad], {})).toThrow(ConfigError);
    expect(() => requestedWorkers(['node', 'start.mjs', '--workers'], {})).toThrow(/--workers: expected/);
  });
});
