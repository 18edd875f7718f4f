/**
 * An existing client of the reference wire format, unchanged: Square's own 2019 JavaScript SDK
 * (`square-connect@2.20190814.2`) reads cash drawer shifts through V1EmployeesApi
 * (listCashDrawerShifts, retrieveCashDrawerShift) against this service.
 */
import SquareConnect from 'square-connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { addHours, insertShift } from '../../testing/cash-drawers';

interface SdkError {
  status: number;
  response: { text: string };
}

async function rejection(promise: Promise<unknown>): Promise<SdkError> {
  try {
    await promise;
  } catch (error) {
    return error as SdkError;
  }
  throw new Error('expected the SDK call to be rejected');
}

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe(`Square's 2019 SDK reads cash drawer shifts (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  let server: TestServer;
  let location: string;
  const shifts: string[] = [];
  const v1 = new SquareConnect.V1EmployeesApi();

  beforeAll(async () => {
    server = await startTestServer();
    const client = SquareConnect.ApiClient.instance;
    client.basePath = server.url;
    client.authentications.oauth2.accessToken = await server.token();
    location = server.locationIds[0]!;
    for (const openedAt of [ago(50), ago(26)]) {
      const at = (h: number) => addHours(openedAt, h);
      shifts.push(
        (
          await insertShift(server.db, {
            merchantId: server.merchantId,
            locationId: location,
            openedAt,
            starting: 15_000,
            difference: 25,
            device: { id: 'REG-1', name: 'Front counter' },
            events: [
              { type: 'PAID_IN', amount: 2_000, at: at(1), description: 'Change float top-up' },
              { type: 'PAID_OUT', amount: -700, at: at(2), description: 'Ice and cups' },
            ],
          })
        ).id,
      );
    }
  });

  afterAll(async () => {
    await server?.close();
  });

  it('lists shifts in both orders and within a range', async () => {
    const asc = await v1.listCashDrawerShifts(location);
    expect(asc.map((s) => s.id)).toEqual(shifts);
    expect(asc[0]!.event_type).toBe('CLOSED');
    expect(asc[0]!.device).toMatchObject({ id: 'REG-1', name: 'Front counter' });
    expect(asc[0]!.expected_cash_money).toMatchObject({ amount: 16_300, currency_code: 'USD' });
    expect(asc[0]!.closed_cash_money).toMatchObject({ amount: 16_325 });
    const desc = await v1.listCashDrawerShifts(location, { order: 'DESC' });
    expect(desc.map((s) => s.id)).toEqual([...shifts].reverse());
    const ranged = await v1.listCashDrawerShifts(location, {
      beginTime: ago(30),
      endTime: ago(0),
    });
    expect(ranged.map((s) => s.id)).toEqual([shifts[1]]);
  });

  it('retrieves a shift with its signed events', async () => {
    const shift = await v1.retrieveCashDrawerShift(location, shifts[0]!);
    expect(shift.id).toBe(shifts[0]);
    expect(shift.events?.map((e) => [e.event_type, e.event_money?.amount])).toEqual([
      ['PAID_IN', 2_000],
      ['PAID_OUT', -700],
    ]);
  });

  it('surfaces a too-wide range and an unknown shift as rejections', async () => {
    const wide = await rejection(
      v1.listCashDrawerShifts(location, {
        beginTime: '2026-01-01T00:00:00Z',
        endTime: '2026-06-01T00:00:00Z',
      }),
    );
    expect(wide.status).toBe(400);
    const body = JSON.parse(wide.response.text) as { type: string; message: string };
    expect(body.type).toBe('bad_request.invalid_parameter');
    expect(body.message).toMatch(/^end_time must be at most 90 days after begin_time/);
    const missing = await rejection(v1.retrieveCashDrawerShift(location, 'no-such-shift'));
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.response.text)).toMatchObject({ type: 'not_found' });
  });
});
