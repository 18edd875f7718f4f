/**
 * `npm run test:reliability` (full) and `npm run test:reliability:bounded` (the part `npm test`
 * runs): builds the service (the kill -9 and two-instance tests run it as real processes), then
 * runs the `reliability` vitest project once per engine — SQLite, then PostgreSQL on
 * TEST_DATABASE_URL or a throwaway cluster — and prints the figures the tests recorded.
 * Extra arguments go to vitest (e.g. a file filter); TEST_ENGINE=sqlite|postgres runs one engine.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startPgCluster, type PgCluster } from '../scripts/pg-cluster';

type Engine = 'sqlite' | 'postgres';

const args = process.argv.slice(2);
const level = args.includes('--bounded') ? 'bounded' : 'full';
const vitestArgs = args.filter((arg) => arg !== '--bounded');
const VITEST = resolve('node_modules/.bin/vitest');

function elapsed(since: number): number {
  return Number(((performance.now() - since) / 1000).toFixed(1));
}

function runVitest(env: NodeJS.ProcessEnv): Promise<boolean> {
  const child = spawn(VITEST, ['run', '--project', 'reliability', ...vitestArgs], {
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

function enginesToRun(): Engine[] {
  const only = process.env.TEST_ENGINE;
  if (only === undefined || only === '') return ['sqlite', 'postgres'];
  if (only === 'sqlite' || only === 'postgres') return [only];
  throw new Error(`TEST_ENGINE must be "sqlite" or "postgres", got "${only}"`);
}

function buildServer(): void {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('could not build the service (scripts/build-server.mjs)');
}

interface StatLine {
  engine: Engine;
  figure: string;
  count: number;
}

function printFigures(file: string): void {
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  const totals = new Map<string, Map<Engine, number>>();
  for (const line of text.split('\n').filter(Boolean)) {
    const { engine, figure, count } = JSON.parse(line) as StatLine;
    const row = totals.get(figure) ?? new Map<Engine, number>();
    row.set(engine, (row.get(engine) ?? 0) + count);
    totals.set(figure, row);
  }
  console.log('\ntest:reliability: figures (sqlite / postgres / total)');
  for (const [figure, row] of totals) {
    const sqlite = row.get('sqlite') ?? 0;
    const postgres = row.get('postgres') ?? 0;
    console.log(`  ${figure.padEnd(30)} ${sqlite} / ${postgres} / ${sqlite + postgres}`);
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  buildServer();
  const statsDir = mkdtempSync(join(tmpdir(), 'ledgerline-reliability-'));
  const statsFile = join(statsDir, 'figures.jsonl');
  // One seed for both engines, printed, so a failing run can be repeated on either.
  const seed =
    process.env.RELIABILITY_SEED || String(level === 'bounded' ? 20_261_123 : randomInt(2 ** 31));
  console.log(
    `test:reliability (${level}): seed ${seed} (RELIABILITY_SEED=${seed} repeats this run)`,
  );
  const env = {
    RELIABILITY_LEVEL: level,
    RELIABILITY_STATS_FILE: statsFile,
    RELIABILITY_SEED: seed,
  };
  const results: { engine: Engine; ok: boolean; seconds: number }[] = [];
  let cluster: PgCluster | undefined;
  try {
    for (const engine of enginesToRun()) {
      console.log(`\ntest:reliability (${level}): ${engine} — starting`);
      const engineStarted = performance.now();
      let url: string | undefined;
      if (engine === 'postgres') {
        url = process.env.TEST_DATABASE_URL;
        if (!url) {
          cluster = await startPgCluster();
          url = cluster.url;
        }
      }
      const ok = await runVitest({
        ...env,
        TEST_ENGINE: engine,
        ...(url ? { TEST_DATABASE_URL: url } : {}),
      });
      results.push({ engine, ok, seconds: elapsed(engineStarted) });
    }
  } finally {
    cluster?.stop();
  }
  printFigures(statsFile);
  rmSync(statsDir, { recursive: true, force: true });
  console.log('');
  for (const { engine, ok, seconds } of results) {
    console.log(
      `test:reliability (${level}): ${engine.padEnd(8)} ${ok ? 'PASSED' : 'FAILED'} in ${seconds}s`,
    );
  }
  console.log(`test:reliability (${level}): ${elapsed(started)}s in all`);
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(`test:reliability: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
