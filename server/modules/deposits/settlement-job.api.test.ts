/**
 * The settlement job on its schedule (settlement-job.ts): a run closes every merchant's due days
 * once, a service runs it at start, and on PostgreSQL one instance runs it at a time (an
 * advisory lock): two instances over one database never close a day twice.
 */
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db';
import { createLogger } from '../../log';
import { startServer, type RunningServer } from '../../server';
import { startTestServer, testEngine, type TestServer } from '../../testing/harness';
import { SETTLEMENT_JOB_LOCK, runSettlementJob } from './settlement-job';
import { cardPaymentAt, jobMerchant } from '../../testing/deposits';

const DAY_MS = 86_400_000;
const daysAgo = (d: number) => new Date(Date.now() - d * DAY_MS).toISOString();

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { settlementIntervalSeconds: 0 } });
});

afterAll(async () => {
  await server?.close();
});

/** A merchant of its own with a card sale on each of `days` past days; returns its payments. */
async function merchantWithSales(days: number) {
  const m = await jobMerchant(server);
  const payments: string[] = [];
  for (let d = 2; d < 2 + days; d++) {
    payments.push((await cardPaymentAt(server, m, 1_000 + d, daysAgo(d))).id);
  }
  return { ...m, payments };
}

/** Settlements per cut-off and CHARGE entries per payment of `locationId`, as problems. */
async function settledOnce(locationId: string, payments: readonly string[]) {
  const settlements = await server.db
    .selectFrom('settlements')
    .select(['id', 'period_end'])
    .where('location_id', '=', locationId)
    .execute();
  const problems: string[] = [];
  const cutoffs = new Set(settlements.map((s) => s.period_end));
  if (cutoffs.size !== settlements.length) problems.push('two settlements for one cut-off');
  const charges = await server.db
    .selectFrom('settlement_entries')
    .select('payment_id')
    .where('type', '=', 'CHARGE')
    .where('payment_id', 'in', [...payments])
    .execute();
  for (const id of payments) {
    const n = charges.filter((c) => c.payment_id === id).length;
    if (n !== 1) problems.push(`payment ${id} settled ${n} times`);
  }
  return { problems, settlements: settlements.length };
}

/** A logger whose lines are kept, to read what each instance's job did. */
function keptLogger() {
  const lines: { msg?: string; written?: number; ran?: boolean }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as (typeof lines)[number]);
      }
      done();
    },
  });
  return { logger: createLogger('debug', stream), lines };
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('the settlement job', () => {
  it('closes every due day in one run, and a second run writes nothing', async () => {
    const m = await merchantWithSales(3);
    const first = await runSettlementJob(server);
    expect(first.ran).toBe(true);
    expect(first.written).toBeGreaterThanOrEqual(3);
    expect(await runSettlementJob(server)).toEqual({ ran: true, written: 0 });
    expect(await settledOnce(m.locationId, m.payments)).toEqual({ problems: [], settlements: 3 });
  });

  it('runs once when a service starts, before its first interval', async () => {
    const m = await merchantWithSales(2);
    const { logger, lines } = keptLogger();
    const started = await startServer(
      { ...server.config, settlementIntervalSeconds: 3_600 },
      { logger },
    );
    try {
      await waitFor(
        async () => (await settledOnce(m.locationId, m.payments)).settlements === 2,
        'the run at start',
      );
    } finally {
      await started.close();
    }
    expect(lines.filter((l) => l.msg === 'settlements written')).toEqual([
      expect.objectContaining({ written: 2 }),
    ]);
    expect(await settledOnce(m.locationId, m.payments)).toEqual({ problems: [], settlements: 2 });
  });
});

describe.runIf(testEngine() === 'postgres')('one runner across instances (PostgreSQL)', () => {
  it('skips a run while another instance holds the job, and writes nothing then', async () => {
    const m = await merchantWithSales(2);
    const other = openDatabase({
      databaseUrl: server.config.databaseUrl,
      sqlitePath: ':memory:',
      poolSize: 2,
    });
    try {
      await other.db.connection().execute(async (conn) => {
        await sql`select pg_advisory_lock(${SETTLEMENT_JOB_LOCK}::bigint)`.execute(conn);
        try {
          expect(await runSettlementJob(server)).toEqual({ ran: false, written: 0 });
          expect((await settledOnce(m.locationId, m.payments)).settlements).toBe(0);
        } finally {
          await sql`select pg_advisory_unlock(${SETTLEMENT_JOB_LOCK}::bigint)`.execute(conn);
        }
      });
      // Its run over, the lock is free: the next run is this instance's.
      expect(await runSettlementJob(other)).toEqual({ ran: true, written: 2 });
    } finally {
      await other.close();
    }
    expect(await settledOnce(m.locationId, m.payments)).toEqual({ problems: [], settlements: 2 });
  });

  it('two runs at once from two instances: one closes the days, the other writes nothing', async () => {
    const m = await merchantWithSales(4);
    const open = () =>
      openDatabase({ databaseUrl: server.config.databaseUrl, sqlitePath: ':memory:', poolSize: 3 });
    const [a, b] = [open(), open()];
    try {
      const runs = await Promise.all([runSettlementJob(a), runSettlementJob(b)]);
      // The other skipped (the lock was taken) or ran after the first and found nothing due.
      const [fewer, more] = runs.map((r) => r.written).sort((x, y) => x - y);
      expect(fewer).toBe(0);
      expect(more).toBeGreaterThanOrEqual(4);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    expect(await settledOnce(m.locationId, m.payments)).toEqual({ problems: [], settlements: 4 });
  });

  it('two services on one database, each running the job every second, close each day once', async () => {
    const m = await merchantWithSales(5);
    const kept = [keptLogger(), keptLogger()];
    const instances: RunningServer[] = [];
    try {
      for (const { logger } of kept) {
        instances.push(
          await startServer({ ...server.config, settlementIntervalSeconds: 1 }, { logger }),
        );
      }
      await waitFor(
        async () => (await settledOnce(m.locationId, m.payments)).settlements === 5,
        'the days closed by the two instances',
      );
      // A few more turns of both, with nothing left to close.
      await new Promise((done) => setTimeout(done, 2_500));
    } finally {
      await Promise.all(instances.map((i) => i.close()));
    }
    expect(await settledOnce(m.locationId, m.payments)).toEqual({ problems: [], settlements: 5 });
    // What the two wrote adds up to the settlements there are: no run wrote over another's.
    const written = kept.flatMap(({ lines }) =>
      lines.filter((l) => l.msg === 'settlements written').map((l) => l.written ?? 0),
    );
    expect(written.reduce((t, n) => t + n, 0)).toBe(5);
    expect(
      kept.flatMap(({ lines }) => lines.filter((l) => l.msg === 'settlement job failed')),
    ).toEqual([]);
  });
});
