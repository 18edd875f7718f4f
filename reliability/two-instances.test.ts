/**
 * Scale-out (issue 9 §3): two service processes on one PostgreSQL database, started at the same
 * moment on an empty database (migrations must run once), with the races split across both at
 * once. Restarting one instance must not sign anyone out on the other.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPayment } from './api-writes';
import { jsonRequest } from './http';
import { BUDGET, ENGINE } from './level';
import { loadDocument, operations } from './openapi';
import {
  addTenant,
  createProcessDatabase,
  startServerProcess,
  type ProcessDatabase,
  type ServerProcess,
  type Tenant,
} from './processes';
import { insertLocation } from './locations';
import {
  breakTypeLimitRace,
  clockInRace,
  idempotentCreateRace,
  idempotentCreates,
  newBreakType,
  newEmployee,
  openShiftRace,
  orderActionRace,
  refundRace,
  settlementCloseRace,
} from './races';
import { insertBankAccount, insertOpenOrder, pastCardSales, settledOnceProblems } from './ledger';
import type { IdsByKind } from './resources';
import { record } from './stats';

let database: ProcessDatabase;
let a: ServerProcess;
let b: ServerProcess;
let tenant: Tenant;
let instanceEnv: Record<string, string>;

describe.runIf(ENGINE === 'postgres')('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createProcessDatabase();
    // Each instance runs the settlement job every second (its own schedule; one at a time).
    instanceEnv = { ...database.env, SETTLEMENT_INTERVAL_SECONDS: '1' };
    // Both start on the empty database together: they race to migrate it.
    [a, b] = await Promise.all([startServerProcess(instanceEnv), startServerProcess(instanceEnv)]);
    tenant = await addTenant(database);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('starts both on an empty database and serves one token on both', async () => {
    for (const proc of [a, b]) {
      const res = await jsonRequest(proc.url, 'GET', '/v2/merchants/me', tenant.token);
      expect(res.status, `${proc.url}: ${res.text}\n${proc.output()}`).toBe(200);
    }
  });

  it('keeps tokens valid on one instance when the other restarts', async () => {
    await b.stop();
    b = await startServerProcess(instanceEnv);
    for (const proc of [a, b]) {
      const res = await jsonRequest(proc.url, 'GET', '/v2/merchants/me', tenant.token);
      expect(res.status, `${proc.url}: ${res.text}`).toBe(200);
    }
  });

  it(`leaves one open timecard when clock-ins for one employee are split across both (${BUDGET.clockInRaces} races)`, async () => {
    const problems: string[] = [];
    for (let race = 0; race < BUDGET.clockInRaces; race += 1) {
      problems.push(
        ...(await clockInRace(
          [a.url, b.url],
          tenant.token,
          BUDGET.clockInsPerRace,
          `split race ${race + 1}`,
        )),
      );
    }
    record('two-instance requests', BUDGET.clockInRaces * BUDGET.clockInsPerRace);
    expect(problems, problems.join('\n')).toEqual([]);
    // The database agrees: no employee of this merchant has two open timecards.
    const opened = database.open();
    const { db } = opened;
    try {
      const rows = await db
        .selectFrom('shifts')
        .select(['employee_id', db.fn.countAll<number>().as('open')])
        .where('merchant_id', '=', tenant.merchantId)
        .where('end_at', 'is', null)
        .where('deleted', '=', 0)
        .groupBy('employee_id')
        .execute();
      expect(rows.filter((r) => Number(r.open) !== 1)).toEqual([]);
      expect(rows).toHaveLength(BUDGET.clockInRaces);
    } finally {
      await opened.close();
    }
  });

  it(`lets one OPEN shift in when creates for one employee are split across both (${BUDGET.clockInRaces} races), and three break types into one location`, async () => {
    const problems: string[] = [];
    for (let race = 0; race < BUDGET.clockInRaces; race += 1) {
      problems.push(
        ...(await openShiftRace(
          [a.url, b.url],
          tenant.token,
          tenant.locationId,
          BUDGET.clockInsPerRace,
          `split shift race ${race + 1}`,
        )),
      );
    }
    const opened = database.open();
    let locationId: string;
    try {
      locationId = await insertLocation(opened.db, tenant.merchantId, 'Break-type race');
    } finally {
      await opened.close();
    }
    problems.push(
      ...(await breakTypeLimitRace(
        [a.url, b.url],
        tenant.token,
        locationId,
        BUDGET.clockInsPerRace,
      )),
    );
    record('two-instance requests', (BUDGET.clockInRaces + 1) * BUDGET.clockInsPerRace);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it(`never refunds more than a payment's total when 50 refunds of 1/20 are split across both (${BUDGET.clockInRaces} payments)`, async () => {
    const problems: string[] = [];
    const total = 2_000;
    const payments: string[] = [];
    for (let race = 0; race < BUDGET.clockInRaces; race += 1) {
      const payment = await newPayment(a.url, tenant.token, total);
      payments.push(payment);
      problems.push(
        ...(await refundRace(
          [a.url, b.url],
          tenant.token,
          payment,
          total,
          20,
          50,
          `split refund race ${race + 1}`,
        )),
      );
    }
    record('two-instance requests', BUDGET.clockInRaces * 50);
    expect(problems, problems.join('\n')).toEqual([]);
    // The database agrees: each payment's refund rows add up to its total and its refunded amount.
    const opened = database.open();
    const { db } = opened;
    try {
      for (const id of payments) {
        const row = await db
          .selectFrom('payments')
          .select(['total_amount', 'refunded_amount'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const refunds = await db
          .selectFrom('refunds')
          .select('amount')
          .where('payment_id', '=', id)
          .execute();
        const sum = refunds.reduce((a, r) => a + Number(r.amount), 0);
        expect({ sum, refunded: Number(row.refunded_amount) }).toEqual({
          sum: total,
          refunded: total,
        });
      }
    } finally {
      await opened.close();
    }
  });

  it('makes one resource of creates sharing an idempotency key, split across both', async () => {
    const doc = await loadDocument(a.url);
    const ops = idempotentCreates(operations(doc));
    // The contract's creates take idempotency keys (CreatePayment, CreateShift…): none is a broken
    // contract, not a reason to skip.
    expect(ops, 'operations in /openapi.json that take an idempotency_key').not.toEqual([]);
    // What the idempotent creates reference: the tenant's location, a new employee (a shift's),
    // a break type (a shift's break's). A create never reads the others; a break id sent to
    // CreateShift is ignored, so any id does.
    const ids: IdsByKind = {
      merchant: tenant.merchantId,
      location: tenant.locationId,
      employee: await newEmployee(a.url, tenant.token, 'idempotent'),
      breakType: await newBreakType(a.url, tenant.token, tenant.locationId),
      break: randomUUID(),
      role: '',
      timecard: '',
      shift: '',
      wage: '',
      workweekConfig: '',
      // A COMPLETED payment for RefundPayment (CreatePayment references only the location).
      payment: await newPayment(a.url, tenant.token, 100_000),
      checkout: '',
      refund: '',
      settlement: '',
      bankAccount: '',
      drawerShift: '',
      order: '',
    };
    const problems: string[] = [];
    for (const op of ops) {
      problems.push(
        ...(await idempotentCreateRace(
          [a.url, b.url],
          tenant.token,
          doc,
          op,
          ids,
          BUDGET.clockInsPerRace,
        )),
      );
    }
    record('two-instance requests', ops.length * BUDGET.clockInsPerRace);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  /** An OPEN online order of the tenant, paid by a new card payment through instance a. */
  async function openOrder(): Promise<string> {
    const total = 4_200;
    const payment = await newPayment(a.url, tenant.token, total, {
      locationId: tenant.locationId,
    });
    const opened = database.open();
    try {
      return await insertOpenOrder(
        opened.db,
        tenant.merchantId,
        tenant.locationId,
        payment,
        total,
        'Race Buyer',
      );
    } finally {
      await opened.close();
    }
  }

  it(`moves an order once from each state when COMPLETE/CANCEL and REFUNDs are split across both (${BUDGET.clockInRaces} orders each)`, async () => {
    const problems: string[] = [];
    const orders: string[] = [];
    for (let race = 0; race < BUDGET.clockInRaces; race += 1) {
      const open = await openOrder();
      orders.push(open);
      problems.push(
        ...(await orderActionRace(
          [a.url, b.url],
          tenant.token,
          tenant.locationId,
          open,
          ['COMPLETE', 'CANCEL'],
          BUDGET.clockInsPerRace,
          `split order race ${race + 1}`,
        )),
      );
      const completed = await openOrder();
      orders.push(completed);
      const path = `/v1/${tenant.locationId}/orders/${completed}`;
      const res = await jsonRequest(b.url, 'PUT', path, tenant.token, { action: 'COMPLETE' });
      if (res.status !== 200) problems.push(`PUT ${path} COMPLETE: ${res.status} ${res.text}`);
      problems.push(
        ...(await orderActionRace(
          [a.url, b.url],
          tenant.token,
          tenant.locationId,
          completed,
          ['REFUND'],
          BUDGET.clockInsPerRace,
          `split order refund race ${race + 1}`,
        )),
      );
    }
    record('two-instance requests', 2 * BUDGET.clockInRaces * BUDGET.clockInsPerRace);
    expect(problems, problems.join('\n')).toEqual([]);
    // The database agrees: one history entry per position, and one move out of OPEN per order.
    const opened = database.open();
    const { db } = opened;
    try {
      const history = await db
        .selectFrom('online_order_history')
        .select(['order_id', 'position', 'from_state'])
        .where('order_id', 'in', orders)
        .execute();
      const positions = new Set(history.map((h) => `${h.order_id}/${h.position}`));
      expect(positions.size).toBe(history.length);
      for (const order of orders) {
        const fromOpen = history.filter((h) => h.order_id === order && h.from_state === 'OPEN');
        expect(fromOpen, `order ${order}`).toHaveLength(1);
      }
    } finally {
      await opened.close();
    }
  });

  it('writes one settlement per cut-off when both instances run the settlement job on their schedule under reads on both, each payment settled once', async () => {
    const doc = await loadDocument(a.url);
    // A contract without V1ListSettlements is broken, not a reason to skip.
    expect(operations(doc).map((op) => op.operationId)).toContain('V1ListSettlements');
    const opened = database.open();
    const { db, engine } = opened;
    try {
      const locationId = await insertLocation(db, tenant.merchantId, 'Settlement race');
      const payments = await pastCardSales(db, engine, tenant.merchantId, locationId, 3, 4);
      await insertBankAccount(db, tenant.merchantId, locationId, 'Settlement race account');
      const problems = await settlementCloseRace(
        [a.url, b.url],
        tenant.token,
        locationId,
        BUDGET.clockInsPerRace,
        3,
        'split settlement race',
        // The instances close the days themselves, within a second or two.
        () => Promise.resolve(),
      );
      const stored = await settledOnceProblems(db, locationId, payments, 'split settlement race');
      problems.push(...stored.problems);
      if (stored.settlements < 3)
        problems.push(`${stored.settlements} settlements, not at least 3`);
      record('two-instance requests', BUDGET.clockInsPerRace);
      expect(problems, problems.join('\n')).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
