/**
 * Scale-out (issue 9 §3): two service processes on one PostgreSQL database, started at the same
 * moment on an empty database (migrations must run once), with the races split across both at
 * once. Restarting one instance must not sign anyone out on the other.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPayment } from './fixture';
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
  refundRace,
} from './races';
import type { IdsByKind } from './resources';
import { record } from './stats';

let database: ProcessDatabase;
let a: ServerProcess;
let b: ServerProcess;
let tenant: Tenant;

describe.runIf(ENGINE === 'postgres')('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createProcessDatabase();
    // Both start on the empty database together: they race to migrate it.
    [a, b] = await Promise.all([
      startServerProcess(database.env),
      startServerProcess(database.env),
    ]);
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
    b = await startServerProcess(database.env);
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
        .selectFrom('timecards')
        .select(['employee_id', db.fn.countAll<number>().as('open')])
        .where('merchant_id', '=', tenant.merchantId)
        .where('clockout_time', 'is', null)
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

  it('makes one resource of creates sharing an idempotency key, split across both', async (context) => {
    const doc = await loadDocument(a.url);
    const ops = idempotentCreates(operations(doc));
    // No operation of the contract takes an idempotency key yet; the test runs once one does.
    if (ops.length === 0)
      context.skip('no operation in /openapi.json takes an idempotency_key yet');
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
});
