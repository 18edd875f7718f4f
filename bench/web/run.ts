/**
 * `npm run bench:web`: the web app measured in Chromium like the service is by `npm run bench`
 * (issue 20 §3). Not a test: it prints figures.
 *
 * Uses the built web app (`dist/`; builds it with `npm run build:web` only when it is missing),
 * starts the service on a fresh SQLite file seeded by the demo generator, signs its owner in, and
 * for Today, Payments, Timecards, Shifts and Deposits reads, `RUNS` times after a warm-up round:
 * - opened directly in a fresh page: data, the list's API call in Resource Timing (responseEnd −
 *   startTime); render, the page's `ledgerline:first-rows:<list>` mark minus that responseEnd;
 *   download, the gzip size (zlib's default level, of the files in `dist/`) of the JS and CSS the
 *   page fetched before that mark;
 * - a route change: a click on the main navigation's link from the page before it in the list
 *   (no hover first, so no preload on intent) to the first rows, with the same split;
 * and once, scrolling the payments list: paged until it holds 10,000 rows, then scrolled top to
 * bottom `SCROLL_STEP` pixels a frame while a PerformanceObserver counts long tasks (> 50 ms).
 * It prints a table, and exits non-zero when a request of the app's API fails (status ≥ 400 or no
 * answer), an asset fails to load, or a page never marks its first rows.
 *
 * Environment: BENCH_WEB_PORT (default 4399), BENCH_WEB_RUNS (default 5), BENCH_WEB_DAYS,
 * BENCH_WEB_PAYMENTS, BENCH_WEB_EMPLOYEES (demo size; default the demo's own, ~13,000 payments:
 * the scrolling figure needs 10,000).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type CDPSession, type Page } from '@playwright/test';
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

/** The browser APIs the functions run in the page use: this project has Node's types, not the DOM's. */
interface InPage {
  document: {
    querySelector(selector: string): {
      scrollTop: number;
      readonly scrollHeight: number;
      readonly clientHeight: number;
      click(): void;
      getAttribute(name: string): string | null;
    } | null;
  };
  requestAnimationFrame(callback: () => void): number;
  PerformanceObserver: new (callback: (list: { getEntries(): { duration: number }[] }) => void) => {
    observe(options: { type: string }): void;
    takeRecords(): { duration: number }[];
    disconnect(): void;
  };
}

interface Sample {
  data: number;
  render: number;
  /** Gzip bytes of the JS and CSS the page fetched before its first rows. */
  js: number;
  css: number;
}

const failures: string[] = [];

/** Gzip size (zlib's default level) of each built asset, read from `dist/` once. */
const gzipSizes = new Map<string, number>();
function gzipSize(pathname: string): number {
  let size = gzipSizes.get(pathname);
  if (size === undefined) {
    size = gzipSync(readFileSync(join('dist', pathname))).length;
    gzipSizes.set(pathname, size);
  }
  return size;
}

interface Timing {
  /** The list call's startTime and responseEnd; -1 when there was none. */
  start: number;
  end: number;
  mark: number;
  /** Paths of the app's JS and CSS fetched (responseEnd) before the mark. */
  assets: string[];
}

/**
 * Waits for the list's first-rows mark and reads its timing: the first call matching `api` that
 * started after `since` (ms on the page's clock), and the assets fetched before the mark.
 */
async function readTiming(page: Page, target: Target, since: number): Promise<Timing | null> {
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
    ({ name, api, since }) => {
      const mark = performance.getEntriesByName(name, 'mark')[0]!.startTime;
      // Node's types know no PerformanceResourceTiming: the fields read here, by name.
      const resources = performance.getEntriesByType('resource') as unknown as {
        name: string;
        startTime: number;
        responseEnd: number;
      }[];
      const call = resources.find((r) => {
        const url = new URL(r.name);
        return r.startTime >= since && new RegExp(api).test(url.pathname + url.search);
      });
      const assets = resources
        .filter(
          (r) => r.responseEnd <= mark && /^\/assets\/.*\.(js|css)$/.test(new URL(r.name).pathname),
        )
        .map((r) => new URL(r.name).pathname);
      return { start: call?.startTime ?? -1, end: call?.responseEnd ?? -1, mark, assets };
    },
    { name: markName, api: target.api.source, since },
  );
  if (timing.start < 0) {
    failures.push(`${target.label}: no request matching ${target.api} in Resource Timing`);
    return null;
  }
  return timing;
}

/** Opens `target` in a fresh page and reads its figures; null when it never marked. */
async function measure(page: Page, origin: string, target: Target): Promise<Sample | null> {
  await page.goto(`${origin}${target.path}`);
  const timing = await readTiming(page, target, 0);
  if (!timing) return null;
  const size = (ext: string) =>
    timing.assets.filter((a) => a.endsWith(ext)).reduce((sum, a) => sum + gzipSize(a), 0);
  return {
    data: timing.end - timing.start,
    render: timing.mark - timing.end,
    js: size('.js'),
    css: size('.css'),
  };
}

interface RouteChange {
  /** From the click to the first rows. */
  total: number;
  data: number;
  render: number;
}

/**
 * Follows the main navigation's link to each target in turn, from the page before it, and reads
 * the time from the click to its first rows. The click is dispatched without a hover first, so
 * the router's preload on intent does not start early.
 */
async function routeChanges(page: Page, origin: string): Promise<Map<string, RouteChange>> {
  const figures = new Map<string, RouteChange>();
  const first = TARGETS[0]!;
  await page.goto(`${origin}${first.path}`);
  if (!(await readTiming(page, first, 0))) return figures;
  for (const target of TARGETS.slice(1)) {
    const clicked = await page.evaluate((path) => {
      const link = (globalThis as unknown as InPage).document.querySelector(
        `nav[aria-label="Main"] a[href="${path}"]`,
      );
      if (!link) return -1;
      const at = performance.now();
      link.click();
      return at;
    }, target.path);
    if (clicked < 0) {
      failures.push(`${target.label}: no link to ${target.path} in the main navigation`);
      return figures;
    }
    const timing = await readTiming(page, target, clicked);
    if (!timing) return figures;
    figures.set(target.label, {
      total: timing.mark - clicked,
      data: timing.end - timing.start,
      render: timing.mark - timing.end,
    });
  }
  return figures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

/** Rows the scrolling figure runs over. */
const SCROLL_ROWS = 10_000;
/** Pixels scrolled per animation frame: a fast fling, every frame a new set of rows. */
const SCROLL_STEP = 600;

interface ScrollFigures {
  rows: number;
  /** Seconds to page the list up to `SCROLL_ROWS`. */
  loadSeconds: number;
  frames: number;
  longTasks: number;
  longestTask: number;
  /** The page's main thread CPU time over the scroll, per frame (less moved by a busy machine). */
  cpuPerFrame: number;
}

/** The page's main thread CPU time so far, in ms (Chromium's `ThreadTime` metric). */
async function threadTime(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? 0) * 1000;
}

/**
 * Pages the payments list until it holds `SCROLL_ROWS` rows (scrolling its end into view, which
 * asks for the next page), then scrolls it from top to bottom, `SCROLL_STEP` pixels a frame,
 * counting the long tasks (over 50 ms) a PerformanceObserver reports meanwhile.
 */
async function scrollPayments(page: Page, origin: string): Promise<ScrollFigures | null> {
  const target = TARGETS.find((t) => t.mark === 'payments')!;
  await page.goto(`${origin}${target.path}`);
  if (!(await readTiming(page, target, 0))) return null;
  const table = page.locator('table[aria-rowcount]');
  const started = Date.now();
  const loaded = async () => Number(await table.getAttribute('aria-rowcount')) - 1;
  let rows = await loaded();
  while (rows < SCROLL_ROWS) {
    await page.evaluate(() => {
      const scroller = (globalThis as unknown as InPage).document.querySelector(
        '[role="region"][aria-label$="(scrolls)"]',
      )!;
      scroller.scrollTop = scroller.scrollHeight;
    });
    try {
      await page.waitForFunction(
        (before) =>
          Number(
            (globalThis as unknown as InPage).document
              .querySelector('table[aria-rowcount]')
              ?.getAttribute('aria-rowcount'),
          ) -
            1 >
          before,
        rows,
        { timeout: MARK_TIMEOUT_MS },
      );
    } catch {
      failures.push(`Payments: the list stopped loading at ${rows} rows`);
      return null;
    }
    rows = await loaded();
  }
  const loadSeconds = (Date.now() - started) / 1000;
  // Back to the top, and let the last page's rendering settle before observing.
  await page.evaluate(() => {
    (globalThis as unknown as InPage).document.querySelector(
      '[role="region"][aria-label$="(scrolls)"]',
    )!.scrollTop = 0;
  });
  await page.waitForTimeout(500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const cpuBefore = await threadTime(cdp);
  const result = await page.evaluate(async (step) => {
    const scroller = (globalThis as unknown as InPage).document.querySelector(
      '[role="region"][aria-label$="(scrolls)"]',
    )!;
    const tasks: number[] = [];
    const observer = new (globalThis as unknown as InPage).PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    // Short of the end: the last rows would ask for the next page.
    const end = scroller.scrollHeight - 2 * scroller.clientHeight;
    let frames = 0;
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    while (scroller.scrollTop < end) {
      await new Promise<void>((resolve) =>
        (globalThis as unknown as InPage).requestAnimationFrame(() => resolve()),
      );
      frames++;
      scroller.scrollTop = Math.min(end, scroller.scrollTop + step);
    }
    // Long tasks are reported after they end: a moment for the last one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const entry of observer.takeRecords()) tasks.push(entry.duration);
    observer.disconnect();
    return { frames, tasks };
  }, SCROLL_STEP);
  const cpu = (await threadTime(cdp)) - cpuBefore;
  await cdp.detach();
  return {
    cpuPerFrame: cpu / result.frames,
    rows,
    loadSeconds,
    frames: result.frames,
    longTasks: result.tasks.length,
    longestTask: result.tasks.length ? Math.max(...result.tasks) : 0,
  };
}

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

    /** A fresh page whose failed API requests (and failed loads) are counted against `label`. */
    const watchedPage = async (label: string) => {
      const page = await context.newPage();
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (/^\/(app|v1|v2)\//.test(path) && response.status() >= 400) {
          failures.push(`${label}: ${response.status()} from ${path}`);
        }
      });
      page.on('requestfailed', (request) => {
        failures.push(`${label}: ${request.url()} failed (${request.failure()?.errorText})`);
      });
      return page;
    };

    const samples = new Map<string, Sample[]>(TARGETS.map((t) => [t.label, []]));
    const changes = new Map<string, RouteChange[]>(TARGETS.map((t) => [t.label, []]));
    /** Pages that never marked their first rows: not opened again (the failure is reported). */
    const unmarked = new Set<string>();
    for (let run = 0; run < RUNS + 1; run++) {
      for (const target of TARGETS) {
        if (unmarked.has(target.label)) continue;
        const page = await watchedPage(target.label);
        const sample = await measure(page, origin, target);
        if (!sample) unmarked.add(target.label);
        // The first round warms the server's statement caches and the browser's: not counted.
        if (sample && run > 0) samples.get(target.label)!.push(sample);
        await page.close();
      }
      const page = await watchedPage('route change');
      const figures = await routeChanges(page, origin);
      if (run > 0) for (const [label, figure] of figures) changes.get(label)!.push(figure);
      await page.close();
    }
    const scrollPage = await watchedPage('scrolling');
    const scroll = await scrollPayments(scrollPage, origin);
    await scrollPage.close();

    const col = (text: string, width: number) => text.padStart(width);
    const spread = (values: number[]) =>
      values.length === 0 ? col('-', 22) : `${ms(median(values))} /${ms(Math.max(...values))}`;
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
    console.log(
      `\nChromium, ${RUNS} runs each, median / worst. Opened directly: navigation to the first` +
        `\nrows = data (the list's request) + render (its answer to the rows in the DOM); download:` +
        `\ngzip JS + CSS fetched before the first rows (worst run). Route change: a click on the` +
        `\nmain navigation from the page above to the first rows, and the same split.\n`,
    );
    console.log(
      `${'page'.padEnd(10)}${col('data', 22)}${col('render', 22)}${col('JS', 10)}${col('CSS', 10)}` +
        `${col('route change', 22)}${col('its data', 22)}${col('its render', 22)}`,
    );
    for (const target of TARGETS) {
      const list = samples.get(target.label)!;
      const moved = changes.get(target.label)!;
      console.log(
        target.label.padEnd(10) +
          spread(list.map((s) => s.data)) +
          spread(list.map((s) => s.render)) +
          col(list.length ? kb(Math.max(...list.map((s) => s.js))) : '-', 10) +
          col(list.length ? kb(Math.max(...list.map((s) => s.css))) : '-', 10) +
          spread(moved.map((m) => m.total)) +
          spread(moved.map((m) => m.data)) +
          spread(moved.map((m) => m.render)),
      );
    }
    // Wall-clock figures: a busy machine inflates every render and long-task figure.
    console.log(
      `\nLoad average at the end: ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs.`,
    );
    if (scroll) {
      console.log(
        `\nScrolling the payments list: ${scroll.rows.toLocaleString()} rows loaded in ` +
          `${scroll.loadSeconds.toFixed(1)} s, then top to bottom ${SCROLL_STEP} px a frame ` +
          `(${scroll.frames} frames): ${scroll.longTasks} long task(s) over 50 ms` +
          (scroll.longTasks ? `, the longest ${scroll.longestTask.toFixed(0)} ms` : '') +
          `; main thread CPU ${scroll.cpuPerFrame.toFixed(1)} ms a frame`,
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
