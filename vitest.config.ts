import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `react-router` and `react-router/dom` (the app's RouterProvider, app/AppRoot.tsx) as the ES modules Node itself
 * resolves between them: left to Vite's resolver, `react-router` was the CommonJS build and `react-router/dom` then
 * imported the ES one, two modules with a router context each.
 */
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/development/${file}`, import.meta.url));
const ONE_REACT_ROUTER = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias: ONE_REACT_ROUTER },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: ONE_REACT_ROUTER },
        // Component tests (Testing Library): forms and shared widgets in a simulated DOM, milliseconds each.
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup-dom.ts'],
          // Mantine's transitions then last 0 ms and leave no timer behind (see testTheme in test/render.tsx).
          environmentOptions: { happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
          // Page tests drive a whole form through many steps; they take 1-2 s alone and more on a loaded machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          // Tests of a deployment this machine must first set up (scripts/ci/replica.sh): their own projects.
          exclude: ['**/node_modules/**', 'apps/api/test/replica/**'],
          // Migrates once into a template (PGlite dump or PostgreSQL template database); each file starts from a copy.
          globalSetup: ['apps/api/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; two cores, so two files at a time.
          maxWorkers: 2,
          // Files share their worker's loaded modules (each still builds its own app and database): importing the
          // app, Fastify, drizzle and PGlite once per worker instead of once per file halves the suite's CPU time.
          // So a test file must not leave global state behind (process.env, globals, timers); none does.
          isolate: false,
        },
      },
      {
        // The replica-lag test: a real streaming replica, set up and run by scripts/ci/replica.sh.
        test: {
          name: 'replica',
          include: ['apps/api/test/replica/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
