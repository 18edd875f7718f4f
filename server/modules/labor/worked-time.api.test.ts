import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkedTimeResponseT } from '@contract/worked-time';
import {
  clientFor,
  expectStatus,
  expectV2Error,
  type Client,
  newEmployeeId,
} from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import { breakTypeBody } from '../../testing/labor';

/**
 * GET /app/labor/worked-time against hand-computed figures: five 9-hour shifts Monday to Friday
 * (12:00Z–21:00Z, daytime in any American zone), the Tuesday and Thursday ones at the second
 * location, with a 30-minute unpaid break on Monday. Paid 44:30 in the workweek of 2026-03-02:
 * 40:00 regular, 4:30 overtime, all on Friday's shift (4:00 regular + 4:30 at 1.5×).
 */

const H = 3600;
let server: TestServer;
let client: Client;
let employee: string;
let currency: string;
const PATH = '/app/labor/worked-time';

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  employee = await newEmployeeId(client);
  const locations = await client.get<{ locations: { id: string; currency: string }[] }>(
    '/v2/locations',
  );
  currency = locations.body.locations[0]!.currency;
  const [a, b] = server.locationIds as [string, string];
  const lunch = await client.post<{ break_type: { id: string } }>('/v2/labor/break-types', {
    idempotency_key: 'wt-lunch',
    break_type: breakTypeBody(a, { is_paid: false }),
  });
  expectStatus(lunch, 200);
  for (const [i, date] of ['02', '03', '04', '05', '06'].entries()) {
    const res = await client.post('/v2/labor/shifts', {
      idempotency_key: `wt-${date}`,
      shift: {
        employee_id: employee,
        location_id: i % 2 ? b : a,
        start_at: `2026-03-${date}T12:00:00Z`,
        end_at: `2026-03-${date}T21:00:00Z`,
        wage: { title: 'Barista', hourly_rate: { amount: 2000, currency } },
        ...(i === 0
          ? {
              breaks: [
                {
                  start_at: '2026-03-02T16:00:00Z',
                  end_at: '2026-03-02T16:30:00Z',
                  break_type_id: lunch.body.break_type.id,
                  name: 'Lunch',
                  expected_duration: 'PT30M',
                  is_paid: false,
                },
              ],
            }
          : {}),
      },
    });
    expectStatus(res, 200);
  }
});

afterAll(() => server?.close());

describe('GET /app/labor/worked-time', () => {
  it('splits the 40 hours chronologically across locations and prices overtime at 1.5×', async () => {
    const res = await client.get<WorkedTimeResponseT>(`${PATH}?workweek=2026-03-02`);
    expectStatus(res, 200);
    const { shifts, workweeks, rule } = res.body;
    expect(rule.text).toBe('Overtime: over 40 hours in a workweek, at 1.5×');
    expect(shifts.map((s) => [s.paid_seconds, s.regular_seconds, s.overtime_seconds])).toEqual([
      [8.5 * H, 8.5 * H, 0],
      [9 * H, 9 * H, 0],
      [9 * H, 9 * H, 0],
      [9 * H, 9 * H, 0],
      [9 * H, 4.5 * H, 4.5 * H],
    ]);
    // Friday: 4.5 h × 20.00 + 4.5 h × 30.00 = 225.00.
    expect(shifts[4]?.labor_cost).toEqual({ amount: 22_500, currency });
    expect(workweeks).toHaveLength(1);
    expect(workweeks[0]).toMatchObject({
      employee_id: employee,
      workweek_start: '2026-03-02',
      paid_seconds: 44.5 * H,
      regular_seconds: 40 * H,
      overtime_seconds: 4.5 * H,
      unpaid_break_seconds: 0.5 * H,
      labor_cost: [{ amount: 17_000 + 3 * 18_000 + 22_500, currency }],
    });
    expect(workweeks[0]?.locations.map((l) => l.paid_seconds).sort()).toEqual(
      [18 * H, 26.5 * H].sort(),
    );
  });

  it('a location filter narrows the shifts, not the rule: overtime still counts every location', async () => {
    const [, b] = server.locationIds as [string, string];
    const byRange = await client.get<WorkedTimeResponseT>(
      `${PATH}?begin_at=2026-03-06T00:00:00Z&end_at=2026-03-07T00:00:00Z&location_id=${server.locationIds[0]}`,
    );
    expectStatus(byRange, 200);
    expect(byRange.body.shifts.map((s) => s.overtime_seconds)).toEqual([4.5 * H]);
    expect(byRange.body.workweeks[0]?.overtime_seconds).toBe(4.5 * H);
    const atB = await client.get<WorkedTimeResponseT>(
      `${PATH}?workweek=2026-03-02&location_id=${b}`,
    );
    expect(atB.body.shifts.map((s) => s.regular_seconds)).toEqual([9 * H, 9 * H]);
    const byIds = await client.get<WorkedTimeResponseT>(
      `${PATH}?shift_ids=${byRange.body.shifts[0]!.shift_id}`,
    );
    expect(byIds.body.shifts[0]?.overtime_seconds).toBe(4.5 * H);
  });

  it('reads the last 7 days when no selection is given', async () => {
    const res = await client.get<WorkedTimeResponseT>(PATH);
    expectStatus(res, 200);
    const weekAgo = Date.now() - 7 * 86_400_000;
    for (const shift of res.body.shifts) {
      expect(Date.parse(shift.start_at)).toBeGreaterThanOrEqual(weekAgo - 60_000);
    }
  });

  it('names the field and the rule for a bad selection', async () => {
    expectV2Error(await client.get(`${PATH}?workweek=2026-03-02&shift_ids=x`), 400, {
      category: 'INVALID_REQUEST_ERROR',
      code: 'INVALID_VALUE',
      field: 'begin_at',
    });
    expectV2Error(await client.get(`${PATH}?begin_at=2026-03-01T00:00:00Z`), 400, {
      category: 'INVALID_REQUEST_ERROR',
      code: 'INVALID_VALUE',
      field: 'end_at',
    });
    expectV2Error(
      await client.get(`${PATH}?begin_at=2026-01-01T00:00:00Z&end_at=2026-03-01T00:00:00Z`),
      400,
      { category: 'INVALID_REQUEST_ERROR', code: 'INVALID_TIME_RANGE', field: 'end_at' },
    );
    expectV2Error(await client.get(`${PATH}?workweek=2026-02-30`), 400, {
      category: 'INVALID_REQUEST_ERROR',
      code: 'INVALID_VALUE',
      field: 'workweek',
    });
  });

  it('shows another merchant nothing', async () => {
    const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
    const res = await other.get<WorkedTimeResponseT>(`${PATH}?workweek=2026-03-02`);
    expectStatus(res, 200);
    expect(res.body.shifts).toEqual([]);
  });
});
