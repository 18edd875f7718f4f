/** The benchmark's child processes: the two servers and the load generators. */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nodeLineEnv } from '../server/testing/processes';
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

/**
 * Starts `bench/ours.ts` or the baseline on the SQLite file, or with `databaseUrl` on PostgreSQL
 * (`bench/baseline/pg/server.ts` for the baseline). `execArgv` adds Node flags (e.g.
 * `--cpu-prof`). The environment is explicit, so nothing in the caller's (DATABASE_URL,
 * LOG_REQUESTS, CORS_ORIGINS…) changes what is measured.
 */
export async function startServerChild(
  which: 'ours' | 'baseline',
  sqlitePath: string,
  execArgv: string[] = [],
  databaseUrl?: string,
): Promise<ServerChild> {
  const baseline = databaseUrl ? './baseline/pg/server.ts' : './baseline/server.ts';
  const script = here(which === 'ours' ? './ours.ts' : baseline);
  const child = fork(script, [], {
    execArgv: ['--import', 'tsx', ...execArgv],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      DB_PATH: sqlitePath,
      ...nodeLineEnv(),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { url } = await firstMessage<{ url: string }>(child, which);
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
