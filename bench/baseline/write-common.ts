/**
 * What the baseline's bare write pipelines share: the caller behind the token as the activity log
 * records it, single-row INSERTs from a column list, the activity entry every write records, and
 * the idempotency claim and stored answer, as `server/modules/idempotency.ts` does them.
 */
import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';

export type Row = Record<string, unknown>;

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

interface WriteReply {
  status: number;
  body: string;
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
 * One bare write: the service's method and path, its scope, and its whole transaction. The
 * pipelines run it `BEGIN IMMEDIATE`, so a write of the service still in flight when the baseline's
 * turn starts (the same file) makes it wait (busy_timeout) instead of failing SQLITE_BUSY.
 */
export interface BareWrite {
  method: 'POST' | 'PUT';
  /** The service's path; a capture group per path parameter. */
  path: RegExp;
  scope: string;
  /** v1 error envelopes when true. */
  v1: boolean;
  run(caller: WriteCaller, body: Row, params: string[]): WriteReply;
}

export const nowStored = () => new Date().toISOString();

/** `insert into "table" (columns…) values (?…)`, run with the row's values in column order. */
export function inserter(db: Database, table: string, columns: readonly string[]) {
  const statement = db.prepare(
    `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns
      .map(() => '?')
      .join(', ')})`,
  );
  return (row: Row) => statement.run(...columns.map((c) => row[c]));
}

/** `inserter` of `shift_events`: a shift's history, one row an event. */
export const shiftEventInserter = (db: Database) =>
  inserter(db, 'shift_events', [
    'id',
    'merchant_id',
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

/** The activity log entry of a write by a token, as `recordActivity` writes it. */
export function activityRecorder(db: Database) {
  const insert = inserter(db, 'activity_log', ACTIVITY_COLUMNS);
  return (caller: WriteCaller, entry: ActivityEntry, id: string) =>
    insert({
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
}

/**
 * `idempotent` of the service, in the caller's transaction: the key claimed with `insert … on
 * conflict do nothing`, the create run and its answer stored; a replay of the same body answers
 * the stored one, another body is refused.
 */
export function idempotency(db: Database) {
  const claim = db.prepare(
    'insert into "idempotency_keys" ("merchant_id", "operation", "idempotency_key", ' +
      '"request_hash", "response", "created_at") values (?, ?, ?, ?, ?, ?) on conflict ' +
      '("merchant_id", "operation", "idempotency_key") do nothing returning "idempotency_key"',
  );
  const store = db.prepare(
    'update "idempotency_keys" set "response" = ? where "merchant_id" = ? and "operation" = ? ' +
      'and "idempotency_key" = ?',
  );
  const first = db.prepare(
    'select "request_hash", "response" from "idempotency_keys" where "merchant_id" = ? and ' +
      '"operation" = ? and "idempotency_key" = ?',
  );
  return (
    merchantId: string,
    operation: string,
    key: string,
    request: unknown,
    create: () => unknown,
  ): string => {
    const hash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    if (claim.get(merchantId, operation, key, hash, null, nowStored())) {
      const answer = JSON.stringify(create());
      store.run(answer, merchantId, operation, key);
      return answer;
    }
    const stored = first.get(merchantId, operation, key) as
      { request_hash: string; response: string | null } | undefined;
    if (!stored || stored.request_hash !== hash || stored.response === null) {
      throw new BareRefusal(400, 'idempotency_key was already used for a different request');
    }
    return stored.response;
  };
}

/** The bearer token's caller for the writes (`undefined`: unknown, revoked or lacking `scope`). */
export function writeCallers(db: Database) {
  const owner = db.prepare(
    'select "t"."id", "t"."merchant_id", "t"."scopes", "t"."label", "t"."user_id", "t"."app_id", ' +
      '"t"."revoked_at", "m"."approved" from "access_tokens" as "t" inner join "merchants" as "m" ' +
      'on "m"."id" = "t"."merchant_id" where "t"."token_hash" = ?',
  );
  return (tokenHash: string, scope: string, address: string, userAgent: string | null) => {
    const row = owner.get(tokenHash) as Row | undefined;
    if (!row || row.revoked_at !== null) return 401;
    if (!(row.scopes as string).split(' ').includes(scope) || row.approved !== 1) return 403;
    const caller: WriteCaller = {
      merchantId: row.merchant_id as string,
      tokenId: row.id as string,
      label: row.label as string,
      userId: row.user_id as string | null,
      appId: row.app_id as string | null,
      address,
      userAgent,
    };
    return caller;
  };
}
