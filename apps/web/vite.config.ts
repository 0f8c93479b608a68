import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { earlyRequestsEntry, isEarlyRequests } from './vite-early-requests.ts';
import { sourceMapsOutOfDist } from './vite-source-maps.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://127.0.0.1:8080';
/** Mantine's packages and the libraries they bring (not its dates and dropzone: only a few pages use them). */
const MANTINE_PACKAGES = [
  '@mantine[\\\\/](core|hooks|modals|notifications|store)',
  '@floating-ui',
  'react-remove-scroll(-bar)?',
  'use-sidecar',
  'use-callback-ref',
  'react-style-singleton',
  'get-nonce',
  'detect-node-es',
  'tslib',
  'react-transition-group',
  'react-number-format',
  'clsx',
];
const MANTINE = new RegExp(`node_modules[\\\\/](${MANTINE_PACKAGES.join('|')})[\\\\/]`);
const notCss = (id: string) => !/\.css($|\?)/.test(id);

/**
 * React Router's package exports only its development build (warnings and checks on every navigation and render);
 * a production bundle takes its production build, which is the same API (issue 22: ~10% of the login page's script
 * time). Tests and the dev server keep the development build and its warnings.
 */
const reactRouterDist = fileURLToPath(new URL('dist/production/', import.meta.resolve('react-router/package.json')));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

/**
 * Every script, stylesheet and page also written as Brotli and gzip beside itself, which the server sends to a
 * browser that accepts them (issue 22: the first page's 179 KB of gzip were 600 KB on the wire, which on a phone
 * network costs seconds). Brotli at quality 9: within a few percent of 11 at a tenth of its build time.
 */
const PRECOMPRESSED = compression({
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  exclude: [/\.map$/],
  threshold: 1024,
  logLevel: 'silent',
});

/**
 * The server build of app/prerender.tsx, which prerender.mjs runs after the app's build to write the login pages'
 * HTML into dist (issue 22). Kept out of dist (never served) and out of the build's inputs (scripts/build-stamp.mjs
 * skips node_modules).
 */
const prerenderBuild: UserConfig = {
  root,
  plugins: [react()],
  // Self-contained and production React (the API imports it at run time, where NODE_ENV may be unset: React's
  // development build rendered a page about ten times slower).
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { alias: REACT_ROUTER_PRODUCTION },
  build: {
    outDir: fileURLToPath(new URL('./node_modules/.prerender', import.meta.url)),
    emptyOutDir: true,
    // CommonJS: the API's start bundle turns import() into require() (scripts/api-bundle.mjs). Pages stay chunks of
    // their own, required when a render first needs them.
    rolldownOptions: {
      output: { format: 'cjs', entryFileNames: 'prerender.cjs', chunkFileNames: 'assets/[name]-[hash].cjs' },
    },
  },
};

/** The app's build and its dev server. */
const appConfig = (command: string): UserConfig => ({
  root,
  plugins: [react(), earlyRequestsEntry(), sourceMapsOutOfDist(), PRECOMPRESSED],
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Maps without a sourceMappingURL comment, moved out of dist (never served): vite-source-maps.ts.
    sourcemap: 'hidden',
    rolldownOptions: {
      // zod's schema builders have no side effects, nor have the shared amount fields built on them
      // (money-schemas.ts): schemas of a shared module that the web does not use (the error reply's, whose module
      // the API client reads for its codes; the config bundle's) are dropped, and zod with them from the pages that
      // only show data (issue 22).
      treeshake: { manualPureFunctions: ['z', 'minorAmount', 'minorValue', 'minorAmountText'] },
      output: {
        // Long-lived vendor chunks, cached across app releases (issue 22, docs/decisions/030-web-speed.md):
        // - react and query: every page, the login included, loads them;
        // - index: what the entry imports statically (the shell, the login pages and the Mantine components they
        //   use) is loaded with it anyway, so one chunk rather than dozens of small ones;
        // - mantine, icons, forms: the rest of each, loaded by the first page that is not a login page. Left to
        //   automatic splitting they were a hundred small chunks per page, slower to load than the bytes they saved.
        //   Groups take precedence by priority, so `index` keeps the login pages' share of each.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: 'index', tags: ['$initial'], test: (id) => !isEarlyRequests(id), priority: 10 },
            { name: 'mantine', test: (id) => notCss(id) && MANTINE.test(id), priority: 5 },
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/, priority: 5 },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 5 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/ms': { target: backend, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/ms': { target: backend, changeOrigin: true },
    },
  },
});

export default defineConfig(({ command, isSsrBuild }) => (isSsrBuild ? prerenderBuild : appConfig(command)));
