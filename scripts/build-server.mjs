/**
 * Compiles the service and its commands to plain JavaScript in build/server/ (esbuild: one ESM
 * bundle per entry, shared chunks, packages left to node_modules), so production runs `node`
 * with no TypeScript transpiler. `node scripts/build-server.mjs` builds; scripts/run.mjs calls
 * `buildServerIfStale()` before running an entry.
 */
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const SERVER_BUILD_DIR = join(root, 'build', 'server');

/** Entry name (build/server/<name>.js) → source. */
export const ENTRIES = {
  main: 'server/main.ts',
  start: 'scripts/start.ts',
  token: 'scripts/token.ts',
  merchant: 'scripts/merchant.ts',
  backup: 'scripts/backup.ts',
  migrate: 'scripts/migrate.ts',
  'reset-link': 'scripts/reset-link.ts',
};

/** What the build is made from; any of it newer than the build makes the build stale. */
const SOURCES = [
  'server',
  'scripts',
  'src/api/schemas',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function builtAt() {
  const times = Object.keys(ENTRIES).map((name) => {
    const file = join(SERVER_BUILD_DIR, `${name}.js`);
    return existsSync(file) ? statSync(file).mtimeMs : 0;
  });
  return Math.min(...times);
}

export function serverBuildIsStale() {
  const built = builtAt();
  return built === 0 || SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

export async function buildServer() {
  // esbuild is a build-time tool; it is not loaded when the build is current.
  const { build, stop } = await import('esbuild');
  // Built beside the old build and swapped in at the end, so a command started meanwhile (or a
  // second build running at the same time) never sees a half-written build.
  const staging = `${SERVER_BUILD_DIR}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, source]) => [name, source]),
    ),
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    sourcemap: true,
    logLevel: 'warning',
  });
  // esbuild's helper process would otherwise live as long as the service it just built.
  await stop();
  rmSync(SERVER_BUILD_DIR, { recursive: true, force: true });
  renameSync(staging, SERVER_BUILD_DIR);
}

export async function buildServerIfStale() {
  if (serverBuildIsStale()) await buildServer();
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  const started = performance.now();
  await buildServer();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build:server: ${SERVER_BUILD_DIR} in ${seconds}s`);
}
