/** The benchmark's child processes: the two servers and the load generators. */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild, nodeLineEnv, SERVICE_NODE_FLAGS } from '../server/testing/processes';
import type { LoadJob, LoadResult } from './protocol';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Waits for a child's first IPC message; fails if it exits first. */
function firstMessage<T>(child: ChildProcess, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${what} exited (${code}) early`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message as T);
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

export interface ServerChild {
  url: string;
  pid: number;
  /** Sends `message` and resolves with the child's next message. */
  ask<T>(message: string): Promise<T>;
  stop(): Promise<void>;
}

/** A port free on 127.0.0.1 right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once `url`/healthz answers 200; fails if `child` exits first or after 60 s. */
async function healthy(child: ChildProcess, url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the built service exited (${child.exitCode ?? child.signalCode}) early`);
    }
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`the built service did not answer ${url}/healthz`);
}

/**
 * Starts the service or the baseline on the SQLite file, or with `databaseUrl` on PostgreSQL
 * (`bench/baseline/pg/server.ts` for the baseline). The service runs as production runs it, the
 * built `build/server/main.js` (built first when missing or stale) on plain `node` with
 * production's flags (`SERVICE_NODE_FLAGS`), with `./built-service.mjs` preloaded for memory and
 * profile requests; with `service: 'tsx'` it runs `bench/ours.ts` from source under tsx (the
 * profiler's `--import` hooks need the sources), with the same flags. The baseline always runs
 * under tsx. `execArgv` adds Node flags (e.g. `--cpu-prof`). The environment is explicit, so
 * nothing in the caller's (DATABASE_URL, LOG_REQUESTS, CORS_ORIGINS…) changes what is measured.
 */
export async function startServerChild(
  which: 'ours' | 'baseline',
  sqlitePath: string,
  execArgv: string[] = [],
  databaseUrl?: string,
  service: 'built' | 'tsx' = 'built',
): Promise<ServerChild> {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    DB_PATH: sqlitePath,
    ...nodeLineEnv(),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const stdio: ['ignore', 'inherit', 'inherit', 'ipc'] = ['ignore', 'inherit', 'inherit', 'ipc'];
  let child: ChildProcess;
  let url: string;
  if (which === 'ours' && service === 'built') {
    await ensureServerBuild();
    const port = await freePort();
    child = fork(here('../build/server/main.js'), [], {
      execArgv: [...SERVICE_NODE_FLAGS, '--import', here('./built-service.mjs'), ...execArgv],
      env: { ...env, PORT: String(port), LOG_REQUESTS: 'false', LOG_LEVEL: 'warn' },
      stdio,
    });
    url = `http://127.0.0.1:${port}`;
    await healthy(child, url);
  } else {
    const baseline = databaseUrl ? './baseline/pg/server.ts' : './baseline/server.ts';
    const script = here(which === 'ours' ? './ours.ts' : baseline);
    const flags = which === 'ours' ? SERVICE_NODE_FLAGS : [];
    child = fork(script, [], { execArgv: [...flags, '--import', 'tsx', ...execArgv], env, stdio });
    ({ url } = await firstMessage<{ url: string }>(child, which));
  }
  return {
    url,
    pid: child.pid!,
    ask<T>(message: string) {
      const reply = firstMessage<T>(child, which);
      child.send(message);
      return reply;
    },
    stop: () => stop(child),
  };
}

export interface LoadChild {
  pid: number;
  run(job: Omit<LoadJob, 'id'>): Promise<LoadResult>;
  stop(): Promise<void>;
}

/** A long-lived autocannon process; one per side, so neither side warms the other's. */
export async function startLoadChild(): Promise<LoadChild> {
  const child = fork(here('./load.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await firstMessage<'ready'>(child, 'load generator');
  let nextId = 0;
  return {
    pid: child.pid!,
    run(job) {
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        const onExit = () => reject(new Error('load generator exited'));
        const onMessage = (message: LoadResult) => {
          if (message.id !== id) return;
          child.off('message', onMessage);
          child.off('exit', onExit);
          resolve(message);
        };
        child.on('message', onMessage);
        child.once('exit', onExit);
        child.send({ ...job, id } satisfies LoadJob);
      });
    },
    stop: () => stop(child),
  };
}
