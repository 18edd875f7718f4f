/**
 * A throwaway PostgreSQL cluster on 127.0.0.1 for tests: `initdb` into a fresh temporary
 * directory, `pg_ctl start` on a free port, trust authentication, no durability. `stop()` kills it
 * (`-m immediate`) and removes the directory; clusters still running when the process exits or is
 * signalled are stopped too.
 *
 * CLI: `tsx scripts/pg-cluster.ts` prints the URL and runs until interrupted;
 * `tsx scripts/pg-cluster.ts <command…>` runs the command with DATABASE_URL and TEST_DATABASE_URL
 * set to the cluster and exits with its status.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface PgCluster {
  /** Connection string of the `postgres` database, as superuser `postgres`. */
  url: string;
  port: number;
  /** Stops the server and removes its files; safe to call more than once. */
  stop(): void;
}

const PG_ROOT = '/usr/lib/postgresql';
const START_ATTEMPTS = 3;
const running = new Set<PgCluster>();

/** Directory holding `initdb` and `pg_ctl` of the newest installed PostgreSQL. */
export function findPgBinDir(): string {
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error(
      `PostgreSQL server binaries not found under ${PG_ROOT}/*/bin. ` +
        'Install them with: apt-get install -y postgresql',
    );
  }
  return join(PG_ROOT, newest, 'bin');
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** Runs a PostgreSQL tool, as the `postgres` user when we are root (initdb refuses root). */
function runPg(binary: string, args: string[], cwd: string): void {
  const [command, argv] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  const result = spawnSync(command, argv, { cwd, encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const output = `${result.stdout}${result.stderr}`.trim();
    throw new Error(`${binary} ${args.join(' ')} failed (exit ${result.status}):\n${output}`);
  }
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string): number =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const ids = { uid: id('-u'), gid: id('-g') };
  if (!ids.uid)
    throw new Error('running as root, but there is no `postgres` user to run PostgreSQL');
  return ids;
}

function makeClusterDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-pg-'));
  if (isRoot()) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  return dir;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function readLogTail(logFile: string): string {
  if (!existsSync(logFile)) return '(no server log)';
  return readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
}

function serverOptions(port: number, socketDir: string): string {
  return [
    `-p ${port}`,
    `-k ${socketDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=300',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
}

/** Starts the server on a free port; another process may grab the port first, so it retries. */
async function startOnFreePort(pgCtl: string, dataDir: string, dir: string): Promise<number> {
  const logFile = join(dir, 'server.log');
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      runPg(
        pgCtl,
        ['-D', dataDir, '-o', serverOptions(port, dir), '-l', logFile, '-w', 'start'],
        dir,
      );
      return port;
    } catch (error) {
      if (attempt === START_ATTEMPTS) {
        throw new Error(`PostgreSQL did not start; server log:\n${readLogTail(logFile)}`, {
          cause: error,
        });
      }
    }
  }
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = findPgBinDir();
  const dir = makeClusterDir();
  const dataDir = join(dir, 'data');
  const pgCtl = join(bin, 'pg_ctl');
  try {
    runPg(
      join(bin, 'initdb'),
      ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'],
      dir,
    );
    const port = await startOnFreePort(pgCtl, dataDir, dir);
    return track(port, () => runPg(pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop'], dir), dir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function track(port: number, stopServer: () => void, dir: string): PgCluster {
  let stopped = false;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      if (stopped) return;
      stopped = true;
      running.delete(cluster);
      try {
        stopServer();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  running.add(cluster);
  installExitHandlers();
  return cluster;
}

let handlersInstalled = false;

function stopAll(): void {
  for (const cluster of [...running]) {
    try {
      cluster.stop();
    } catch (error) {
      console.error(`could not stop PostgreSQL on port ${cluster.port}:`, error);
    }
  }
}

function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', stopAll);
  const exitCodes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
  for (const [signal, code] of Object.entries(exitCodes)) {
    process.once(signal, () => {
      stopAll();
      process.exit(code);
    });
  }
}

async function runCommandAgainst(cluster: PgCluster, command: string[]): Promise<number> {
  const [program, ...args] = command;
  if (program === undefined) return 0;
  const env = { ...process.env, DATABASE_URL: cluster.url, TEST_DATABASE_URL: cluster.url };
  const child = spawn(program, args, { stdio: 'inherit', env });
  return new Promise((done) => {
    child.on('error', (error) => {
      console.error(`could not run ${program}: ${error.message}`);
      done(127);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function main(argv: string[]): Promise<void> {
  const started = performance.now();
  const cluster = await startPgCluster();
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`PostgreSQL ready in ${seconds}s: ${cluster.url}`);
  if (argv.length > 0) {
    const code = await runCommandAgainst(cluster, argv);
    cluster.stop();
    process.exit(code);
  }
  console.log('Press Ctrl+C to stop it.');
  setInterval(() => undefined, 60_000);
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  const args = process.argv.slice(2);
  main(args[0] === '--' ? args.slice(1) : args).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
