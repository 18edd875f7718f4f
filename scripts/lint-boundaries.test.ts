/**
 * Proves the import boundaries in eslint.config.js: every forbidden kind of import is reported
 * with its rule and message, and the allowed ones are not (so the test cannot pass vacuously).
 *
 * The cases run on a small fixture tree in a temporary directory, linted with the repository's
 * own config factory (`ledgerlineConfig(root)`), so they neither depend on the files the web app
 * happens to have today nor write into src/. Imported modules exist on disk (resolution needs
 * them; `import-x/no-unresolved` guards that); importing files are virtual unless a case needs
 * them on disk (the cycle). One last case lints the real tree with the real config file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import ts from 'typescript';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configPath = path.join(repoRoot, 'eslint.config.js');

const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-imports',
]);
const PATHS = 'import-x/no-restricted-paths';

/** Modules the cases import. Kept minimal: only their paths matter. */
const fixtureFiles: Record<string, string> = {
  'src/features/staff/api/keys.ts': "export const staffKeys = ['staff'] as const;\n",
  'src/features/staff/components/employee-status.tsx':
    'export const EmployeeStatus = () => null;\n',
  'src/features/labor/api/keys.ts': "export const laborKeys = ['labor'] as const;\n",
  'src/features/payments/api/keys.ts': "export const paymentKeys = ['payments'] as const;\n",
  'src/app/theme.ts': "export const theme = { primaryColor: 'blue' };\n",
  'src/routes/_app/staff/employees.tsx': 'export const Route = {};\n',
  'src/components/page-header.tsx': 'export const PageHeader = () => null;\n',
  'src/lib/format.ts': 'export const formatCount = (count: number) => String(count);\n',
  'src/api/client.ts': 'export const api = {};\n',
  'src/api/schemas/common.ts': "import { z } from 'zod';\nexport const Instant = z.string();\n",
  'server/db/index.ts': 'export const openDatabase = () => null;\n',
  // The service's modules: a public entry each, a private service, routes, the shared files.
  'server/modules/payments/index.ts': "export { setStatus } from './payments.service';\n",
  'server/modules/payments/payments.service.ts': 'export const setStatus = () => null;\n',
  'server/modules/payments/payments.routes.ts': 'export const paymentRoutes = () => null;\n',
  'server/modules/orders/index.ts': "export const DEFAULT_REFUND_REASON = 'canceled';\n",
  'server/modules/locations/index.ts': 'export const merchantLocation = () => null;\n',
  'server/modules/errors.ts': 'export const notFound = (what: string) => new Error(what);\n',
  'server/http/errors.ts': 'export const sendError = () => null;\n',
  // Stand-ins for packages, inside the tree as in a normal checkout.
  'node_modules/zod/package.json': '{ "name": "zod", "type": "module", "main": "index.js" }\n',
  'node_modules/zod/index.js': 'export const z = {};\n',
  'node_modules/react/package.json': '{ "name": "react", "type": "module", "main": "index.js" }\n',
  'node_modules/react/index.js': 'export default {};\n',
  // A cycle, and a pair whose way back is type-only (not a cycle at run time).
  'src/lib/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'src/lib/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'src/lib/typed-a.ts':
    "import { typedB } from './typed-b';\nexport type A = { id: string };\nexport const a = () => typedB();\n",
  'src/lib/typed-b.ts':
    "import type { A } from './typed-a';\nexport const typedB = (a?: A) => a;\n",
};

let root: string;
let eslint: ESLint;

beforeAll(async () => {
  // realpath: the resolver reports real paths, and the zones are globs under `root`.
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-lint-boundaries-')));
  for (const [file, text] of Object.entries(fixtureFiles)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  // The same path aliases as the repository (`@/*`, `@contract/*`), as tsconfig.base.json declares them.
  const tsconfig = ts.readConfigFile(path.join(repoRoot, 'tsconfig.base.json'), (file) =>
    ts.sys.readFile(file),
  );
  const { paths } = (tsconfig.config as { compilerOptions: { paths: unknown } }).compilerOptions;
  const fixtureConfig = JSON.stringify({
    compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', paths },
  });
  fs.writeFileSync(path.join(root, 'tsconfig.json'), fixtureConfig);

  const { ledgerlineConfig } = (await import(pathToFileURL(configPath).href)) as {
    ledgerlineConfig: (root: string) => Linter.Config[];
  };
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [...ledgerlineConfig(root), ...noTypeChecking],
  });
});

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** Fixtures are not in a TypeScript project; every import must still resolve. */
const noTypeChecking: Linter.Config[] = [
  { files: ['**/*.{ts,tsx}'], ...(tseslint.configs.disableTypeChecked as Linter.Config) },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: { 'import-x/no-unresolved': 'error' },
  },
];

async function boundaryMessages(linter: ESLint, filePath: string, code: string) {
  const [result] = await linter.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  // A parse error or an unresolved import would make any case pass vacuously.
  expect(messages.filter((m) => m.fatal || m.ruleId === 'import-x/no-unresolved')).toEqual([]);
  return messages
    .filter((m) => m.ruleId != null && BOUNDARY_RULES.has(m.ruleId))
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

const lint = (file: string, code: string) => boundaryMessages(eslint, path.join(root, file), code);

type Case = [name: string, file: string, code: string, ruleId: string, message: string];

const SHARED_TO_FEATURE = 'Shared code (src/components, src/lib, src/api) never imports a feature';
const SHARED_TO_SHELL = 'Shared code (src/components, src/lib, src/api) never imports the shell';
const FEATURE_TO_SHELL = 'Features never import the shell (src/app) or a route (src/routes)';
const STAFF_PRIVATE = "Only src/features/staff/api/** is public to other features; staff's";
const STAFF_API =
  'Only labor, cash-drawers, activity may import staff/api (featureEdges in eslint.config.js)';
const LABOR_API = 'No feature may import labor/api (featureEdges in eslint.config.js)';
const CONTRACT_FILES = 'The contract (src/api/schemas) imports nothing but zod';
const CONTRACT_PACKAGES = 'The contract (src/api/schemas) imports no package but zod';
const SRC_TO_SERVER = 'The web app never imports the service (server/)';
const SERVER_TO_SRC = 'The service imports nothing from src/ but the contract';

const PAYMENTS_PRIVATE =
  "Only server/modules/payments/index.ts is public to the rest of the service; payments'";
const PAYMENTS_ENTRY =
  'Only orders, search, today may import server/modules/payments (serverModuleEdges in eslint.config.js)';
const ORDERS_ENTRY = 'No module may import server/modules/orders (serverModuleEdges in';
const MODULE_SHARED = 'The shared files of server/modules (context, errors, idempotency,';
const UNDER_MODULES = 'The layers under the modules (server/http, db, lib, auth) import no module';
const COMPOSITION_ROOT = "The composition root wires in payments's routes";
const MODULE_TO_HTTP = "Only a module's routes (*.routes.ts) import the HTTP layer (server/http)";

const CLIMBS = 'Import from the root (`@/lib/money`, `@/features/staff/api/employees`)';

const forbidden: Case[] = [
  [
    'a relative path that climbs out of its feature',
    'src/features/labor/pages/x.tsx',
    "import '../../../lib/format';\n",
    'no-restricted-imports',
    CLIMBS,
  ],
  ...['components', 'lib', 'api'].flatMap((shared): Case[] => [
    [
      `src/${shared} → a feature (even its api/)`,
      `src/${shared}/new-module.ts`,
      "import '../features/staff/api/keys';\n",
      PATHS,
      SHARED_TO_FEATURE,
    ],
    [
      `src/${shared} → src/app`,
      `src/${shared}/new-module.ts`,
      "import '../app/theme';\n",
      PATHS,
      SHARED_TO_SHELL,
    ],
  ]),
  [
    'shared → src/routes',
    'src/components/x.tsx',
    "import '../routes/_app/staff/employees';\n",
    PATHS,
    SHARED_TO_SHELL,
  ],
  [
    'feature → src/app',
    'src/features/staff/pages/x.tsx',
    "import '@/app/theme';\n",
    PATHS,
    FEATURE_TO_SHELL,
  ],
  [
    'feature → src/routes',
    'src/features/staff/pages/x.tsx',
    "import '@/routes/_app/staff/employees';\n",
    PATHS,
    FEATURE_TO_SHELL,
  ],
  [
    "feature → another feature's components (even along an edge)",
    'src/features/labor/pages/x.tsx',
    "import '../../staff/components/employee-status';\n",
    PATHS,
    STAFF_PRIVATE,
  ],
  [
    "feature → another feature's api/ without an edge",
    'src/features/payments/pages/x.tsx',
    "import '../../staff/api/keys';\n",
    PATHS,
    STAFF_API,
  ],
  [
    'an allowed edge reversed (staff → labor/api)',
    'src/features/staff/pages/x.tsx',
    "import '../../labor/api/keys';\n",
    PATHS,
    LABOR_API,
  ],
  [
    'a feature folder no list names → staff internals',
    'src/features/deposits/x.ts',
    "import '../staff/components/employee-status';\n",
    PATHS,
    STAFF_PRIVATE,
  ],
  [
    'a feature folder no list names → staff/api',
    'src/features/deposits/api/x.ts',
    "import '../../staff/api/keys';\n",
    PATHS,
    STAFF_API,
  ],
  [
    'dynamic import()',
    'src/features/labor/pages/x.tsx',
    "export const load = () => import('../../staff/components/employee-status');\n",
    PATHS,
    STAFF_PRIVATE,
  ],
  [
    'import type',
    'src/features/labor/pages/x.tsx',
    "import type { EmployeeStatus } from '../../staff/components/employee-status';\nexport type T = typeof EmployeeStatus;\n",
    PATHS,
    STAFF_PRIVATE,
  ],
  [
    're-export',
    'src/features/labor/api/x.ts',
    "export * from '../../staff/components/employee-status';\n",
    PATHS,
    STAFF_PRIVATE,
  ],
  [
    'a path through api/ that climbs out (../../staff/api/../components/…)',
    'src/features/labor/pages/x.tsx',
    "import '../../staff/api/../components/employee-status';\n",
    PATHS,
    STAFF_PRIVATE,
  ],
  [
    'the contract → shared code',
    'src/api/schemas/x.ts',
    "import '../client';\n",
    PATHS,
    CONTRACT_FILES,
  ],
  [
    'the contract → the service',
    'src/api/schemas/x.ts',
    "import '../../../server/db';\n",
    PATHS,
    CONTRACT_FILES,
  ],
  [
    'the contract → a package other than zod',
    'src/api/schemas/x.ts',
    "import 'react';\n",
    'no-restricted-imports',
    CONTRACT_PACKAGES,
  ],
  [
    'the contract → itself through the service alias',
    'src/api/schemas/x.ts',
    "import '@contract/common';\n",
    'no-restricted-imports',
    CONTRACT_PACKAGES,
  ],
  ['src → server', 'src/lib/x.ts', "import '../../server/db';\n", PATHS, SRC_TO_SERVER],
  [
    'src → server (dynamic, from a feature)',
    'src/features/staff/api/x.ts',
    "export const load = () => import('../../../../server/db');\n",
    PATHS,
    SRC_TO_SERVER,
  ],
  [
    'server → src outside the contract',
    'server/http/x.ts',
    "import '../../src/api/client';\n",
    PATHS,
    SERVER_TO_SRC,
  ],
  [
    'server → a feature',
    'server/http/x.ts',
    "import '../../src/features/staff/api/keys';\n",
    PATHS,
    SERVER_TO_SRC,
  ],
  [
    "a module → another module's internals (even along an edge)",
    'server/modules/orders/x.service.ts',
    "import '../payments/payments.service';\n",
    PATHS,
    PAYMENTS_PRIVATE,
  ],
  [
    "a module → another module's public entry without an edge",
    'server/modules/staff/x.service.ts',
    "import { setStatus } from '../payments';\nexport const x = setStatus;\n",
    PATHS,
    PAYMENTS_ENTRY,
  ],
  [
    'an allowed module edge reversed (payments → orders)',
    'server/modules/payments/x.service.ts',
    "import '../orders';\n",
    PATHS,
    ORDERS_ENTRY,
  ],
  [
    'a module folder no list names → payments',
    'server/modules/new-area/x.service.ts',
    "import '../payments/index';\n",
    PATHS,
    PAYMENTS_ENTRY,
  ],
  [
    'a module → another module (dynamic import())',
    'server/modules/orders/x.service.ts',
    "export const load = () => import('../payments/payments.service');\n",
    PATHS,
    PAYMENTS_PRIVATE,
  ],
  [
    'a shared file of server/modules → a module',
    'server/modules/x.ts',
    "import './payments';\n",
    PATHS,
    MODULE_SHARED,
  ],
  [
    "server/http → a module's public entry",
    'server/http/x.ts',
    "import '../modules/payments';\n",
    PATHS,
    UNDER_MODULES,
  ],
  [
    "server/http → a module's internals",
    'server/http/x.ts',
    "import '../modules/payments/payments.service';\n",
    PATHS,
    PAYMENTS_PRIVATE,
  ],
  [
    "the composition root (server/app.ts) → a module's service",
    'server/app.ts',
    "import './modules/payments/payments.service';\n",
    PATHS,
    COMPOSITION_ROOT,
  ],
  [
    "another root file → a module's routes",
    'server/server.ts',
    "import './modules/payments/payments.routes';\n",
    PATHS,
    PAYMENTS_PRIVATE,
  ],
  [
    'a service → the HTTP layer',
    'server/modules/payments/x.service.ts',
    "import '../../http/errors';\n",
    PATHS,
    MODULE_TO_HTTP,
  ],
  [
    'a shared file of server/modules → the HTTP layer',
    'server/modules/x.ts',
    "import type { sendError } from '../http/errors';\nexport type T = typeof sendError;\n",
    PATHS,
    MODULE_TO_HTTP,
  ],
];

const allowed: [name: string, file: string, code: string][] = [
  [
    'feature → its own files',
    'src/features/staff/pages/x.tsx',
    "import '../components/employee-status';\nimport '../api/keys';\n",
  ],
  [
    'labor → staff/api (listed edge)',
    'src/features/labor/pages/x.tsx',
    "import '../../staff/api/keys';\n",
  ],
  [
    'orders → payments/api (listed edge)',
    'src/features/orders/api/x.ts',
    "import '../../payments/api/keys';\n",
  ],
  [
    'cash-drawers → staff/api (listed edge)',
    'src/features/cash-drawers/pages/x.tsx',
    "import '../../staff/api/keys';\n",
  ],
  [
    'feature → shared code and the contract',
    'src/features/staff/pages/x.tsx',
    [
      "import '@/components/page-header';",
      "import '@/lib/format';",
      "import '@/api/client';",
      "import '@/api/schemas/common';",
    ].join('\n'),
  ],
  ['shared → shared', 'src/components/x.tsx', "import '../lib/format';\nimport '../api/client';\n"],
  [
    'routes → features, app and shared',
    'src/routes/_app/staff/x.tsx',
    [
      "import '@/features/staff/components/employee-status';",
      "import '@/app/theme';",
      "import '@/components/page-header';",
    ].join('\n'),
  ],
  [
    'app → features and routes',
    'src/app/x.tsx',
    "import '../features/staff/components/employee-status';\nimport '../routes/_app/staff/employees';\n",
  ],
  [
    'server → the contract through @contract/*',
    'server/http/x.ts',
    "import '@contract/common';\nimport '../db';\n",
  ],
  [
    'contract → a sibling schema and zod',
    'src/api/schemas/x.ts',
    "import { z } from 'zod';\nimport { Instant } from './common';\nexport const X = z.object({ at: Instant });\n",
  ],
  [
    'orders → the public entries of payments and locations (listed edges)',
    'server/modules/orders/x.service.ts',
    "import '../payments';\nimport '../locations/index';\n",
  ],
  [
    'a module → its own files and the shared files of server/modules',
    'server/modules/payments/x.service.ts',
    "import './payments.service';\nimport '../errors';\n",
  ],
  [
    "a module's routes → the HTTP layer, its own service and another's public entry",
    'server/modules/payments/x.routes.ts',
    "import '../../http/errors';\nimport './payments.service';\nimport '../locations';\n",
  ],
  [
    'the composition root → routes and public entries',
    'server/app.ts',
    "import './modules/payments/payments.routes';\nimport './modules/payments';\n",
  ],
  ['another root file → a public entry', 'server/server.ts', "import './modules/payments';\n"],
  [
    'server/http → the shared files of server/modules',
    'server/http/x.ts',
    "import '../modules/errors';\n",
  ],
  [
    "a test → another module's internals (the walls' exceptions)",
    'server/modules/orders/x.api.test.ts',
    "import '../payments/payments.service';\n",
  ],
  [
    "the seed → a module's internals (the walls' exceptions)",
    'server/seed/x.ts',
    "import '../modules/payments/payments.service';\n",
  ],
];

describe('import boundaries (eslint.config.js)', () => {
  it.each(forbidden)('forbids %s', async (_name, file, code, ruleId, message) => {
    expect(await lint(file, code)).toContainEqual({
      ruleId,
      message: expect.stringContaining(message) as string,
    });
  });

  it.each(allowed)('allows %s', async (_name, file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });

  it('forbids a dependency cycle', async () => {
    const file = 'src/lib/cycle-a.ts';
    expect(await lint(file, fixtureFiles[file]!)).toEqual([
      { ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' },
    ]);
  });

  it('allows a cycle whose way back is type-only', async () => {
    const file = 'src/lib/typed-a.ts';
    expect(await lint(file, fixtureFiles[file]!)).toEqual([]);
  });

  it('applies to the real tree through eslint.config.js', async () => {
    const real = new ESLint({ cwd: repoRoot, overrideConfig: noTypeChecking });
    const file = path.join(repoRoot, 'src/components/lint-boundaries-probe.ts');
    expect(await boundaryMessages(real, file, "import '../../server/db';\n")).toEqual([
      { ruleId: PATHS, message: expect.stringContaining(SRC_TO_SERVER) as string },
    ]);
  });

  it("applies the service's module walls to the real tree", async () => {
    const real = new ESLint({ cwd: repoRoot, overrideConfig: noTypeChecking });
    const file = path.join(repoRoot, 'server/modules/orders/lint-boundaries-probe.ts');
    const code = "import '../payments/payments.service';\nimport '../payments';\n";
    expect(await boundaryMessages(real, file, code)).toEqual([
      { ruleId: PATHS, message: expect.stringContaining(PAYMENTS_PRIVATE) as string },
    ]);
  });
});
