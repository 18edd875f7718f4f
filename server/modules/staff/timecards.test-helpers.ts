/** Helpers shared by the timecard API tests (timecards*.api.test.ts). */
import { expect } from 'vitest';
import type { V1TimecardEventT, V1TimecardT } from '@contract/timecards';
import type { api, ApiResponse, TestServer } from '../../testing/harness';

export type Timecard = V1TimecardT;
export type TimecardEvent = V1TimecardEventT;
export type Client = ReturnType<typeof api>;

export const HOUR_MS = 3_600_000;

export const ALREADY_CLOCKED_IN_TAIL = '; clock the employee out before creating another timecard';

/** The v1 "already clocked in" message, with or without the open timecard it names. */
export const alreadyClockedIn = (openTimecardId?: string) =>
  'employee_id is already clocked in' +
  (openTimecardId ? ` (open timecard ${openTimecardId})` : '') +
  ALREADY_CLOCKED_IN_TAIL;

let employeeCount = 0;

/** Creates an employee of the main merchant through the API and returns its id. */
export async function createEmployee(client: Client): Promise<string> {
  employeeCount += 1;
  const res = await client.post<{ id: string }>('/v1/me/employees', {
    first_name: 'Tess',
    last_name: `Card ${employeeCount}`,
  });
  expect(res.status).toBe(200);
  return res.body.id;
}

/** POST /v1/me/timecards that must succeed. */
export async function createTimecard(
  client: Client,
  body: Record<string, unknown>,
): Promise<Timecard> {
  const res = await client.post<Timecard>('/v1/me/timecards', body);
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
  return res.body;
}

/** Asserts a v1 error response exactly: status and `{type, message}`. */
export function expectV1Error(res: ApiResponse, status: number, type: string, message: string) {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { type, message } });
}

/** Every shift (timecard) and shift event row, for "nothing was written" checks. */
export async function dbSnapshot(server: TestServer) {
  const [timecards, events] = await Promise.all([
    server.db.selectFrom('shifts').selectAll().orderBy('id').execute(),
    server.db.selectFrom('shift_events').selectAll().orderBy('id').execute(),
  ]);
  return { timecards, events };
}

/** Event rows of one timecard in seq order, straight from the database. */
export function eventRows(server: TestServer, timecardId: string) {
  return server.db
    .selectFrom('shift_events')
    .select(['seq', 'event_type'])
    .where('shift_id', '=', timecardId)
    .orderBy('seq')
    .execute();
}

/** Open (not clocked out, not deleted) timecards of one employee, straight from the database. */
export function openTimecardRows(server: TestServer, employeeId: string) {
  return server.db
    .selectFrom('shifts')
    .select('id')
    .where('employee_id', '=', employeeId)
    .where('end_at', 'is', null)
    .where('deleted', '=', 0)
    .execute();
}
