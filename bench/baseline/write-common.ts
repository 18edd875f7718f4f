/**
 * What the baseline's bare write pipelines share, on both engines: a write is a generator of the
 * statements its transaction runs (each gets the rows of the one before), which the engine's
 * baseline runs in one transaction (`../server.ts`, `./pg/server.ts`). Also the caller behind the
 * token as the activity log records it, single-row INSERTs from a column list, the activity entry
 * every write records, and the idempotency claim and stored answer, as
 * `server/modules/idempotency.ts` does them.
 */
import { createHash } from 'node:crypto';
import { placeholders, type Query, type Row } from './query';

export type { Row };

/** The token's owner and where the request came from (`activity_log`'s actor columns). */
export interface WriteCaller {
  merchantId: string;
  tokenId: string;
  label: string;
  userId: string | null;
  appId: string | null;
  address: string;
  userAgent: string | null;
}

/** A refusal the server turns into its error envelope (status and message). */
export class BareRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One statement of a write: SQL with `?` placeholders and its values. `lock`: PostgreSQL reads the
 * row `for update`, where the service locks it (SQLite's writers already queue at `BEGIN
 * IMMEDIATE`).
 */
export interface Step {
  sql: string;
  params: unknown[];
  lock?: boolean;
}

/** A write's transaction: the statements it runs, each answered with its rows; returns `T`. */
export type Steps<T> = Generator<Step, T, Row[]>;

/** Runs a write's transaction (an engine's `BEGIN`, the steps, `COMMIT`) and returns its answer. */
export type Transact = (steps: Steps<string>) => string | Promise<string>;

/** One statement in the write's transaction; its rows (none without RETURNING for a change). */
export function* rows(sql: string, params: unknown[], lock = false): Steps<Row[]> {
  return yield { sql, params, lock };
}

/**
 * One bare write: the service's method and path, its scope, and its transaction. The SQLite
 * pipelines run it `BEGIN IMMEDIATE`, so a write of the service still in flight when the
 * baseline's turn starts (the same file) makes it wait (busy_timeout) instead of failing
 * SQLITE_BUSY.
 */
export interface BareWrite {
  method: 'POST' | 'PUT';
  /** The service's path; a capture group per path parameter. */
  path: RegExp;
  scope: string;
  /** v1 error envelopes when true. */
  v1: boolean;
  /** Checks the body (a `BareRefusal` when the pipeline does not mirror it); the answer's steps. */
  run(caller: WriteCaller, body: Row, params: string[]): Steps<string>;
}

export const nowStored = () => new Date().toISOString();

/** `insert into "table" (columns…) values (?…)` of a row's values in column order. */
export function inserter(table: string, columns: readonly string[]) {
  const list = columns.map((c) => `"${c}"`).join(', ');
  const sql = `insert into "${table}" (${list}) values (${placeholders(columns.length)})`;
  return (row: Row) =>
    rows(
      sql,
      columns.map((c) => row[c]),
    );
}

/** The columns of a `shifts` row, as the service writes them (clock-in inserts, edits rewrite). */
export const SHIFT_COLUMNS = [
  'id',
  'merchant_id',
  'employee_id',
  'location_id',
  'timezone',
  'start_at',
  'end_at',
  'end_sort',
  'status',
  'wage_title',
  'wage_amount',
  'wage_currency',
  'version',
  'created_at',
  'updated_at',
  'deleted',
  'clockout_location_id',
] as const;

/** `inserter` of `shift_events`: a shift's history, one row an event. */
export const insertShiftEvent = inserter('shift_events', [
  'id',
  'shift_id',
  'event_type',
  'clockin_time',
  'clockout_time',
  'created_at',
  'seq',
]);

/** Only the body keys a pipeline mirrors; anything else is refused (not measured). */
export function onlyKeys(body: Row, keys: readonly string[]): void {
  for (const k of Object.keys(body)) {
    if (!keys.includes(k)) throw new BareRefusal(400, `${k} is not mirrored by the baseline`);
  }
}

function wholeNumber(value: unknown, field: string, min: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new BareRefusal(400, `${field} must be a whole number of at least ${min}`);
  }
  return value;
}

export function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new BareRefusal(400, `${field} must be a non-empty string`);
  }
  return value;
}

/** A `Money` field of the body: a whole `amount` of at least `min` and a `currency`. */
export function money(value: unknown, field: string, min: number) {
  const m = (value ?? {}) as Row;
  return {
    amount: wholeNumber(m.amount, `${field}.amount`, min),
    currency: text(m.currency, `${field}.currency`),
  };
}

const ACTIVITY_COLUMNS = [
  'id',
  'merchant_id',
  'occurred_at',
  'actor_kind',
  'actor_user_id',
  'actor_name',
  'token_id',
  'app_id',
  'address',
  'user_agent',
  'operation',
  'area',
  'resource_type',
  'resource_id',
  'changes',
  'amount',
  'currency',
  'summary',
] as const;

interface ActivityEntry {
  operation: string;
  area: string;
  resourceType: string;
  resourceId: string;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
  amount: { amount: number; currency: string } | null;
  summary: string;
}

const insertActivity = inserter('activity_log', ACTIVITY_COLUMNS);

/** The activity log entry of a write by a token, as `recordActivity` writes it. */
export const recordActivity = (caller: WriteCaller, entry: ActivityEntry, id: string) =>
  insertActivity({
    id,
    merchant_id: caller.merchantId,
    occurred_at: nowStored(),
    actor_kind: 'token',
    actor_user_id: caller.userId,
    actor_name: caller.label.slice(0, 255),
    token_id: caller.tokenId,
    app_id: caller.appId,
    address: caller.address.slice(0, 64),
    user_agent: caller.userAgent?.slice(0, 512) ?? null,
    operation: entry.operation,
    area: entry.area,
    resource_type: entry.resourceType,
    resource_id: entry.resourceId,
    changes: JSON.stringify(entry.changes),
    amount: entry.amount?.amount ?? null,
    currency: entry.amount?.currency ?? null,
    summary: entry.summary.slice(0, 500),
  });

const CLAIM =
  'insert into "idempotency_keys" ("merchant_id", "operation", "idempotency_key", ' +
  '"request_hash", "response", "created_at") values (?, ?, ?, ?, ?, ?) on conflict ' +
  '("merchant_id", "operation", "idempotency_key") do nothing returning "idempotency_key"';
const STORE =
  'update "idempotency_keys" set "response" = ? where "merchant_id" = ? and "operation" = ? ' +
  'and "idempotency_key" = ?';
const FIRST =
  'select "request_hash", "response" from "idempotency_keys" where "merchant_id" = ? and ' +
  '"operation" = ? and "idempotency_key" = ?';

/**
 * `idempotent` of the service, in the write's transaction: the key claimed with `insert … on
 * conflict do nothing`, the create run and its answer stored; a replay of the same body answers
 * the stored one, another body is refused.
 */
export function* idempotent(
  merchantId: string,
  operation: string,
  key: string,
  request: unknown,
  create: () => Steps<unknown>,
): Steps<string> {
  const hash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const claimed = yield* rows(CLAIM, [merchantId, operation, key, hash, null, nowStored()]);
  if (claimed.length > 0) {
    const answer = JSON.stringify(yield* create());
    yield* rows(STORE, [answer, merchantId, operation, key]);
    return answer;
  }
  const [stored] = (yield* rows(FIRST, [merchantId, operation, key])) as Array<
    { request_hash: string; response: string | null } | undefined
  >;
  if (!stored || stored.request_hash !== hash || stored.response === null) {
    throw new BareRefusal(400, 'idempotency_key was already used for a different request');
  }
  return stored.response;
}

const WRITE_CALLER =
  'select "t"."id", "t"."merchant_id", "t"."scopes", "t"."label", "t"."user_id", "t"."app_id", ' +
  '"t"."revoked_at", "m"."approved" from "access_tokens" as "t" inner join "merchants" as "m" ' +
  'on "m"."id" = "t"."merchant_id" where "t"."token_hash" = ?';

/** The bearer token's caller for a write, or the status to answer (unknown, revoked, no `scope`). */
export async function writeCaller(
  query: Query,
  tokenHash: string,
  scope: string,
  address: string,
  userAgent: string | null,
): Promise<WriteCaller | number> {
  const [row] = await query(WRITE_CALLER, [tokenHash]);
  if (!row || row.revoked_at !== null) return 401;
  if (!(row.scopes as string).split(' ').includes(scope) || row.approved !== 1) return 403;
  return {
    merchantId: row.merchant_id as string,
    tokenId: row.id as string,
    label: row.label as string,
    userId: row.user_id as string | null,
    appId: row.app_id as string | null,
    address,
    userAgent,
  };
}
