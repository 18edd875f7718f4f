import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under src/features/. Adding a feature is one line here. */
const features = ['staff', 'labor', 'cash-drawer', 'payments', 'settlements', 'orders'];

/**
 * One-way edges between features: `labor: ['staff']` lets labor import `src/features/staff/api/**`
 * (and nothing else from staff). Components and pages of another feature are never importable.
 */
const allowedFeatureEdges = {
  labor: ['staff'],
  settlements: ['payments'],
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches a relative import that climbs out with `../` into `<folder>/…` (optionally through
 * `features/`); `exceptSubpath` exempts e.g. `api/`. The repo has no path aliases, so every
 * cross-area import is relative.
 */
const importOf = (folder, exceptSubpath) => {
  const exempt = exceptSubpath ? `(?!${escapeRegex(exceptSubpath)}/)` : '';
  return `^(?:\\.\\./)+(?:features/)?${escapeRegex(folder)}(?:$|/${exempt})`;
};

const srcMayNotImportServer = {
  regex: importOf('server'),
  message: 'The web app never imports the service: share code through src/api/schemas.',
};

const featureBoundaries = (feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => {
      const allowed = (allowedFeatureEdges[feature] ?? []).includes(other);
      return {
        regex: allowed ? importOf(other, 'api') : importOf(other),
        message: allowed
          ? `${feature} may import only ${other}/api/** from the ${other} feature.`
          : `${feature} may not import from the ${other} feature (add an edge in eslint.config.js if it must, one way only).`,
      };
    });

export default defineConfig([
  globalIgnores([
    'dist',
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
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
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
      'no-restricted-imports': ['error', { patterns: [srcMayNotImportServer] }],
    },
  },
  {
    // TanStack Router reads search-param redirects from `throw redirect(...)`, which is not an Error.
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [srcMayNotImportServer, ...featureBoundaries(feature)] },
      ],
    },
  })),
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: importOf('src', 'api/schemas'),
              message: 'The service may import only src/api/schemas/** from the web app.',
            },
          ],
        },
      ],
    },
  },
]);
