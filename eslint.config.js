import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One-way edges between features: `labor: ['staff']` lets src/features/labor import
 * src/features/staff/api/** (and nothing else of staff). Components, pages and lib of a feature
 * are never importable from another feature. Adding an edge is one entry here; a reverse edge
 * (or any cycle) is refused when the config loads.
 */
export const featureEdges = {
  labor: ['staff'],
  /** A cancel or refund of an order voids or refunds its payment: orders marks payments stale. */
  orders: ['payments'],
  'cash-drawers': ['staff'],
  /** The log names the employees of timecard and shift changes from the staff directory. */
  activity: ['staff'],
};

/** Shared code: importable from everywhere in src/, imports no feature and not the shell. */
const sharedCode = ['src/components/**', 'src/lib/**', 'src/api/**'];

/**
 * The kebab-case folders under `dir` (the web features, the service's modules), read when ESLint
 * loads this file: their names go into globs, so anything else is refused.
 */
const folderNames = (root, dir, kind) => {
  const at = path.join(root, dir);
  if (!fs.existsSync(at)) return [];
  const names = fs
    .readdirSync(at, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const name of names) {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) {
      throw new Error(`${dir}/${name}: ${kind} folders are kebab-case (a-z, 0-9, -).`);
    }
  }
  return names.sort();
};

const featureFolders = (root) => folderNames(root, 'src/features', 'feature');

const assertOneWay = (edges, name = 'featureEdges') => {
  const visit = (feature, trail) => {
    if (trail.includes(feature)) {
      throw new Error(`${name} has a cycle: ${[...trail, feature].join(' → ')}.`);
    }
    for (const next of edges[feature] ?? []) visit(next, [...trail, feature]);
  };
  for (const feature of Object.keys(edges)) visit(feature, []);
};

/**
 * The boundaries as `import-x/no-restricted-paths` zones: a file matching `target` may not
 * import a module whose *resolved* path matches `from` (minus `except`). Resolution goes through
 * tsconfig.json (so `@contract/*` counts), `../x/../y` is normalised, and static imports,
 * re-exports, `import type` and dynamic `import()` are all checked.
 * Each feature F gets two zones whose targets are every *other* folder (`!(F)`), so a feature
 * folder that no list names is covered the moment it exists.
 */
const boundaryZones = (root, features) => {
  const at = (glob) => path.join(root, glob);
  const zone = ({ target, from, except, message }) => ({
    target: [target].flat().map(at),
    from: [from].flat().map(at),
    ...(except && { except: except.map(at) }),
    message,
  });
  const importersOf = (feature) =>
    Object.keys(featureEdges).filter((importer) => featureEdges[importer].includes(feature));

  return [
    zone({
      target: sharedCode,
      from: 'src/features/**',
      message:
        'Shared code (src/components, src/lib, src/api) never imports a feature: move what it needs into shared code, or have the feature pass it in (props, arguments).',
    }),
    zone({
      target: sharedCode,
      from: ['src/app/**', 'src/routes/**'],
      message:
        'Shared code (src/components, src/lib, src/api) never imports the shell (src/app) or a route (src/routes): move the piece into src/lib or src/components, or have the shell pass it in.',
    }),
    zone({
      target: 'src/features/**',
      from: ['src/app/**', 'src/routes/**'],
      message:
        'Features never import the shell (src/app) or a route (src/routes): move the piece into src/lib or src/components, take it as a prop, or read route state with getRouteApi().',
    }),
    ...features.flatMap((feature) => {
      const importers = importersOf(feature);
      return [
        zone({
          target: `src/features/!(${feature})/**`,
          from: `src/features/${feature}/**`,
          except: [`src/features/${feature}/api/**`],
          message: `Only src/features/${feature}/api/** is public to other features; ${feature}'s components, pages and lib are private. Expose what you need from ${feature}/api, or move it to shared code (src/components, src/lib).`,
        }),
        zone({
          target: `src/features/!(${[feature, ...importers].join('|')})/**`,
          from: `src/features/${feature}/api/**`,
          message: `${importers.length > 0 ? `Only ${importers.join(', ')} may import ${feature}/api` : `No feature may import ${feature}/api`} (featureEdges in eslint.config.js). Add a one-way edge there if this feature must depend on ${feature}, or move the code to shared code.`,
        }),
      ];
    }),
    zone({
      target: 'src/api/schemas/**',
      from: '**',
      except: ['src/api/schemas/**', 'node_modules/**'],
      message:
        'The contract (src/api/schemas) imports nothing but zod and its sibling schemas (./common, ./lists): the service loads it too. Move the code into the schema, or out of the contract.',
    }),
    zone({
      target: 'src/**',
      from: 'server/**',
      message:
        'The web app never imports the service (server/): share code through the contract in src/api/schemas.',
    }),
    zone({
      target: 'server/**',
      from: 'src/**',
      except: ['src/api/schemas/**'],
      message:
        'The service imports nothing from src/ but the contract: import it as @contract/<module> (src/api/schemas).',
    }),
  ];
};

// ---- The service's modules -------------------------------------------------------------------

/**
 * One-way edges between the service's modules (the folders under server/modules/):
 * `orders: ['payments']` lets server/modules/orders import server/modules/payments/index.ts,
 * payments' public entry, and nothing else of payments. A module no list names imports no other
 * module. The loose files of server/modules (context, errors, idempotency, preconditions) are
 * shared by every module and import none. A cycle is refused when the config loads.
 */
export const serverModuleEdges = {
  'cash-drawers': ['locations', 'v1-wire'],
  deposits: ['locations', 'v1-wire'],
  developer: ['activity'],
  labor: ['activity'],
  me: ['activity'],
  orders: ['activity', 'locations', 'payments', 'v1-wire'],
  payments: ['activity', 'locations', 'v1-wire'],
  reports: ['labor'],
  search: ['payments'],
  staff: ['activity', 'labor', 'locations'],
  team: ['activity'],
  today: ['deposits', 'labor', 'locations', 'payments'],
};

/**
 * Where the module walls do not apply: tests, their helpers (server/testing), and the demo seed,
 * which set up state through a module's internals (recordSale, the fee rule, a bank account's secret).
 */
const serverWallExceptions = ['server/**/*.test.ts', 'server/testing/**', 'server/seed/**'];

const serverModuleFolders = (root) => folderNames(root, 'server/modules', 'module');

/**
 * The module walls as `import-x/no-restricted-paths` zones (resolved paths, as boundaryZones):
 * a module's public entry is its index.ts; the composition root (server/app.ts) also wires in
 * its routes (`*.routes.ts`); only routes import the HTTP layer.
 */
const serverModuleZones = (root, modules) => {
  const at = (glob) => path.join(root, glob);
  const zone = ({ target, from, except, message }) => ({
    target: [target].flat().map(at),
    from: [from].flat().map(at),
    ...(except && { except: except.map(at) }),
    message,
  });
  const importersOf = (module) =>
    Object.keys(serverModuleEdges).filter((importer) =>
      serverModuleEdges[importer].includes(module),
    );

  return [
    ...modules.flatMap((module) => {
      const importers = importersOf(module);
      const entry = `server/modules/${module}/index.ts`;
      // The same file as a glob: `except` must be globs when `from` is one.
      const entryGlob = `server/modules/${module}/@(index).ts`;
      return [
        zone({
          target: [`server/modules/!(${module})/**`, 'server/!(modules)/**', 'server/!(app).ts'],
          from: `server/modules/${module}/**`,
          except: [entryGlob],
          message: `Only ${entry} is public to the rest of the service; ${module}'s other files are private. Export what you need from its index.ts, or move it to a shared file of server/modules.`,
        }),
        zone({
          target: 'server/app.ts',
          from: `server/modules/${module}/**`,
          except: [entryGlob, `server/modules/${module}/*.routes.ts`],
          message: `The composition root wires in ${module}'s routes (server/modules/${module}/*.routes.ts) and its public entry (index.ts), nothing else of ${module}.`,
        }),
        zone({
          target: `server/modules/!(${[module, ...importers].join('|')})/**`,
          from: entry,
          message: `${importers.length > 0 ? `Only ${importers.join(', ')} may import server/modules/${module}` : `No module may import server/modules/${module}`} (serverModuleEdges in eslint.config.js). Add a one-way edge there if this module must depend on ${module}, or move the code to a shared file of server/modules.`,
        }),
      ];
    }),
    zone({
      target: 'server/modules/*.ts',
      from: 'server/modules/*/**',
      message:
        'The shared files of server/modules (context, errors, idempotency, preconditions) import no module: move what they need into a shared file, or have the module pass it in.',
    }),
    zone({
      target: 'server/!(modules|seed|testing)/**',
      from: 'server/modules/*/index.ts',
      message:
        'The layers under the modules (server/http, db, lib, auth) import no module: the composition root (server/app.ts, server/server.ts) wires modules in; the HTTP layer reaches them through the shared files of server/modules (context, errors, preconditions).',
    }),
    zone({
      target: 'server/modules/**/!(*.routes).ts',
      from: 'server/http/**',
      message:
        "Only a module's routes (*.routes.ts) import the HTTP layer (server/http): raise a DomainError (server/modules/errors.ts) and let the HTTP layer map it, or take what the rule needs as an argument.",
    }),
  ];
};

/** The whole config for the repository at `root` (scripts/lint-boundaries.test.ts lints a fixture tree with it). */
export function ledgerlineConfig(root) {
  assertOneWay(featureEdges);
  assertOneWay(serverModuleEdges, 'serverModuleEdges');
  return defineConfig([
    globalIgnores([
      'dist',
      'build',
      'src/routeTree.gen.ts',
      'src/api/generated/**',
      'openapi/**',
      'playwright-report',
      'test-results',
      'data',
    ]),
    js.configs.recommended,
    {
      files: ['**/*.{ts,tsx}'],
      extends: [tseslint.configs.recommendedTypeChecked],
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir: root },
      },
      rules: {
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        '@typescript-eslint/consistent-type-imports': 'error',
      },
    },
    {
      files: ['**/*.{js,cjs,mjs}'],
      extends: [tseslint.configs.disableTypeChecked],
      languageOptions: { globals: globals.node },
    },
    {
      files: ['**/*.cjs'],
      languageOptions: { sourceType: 'commonjs' },
    },
    {
      files: ['src/**/*.{ts,tsx}'],
      extends: [reactHooks.configs.flat.recommended],
      languageOptions: { globals: globals.browser },
      rules: {
        // Relative paths stay inside one feature (or one shared folder); the rest reads from the root.
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '^(\\.\\./){3,}',
                message:
                  'Import from the root (`@/lib/money`, `@/features/staff/api/employees`): a path that climbs three levels has left its feature.',
              },
            ],
          },
        ],
      },
    },
    {
      // TanStack Router reads search-param redirects from `throw redirect(...)`, which is not an Error.
      files: ['src/routes/**/*.{ts,tsx}'],
      rules: { '@typescript-eslint/only-throw-error': 'off' },
    },
    {
      // Boundaries and cycles, on resolved paths (see boundaryZones and docs/ARCHITECTURE.md).
      files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
        ],
        // Modules no-cycle follows (the default is JavaScript only).
        'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { basePath: root, zones: boundaryZones(root, featureFolders(root)) },
        ],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      // The contract's own unit tests are loaded by vitest only, never by the service or the app.
      files: ['src/api/schemas/**/*.ts'],
      ignores: ['src/api/schemas/**/*.test.ts'],
      rules: {
        // Package imports; relative ones are resolved-path zones above.
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '^(?!zod(?:/|$)|\\.{1,2}/)',
                message:
                  'The contract (src/api/schemas) imports no package but zod, and its siblings relatively (./common): the service and the web app both load it.',
              },
            ],
          },
        ],
      },
    },
    {
      // The service's module walls (serverModuleZones), with the boundaries above; the option
      // replaces the one above for these files, so it repeats boundaryZones.
      files: ['server/**/*.ts'],
      ignores: serverWallExceptions,
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [
              ...boundaryZones(root, featureFolders(root)),
              ...serverModuleZones(root, serverModuleFolders(root)),
            ],
          },
        ],
      },
    },
    {
      files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'reliability/**/*.ts'],
      languageOptions: { globals: globals.node },
    },
  ]);
}

export default ledgerlineConfig(import.meta.dirname);
