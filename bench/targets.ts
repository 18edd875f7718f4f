/**
 * The lists and writes the benchmark measures, and the checks that the baseline answers each list
 * with the same bytes as the service, and each write with the same answer and the same stored rows,
 * before anything is measured.
 */
import { firstAlikePair, shiftKey } from './alike';
import type { Query, Row } from './baseline/query';
import { clockInPool, clockInRows } from './baseline/write-clock-in';
import { createPaymentRows } from './baseline/write-payment';
import { refundPaymentRows } from './baseline/write-refund';
import { updateShiftRows } from './baseline/write-shift';

export interface Target {
  name: string;
  /** Path and query, the same on both servers. */
  path: string;
  /** A JSON body to POST (a search, a write); a GET without one. */
  body?: string;
  /** PUT the body instead of POSTing it. */
  method?: 'PUT';
  /** Under load, each request takes the next of these paths and bodies in turn (a write). */
  rotate?: Array<{ path: string; body: string }>;
  /** Each of `rotate` at most once: a run ends early when they are used up. */
  rotateOnce?: boolean;
  /** For a deep page: the name of the first-page target it is compared with. */
  deepOf?: string;
  /**
   * A write: `body` gets a fresh UUID for `{{key}}` on every request; the baseline's bare pipeline
   * serves the same path. `stored` reads the rows one answer's write stored.
   */
  write?: {
    stored: (query: Query, reply: string) => Promise<Record<string, Row[]>>;
    /** What the check sends to the service and to the baseline, when not the target's request. */
    check?: [ours: Request, baseline: Request];
    /** Undoes what a run wrote, so the next run starts alike (the parent, both servers idle). */
    reset?: () => Promise<void>;
  };
}

/** One request of a target: a GET of `path`, or a POST (PUT) of `body` to it. */
type Request = Pick<Target, 'path' | 'body' | 'method'>;

type Fetch = (base: string, request: Request, token?: string) => Promise<Reply>;

interface Reply {
  status: number;
  body: string;
  /** The next page: from `Link` (v1), `cursor` in the query (v2 lists) or in the body (searches). */
  next: Request | undefined;
  /** The `Link` header with the server's origin removed (the service sends it relative). */
  link: string | null;
}

/** The request for the page after `request`, whose reply carried `cursor`. */
function withCursor(request: Request, cursor: string): Request {
  if (request.body !== undefined) {
    const { cursor: _, ...body } = JSON.parse(request.body) as Record<string, unknown>;
    return { path: request.path, body: JSON.stringify({ ...body, cursor }) };
  }
  return {
    path: `${request.path.replace(/&cursor=[^&]*/, '')}&cursor=${encodeURIComponent(cursor)}`,
  };
}

export function fetcher(token: string): Fetch {
  return async (base, request, withToken = token) => {
    const res = await fetch(base + request.path, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers: {
        Authorization: `Bearer ${withToken}`,
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: request.body,
    });
    const body = await res.text();
    const rawLink = res.headers.get('link');
    const link = rawLink?.split(base).join('') ?? null;
    let next: Request | undefined;
    if (rawLink) {
      const target = /<([^>]+)>/.exec(rawLink)?.[1];
      const url = target === undefined ? undefined : new URL(target, base);
      next = url === undefined ? undefined : { path: url.pathname + url.search };
    } else if (res.status === 200 && body.startsWith('{')) {
      const cursor = (JSON.parse(body) as { cursor?: string }).cursor;
      if (cursor) next = withCursor(request, cursor);
    }
    return { status: res.status, body, next, link };
  };
}

/** The page `hops` pages after `path` on `base`, following the service's own next-page links. */
async function deepPath(
  get: Fetch,
  base: string,
  request: Request,
  hops: number,
): Promise<Request> {
  let current = request;
  for (let i = 0; i < hops; i++) {
    const { next } = await get(base, current);
    if (!next) throw new Error(`${request.path} has fewer than ${hops + 1} pages`);
    current = next;
  }
  return current;
}

/** searchShifts as the week view asks for it: one location, one week of workdays. */
export interface SearchWeek {
  locationId: string;
  /** First and last day of the week (`YYYY-MM-DD`), both inclusive. */
  startDate: string;
  endDate: string;
  /** Shifts the week matches (its pages hold 100 each). */
  rows: number;
}

/**
 * Timecards: the first page, one ~200 pages in, and `deleted=false`. Employees (v1 and v2): the
 * first page and the last page that still has a next one (2,000 employees are only 20 pages).
 * searchShifts: a week at one location, its first page and its last page with a next one.
 */
export async function listTargets(
  get: Fetch,
  base: string,
  counts: { employees: number; timecards: number; week: SearchWeek },
): Promise<Target[]> {
  const deepHops = (rows: number) => Math.max(0, Math.min(200, Math.ceil(rows / 100) - 2));
  const first = {
    timecards: '/v1/me/timecards?limit=100',
    employees: '/v1/me/employees?limit=100',
    v2: '/v2/employees?limit=100',
  };
  const deep = async (path: string, rows: number) =>
    (await deepPath(get, base, { path }, deepHops(rows))).path;
  const tcHops = deepHops(counts.timecards);
  const empHops = deepHops(counts.employees);
  const { week } = counts;
  const search: Request = {
    path: '/v2/labor/shifts/search',
    body: JSON.stringify({
      query: {
        filter: {
          location_ids: [week.locationId],
          workday: { date_range: { start_date: week.startDate, end_date: week.endDate } },
        },
      },
      limit: 100,
    }),
  };
  const searchHops = deepHops(week.rows);
  const deepSearch = await deepPath(get, base, search, searchHops);
  return [
    { name: 'v1 timecards, first page', path: first.timecards },
    {
      name: `v1 timecards, page ${tcHops + 1}`,
      path: await deep(first.timecards, counts.timecards),
      deepOf: 'v1 timecards, first page',
    },
    { name: 'v1 timecards, deleted=false', path: `${first.timecards}&deleted=false` },
    { name: 'v1 employees, first page', path: first.employees },
    {
      name: `v1 employees, page ${empHops + 1}`,
      path: await deep(first.employees, counts.employees),
      deepOf: 'v1 employees, first page',
    },
    { name: 'v2 employees, first page', path: first.v2 },
    {
      name: `v2 employees, page ${empHops + 1}`,
      path: await deep(first.v2, counts.employees),
      deepOf: 'v2 employees, first page',
    },
    { name: 'searchShifts, a week at one location, first page', ...search },
    {
      name: `searchShifts, a week at one location, page ${searchHops + 1}`,
      ...deepSearch,
      deepOf: 'searchShifts, a week at one location, first page',
    },
  ];
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 60), i + 60));
  return `at byte ${i}:\n  service:  ${around(a)}\n  baseline: ${around(b)}`;
}

/**
 * Throws unless, for every target and the two pages after it, both servers answer 200 with the
 * same body and the same `Link`; and unless both reject an unknown and a revoked token with 401.
 */
export async function checkSameReplies(
  get: Fetch,
  ours: string,
  baseline: string,
  targets: Target[],
  rejected: { revoked: string },
): Promise<void> {
  for (const target of targets) {
    if (target.write) continue;
    let request: Request | undefined = target;
    for (let page = 0; page < 3 && request; page++) {
      const [a, b]: [Reply, Reply] = await Promise.all([
        get(ours, request),
        get(baseline, request),
      ]);
      const where = `${target.name} (${(request.body ?? request.path).slice(0, 80)}…)`;
      if (a.status !== 200)
        throw new Error(`${where}: the service answered ${a.status}: ${a.body}`);
      if (b.status !== 200)
        throw new Error(`${where}: the baseline answered ${b.status}: ${b.body}`);
      if (a.body !== b.body) {
        throw new Error(`${where}: bodies differ ${firstDifference(a.body, b.body)}`);
      }
      if (a.link !== b.link) throw new Error(`${where}: Link differs:\n  ${a.link}\n  ${b.link}`);
      request = a.next;
    }
  }
  for (const [what, token] of [
    ['an unknown token', 'EAAAnot-a-token'],
    ['a revoked token', rejected.revoked],
  ] as const) {
    const first = targets.find((t) => !t.write);
    if (!first) break;
    const [a, b] = await Promise.all([get(ours, first, token), get(baseline, first, token)]);
    if (a.status !== 401 || b.status !== 401) {
      throw new Error(`${what}: service ${a.status}, baseline ${b.status} (both must be 401)`);
    }
  }
}

/** The payment the createPayment target sends, with a fresh idempotency key each time. */
const CREATE_PAYMENT_BODY = JSON.stringify({
  idempotency_key: '{{key}}',
  source_id: 'cnon:card-nonce-ok',
  amount_money: { amount: 1250, currency: 'USD' },
});

/** Pages deep the deep listPayments target is (following cursors from the first page). */
const PAYMENTS_DEEP_PAGE = 50;

/**
 * Generation 2 payments: listPayments' first page and page 50 (100 rows each, default range
 * and order); createPayment with a new idempotency key per request, and refundPayment of one cent
 * of a large payment the service takes first, each against the baseline's bare pipeline. Empty
 * when the service does not serve `/v2/payments` yet.
 */
export async function paymentTargets(get: Fetch, base: string): Promise<Target[]> {
  const first: Request = { path: '/v2/payments?limit=100' };
  const probe = await get(base, first);
  if (probe.status !== 200) {
    console.log(`payments skipped: GET /v2/payments answered ${probe.status}`);
    return [];
  }
  const firstName = 'v2 payments, first page';
  const lists: Target[] = [
    { name: firstName, ...first },
    {
      name: `v2 payments, page ${PAYMENTS_DEEP_PAGE}`,
      ...(await deepPath(get, base, first, PAYMENTS_DEEP_PAGE - 1)),
      deepOf: firstName,
    },
  ];
  const create: Target = {
    name: 'createPayment with a new key',
    path: '/v2/payments',
    body: CREATE_PAYMENT_BODY,
    write: { stored: createPaymentRows },
  };
  const refunded = await get(base, {
    path: '/v2/payments',
    body: CREATE_PAYMENT_BODY.replace('{{key}}', crypto.randomUUID()).replace('1250', '100000000'),
  });
  if (refunded.status !== 200) throw new Error(`createPayment answered ${refunded.status}`);
  const paymentId = (JSON.parse(refunded.body) as { payment: { id: string } }).payment.id;
  return [
    ...lists,
    create,
    {
      name: 'refundPayment, one cent',
      path: '/v2/refunds',
      body: JSON.stringify({
        idempotency_key: '{{key}}',
        amount_money: { amount: 1, currency: 'USD' },
        payment_id: paymentId,
      }),
      write: { stored: refundPaymentRows },
    },
  ];
}

/**
 * Ids, instants (UTC or with an offset, or the milliseconds of a `payments` or `checkouts` time)
 * and SHA-256 digests (an idempotency key is part of a refund's) as placeholders.
 */
function withoutIds(value: unknown): string {
  return JSON.stringify(value)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)/g, '<time>')
    .replace(/("(?:created|updated|completed|received)_at"|"capture_deadline"):\d+/g, '$1:<ms>')
    .replace(/\b[0-9a-f]{64}\b/g, '<sha256>');
}

/**
 * Before anything is measured, each side makes one write of each write target (its own fresh
 * key): both must answer 200 with the same body and store the same rows, ids, instants and
 * digests aside. Where a target can undo its writes (`reset`), the service's write is undone
 * before the baseline's (so both may write on the same thing) and the baseline's after the
 * check, passed or not.
 */
export async function checkWrites(
  get: Fetch,
  ours: string,
  baseline: string,
  targets: Target[],
  query: Query,
): Promise<void> {
  try {
    for (const t of targets) {
      if (!t.write) continue;
      const { stored, check, reset } = t.write;
      const [forOurs, forBaseline] = check ?? [t, t];
      const once = async (who: string, base: string, r: Request) => {
        const reply = await get(base, {
          ...r,
          body: r.body?.replace('{{key}}', crypto.randomUUID()),
        });
        if (reply.status !== 200) {
          throw new Error(`${t.name}: the ${who} answered ${reply.status}: ${reply.body}`);
        }
        return { body: withoutIds(JSON.parse(reply.body)), rows: await stored(query, reply.body) };
      };
      const a = await once('service', ours, forOurs);
      await reset?.();
      const b = await once('baseline', baseline, forBaseline);
      if (a.body !== b.body)
        throw new Error(`${t.name}: answers differ ${firstDifference(a.body, b.body)}`);
      for (const table of Object.keys(a.rows)) {
        const [x, y] = [withoutIds(a.rows[table]), withoutIds(b.rows[table])];
        if (x !== y) throw new Error(`${t.name}: ${table} rows differ ${firstDifference(x, y)}`);
      }
      if (Object.values(a.rows).every((rows) => rows.length === 0)) {
        throw new Error(`${t.name}: no rows found for the service's write`);
      }
      console.log(`${t.name}: same answer and same rows (${Object.keys(a.rows).join(', ')})`);
    }
  } finally {
    for (const t of targets) await t.write?.reset?.();
  }
}

/** How many of the merchant's closed shifts the updateShift target edits in turn. */
const EDITED_SHIFTS = 1000;

/** An updateShift of `s` that keeps its times and wage (and drops its breaks). */
function shiftUpdate(s: Row): Request & { path: string; body: string } {
  const wage =
    s.wage_title === null && s.wage_amount === null
      ? {}
      : {
          wage: {
            ...(s.wage_title !== null ? { title: s.wage_title } : {}),
            ...(s.wage_amount !== null
              ? { hourly_rate: { amount: s.wage_amount, currency: s.wage_currency } }
              : {}),
          },
        };
  return {
    path: `/v2/labor/shifts/${s.id as string}`,
    body: JSON.stringify({
      shift: { employee_id: s.employee_id, start_at: s.start_at, end_at: s.end_at, ...wage },
    }),
  };
}

/**
 * updateShift (a blind replace, as the week view saves a shift): under load, `merchantId`'s closed
 * shifts in turn, each sent back with its times and wage. The same-rows check edits two shifts
 * without breaks alike in all it compares (`shiftKey`), one on each side. Empty when the database
 * has no such pair.
 */
export async function shiftWriteTargets(query: Query, merchantId: string): Promise<Target[]> {
  const closed = '"s"."merchant_id" = ? and "s"."status" = \'CLOSED\' and "s"."deleted" = 0';
  const candidates = await query(
    'select "s".*, (select count(*) from "shift_events" as "e" where "e"."shift_id" = "s"."id") ' +
      `as "events" from "shifts" as "s" where ${closed} and not exists (select 1 from ` +
      '"shift_breaks" as "b" where "b"."shift_id" = "s"."id") order by "s"."id"',
    [merchantId],
  );
  const twins = firstAlikePair(candidates, shiftKey);
  if (!twins) {
    console.log('updateShift skipped: no two alike shifts to check it on');
    return [];
  }
  const [a, b] = twins;
  const rotate = (
    await query(
      `select "s".* from "shifts" as "s" where ${closed} and "s"."id" not in (?, ?) ` +
        'order by "s"."id" limit ?',
      [merchantId, a.id, b.id, EDITED_SHIFTS],
    )
  ).map(shiftUpdate);
  const first = rotate[0];
  if (!first) return [];
  const put = (s: Row): Request => ({ method: 'PUT', ...shiftUpdate(s) });
  return [
    {
      name: 'updateShift, closed shifts in turn',
      method: 'PUT',
      ...first,
      rotate,
      write: { stored: updateShiftRows, check: [put(a), put(b)] },
    },
  ];
}

/**
 * Clock-in (v1 CreateTimecard, as the web app clocks in): under load, each request a different
 * employee of `merchantId` free to clock in; after each run the timecards it opened are deleted.
 * The same-rows check clocks the same employee in on each side.
 */
export async function clockInTargets(query: Query, merchantId: string): Promise<Target[]> {
  const pool = await clockInPool(query, merchantId);
  if (!pool) {
    console.log('clock-in skipped: no employee free to clock in');
    return [];
  }
  const [first] = pool.rotate;
  return [
    {
      name: 'clock-in (v1 CreateTimecard)',
      ...first!,
      rotate: pool.rotate,
      rotateOnce: true,
      write: { stored: clockInRows, check: [pool.check, pool.check], reset: pool.reset },
    },
  ];
}
