/**
 * The lists the baseline mirrors: for each, the query parameters it accepts, the same SQL the
 * service sends (one keyset page plus one `IN` query for the page's children), and the same JSON.
 * Engine-neutral: SQL goes through a `Query` (better-sqlite3 or pg prepared statements).
 */
import type { Keyset } from './paging';
import { v2Payments } from './payments';
import { placeholders, type Query, type Row } from './query';
import { workedSeconds, type Worked } from './worked';

export type Order = 'ASC' | 'DESC';

interface PageRequest {
  merchantId: string;
  filters: Record<string, unknown>;
  order: Order;
  limit: number;
  after: Keyset | null;
}

export interface BaselineList {
  /** Name a page token is bound to (the service's list name). */
  list: string;
  scope: string;
  tokenParam: 'batch_token' | 'cursor';
  v1: boolean;
  /** The query parameter that orders the list (default `order`, ASC by default). */
  orderParam?: string;
  defaultOrder?: Order;
  /** The largest `limit` (default 200). */
  maxLimit?: number;
  /** Filters parsed from the query, or an error message for a parameter the baseline rejects. */
  filters(params: URLSearchParams): Record<string, unknown> | string;
  load(page: PageRequest): Promise<{ items: unknown[]; next: Keyset | null }>;
  body(items: unknown[], cursor: string | undefined): string;
}

/** One keyset page of `table` (`limit + 1` rows tell whether a next page exists). */
async function keysetPage(
  query: Query,
  select: string,
  table: string,
  conditions: Array<[condition: string, value?: unknown]>,
  page: PageRequest,
) {
  const where = conditions.map(([c]) => c);
  // A condition with its value written in (as the service writes `deleted`) binds nothing.
  const params = conditions.flatMap((c) => (c.length > 1 ? [c[1]] : []));
  if (page.after) {
    where.push(
      `("${table}"."created_at", "${table}"."id") ${page.order === 'ASC' ? '>' : '<'} (?, ?)`,
    );
    params.push(...page.after);
  }
  const dir = page.order === 'ASC' ? 'asc' : 'desc';
  const sql =
    `${select} where ${where.join(' and ')} order by "${table}"."created_at" ${dir}, ` +
    `"${table}"."id" ${dir} limit ?`;
  const rows = await query(sql, [...params, page.limit + 1]);
  if (rows.length <= page.limit) return { rows, next: null };
  rows.length = page.limit;
  const last = rows[page.limit - 1]!;
  return { rows, next: [last.created_at, last.id] as Keyset };
}

/** Rows of `sql` (an `IN (…)` query over `ids`), grouped by `key`. */
async function childrenOf(query: Query, sql: string, key: string, ids: string[]) {
  const byParent = new Map<string, Row[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byParent;
  const rows = await query(sql.replace('IN_LIST', placeholders(ids.length)), ids);
  for (const r of rows) byParent.get(r[key] as string)?.push(r);
  return byParent;
}

function unexpected(params: URLSearchParams, known: string[]): string | null {
  for (const k of params.keys()) if (!known.includes(k)) return `${k} is not mirrored`;
  return null;
}

function toEvent(e: Row) {
  return {
    id: e.id,
    event_type: e.event_type,
    ...(e.clockin_time ? { clockin_time: e.clockin_time } : {}),
    ...(e.clockout_time ? { clockout_time: e.clockout_time } : {}),
    created_at: e.created_at,
  };
}

const NOT_WORKED: Worked = {
  regular_seconds_worked: 0,
  overtime_seconds_worked: 0,
  doubletime_seconds_worked: 0,
};

/** A v1 timecard is a shift row (docs/decisions/2026-11-25-worked-time-one-store.md). */
function toV1Timecard(t: Row, events: Row[], worked: Worked | undefined) {
  const clockoutLocation = t.clockout_location_id ?? (t.end_at ? t.location_id : null);
  return {
    id: t.id,
    employee_id: t.employee_id,
    deleted: t.deleted === 1,
    clockin_time: t.start_at,
    ...(t.end_at ? { clockout_time: t.end_at } : {}),
    clockin_location_id: t.location_id,
    ...(clockoutLocation ? { clockout_location_id: clockoutLocation } : {}),
    created_at: t.created_at,
    updated_at: t.updated_at,
    ...(worked ?? NOT_WORKED),
    events: events.map(toEvent),
  };
}

function timecards(query: Query): BaselineList {
  return {
    list: 'v1.timecards',
    scope: 'TIMECARDS_READ',
    tokenParam: 'batch_token',
    v1: true,
    filters(params) {
      const bad = unexpected(params, ['limit', 'order', 'batch_token', 'deleted']);
      if (bad) return bad;
      const deleted = params.get('deleted');
      if (deleted === null) return {};
      if (deleted !== 'true' && deleted !== 'false') return 'deleted must be true or false';
      return { deleted: deleted === 'true' };
    },
    async load(page) {
      const conditions: Array<[condition: string, value?: unknown]> = [
        ['"merchant_id" = ?', page.merchantId],
      ];
      if (page.filters.deleted !== undefined) {
        conditions.push([`"deleted" = ${page.filters.deleted ? 1 : 0}`]);
      }
      const { rows, next } = await keysetPage(
        query,
        'select * from "shifts"',
        'shifts',
        conditions,
        page,
      );
      const events = await childrenOf(
        query,
        'select * from "shift_events" where "shift_id" in (IN_LIST) order by "shift_id", "seq"',
        'shift_id',
        rows.map((r) => r.id as string),
      );
      const worked = await workedSeconds(query, page.merchantId, rows);
      const items = rows.map((t) =>
        toV1Timecard(t, events.get(t.id as string) ?? [], worked.get(t.id as string)),
      );
      return { items, next };
    },
    body: function body(items) {
      return JSON.stringify(items);
    },
  };
}

async function employeePage(query: Query, page: PageRequest) {
  const { rows, next } = await keysetPage(
    query,
    'select "employees".* from "employees"',
    'employees',
    [['"employees"."merchant_id" = ?', page.merchantId]],
    page,
  );
  const locations = await childrenOf(
    query,
    'select "employee_id", "location_id" from "employee_locations" where "employee_id" in (IN_LIST) order by "location_id"',
    'employee_id',
    rows.map((r) => r.id as string),
  );
  const locationIds = (id: unknown) =>
    (locations.get(id as string) ?? []).map((l) => l.location_id);
  return { rows, next, locationIds };
}

function toV1Employee(e: Row, locationIds: unknown[]) {
  return {
    id: e.id,
    first_name: e.first_name,
    last_name: e.last_name,
    ...(e.email ? { email: e.email } : {}),
    ...(e.external_id ? { external_id: e.external_id } : {}),
    role_ids: e.role_id ? [e.role_id] : [],
    authorized_location_ids: locationIds,
    status: e.status,
    created_at: e.created_at,
    updated_at: e.updated_at,
  };
}

function toEmployee(e: Row, locationIds: unknown[]) {
  return {
    id: e.id,
    first_name: e.first_name,
    last_name: e.last_name,
    ...(e.email ? { email: e.email } : {}),
    ...(e.phone_number ? { phone_number: e.phone_number } : {}),
    location_ids: locationIds,
    status: e.status,
    created_at: e.created_at,
    updated_at: e.updated_at,
  };
}

function v1Employees(query: Query): BaselineList {
  return {
    list: 'v1.employees',
    scope: 'EMPLOYEES_READ',
    tokenParam: 'batch_token',
    v1: true,
    filters: (params) => unexpected(params, ['limit', 'order', 'batch_token']) ?? {},
    async load(page) {
      const { rows, next, locationIds } = await employeePage(query, page);
      const items = rows.map((e) => toV1Employee(e, locationIds(e.id)));
      return { items, next };
    },
    body: function body(items) {
      return JSON.stringify(items);
    },
  };
}

function v2Employees(query: Query): BaselineList {
  return {
    list: 'v2.employees',
    scope: 'EMPLOYEES_READ',
    tokenParam: 'cursor',
    v1: false,
    filters: (params) => unexpected(params, ['limit', 'cursor']) ?? {},
    async load(page) {
      const { rows, next, locationIds } = await employeePage(query, page);
      const items = rows.map((e) => toEmployee(e, locationIds(e.id)));
      return { items, next };
    },
    body: function body(items, cursor) {
      return JSON.stringify({ employees: items, ...(cursor ? { cursor } : {}) });
    },
  };
}

/** The mirrored lists by path. */
export function baselineLists(query: Query): Map<string, BaselineList> {
  return new Map([
    ['/v1/me/timecards', timecards(query)],
    ['/v1/me/employees', v1Employees(query)],
    ['/v2/employees', v2Employees(query)],
    ['/v2/payments', v2Payments(query)],
  ]);
}
