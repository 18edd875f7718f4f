/** Timecards (v1 shifts) for the API tests: created through the API, and their rows. */
import { expect } from 'vitest';
import type { V1TimecardEventT, V1TimecardT } from '@contract/timecards';
import type { Client } from './expectations';
import type { TestServer } from './harness';

export type Timecard = V1TimecardT;
export type TimecardEvent = V1TimecardEventT;

const ALREADY_CLOCKED_IN_TAIL = '; clock the employee out before creating another timecard';

/** The v1 "already clocked in" message, with or without the open timecard it names. */
export const alreadyClockedIn = (openTimecardId?: string) =>
  'employee_id is already clocked in' +
  (openTimecardId ? ` (open timecard ${openTimecardId})` : '') +
  ALREADY_CLOCKED_IN_TAIL;

/** POST /v1/me/timecards that must succeed. */
export async function createTimecard(
  client: Client,
  body: Record<string, unknown>,
): Promise<Timecard> {
  const res = await client.post<Timecard>('/v1/me/timecards', body);
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
  return res.body;
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
