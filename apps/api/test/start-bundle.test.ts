/**
 * The API as `npm start` runs it: the esbuild bundle (scripts/api-bundle.mjs) run through scripts/run-bundle.mjs
 * with npm start's Node options, not the TypeScript sources the other tests import. The bundle answers its routes
 * (Swagger UI, bundled with its own files, too), the first start writes V8's code cache and the second uses it.
 * The web build is left out (start.mjs's other step), so the test needs none.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureApiBundle, SERVER_BUNDLE } from '../../../scripts/api-bundle.mjs';
import { codeCacheOf } from '../../../scripts/run-bundle.mjs';
import { REPO_ROOT } from '../src/config';
import { freePort } from './helpers';

/** The Node options of package.json's start script (`node --a --b scripts/start.mjs`). */
function startOptions(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return scripts.start.split(' ').filter((word) => word.startsWith('--'));
}

// What start.mjs does after its web build check; prints runBundle's answer.
const RUNNER = `
import { ensureApiBundle, SERVER_BUNDLE } from './scripts/api-bundle.mjs';
import { runBundle } from './scripts/run-bundle.mjs';
const { hash } = await ensureApiBundle();
console.log('runBundle ' + JSON.stringify(runBundle(SERVER_BUNDLE, hash)));
`;

let dataDir: string;

/** Starts the bundle, waits until it is ready, and returns its URL, its output and a stop function. */
async function startBundle() {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...startOptions(), '--input-type=module', '-e', RUNNER], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent',
      JWT_SECRET: 'start-bundle-secret-start-bundle-secret-0123',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bundle exited: ${output.join('')}`);
    const ready = await fetch(`${url}/api/health/ready`).catch(() => null);
    if (ready?.status === 200) return { url, output: () => output.join(''), stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the bundle did not get ready: ${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'creatorhub-start-bundle-'));
  await ensureApiBundle(); // here, so the two starts below do not both bundle
  rmSync(codeCacheOf(SERVER_BUNDLE), { force: true });
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the API bundle npm start runs', () => {
  it('serves its routes, writes the code cache on its first start and uses it on the next', async () => {
    const first = await startBundle();
    try {
      expect(first.output()).toContain('runBundle {"cached":false}');
      const docs = await fetch(`${first.url}/api/docs/json`);
      expect(docs.status).toBe(200);
      expect(((await docs.json()) as { info: { title: string } }).info.title).toBe('CreatorHub API');
      // Swagger UI reads its own files from its package folder (decision 011: its __dirname is kept).
      const logo = await fetch(`${first.url}/api/docs/static/logo.svg`);
      expect(logo.status).toBe(200);
      expect(await logo.text()).toContain('<svg');
      const login = await fetch(`${first.url}/api/auth/login/merchant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'nobody@example.com', password: 'wrong-password-1' }),
      });
      expect(login.status).toBe(401); // the database answered: no such account
    } finally {
      await first.stop();
    }
    const second = await startBundle();
    try {
      expect(second.output()).toContain('runBundle {"cached":true}');
      expect((await fetch(`${second.url}/api/ping`)).status).toBe(200);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
