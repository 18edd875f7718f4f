/**
 * The service's compiled commands (build/server/<name>.js, what `npm start`, `npm run token` and
 * the others run in production) as real processes, for tests of process behaviour: SIGTERM,
 * start-up, the command-line tools, backups. `ensureServerBuild()` builds once when the build is
 * missing or older than its sources.
 *
 * Environment: the child gets `env` on top of a minimal base (PATH, HOME) — never the test
 * runner's own DATABASE_URL or PORT — so each test says exactly which database it uses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestDatabase } from './harness';

const SERVER_BUILD_DIR = resolve('build/server');

/**
 * The Node flags production starts the service with (`npm start` in package.json, and
 * `node … build/server/main.js` in docs/deploy.md): V8 sizes its heap when the process starts, so
 * these cannot be set from inside it. Node 24's V8 lets a semi-space (half the young generation)
 * grow to 64 MiB where Node 20's stops at 16: under the list bench that held about 80 MiB more
 * resident for no measurable gain in requests per second. 12 MiB holds about 10 MiB less than 16
 * at the same rate; 8 cost 4–6 % of it (docs/decisions/2026-11-26-fast-at-every-step.md).
 */
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=12'];

export type CommandName = 'main' | 'start' | 'token' | 'merchant' | 'backup' | 'migrate';

let built: Promise<void> | undefined;

/** Builds build/server/ when it is missing or stale (scripts/build-server.mjs). */
export function ensureServerBuild(): Promise<void> {
  built ??= (async () => {
    const url = pathToFileURL(resolve('scripts/build-server.mjs')).href;
    const module = (await import(url)) as { buildServerIfStale: () => Promise<void> };
    await module.buildServerIfStale();
  })();
  return built;
}

/** The environment that points a command at `database`. */
export function databaseEnv(database: TestDatabase): Record<string, string> {
  return database.databaseUrl
    ? { DATABASE_URL: database.databaseUrl }
    : { DB_PATH: database.sqlitePath };
}

/**
 * On another Node line (scripts/node-version.sh), what a child needs to load that line's
 * better-sqlite3: the preload and the copy it points at. Empty otherwise.
 */
export function nodeLineEnv(): Record<string, string> {
  const { LEDGERLINE_BETTER_SQLITE3, NODE_OPTIONS } = process.env;
  return LEDGERLINE_BETTER_SQLITE3 && NODE_OPTIONS
    ? { LEDGERLINE_BETTER_SQLITE3, NODE_OPTIONS }
    : {};
}

function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LOG_LEVEL: 'warn',
    ...nodeLineEnv(),
    ...env,
  };
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end. */
export function runCommand(
  name: CommandName,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const child = spawn(process.execPath, [`${SERVER_BUILD_DIR}/${name}.js`, ...args], {
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  /** Everything written so far. */
  output(): { stdout: string; stderr: string };
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `main` (the production entry) or `start` (with the embedded demo) on a free port and
 * resolves once it logs that it listens (`"msg":"listening"` with its URL).
 */
export function startServiceProcess(
  name: 'main' | 'start',
  env: Record<string, string>,
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, `${SERVER_BUILD_DIR}/${name}.js`], {
    env: childEnv({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', LOG_REQUESTS: '0', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  return new Promise((resolveStarted, reject) => {
    const check = () => {
      const url = /"msg":"listening"/.test(stdout)
        ? /"url":"(http:\/\/[^"]+)"/.exec(stdout)?.[1]
        : undefined;
      if (url === undefined) return;
      // `start` prints its sign-in link after the listening line; wait for its last line.
      if (name === 'start' && !stdout.includes('API description:')) return;
      child.stdout?.off('data', check);
      resolveStarted({
        url,
        child,
        output: () => ({ stdout, stderr }),
        exited,
        stop: () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          return exited;
        },
      });
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      check();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    void exited.then((code) =>
      reject(new Error(`${name} exited (${String(code)}) before listening:\n${stdout}\n${stderr}`)),
    );
  });
}
