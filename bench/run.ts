/**
 * `npm run bench [-- --employees 2000 --days 365 --duration 10]`: seeds a large demo merchant
 * into a temp SQLite file (or DATABASE_URL), starts the real server and measures the staff lists
 * with autocannon. A keyset list must cost the same on a deep page as on the first one, so the
 * report prints deep/first ratios next to throughput, p99 latency and server memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ALL_SCOPES } from '../server/auth/scopes';
import { issueToken } from '../server/auth/tokens';
import { loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db';
import { seedDemo } from '../server/seed/demo';
import { startServer } from '../server/server';

const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: '2000' },
    days: { type: 'string', default: '365' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
  },
});
const positive = (name: string, v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer`);
  return n;
};
const employees = positive('employees', values.employees);
const days = positive('days', values.days);
const duration = positive('duration', values.duration);
const connections = positive('connections', values.connections);

const dir = mkdtempSync(join(tmpdir(), 'ledgerline-bench-'));
const config = {
  ...loadConfig(),
  port: 0,
  logRequests: false,
  sqlitePath: join(dir, 'bench.sqlite'),
};
const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
await migrateToLatest(database.db);

const started = performance.now();
const seeded = await seedDemo(database.db, { employees, days, seed: 7 });
console.log(
  `seeded ${seeded.employeeCount} employees, ${seeded.timecardCount} timecards on ${database.engine} ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
const { token } = await issueToken(database.db, seeded.merchantId, ALL_SCOPES, 'bench');
const server = await startServer(config, database);
const headers = { Authorization: `Bearer ${token}` };

/** The URL of the page `hops` pages in, by following Link headers. */
async function deepPageUrl(path: string, hops: number): Promise<string> {
  let url = `${server.url}${path}`;
  for (let i = 0; i < hops; i++) {
    const res = await fetch(url, { headers });
    const link = res.headers.get('link');
    await res.arrayBuffer();
    const next = link ? /<([^>]+)>/.exec(link)?.[1] : undefined;
    if (!next) break;
    url = next;
  }
  return url;
}

interface Row {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string): Promise<Row> {
  await autocannon({ url, headers, connections, duration: 2 });
  const r = await autocannon({ url, headers, connections, duration });
  const errors = r.errors + r.non2xx;
  return { name, rps: Math.round(r.requests.average), p99: r.latency.p99, errors };
}

const targets: Array<[string, string]> = [
  ['employees first page (100)', `${server.url}/v1/me/employees`],
  [
    'employees deep page',
    await deepPageUrl('/v1/me/employees?limit=100', Math.floor(employees / 100) - 1),
  ],
  ['timecards first page (100)', `${server.url}/v1/me/timecards?limit=100`],
  ['timecards deep page', await deepPageUrl('/v1/me/timecards?limit=100', 200)],
  ['timecards valid only', `${server.url}/v1/me/timecards?limit=100&deleted=false`],
  ['v2 employees (100)', `${server.url}/v2/employees?limit=100`],
];

const rows: Row[] = [];
for (const [name, url] of targets) rows.push(await measure(name, url));
const rssMb = Math.round(process.memoryUsage().rss / 1_048_576);

console.log(`\n${connections} connections, ${duration} s per target after a 2 s warm-up`);
console.table(
  rows.map((r) => ({ target: r.name, 'req/s': r.rps, 'p99 ms': r.p99, errors: r.errors })),
);
const ratio = (deep: string, first: string) => {
  const d = rows.find((r) => r.name === deep)!.rps;
  const f = rows.find((r) => r.name === first)!.rps;
  return (d / f).toFixed(2);
};
console.log(
  `deep/first throughput: employees ${ratio('employees deep page', 'employees first page (100)')}, timecards ${ratio('timecards deep page', 'timecards first page (100)')} (keyset: ≈1)`,
);
console.log(`process RSS after the run: ${rssMb} MB`);

await server.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
if (rows.some((r) => r.errors > 0)) {
  console.error('some requests failed');
  process.exit(1);
}
