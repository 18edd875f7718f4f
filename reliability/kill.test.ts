/**
 * kill -9 under write load: a real service process takes creates (employees, roles, clock-ins,
 * labor shifts, card payments and their refunds, online orders completed) from several writers, is
 * killed with SIGKILL mid-stream, and restarted on the same
 * database; every write it acknowledged (200 with the new id) must be there, with the data sent,
 * after every restart.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { newPayment } from './api-writes';
import { jsonRequest, keepAliveAgent, pool } from './http';
import { insertOpenOrder } from './ledger';
import { BUDGET, ENGINE, LEVEL, SEED } from './level';
import {
  addTenant,
  createProcessDatabase,
  startServerProcess,
  type ProcessDatabase,
  type ServerProcess,
  type Tenant,
} from './processes';
import { record } from './stats';

interface Acknowledged {
  path: string;
  id: string;
  /** The v2 wrapper the resource comes in (`{shift: {…}}`), if any. */
  wrapper?: string;
  field: string;
  value: string;
}

const HOUR_MS = 3_600_000;

const cleanup: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** Creates until the process dies; returns what it acknowledged. */
async function writer(
  proc: ServerProcess,
  tenant: Tenant,
  name: string,
  acknowledged: Acknowledged[],
  openOrders: string[],
): Promise<void> {
  const { token } = tenant;
  const agent = keepAliveAgent(1);
  // Employees, clock-ins of the writer's last employee (a timecard and its event), roles, a
  // finished labor shift of the last employee (v2, wrapped), a card payment (v2, wrapped) and a
  // partial refund of the last payment.
  let employee: string | undefined;
  let lastEmployee: string | undefined;
  let lastPayment: string | undefined;
  try {
    for (let n = 0; ; n += 1) {
      const value = `${name}-${n}`;
      const step = n % 7;
      // An OPEN order of the round's queue (made before the writers start) completed, its note set.
      const order = step === 6 ? openOrders.pop() : undefined;
      const kind =
        order !== undefined
          ? 'order'
          : step === 5 && lastPayment
            ? 'refund'
            : step === 4
              ? 'payment'
              : step === 3 && lastEmployee
                ? 'shift'
                : step === 2
                  ? 'role'
                  : step === 1 && employee
                    ? 'timecard'
                    : 'employee';
      const {
        path,
        field,
        body,
        wrapper,
      }: { path: string; field: string; body: unknown; wrapper?: string } = {
        role: {
          path: '/v1/me/roles',
          field: 'name',
          body: { name: value, permissions: ['REGISTER_ACCESS_SALES_HISTORY'] },
        },
        employee: {
          path: '/v1/me/employees',
          field: 'last_name',
          body: { first_name: 'Kill', last_name: value },
        },
        timecard: {
          path: '/v1/me/timecards',
          field: 'employee_id',
          body: { employee_id: employee },
        },
        shift: {
          path: '/v2/labor/shifts',
          field: 'employee_id',
          wrapper: 'shift',
          body: {
            idempotency_key: value,
            shift: {
              employee_id: lastEmployee,
              location_id: tenant.locationId,
              start_at: new Date(Date.now() - 3 * HOUR_MS).toISOString(),
              end_at: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
            },
          },
        },
        payment: {
          path: '/v2/payments',
          field: 'reference_id',
          wrapper: 'payment',
          body: {
            idempotency_key: value,
            source_id: 'cnon:card-nonce-ok',
            amount_money: { amount: 1_000, currency: 'USD' },
            reference_id: value,
          },
        },
        refund: {
          path: '/v2/refunds',
          field: 'payment_id',
          wrapper: 'refund',
          body: {
            idempotency_key: value,
            payment_id: lastPayment,
            amount_money: { amount: 250, currency: 'USD' },
          },
        },
        order: {
          path: `/v1/${tenant.locationId}/orders/${order}`,
          field: 'completed_note',
          body: { action: 'COMPLETE', completed_note: value },
        },
      }[kind];
      let res: { status: number; body: Record<string, unknown> };
      try {
        res = await jsonRequest<Record<string, unknown>>(
          proc.url,
          kind === 'order' ? 'PUT' : 'POST',
          path,
          token,
          body,
          agent,
        );
      } catch {
        return; // The process is gone: this write was never acknowledged.
      }
      const made = (wrapper ? res.body[wrapper] : res.body) as { id?: unknown } | undefined;
      const id = made?.id;
      if (res.status !== 200 || typeof id !== 'string') {
        throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
      }
      acknowledged.push({
        path: kind === 'order' ? path : `${path}/${id}`,
        id,
        ...(wrapper ? { wrapper } : {}),
        field,
        value:
          kind === 'timecard'
            ? employee!
            : kind === 'shift'
              ? lastEmployee!
              : kind === 'refund'
                ? lastPayment!
                : value,
      });
      // Each employee is clocked in once and gets one shift; the next ones are for a new one.
      if (kind === 'employee') {
        employee = id;
        lastEmployee = id;
      } else if (kind === 'timecard') {
        employee = undefined;
      } else if (kind === 'shift') {
        lastEmployee = undefined;
      } else if (kind === 'payment') {
        lastPayment = id;
      } else if (kind === 'refund') {
        lastPayment = undefined;
      }
    }
  } finally {
    agent.destroy();
  }
}

/** The acknowledged writes the service cannot show with the data sent. */
async function missing(proc: ServerProcess, token: string, writes: Acknowledged[]) {
  const lost: string[] = [];
  const agent = keepAliveAgent(6);
  await pool(writes.length, 6, async (i) => {
    const write = writes[i]!;
    const res = await jsonRequest<Record<string, unknown>>(
      proc.url,
      'GET',
      write.path,
      token,
      undefined,
      agent,
    );
    const resource = (write.wrapper ? res.body[write.wrapper] : res.body) as
      Record<string, unknown> | undefined;
    if (res.status !== 200 || resource?.[write.field] !== write.value) {
      lost.push(`${write.path} (${write.value}): ${res.status} ${res.text.slice(0, 200)}`);
    }
  });
  agent.destroy();
  return lost;
}

/** An OPEN online order of the tenant (there is no create API), paid through the API. */
async function openOrder(database: ProcessDatabase, proc: ServerProcess, tenant: Tenant) {
  const payment = await newPayment(proc.url, tenant.token, 3_000, {
    locationId: tenant.locationId,
  });
  const opened = database.open();
  try {
    return await insertOpenOrder(
      opened.db,
      tenant.merchantId,
      tenant.locationId,
      payment,
      3_000,
      'Kill Buyer',
    );
  } finally {
    await opened.close();
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe(`kill -9 under write load (${ENGINE}, ${LEVEL})`, () => {
  it(`loses no acknowledged write over ${BUDGET.killRounds} SIGKILL rounds`, async () => {
    const database: ProcessDatabase = await createProcessDatabase();
    cleanup.push(() => database.drop());
    const tenant = await addTenant(database);
    // Kill after a seeded delay, so a failing run can be repeated.
    const delays = fc.sample(fc.integer({ min: 150, max: 900 }), {
      seed: SEED,
      numRuns: BUDGET.killRounds,
    });
    const acknowledged: Acknowledged[] = [];
    const lostPerRound: string[] = [];
    for (let round = 0; round < BUDGET.killRounds; round += 1) {
      const proc = await startServerProcess(database.env);
      cleanup.push(() => proc.kill9());
      const lost = await missing(proc, tenant.token, acknowledged);
      if (lost.length > 0) lostPerRound.push(`before round ${round + 1}: ${lost.join('\n')}`);
      const before = acknowledged.length;
      const openOrders: string[] = [];
      for (let i = 0; i < 2 * BUDGET.killWriters; i += 1) {
        openOrders.push(await openOrder(database, proc, tenant));
      }
      const writers = Array.from({ length: BUDGET.killWriters }, (_, w) =>
        writer(proc, tenant, `r${round}w${w}`, acknowledged, openOrders),
      );
      // Some writes acknowledged first, then a kill at a random point of the stream.
      for (let waited = 0; acknowledged.length - before < 20 && waited < 10_000; waited += 20) {
        await sleep(20);
      }
      await sleep(delays[round]!);
      await proc.kill9();
      await Promise.all(writers);
      console.log(
        `kill -9 ${ENGINE} round ${round + 1}: ${acknowledged.length - before} writes acknowledged, then SIGKILL`,
      );
      expect(acknowledged.length - before, 'writes acknowledged before the kill').toBeGreaterThan(
        0,
      );
    }
    const proc = await startServerProcess(database.env);
    cleanup.push(() => proc.stop());
    const lost = await missing(proc, tenant.token, acknowledged);
    if (lost.length > 0) lostPerRound.push(`after the last round: ${lost.join('\n')}`);
    record('kill rounds', BUDGET.killRounds);
    record('acknowledged writes checked', acknowledged.length);
    record('acknowledged writes lost', lost.length);
    expect(lostPerRound, lostPerRound.join('\n\n')).toEqual([]);
  });
});
