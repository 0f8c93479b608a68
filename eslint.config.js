import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Import direction of the web app (docs/decisions/004-web-import-boundaries.md):
 *   app -> features -> components, lib -> @app/shared
 * Between features, each one's api/ (one file per call) may be used by any feature; the rest of a
 * feature (pages, components, lib) may only use features listed before it here. A new feature
 * folder must be placed in this list. A domain holds every audience's screens (decision 020):
 * features/<domain>/{merchant,creator,sme,public}/ (pages, components, lib) use their domain's api/, components/
 * and lib/ but never another audience's subfolder (public: pages open to anyone, no session).
 */
const AUDIENCES = ['merchant', 'creator', 'sme', 'public'];
const FEATURE_ORDER = [
  'analytics',
  'auth',
  'config',
  'theme',
  'companies',
  'team',
  'onboarding',
  'merchants',
  'creators',
  'creator-accounts',
  'groups',
  'briefs',
  'contracts',
  'content',
  'payments',
  'reporting',
  'campaigns',
  'jobs',
  'assignments',
  'notifications',
  'dashboard',
];

const ROOT = import.meta.dirname;
const WEB = 'apps/web/src';
const FEATURES = `${WEB}/features`;
const unplaced = readdirSync(path.join(ROOT, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !FEATURE_ORDER.includes(entry.name))
  .map((entry) => entry.name);
if (unplaced.length) throw new Error(`eslint.config.js: place the feature(s) ${unplaced.join(', ')} in FEATURE_ORDER`);

const ORDER_TEXT = FEATURE_ORDER.join(' < ');
const webZones = [
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [FEATURES, `${WEB}/app`],
    message: 'components/ and lib/ sit below features and app: pass what they need in as props or arguments.',
  },
  {
    target: FEATURES,
    from: `${WEB}/app`,
    message: 'Features sit below app/ (router, layouts, guards): move the shared piece to components/ or lib/.',
  },
  {
    target: 'packages/shared',
    from: 'apps',
    message: '@app/shared is used by the API and the web app; it imports neither.',
  },
];
for (const [index, feature] of FEATURE_ORDER.entries()) {
  webZones.push({
    target: `${FEATURES}/${feature}/api`,
    from: [
      `${FEATURES}/${feature}/components`,
      `${FEATURES}/${feature}/pages`,
      ...AUDIENCES.map((audience) => `${FEATURES}/${feature}/${audience}`),
    ],
    message: "api/ files sit below their feature's components and pages (and its audiences' subfolders).",
  });
  for (const audience of AUDIENCES) {
    webZones.push({
      target: `${FEATURES}/${feature}/${audience}`,
      from: AUDIENCES.filter((other) => other !== audience).map((other) => `${FEATURES}/${feature}/${other}`),
      message:
        `features/${feature}/${audience} may not use another audience's subfolder: ` +
        "share through the domain's api/, components/ or lib/ (decision 020).",
    });
    webZones.push({
      target: [`${FEATURES}/${feature}/components`, `${FEATURES}/${feature}/lib`],
      from: `${FEATURES}/${feature}/${audience}`,
      message: `A domain's shared components/ and lib/ sit below its audiences' subfolders (decision 020).`,
    });
  }
  for (const other of FEATURE_ORDER) {
    if (other === feature) continue;
    const below = FEATURE_ORDER.indexOf(other) < index;
    // Pages are route modules for app/ only; a feature's api/ uses other features' api/ only.
    webZones.push({
      target: `${FEATURES}/${feature}`,
      from: [`${FEATURES}/${other}/pages`, ...AUDIENCES.map((audience) => `${FEATURES}/${other}/${audience}/pages`)],
      message: 'Pages are imported by the router only.',
    });
    webZones.push({
      target: `${FEATURES}/${feature}/api`,
      from: `${FEATURES}/${other}`,
      except: ['./api'],
      message: 'A feature api/ file may use other features only through their api/.',
    });
    if (!below) {
      webZones.push({
        target: `${FEATURES}/${feature}`,
        from: `${FEATURES}/${other}`,
        except: ['./api'],
        message:
          `features/${feature} may use features/${other} only through its api/ (feature order: ${ORDER_TEXT}); ` +
          'move the shared piece to components/ or lib/.',
      });
    }
  }
}

/*
 * Import direction of the API (docs/decisions/019-api-boundaries.md):
 *   app.ts, server.ts, db/seed -> modules -> plugins, infra, db (client, schema), errors, actor
 * infra/ and db/ never import a module. A module reaches another module only through its exported entry
 * points: a `*.service.ts` file, or `access.ts` (companies: who reaches which company). Routes and every other
 * file of a module (pricing.ts, creators.index.ts, job-access.ts, ...) are its internals. db/seed builds the
 * demo data through the services and sits above the modules, like app.ts.
 */
const API = `${ROOT}/apps/api/src`;
const API_MODULES = readdirSync(path.join(API, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiZones = [
  {
    target: [`${API}/infra`, `${API}/db/!(seed)/**`, `${API}/db/*.ts`],
    from: `${API}/modules`,
    message: 'infra/ and db/ sit below the modules: pass the function in (as deps.ts does) or move the code down.',
  },
  ...API_MODULES.map((module) => ({
    target: `${API}/modules/${module}`,
    from: [`${API}/modules/!(${module})/**`],
    except: [`${API}/modules/*/*.service.ts`, `${API}/modules/*/access.ts`],
    message:
      `modules/${module} may use another module only through its *.service.ts (or access.ts): ` +
      "routes and other files are that module's internals.",
  })),
];

/** The files allowed to divide or multiply by 100: minor units and percentages live there (decision 017). */
const MONEY_FILES = ['packages/shared/src/money.ts', 'packages/shared/src/numbers.ts', `${WEB}/lib/money.ts`];
const MONEY_MESSAGE =
  'No / 100 or * 100 outside the money files (decision 017): amounts are integer minor units; convert with ' +
  '@app/shared/money (toMinor, minorToUnits, percentOf) or the web lib/money, and name a percentage with ' +
  '@app/shared/numbers (toPercent, fromPercent, roundTo2).';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`, 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: webZones }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: apiZones }],
    },
  },
  {
    // Money is integer minor units everywhere (docs/decisions/017-money-on-the-wire.md): a `/ 100` or `* 100`
    // outside the money files is a units bug waiting to happen. Percentages say so by name (toPercent,
    // fromPercent, roundTo2 in packages/shared/src/numbers.ts, the third file allowed to meet 100).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: MONEY_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['/', '*', '/=', '*='].flatMap((operator) =>
          ['right', 'left'].map((side) => ({
            selector: `:matches(BinaryExpression, AssignmentExpression)[operator='${operator}'][${side}.value=100]`,
            message: MONEY_MESSAGE,
          })),
        ),
      ],
    },
  },
);
