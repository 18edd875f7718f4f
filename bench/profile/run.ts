/**
 * `npm run bench:profile [-- --only "timecards, first" --duration 10 --database FILE]`
 * (also `--employees`, `--days`, `--shifts` and `--payments`, seeding as `npm run bench` does, and
 * `--engine postgres` to seed a throwaway PostgreSQL cluster instead)
 *
 * Profiles the service and the baseline under load: the same seeded database, child processes
 * and lists as `npm run bench`, with the V8 sampling profiler running in a server's process only
 * while one list is under load (after a warm-up), and SQL calls named by query (`sql-names.ts`).
 * Prints busy CPU per request by stage and layer, side by side in one run, and saves each
 * `.cpuprofile` (open it in Chrome DevTools).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startLoadChild, startServerChild, type LoadChild, type ServerChild } from '../children';
import { prepareData } from '../data';
import type { Side } from '../report';
import { cpuSeconds } from '../proc';
import {
  clockInTargets,
  fetcher,
  listTargets,
  paymentTargets,
  shiftWriteTargets,
} from '../targets';
import { breakdown, formatBreakdown, type CpuProfile } from './analyse';

const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: '2000' },
    days: { type: 'string', default: '365' },
    shifts: { type: 'string', default: '200000' },
    payments: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    database: { type: 'string' },
    only: { type: 'string', default: 'timecards' },
    engine: { type: 'string', default: 'sqlite' },
  },
});
if (values.engine !== 'sqlite' && values.engine !== 'postgres') {
  throw new Error(`--engine is sqlite or postgres, not ${values.engine}`);
}
const duration = Number(values.duration);
const connections = Number(values.connections);

const data = await prepareData({
  employees: Number(values.employees),
  days: Number(values.days),
  minShifts: Number(values.shifts),
  payments: values.payments === undefined ? undefined : Number(values.payments),
  database: values.database,
  engine: values.engine,
});
const children: Array<ServerChild | LoadChild> = [];
try {
  const sqlNames = fileURLToPath(new URL('./sql-names.ts', import.meta.url));
  const servers: Array<[Side, ServerChild]> = [];
  for (const side of ['ours', 'baseline'] as const) {
    // The built service, as \`npm run bench\` measures it; tsx only loads the SQL namer.
    const server = await startServerChild(
      side,
      data.sqlitePath,
      ['--import', 'tsx', '--import', sqlNames],
      data.databaseUrl,
    );
    children.push(server);
    servers.push([side, server]);
  }
  const loader = await startLoadChild();
  children.push(loader);
  const get = fetcher(data.token);
  const only = values.only;
  const base = servers[0]![1].url;
  const targets = [
    ...(await listTargets(get, base, data)),
    ...(await paymentTargets(get, base)),
    ...(await shiftWriteTargets(data.query, data.merchantId)),
    ...(await clockInTargets(data.query, data.merchantId)),
  ].filter((t) => t.name.includes(only));
  const headers = { Authorization: `Bearer ${data.token}` };

  for (const target of targets) {
    for (const [side, server] of servers) {
      const job = {
        url: server.url + target.path,
        method: target.method,
        body: target.body,
        rotate: target.rotate,
        uniqueKey: target.write !== undefined,
        headers,
        connections,
        // Clock-in uses each employee once: the pool is reset after each run.
        maxRequests: target.rotateOnce ? target.rotate?.length : undefined,
      };
      await loader.run({ ...job, seconds: 2 });
      await target.write?.reset?.();
      await server.ask('profile-start');
      const cpuBefore = cpuSeconds(server.pid);
      const r = await loader.run({ ...job, seconds: duration });
      await target.write?.reset?.();
      const cpuAfter = cpuSeconds(server.pid);
      const { profile } = await server.ask<{ profile: CpuProfile }>('profile-stop');
      const file = join(
        tmpdir(),
        `ledgerline-${side}-${target.name.replace(/\W+/g, '-')}.cpuprofile`,
      );
      writeFileSync(file, JSON.stringify(profile));
      const b = breakdown(profile);
      const cpu =
        cpuBefore !== null && cpuAfter !== null
          ? `, server CPU ${(((cpuAfter - cpuBefore) / r.requests) * 1e6).toFixed(0)} µs/req`
          : '';
      console.log(
        `\n## ${side}, ${target.name}: ${(r.requests / r.seconds).toFixed(0)} req/s profiled${cpu}, ` +
          `${((b.busyMs * 1000) / r.requests).toFixed(0)} µs/req sampled busy (${file})\n`,
      );
      console.log(formatBreakdown(b, r.requests));
    }
  }
} finally {
  for (const child of children.reverse()) await child.stop();
  await data.cleanup();
}
