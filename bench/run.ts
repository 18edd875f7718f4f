/**
 * `npm run bench [-- --employees 2000 --days 365 --shifts 200000 --payments 1000000 --duration 5
 * --connections 10 --rounds 3]`
 * (also `--warmup SECONDS`, `--database FILE` to reuse a file seeded by `npm run seed`, and
 * `--only A|B|…` to measure only the lists and writes whose name contains one
 * of them; `--engine postgres`)
 *
 * Seeds a large demo merchant into a temp SQLite file, topped up to `--shifts` shifts with earlier
 * copies (or uses `--database`, a file seeded by `npm run seed`), then starts three kinds of child
 * process: the service, a bare baseline (`node:http` + better-sqlite3 prepared statements,
 * `bench/baseline/`) on the same file, and one autocannon load generator per side. It checks that
 * both servers answer every list with the same bytes, and every write (createPayment,
 * refundPayment, updateShift, clock-in) with the same answer and the same stored rows, then
 * measures each on both servers back to back, several rounds, alternating which side goes first:
 * the lists first, then the writes. It prints req/s, ours ÷ baseline (median and range over
 * rounds), p99, server CPU per request, deep ÷ first page ratios, each write against its bare
 * pipeline and both servers' memory after the lists and after the writes, and exits non-zero if
 * any request failed.
 *
 * With `--engine postgres` the same seed goes into a throwaway PostgreSQL cluster, the service runs
 * on it and the baseline is `bench/baseline/pg/server.ts` (`node:http` + `pg`, the same queries,
 * write pipelines and replies, each write in one transaction); the same checks run there; then
 * every target is measured once more with the load spread over two service instances (two
 * processes, one database) against one, and their ratio printed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { startLoadChild, startServerChild, type LoadChild, type ServerChild } from './children';
import { prepareData } from './data';
import { diskReport, diskUse } from './disk';
import { cpuSeconds, memoryMiB, treeCpuSeconds, treeCpuSince } from './proc';
import {
  deepPageTable,
  instancesTable,
  paymentChecks,
  throughputTable,
  writeChecks,
  type Sample,
  type Side,
} from './report';
import {
  checkSameReplies,
  checkWrites,
  clockInTargets,
  fetcher,
  listTargets,
  paymentTargets,
  shiftWriteTargets,
  type Target,
} from './targets';

const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: '2000' },
    days: { type: 'string', default: '365' },
    shifts: { type: 'string', default: '200000' },
    payments: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '2' },
    database: { type: 'string' },
    only: { type: 'string' },
    engine: { type: 'string', default: 'sqlite' },
  },
});
const engine = values.engine;
if (engine !== 'sqlite' && engine !== 'postgres') {
  throw new Error('--engine must be sqlite or postgres');
}
const positive = (name: string, v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer`);
  return n;
};
const duration = positive('duration', values.duration);
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const connections = positive('connections', values.connections);
const rounds = positive('rounds', values.rounds);
const warmup = positive('warmup', values.warmup);

/**
 * Waits (3 s at most) until the server used no CPU for 100 ms, so the writes still in flight when
 * its load ended have committed before the other side writes to the same file.
 */
async function settle(pid: number) {
  let last = cpuSeconds(pid);
  for (let i = 0; i < 30 && last !== null; i++) {
    await sleep(100);
    const now = cpuSeconds(pid);
    if (now === last) return;
    last = now;
  }
}

const data = await prepareData({
  employees: positive('employees', values.employees),
  days: positive('days', values.days),
  minShifts: positive('shifts', values.shifts),
  payments: positive('payments', values.payments),
  database: values.database,
  engine,
});
const children: Array<ServerChild | LoadChild> = [];
try {
  // The service first: it migrates the file before the baseline opens it.
  const ours = await startServerChild('ours', data.sqlitePath, [], data.databaseUrl);
  children.push(ours);
  const baseline = await startServerChild('baseline', data.sqlitePath, [], data.databaseUrl);
  children.push(baseline);
  const servers: Record<Side, ServerChild> = { ours, baseline };
  // Measured once the service has migrated the file and before any write target adds rows.
  const disk =
    engine === 'sqlite'
      ? diskReport(diskUse(data.sqlitePath))
      : 'database on disk: bytes per sale are measured on SQLite only';
  const loaders = {} as Record<Side, LoadChild>;
  for (const side of ['ours', 'baseline'] as const) {
    loaders[side] = await startLoadChild();
    children.push(loaders[side]);
  }

  const get = fetcher(data.token);
  let targets = [
    ...(await listTargets(get, servers.ours.url, data)),
    ...(await paymentTargets(get, servers.ours.url)),
    ...(await shiftWriteTargets(data.query, data.merchantId)),
    ...(await clockInTargets(data.query, data.merchantId)),
  ];
  if (values.only) {
    // Not on commas: target names have them ("v1 timecards, first page").
    const only = values.only.split('|');
    const named = (name: string | undefined) => only.some((o) => (name ?? '').includes(o));
    targets = targets.filter((t) => named(t.name) || named(t.deepOf));
  }
  if (targets.length === 0) throw new Error(`no list matches --only ${values.only}`);
  await checkSameReplies(get, servers.ours.url, servers.baseline.url, targets, {
    revoked: data.revokedToken,
  });
  await checkWrites(get, servers.ours.url, servers.baseline.url, targets, data.query);
  const reads = targets.filter((t) => !t.write).length;
  console.log(`both servers send identical bodies and Link headers for ${reads} lists`);

  const headers = { Authorization: `Bearer ${data.token}` };
  let loaderCpuMax = 0;
  /** CPU seconds of all `pids` together, or null when one is unknown. */
  const cpuOf = (pids: number[]) => {
    let sum = 0;
    for (const pid of pids) {
      const s = cpuSeconds(pid);
      if (s === null) return null;
      sum += s;
    }
    return sum;
  };
  /** `more` are further service instances the load is spread over (with `side` 'ours'). */
  const measure = async (
    side: Side,
    target: Target,
    seconds: number,
    round: number,
    more: ServerChild[] = [],
  ) => {
    const pids = [servers[side].pid, ...more.map((m) => m.pid)];
    const cpuBefore = cpuOf(pids);
    const dbBefore = data.databasePid ? treeCpuSeconds(data.databasePid) : undefined;
    const loaderBefore = cpuSeconds(loaders[side].pid);
    const r = await loaders[side].run({
      url: servers[side].url + target.path,
      alsoUrls: more.map((m) => m.url + target.path),
      method: target.method,
      body: target.body,
      rotate: target.rotate,
      maxRequests: target.rotateOnce ? target.rotate?.length : undefined,
      uniqueKey: target.write !== undefined,
      headers,
      connections,
      seconds,
    });
    const cpuAfter = cpuOf(pids);
    const dbAfter = data.databasePid ? treeCpuSeconds(data.databasePid) : undefined;
    const loaderAfter = cpuSeconds(loaders[side].pid);
    if (target.write) for (const pid of pids) await settle(pid);
    await target.write?.reset?.();
    if (loaderBefore !== null && loaderAfter !== null) {
      loaderCpuMax = Math.max(loaderCpuMax, (loaderAfter - loaderBefore) / r.seconds);
    }
    const cpuPerRequest =
      cpuBefore !== null && cpuAfter !== null && r.requests > 0
        ? ((cpuAfter - cpuBefore) / r.requests) * 1e6
        : null;
    const sample: Sample = {
      target: target.name,
      side,
      round,
      rps: r.requests / r.seconds,
      p99: r.p99,
      cpuPerRequest,
      ...(dbBefore && dbAfter
        ? {
            dbCpuPerRequest:
              r.requests > 0 && dbAfter.size > 0
                ? (treeCpuSince(dbBefore, dbAfter) / r.requests) * 1e6
                : null,
          }
        : {}),
      failures: r.failures,
    };
    return sample;
  };

  console.log(
    `${engine}: ${data.employees} employees, ${data.timecards} timecards, ${data.shifts} shifts ` +
      `(the searched week: ${data.week.rows}), ${data.payments} payments; ${connections} connections; ` +
      `${rounds} rounds of ${duration} s per list and side after a ${warmup} s warm-up; ` +
      `Node ${process.versions.node}`,
  );
  // The lists, then the writes, each phase its warm-up and rounds: the service's memory is read
  // after each, since the memory goal is the lists' and the writes' peak comes on top of it.
  const phases = [
    { name: 'the lists', targets: targets.filter((t) => !t.write) },
    { name: 'the writes', targets: targets.filter((t) => t.write) },
  ].filter((phase) => phase.targets.length > 0);
  const samples: Sample[] = [];
  // Memory before a second instance runs (and its load changes the first one's).
  const memory = [];
  for (const phase of phases) {
    for (const target of phase.targets) {
      for (const side of ['ours', 'baseline'] as const) await measure(side, target, warmup, 0);
    }
    for (let round = 1; round <= rounds; round++) {
      const order: Side[] = round % 2 ? ['ours', 'baseline'] : ['baseline', 'ours'];
      for (const target of phase.targets) {
        for (const side of order) samples.push(await measure(side, target, duration, round));
      }
      console.log(`${phase.name}: round ${round}/${rounds} done`);
    }
    for (const side of ['ours', 'baseline'] as const) {
      const { memory: v8 } = await servers[side].ask<{ memory: NodeJS.MemoryUsage }>('memory');
      const heap = `V8 heap ${mib(v8.heapUsed)} MiB used of ${mib(v8.heapTotal)} MiB`;
      memory.push({ side, after: phase.name, mem: memoryMiB(servers[side].pid), heap });
    }
  }
  const single: Sample[] = [];
  const pair: Sample[] = [];
  if (engine === 'postgres') {
    const second = await startServerChild('ours', data.sqlitePath, [], data.databaseUrl);
    children.push(second);
    for (const target of targets) await measure('ours', target, warmup, 0, [second]);
    for (let round = 1; round <= rounds; round++) {
      for (const target of targets) {
        single.push(await measure('ours', target, duration, round));
        pair.push(await measure('ours', target, duration, round, [second]));
      }
      console.log(`two instances, round ${round}/${rounds} done`);
    }
  }

  console.log(`\n${throughputTable(targets, samples)}\n\n${deepPageTable(targets, samples)}\n`);
  const checks = paymentChecks(targets, samples);
  if (checks) console.log(`${checks}\n`);
  const writes = writeChecks(targets, samples);
  if (writes) console.log(`${writes}\n`);
  if (pair.length > 0) console.log(`${instancesTable(targets, single, pair)}\n`);
  for (const { side, after, mem, heap } of memory) {
    if (mem) {
      console.log(
        `${side} server memory after ${after}: RSS ${mem.rss.toFixed(0)} MiB now, ` +
          `peak ${mem.peak.toFixed(0)} MiB ` +
          `(${heap}; the rest: ${engine === 'sqlite' ? "SQLite's page cache" : 'the pg pool'}, ` +
          `compiled code${side === 'ours' ? '; built, on plain node' : ', the tsx loader it runs under'})`,
      );
    }
  }
  console.log(disk);
  console.log(`busiest load generator: ${(loaderCpuMax * 100).toFixed(0)} % of one core`);
  const failed = [...samples, ...single, ...pair].filter((s) => s.failures > 0);
  if (failed.length > 0) {
    for (const s of failed) console.error(`${s.side} ${s.target}: ${s.failures} failed requests`);
    process.exitCode = 1;
  }
} finally {
  for (const child of children.reverse()) await child.stop();
  await data.cleanup();
}
