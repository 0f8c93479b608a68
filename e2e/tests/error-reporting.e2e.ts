/**
 * Error reporting in the browser (docs/decisions/028-error-reporting.md), against a fake Sentry ingestion server on
 * loopback: a web build made with VITE_SENTRY_DSN pointing at it (in a folder of its own, served through WEB_DIST),
 * a person who logs in with their e-mail address, then an uncaught error in the page that names that address. The
 * error arrives, with its release and environment, and neither the address nor the password is in any envelope
 * (events, spans, the replay of the session with its recording inflated). Also: the SDK is not in the JavaScript the
 * login page loads first, the build serves no source maps and writes no sourceMappingURL, and without a DSN the SDK
 * is not built in at all.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSentryIngest, type SentryIngest } from '@app/api/test/sentry-ingest';
import { logInThroughForm, seedMerchant, startStack, type Stack } from '../fixtures';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VERSION = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version as string;
/** A string only the SDK's code holds (the item type of its replays): a file with it holds the SDK. */
const SDK_MARK = 'replay_recording';
/** A real source-map comment at the start of a line (libraries may hold the words inside strings). */
const MAP_COMMENT = /^\/\/# sourceMappingURL=/m;

let ingest: SentryIngest;
let stack: Stack;
let buildDir: string;
let dist: string;

/** `vite build` of apps/web into a folder of its own, with the DSN of the fake server. */
function buildWeb(outDir: string, dsn: string): void {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: path.join(ROOT, 'apps/web'),
    env: { ...env, VITE_SENTRY_DSN: dsn },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed: ${result.stderr || result.stdout}`);
}

const assetsOf = (folder: string) => readdirSync(path.join(folder, 'assets'));
const readAsset = (folder: string, name: string) => readFileSync(path.join(folder, 'assets', name), 'utf8');

beforeAll(async () => {
  ingest = await startSentryIngest();
  buildDir = mkdtempSync(path.join(tmpdir(), 'creatorhub-web-sentry-'));
  dist = path.join(buildDir, 'dist');
  buildWeb(dist, ingest.dsn);
  // The server reads the same variable to let the browser reach the DSN's origin (CSP connect-src).
  stack = await startStack({ WEB_DIST: dist, VITE_SENTRY_DSN: ingest.dsn });
});

afterAll(async () => {
  await stack?.close();
  await ingest?.close();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

async function throwInPage(page: Page): Promise<void> {
  // Uncaught, from a timer: what a bug in an event handler looks like. It names what the person typed.
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error(`e2e boom while ${localStorage.getItem('e2e-typed') ?? 'nothing'}`);
    }),
  );
}

describe('the web app with error reporting on (VITE_SENTRY_DSN)', () => {
  it('keeps the SDK out of what the login page loads first', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const first = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
    expect(first.length).toBeGreaterThan(0);
    for (const file of first) expect(readAsset(dist, file)).not.toContain(SDK_MARK);
    // ...and it is built, in a chunk of its own
    expect(assetsOf(dist).some((file) => file.endsWith('.js') && readAsset(dist, file).includes(SDK_MARK))).toBe(true);
  });

  it('reports an uncaught error with its release and environment, and nothing personal', async () => {
    const merchant = await seedMerchant(stack);
    const context = await stack.browser.newContext({ baseURL: stack.baseUrl });
    context.setDefaultTimeout(10_000);
    try {
      const page = await context.newPage();
      await page.goto('/auth/login');
      await page.getByLabel('E-mail').waitFor();
      await logInThroughForm(page, merchant);
      await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
      await page.locator('main').locator('h1, h2').first().waitFor();
      await page.evaluate((email) => localStorage.setItem('e2e-typed', email), merchant.email);
      await throwInPage(page);

      const event = await ingest.waitFor(
        () =>
          ingest
            .items('event')
            .map((item) => item.json)
            .find((e) => e?.exception?.values?.some((v: { value?: string }) => v.value?.startsWith('e2e boom'))),
        'the error event of the page',
        20_000,
      );
      expect(event.exception.values[0].value).toBe('e2e boom while [email]');
      expect(event.release).toBe(`creatorhub@${VERSION}`);
      expect(event.environment).toBe('production');
      expect(event.sdk.name).toBe('sentry.javascript.react');
      expect(event.user).toBeUndefined();
      // The error's replay (replaysOnErrorSampleRate 1) arrives too, its recording inflated by the fake server.
      await ingest.waitFor(() => ingest.items('replay_recording').length > 0, 'the replay of the session', 30_000);
    } finally {
      await context.close();
    }
    const everything = ingest.envelopes.map((envelope) => envelope.text).join('\n');
    expect(everything).toContain('e2e boom while [email]');
    for (const secret of [merchant.email, encodeURIComponent(merchant.email), merchant.password])
      expect(everything).not.toContain(secret);
  });
});

describe('source maps in a production build', () => {
  it('are written beside dist, not in it, and the JavaScript does not point to them', () => {
    const js = assetsOf(dist).filter((file) => file.endsWith('.js'));
    expect(assetsOf(dist).filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const file of js) expect(readAsset(dist, file)).not.toMatch(MAP_COMMENT);
    const maps = readdirSync(path.join(buildDir, 'sourcemaps', 'assets'));
    expect(maps).toContain(`${js[0]}.map`);
  });

  it('are not served even when one is put under the web root', async () => {
    const js = assetsOf(dist).find((file) => file.endsWith('.js'))!;
    copyFileSync(path.join(buildDir, 'sourcemaps', 'assets', `${js}.map`), path.join(dist, 'assets', `${js}.map`));
    expect((await fetch(`${stack.baseUrl}/assets/${js}`)).status).toBe(200);
    const map = await fetch(`${stack.baseUrl}/assets/${js}.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('sourcesContent');
  });
});

describe('the usual build (no VITE_SENTRY_DSN)', () => {
  const usual = path.join(ROOT, 'apps/web/dist');
  it.skipIf(Boolean(process.env.VITE_SENTRY_DSN) || !existsSync(path.join(usual, 'index.html')))(
    'holds no error-reporting SDK at all, and no source map',
    () => {
      for (const file of assetsOf(usual)) {
        expect(file.endsWith('.map')).toBe(false);
        if (file.endsWith('.js')) expect(readAsset(usual, file)).not.toContain(SDK_MARK);
      }
    },
  );
});
