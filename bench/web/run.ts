/**
 * `npm run bench:web`: how fast the web app paints its first rows once their data has arrived
 * (issue 19 §6: within 150 ms). Not a test: it prints figures.
 *
 * Uses the built web app (`dist/`; builds it with `npm run build:web` only when it is missing),
 * starts the service on a fresh SQLite file seeded by the demo generator, signs its owner in in
 * Chromium, and opens Today, Payments, Timecards, Shifts and Deposits, each in a fresh page, `RUNS`
 * times. For each page it reads:
 * - data: the list's API call in Resource Timing (responseEnd − startTime of its first request);
 * - render: the page's `ledgerline:first-rows:<list>` mark minus that call's responseEnd.
 * It prints the median and the worst of each, and exits non-zero when a request of the app's API
 * fails (status ≥ 400 or no answer) or a page never marks its first rows.
 *
 * Environment: BENCH_WEB_PORT (default 4399), BENCH_WEB_RUNS (default 5), BENCH_WEB_DAYS,
 * BENCH_WEB_PAYMENTS, BENCH_WEB_EMPLOYEES (demo size; default the demo's own).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createAuth, createPerson } from '../../server/auth/better-auth';
import { addTeamMember } from '../../server/auth/team';
import { loadConfig } from '../../server/config';
import { seedDemo } from '../../server/seed/demo';
import { startServer } from '../../server/server';

interface Target {
  label: string;
  path: string;
  /** The list's name in its mark. */
  mark: string;
  /** Picks the list's API call among the page's resources. */
  api: RegExp;
}

const TARGETS: Target[] = [
  { label: 'Today', path: '/', mark: 'today', api: /\/app\/today(\?|$)/ },
  { label: 'Payments', path: '/payments', mark: 'payments', api: /\/v2\/payments(\?|$)/ },
  {
    label: 'Timecards',
    path: '/staff/timecards',
    mark: 'timecards',
    api: /\/v1\/me\/timecards(\?|$)/,
  },
  { label: 'Shifts', path: '/labor/shifts', mark: 'shifts', api: /\/v2\/labor\/shifts\/search$/ },
  { label: 'Deposits', path: '/deposits', mark: 'deposits', api: /\/app\/deposits(\?|$)/ },
];

const PORT = Number(process.env.BENCH_WEB_PORT ?? 4399);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
/** How long a page has to mark its first rows. */
const MARK_TIMEOUT_MS = 20_000;
const optionalNumber = (name: string) =>
  process.env[name] === undefined ? undefined : Number(process.env[name]);

interface Sample {
  data: number;
  render: number;
}

const failures: string[] = [];

/** Opens `target` in a fresh page and reads its figures; null when it never marked. */
async function measure(page: Page, origin: string, target: Target): Promise<Sample | null> {
  await page.goto(`${origin}${target.path}`);
  const markName = `ledgerline:first-rows:${target.mark}`;
  try {
    await page.waitForFunction(
      (name) => performance.getEntriesByName(name, 'mark').length > 0,
      markName,
      { timeout: MARK_TIMEOUT_MS },
    );
  } catch {
    failures.push(`${target.label}: no ${markName} mark within ${MARK_TIMEOUT_MS / 1000} s`);
    return null;
  }
  const timing = await page.evaluate(
    ({ name, api }) => {
      const mark = performance.getEntriesByName(name, 'mark')[0]!;
      // Node's types know no PerformanceResourceTiming: the fields read here, by name.
      const resources = performance.getEntriesByType('resource') as unknown as {
        name: string;
        startTime: number;
        responseEnd: number;
      }[];
      const call = resources.find((r) => {
        const url = new URL(r.name);
        return new RegExp(api).test(url.pathname + url.search);
      });
      return call
        ? { start: call.startTime, end: call.responseEnd, mark: mark.startTime }
        : { start: -1, end: -1, mark: mark.startTime };
    },
    { name: markName, api: target.api.source },
  );
  if (timing.start < 0) {
    failures.push(`${target.label}: no request matching ${target.api} in Resource Timing`);
    return null;
  }
  return { data: timing.end - timing.start, render: timing.mark - timing.end };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

async function main(): Promise<void> {
  if (!existsSync('dist/index.html')) {
    console.log('dist/ is missing: npm run build:web');
    execSync('npm run build:web', { stdio: 'inherit' });
  }
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-bench-web-'));
  const config = loadConfig({
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DB_PATH: join(dir, 'bench.sqlite'),
    WEB_DIST: 'dist',
    LOG_REQUESTS: '0',
  });
  const server = await startServer(config);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const started = Date.now();
    const demo = await seedDemo(server.database.db, {
      days: optionalNumber('BENCH_WEB_DAYS'),
      payments: optionalNumber('BENCH_WEB_PAYMENTS'),
      employees: optionalNumber('BENCH_WEB_EMPLOYEES'),
    });
    console.log(`demo merchant seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const auth = await createAuth({ database: server.database, config });
    const email = 'owner@bench-web.example';
    const password = `bench-web-${Date.now()}`;
    const { userId } = await createPerson(auth, { email, name: 'Bench owner', password });
    await addTeamMember(server.database.db, {
      merchantId: demo.merchantId,
      userId,
      isOwner: true,
    });

    const origin = `http://127.0.0.1:${PORT}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const signedIn = await context.request.post(`${origin}/api/auth/sign-in/email`, {
      headers: { origin },
      data: { email, password },
    });
    if (!signedIn.ok()) throw new Error(`sign-in failed: HTTP ${signedIn.status()}`);

    const samples = new Map<string, Sample[]>(TARGETS.map((t) => [t.label, []]));
    /** Pages that never marked their first rows: not opened again (the failure is reported). */
    const unmarked = new Set<string>();
    for (let run = 0; run < RUNS + 1; run++) {
      for (const target of TARGETS) {
        if (unmarked.has(target.label)) continue;
        const page = await context.newPage();
        page.on('response', (response) => {
          const path = new URL(response.url()).pathname;
          if (/^\/(app|v1|v2)\//.test(path) && response.status() >= 400) {
            failures.push(`${target.label}: ${response.status()} from ${path}`);
          }
        });
        page.on('requestfailed', (request) => {
          failures.push(
            `${target.label}: ${request.url()} failed (${request.failure()?.errorText})`,
          );
        });
        const sample = await measure(page, origin, target);
        if (!sample) unmarked.add(target.label);
        // The first round warms the server's statement caches and the browser's: not counted.
        if (sample && run > 0) samples.get(target.label)!.push(sample);
        await page.close();
      }
    }

    console.log(`\nFirst rows after their data (Chromium, ${RUNS} runs each, median / worst):\n`);
    console.log(`${'page'.padEnd(10)}${'data'.padStart(22)}${'render'.padStart(22)}`);
    for (const target of TARGETS) {
      const list = samples.get(target.label)!;
      if (list.length === 0) {
        console.log(`${target.label.padEnd(10)}  no figures`);
        continue;
      }
      const data = list.map((s) => s.data);
      const render = list.map((s) => s.render);
      console.log(
        `${target.label.padEnd(10)}${ms(median(data))} /${ms(Math.max(...data))}${ms(median(render))} /${ms(Math.max(...render))}`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} failure(s):\n${[...new Set(failures)].join('\n')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error('bench:web failed:', error);
  process.exit(1);
});
