import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeWageT } from '@contract/employee-wages';
import type { EmployeeWagesTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import {
  clientFor,
  expectStatus,
  expectV2Error,
  anyString,
  newEmployeeId,
  type Client,
} from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import { WAGES, cursorOf, tampered } from '../../testing/labor';

interface ListBody {
  employee_wages: EmployeeWageT[];
  cursor?: string;
}

let server: TestServer;
let client: Client;
let ada: string;
let bo: string;
/** The main merchant's wages in the order they were recorded. */
let wages: EmployeeWageT[];
let foreign: EmployeeWageT;

const list = (query = '') => client.get<ListBody>(`${WAGES}${query}`);

/** Wages are read-only in the API; the tests record them directly, a second apart. */
async function recordWages(rows: Array<Omit<EmployeeWagesTable, 'id' | 'created_at'>>) {
  const base = Date.parse('2025-03-01T00:00:00Z');
  const withIds = rows.map((r, i) => ({
    ...r,
    id: newId(),
    created_at: new Date(base + i * 1000).toISOString(),
  }));
  await server.db.insertInto('employee_wages').values(withIds).execute();
  return withIds.map((r): EmployeeWageT => ({
    id: r.id,
    employee_id: r.employee_id,
    ...(r.title !== null ? { title: r.title } : {}),
    ...(r.hourly_rate_amount !== null
      ? { hourly_rate: { amount: r.hourly_rate_amount, currency: r.hourly_rate_currency! } }
      : {}),
  }));
}

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  [ada, bo] = [await newEmployeeId(client), await newEmployeeId(client)];
  const wage = (employee_id: string, title: string | null, amount: number | null) => ({
    merchant_id: server.merchantId,
    employee_id,
    title,
    hourly_rate_amount: amount,
    hourly_rate_currency: amount === null ? null : 'USD',
  });
  wages = await recordWages([
    wage(ada, 'Barista', 1800),
    wage(bo, 'Cashier', 1650),
    wage(ada, 'Shift Lead', 2200),
    wage(bo, null, null),
  ]);
  const recorded = await recordWages([
    {
      merchant_id: server.otherMerchantId,
      employee_id: server.other.employeeId,
      title: 'Cook',
      hourly_rate_amount: 2000,
      hourly_rate_currency: 'USD',
    },
  ]);
  foreign = recorded[0]!;
});

afterAll(async () => {
  await server?.close();
});

describe(`employee wages (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  it('lists { employee_wages } in the order recorded, money in cents', async () => {
    const res = await list();
    expectStatus(res, 200);
    expect(res.body).toEqual({ employee_wages: wages });
    expect(wages[0]).toEqual({
      id: anyString,
      employee_id: ada,
      title: 'Barista',
      hourly_rate: { amount: 1800, currency: 'USD' },
    });
    // A wage without title or rate has neither key.
    expect(Object.keys(wages[3]!).sort()).toEqual(['employee_id', 'id']);
  });

  it('filters by employee_id', async () => {
    expect((await list(`?employee_id=${ada}`)).body).toEqual({
      employee_wages: [wages[0], wages[2]],
    });
    expect((await list(`?employee_id=${server.other.employeeId}`)).body).toEqual({
      employee_wages: [],
    });
  });

  it('pages with a cursor bound to the filter', async () => {
    const first = await list('?limit=3');
    expect(first.body.employee_wages).toEqual(wages.slice(0, 3));
    const cursor = cursorOf(first)!;
    const second = await list(`?limit=3&cursor=${encodeURIComponent(cursor)}`);
    expect(second.body).toEqual({ employee_wages: wages.slice(3) });
    for (const query of [
      `?cursor=${encodeURIComponent(tampered(cursor))}`,
      `?employee_id=${bo}&cursor=${encodeURIComponent(cursor)}`,
    ]) {
      expectV2Error(await list(query), 400, {
        category: 'INVALID_REQUEST_ERROR',
        code: 'INVALID_CURSOR',
        field: 'cursor',
      });
    }
    expectV2Error(await list('?limit=201'), 400, {
      category: 'INVALID_REQUEST_ERROR',
      code: 'VALUE_TOO_HIGH',
      field: 'limit',
    });
  });

  it("gets one as { employee_wage }; unknown and other merchants' ids are 404", async () => {
    expect((await client.get(`${WAGES}/${wages[1]!.id}`)).body).toEqual({
      employee_wage: wages[1],
    });
    for (const id of ['no-such-wage', foreign.id]) {
      expectV2Error(await client.get(`${WAGES}/${id}`), 404, {
        category: 'INVALID_REQUEST_ERROR',
        code: 'NOT_FOUND',
        detailStart: `Employee wage ${id} was not found`,
      });
    }
    const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
    expect((await other.get(`${WAGES}/${foreign.id}`)).body).toEqual({ employee_wage: foreign });
  });
});
