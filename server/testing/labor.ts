/** Labor for the API tests: break types and shifts as a client sends them, and the labor rows. */
import { expect } from 'vitest';
import type { BreakTypeT } from '@contract/break-types';
import type { ShiftT } from '@contract/shifts';
import { withZoneOffset } from '../lib/time';
import { expectV2Error, type Client } from './expectations';
import type { ApiResponse, TestServer } from './harness';

export const BREAK_TYPES = '/v2/labor/break-types';
export const SHIFTS = '/v2/labor/shifts';
export const SEARCH = '/v2/labor/shifts/search';
export const WAGES = '/v2/labor/employee-wages';
export const WORKWEEK = '/v2/labor/workweek-configs';

export const LIMIT_DETAIL = 'Exceeded limit of 3 breaks per location.';

export const HOUR_MS = 3_600_000;

/** Shift times in these tests are whole hours from a base 40 days ago (minute precision). */
const BASE_MS = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 40 * 24 * HOUR_MS;

/** The stored form of the instant `hours` after the base (may be fractional). */
export const at = (hours: number) => new Date(BASE_MS + hours * HOUR_MS).toISOString();

/**
 * `at(hours)` as a v2 shift answers it: the wall clock of the location's zone with its offset
 * (`2026-11-24T09:21:00-07:00`), as Square writes a shift's times.
 */
export const atIn = (hours: number, timeZone: string) => withZoneOffset(at(hours), timeZone);

export function breakTypeBody(locationId: string, fields: Record<string, unknown> = {}) {
  return {
    location_id: locationId,
    break_name: 'Lunch',
    expected_duration: 'PT30M',
    is_paid: false,
    ...fields,
  };
}

export async function createBreakType(
  client: Client,
  locationId: string,
  fields: Record<string, unknown> = {},
): Promise<BreakTypeT> {
  const res = await client.post<{ break_type: BreakTypeT }>(BREAK_TYPES, {
    break_type: breakTypeBody(locationId, fields),
  });
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
  return res.body.break_type;
}

/** A break as a client sends it, for `breakType`, from `from` to `to` (hours after the base). */
export function breakBody(breakType: BreakTypeT, from: number, to?: number) {
  return {
    start_at: at(from),
    ...(to === undefined ? {} : { end_at: at(to) }),
    break_type_id: breakType.id,
    name: breakType.break_name,
    expected_duration: breakType.expected_duration,
    is_paid: breakType.is_paid,
  };
}

/** A shift as a client sends it, from `from` to `to` hours after the base (OPEN without `to`). */
export function shiftBody(
  employeeId: string,
  locationId: string,
  from: number,
  to?: number,
  fields: Record<string, unknown> = {},
) {
  return {
    employee_id: employeeId,
    location_id: locationId,
    start_at: at(from),
    ...(to === undefined ? {} : { end_at: at(to) }),
    ...fields,
  };
}

export async function createShift(
  client: Client,
  shift: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<ShiftT> {
  const res = await client.post<{ shift: ShiftT }>(SHIFTS, {
    ...(idempotencyKey ? { idempotency_key: idempotencyKey } : {}),
    shift,
  });
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
  return res.body.shift;
}

/** Every labor row, for "a rejected request writes nothing" checks. */
export async function laborSnapshot(server: TestServer) {
  const all = <T extends 'break_types' | 'shifts' | 'shift_breaks' | 'idempotency_keys'>(t: T) =>
    server.db.selectFrom(t).selectAll().execute();
  const [breakTypes, shifts, breaks, keys, configs] = await Promise.all([
    all('break_types'),
    all('shifts'),
    all('shift_breaks'),
    all('idempotency_keys'),
    server.db.selectFrom('workweek_configs').selectAll().execute(),
  ]);
  const byKey = (rows: object[]) =>
    rows.map((r) => JSON.stringify(r)).sort((a, b) => a.localeCompare(b));
  return {
    breakTypes: byKey(breakTypes),
    shifts: byKey(shifts),
    breaks: byKey(breaks),
    keys: byKey(keys),
    configs: byKey(configs),
  };
}

/** Sends a request that must fail as `expected` and must not change any labor row. */
export async function expectRejected(
  server: TestServer,
  send: () => Promise<ApiResponse>,
  status: number,
  expected: { code: string; field?: string; detailStart?: string; category?: string },
) {
  const before = await laborSnapshot(server);
  const res = await send();
  expectV2Error(res, status, { category: 'INVALID_REQUEST_ERROR', ...expected });
  expect(await laborSnapshot(server)).toEqual(before);
  return res;
}

/** A 400 BAD_REQUEST naming `field` (the code Square gives every shift conflict). */
export const badRequest = (field: string, detailStart?: string) => ({
  code: 'BAD_REQUEST',
  field,
  ...(detailStart ? { detailStart } : {}),
});

/** The `cursor` of a v2 list response body, if any. */
export const cursorOf = (res: ApiResponse) => (res.body as { cursor?: string }).cursor;

/** The same token with one character of its payload changed (its signature no longer fits). */
export function tampered(cursor: string): string {
  const i = Math.floor(cursor.indexOf('.') / 2);
  const swap = cursor[i] === 'A' ? 'B' : 'A';
  return `${cursor.slice(0, i)}${swap}${cursor.slice(i + 1)}`;
}
