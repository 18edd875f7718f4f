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
  deposits: ['payments'],
  /** A cancel or refund of an order voids or refunds its payment: orders marks payments stale. */
  orders: ['payments'],
  'cash-drawers': ['staff'],
};

/** Shared code: importable from everywhere in src/, imports no feature and not the shell. */
const sharedCode = ['src/components/**', 'src/lib/**', 'src/api/**'];

/** The features are the folders under src/features/, read when ESLint loads this file. */
const featureFolders = (root) => {
  const dir = path.join(root, 'src/features');
  if (!fs.existsSync(dir)) return [];
  const names = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const name of names) {
    // The names go into globs below.
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) {
      throw new Error(`src/features/${name}: feature folders are kebab-case (a-z, 0-9, -).`);
    }
  }
  return names.sort();
};

const assertOneWay = (edges) => {
  const visit = (feature, trail) => {
    if (trail.includes(feature)) {
      throw new Error(`featureEdges has a cycle: ${[...trail, feature].join(' → ')}.`);
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

/** The whole config for the repository at `root` (scripts/lint-boundaries.test.ts lints a fixture tree with it). */
export function ledgerlineConfig(root) {
  assertOneWay(featureEdges);
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
      files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'reliability/**/*.ts'],
      languageOptions: { globals: globals.node },
    },
  ]);
}

export default ledgerlineConfig(import.meta.dirname);
