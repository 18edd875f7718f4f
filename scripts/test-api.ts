/**
 * Runs the `api` vitest project once per engine: SQLite, then PostgreSQL. PostgreSQL comes from
 * TEST_DATABASE_URL when set, otherwise from a throwaway cluster started here. Extra arguments go
 * to vitest (e.g. a file filter). TEST_ENGINE=sqlite|postgres runs only that engine.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startPgCluster, type PgCluster } from './pg-cluster';

type Engine = 'sqlite' | 'postgres';

interface EngineResult {
  engine: Engine;
  ok: boolean;
  seconds: number;
}

const VITEST = resolve('node_modules/.bin/vitest');

function runVitest(env: NodeJS.ProcessEnv, extraArgs: string[]): Promise<boolean> {
  const child = spawn(VITEST, ['run', '--project', 'api', ...extraArgs], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return new Promise((done) => {
    child.on('error', (error) => {
      console.error(`could not start vitest: ${error.message}`);
      done(false);
    });
    child.on('exit', (code) => done(code === 0));
  });
}

async function postgresUrl(): Promise<{ url: string; cluster?: PgCluster }> {
  const fromEnv = process.env.TEST_DATABASE_URL;
  if (fromEnv) return { url: fromEnv };
  const started = performance.now();
  const cluster = await startPgCluster();
  console.log(`test:api: PostgreSQL cluster ready in ${elapsed(started)}s at ${cluster.url}`);
  return { url: cluster.url, cluster };
}

function elapsed(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

async function runEngine(engine: Engine, extraArgs: string[]): Promise<EngineResult> {
  console.log(`\ntest:api: ${engine} — starting`);
  const started = performance.now();
  if (engine === 'sqlite') {
    const ok = await runVitest({ TEST_ENGINE: 'sqlite' }, extraArgs);
    return { engine, ok, seconds: Number(elapsed(started)) };
  }
  const { url, cluster } = await postgresUrl();
  try {
    const ok = await runVitest({ TEST_ENGINE: 'postgres', TEST_DATABASE_URL: url }, extraArgs);
    return { engine, ok, seconds: Number(elapsed(started)) };
  } finally {
    cluster?.stop();
  }
}

function enginesToRun(): Engine[] {
  const only = process.env.TEST_ENGINE;
  if (only === undefined || only === '') return ['sqlite', 'postgres'];
  if (only === 'sqlite' || only === 'postgres') return [only];
  throw new Error(`TEST_ENGINE must be "sqlite" or "postgres", got "${only}"`);
}

async function main(): Promise<void> {
  const results: EngineResult[] = [];
  for (const engine of enginesToRun()) {
    results.push(await runEngine(engine, process.argv.slice(2)));
  }
  console.log('');
  for (const { engine, ok, seconds } of results) {
    console.log(`test:api: ${engine.padEnd(8)} ${ok ? 'PASSED' : 'FAILED'} in ${seconds}s`);
  }
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(`test:api: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
