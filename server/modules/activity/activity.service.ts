import type { Kysely, SelectQueryBuilder } from 'kysely';
import type {
  ActivityAreaT,
  ActivityChangeT,
  ActivityEntryT,
  ListActivityQueryT,
} from '@contract/activity';
import { compiledQuery, type RowValues } from '../../db/compiled';
import { keysetQueryOn, mapPage, type Page, type PageRequest } from '../../db/keyset';
import type { ActivityLogTable, DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { addDays, nowStored, zonedInstant } from '../../lib/time';
import type { MerchantContext } from '../context';
import { notFound } from '../errors';

/**
 * The activity log: one entry per successful write, recorded by the write itself inside its own
 * transaction (so a write that fails or rolls back leaves no entry, and no write is ever without
 * one). Entries are never updated or deleted: this module has no such function and the service
 * no such route.
 */

type ChangeValue = ActivityChangeT['before'];

/** What a write says about itself; who and from where come from `tctx.actor`. */
export interface ActivityRecord {
  /** The operationId, e.g. UpdateTimecard. */
  operation: string;
  area: ActivityAreaT;
  /** e.g. timecard, shift, payment, refund. */
  resourceType: string;
  resourceId: string;
  /** The fields set or changed (see {@link fieldChanges}); never a secret or a card number. */
  changes?: ActivityChangeT[];
  /** The money moved, in minor units. */
  amount?: { amount: number; currency: string } | null;
  /** One line in a manager's words, starting with a verb: "edited a timecard". */
  summary: string;
}

const MAX_TEXT = 500;

function storable(value: unknown): ChangeValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.length > MAX_TEXT ? value.slice(0, MAX_TEXT) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value).slice(0, MAX_TEXT);
}

/**
 * The fields of `fields` whose value differs between `before` and `after`, as
 * `{field, before, after}` (undefined reads as null; objects as their JSON). For a create, pass
 * `before = null`: every field that has a value is listed.
 */
export function fieldChanges<T extends object>(
  before: { [K in keyof T]?: unknown } | null,
  after: T,
  fields: ReadonlyArray<keyof T & string>,
): ActivityChangeT[] {
  const changes: ActivityChangeT[] = [];
  for (const field of fields) {
    const was = storable(before?.[field]);
    const now = storable(after[field]);
    if (was === now) continue;
    if (before === null && now === null) continue;
    changes.push({ field, before: was, after: now });
  }
  return changes;
}

// Every write runs it: built and compiled once.
const insertEntry = compiledQuery((db: Kysely<DB>, v: RowValues<ActivityLogTable>) =>
  db.insertInto('activity_log').values(v),
);

/**
 * Records one write in the activity log, in the caller's transaction (`tctx` is the context
 * `inTransaction` handed to the write). Without an actor (seeds, jobs) nothing is recorded: only
 * writes through a session or a token are someone's activity.
 */
export async function recordActivity(tctx: MerchantContext, entry: ActivityRecord): Promise<void> {
  const actor = tctx.actor;
  if (!actor) return;
  await insertEntry(tctx.db, {
    id: newId(),
    merchant_id: tctx.merchantId,
    occurred_at: nowStored(),
    actor_kind: actor.kind,
    actor_user_id: actor.userId,
    actor_name: actor.name.slice(0, 255),
    token_id: actor.tokenId,
    app_id: actor.appId,
    address: actor.address.slice(0, 64),
    user_agent: actor.userAgent?.slice(0, 512) ?? null,
    operation: entry.operation,
    area: entry.area,
    resource_type: entry.resourceType,
    resource_id: entry.resourceId,
    changes: JSON.stringify(entry.changes ?? []),
    amount: entry.amount?.amount ?? null,
    currency: entry.amount?.currency ?? null,
    summary: entry.summary.slice(0, MAX_TEXT),
  });
}

/** The stored row as the contract shows it. */
function toActivityEntry(row: ActivityLogTable): ActivityEntryT {
  return {
    id: row.id,
    occurred_at: row.occurred_at,
    actor: {
      kind: row.actor_kind,
      user_id: row.actor_user_id,
      name: row.actor_name,
      token_id: row.token_id,
      app_id: row.app_id,
    },
    address: row.address,
    user_agent: row.user_agent,
    operation: row.operation,
    area: row.area as ActivityAreaT,
    resource_type: row.resource_type,
    resource_id: row.resource_id,
    changes: JSON.parse(row.changes) as ActivityChangeT[],
    amount_money:
      row.amount === null || row.currency === null
        ? null
        : { amount: Number(row.amount), currency: row.currency },
    summary: row.summary,
  };
}

/** The resolved filters of a list or an export: the day as a UTC range. */
export type ActivityFilters = {
  merchant_id: string;
  person: string | undefined;
  area: string | undefined;
  resource_type: string | undefined;
  resource_id: string | undefined;
  begin: string | undefined;
  end: string | undefined;
};

/**
 * `day` as the instants it spans in `timeZone` (the location's zone, else UTC); the other filters
 * as they are.
 */
export function resolveActivityFilters(
  merchantId: string,
  query: Pick<ListActivityQueryT, 'person' | 'area' | 'resource_type' | 'resource_id' | 'day'>,
  timeZone: string,
): ActivityFilters {
  return {
    merchant_id: merchantId,
    person: query.person,
    area: query.area,
    resource_type: query.resource_type,
    resource_id: query.resource_id,
    begin: query.day ? zonedInstant(query.day, '00:00', timeZone) : undefined,
    end: query.day ? zonedInstant(addDays(query.day, 1), '00:00', timeZone) : undefined,
  };
}

function filtered<O>(
  q: SelectQueryBuilder<DB, 'activity_log', O>,
  f: ActivityFilters,
): SelectQueryBuilder<DB, 'activity_log', O> {
  let query = q.where('activity_log.merchant_id', '=', f.merchant_id);
  if (f.person !== undefined) query = query.where('activity_log.actor_user_id', '=', f.person);
  if (f.area !== undefined) query = query.where('activity_log.area', '=', f.area);
  if (f.resource_type !== undefined) {
    query = query.where('activity_log.resource_type', '=', f.resource_type);
  }
  if (f.resource_id !== undefined) {
    query = query.where('activity_log.resource_id', '=', f.resource_id);
  }
  if (f.begin !== undefined) query = query.where('activity_log.occurred_at', '>=', f.begin);
  if (f.end !== undefined) query = query.where('activity_log.occurred_at', '<', f.end);
  return query;
}

const activityPage = keysetQueryOn(
  'activity_log',
  'occurred_at',
  (db: Kysely<DB>, f: ActivityFilters) =>
    filtered(db.selectFrom('activity_log'), f).selectAll('activity_log'),
);

/** One page of the log, newest first unless told. */
export async function listActivity(
  ctx: MerchantContext,
  filters: ActivityFilters,
  page: PageRequest,
): Promise<Page<ActivityEntryT>> {
  return mapPage(await activityPage(ctx.db, filters, page), toActivityEntry);
}

/** The filtered log, newest first, one keyset batch at a time (for the CSV export). */
export async function* activityBatches(
  db: Kysely<DB>,
  filters: ActivityFilters,
  batchSize: number,
): AsyncGenerator<ActivityEntryT[]> {
  let after: PageRequest['after'] = null;
  for (;;) {
    const page = await activityPage(db, filters, { order: 'DESC', limit: batchSize, after });
    if (page.items.length > 0) yield page.items.map(toActivityEntry);
    if (!page.next) return;
    after = page.next;
  }
}

/** The time zone `day` is read in: the location's, or UTC without one (404 for an unknown one). */
export async function dayTimeZone(
  ctx: MerchantContext,
  locationId: string | undefined,
): Promise<string> {
  if (locationId === undefined) return 'UTC';
  const found = await ctx.db
    .selectFrom('locations')
    .select('timezone')
    .where('merchant_id', '=', ctx.merchantId)
    .where('id', '=', locationId)
    .executeTakeFirst();
  if (!found) throw notFound(`Location ${locationId}`);
  return found.timezone;
}

const nameQuery = compiledQuery((db: Kysely<DB>, v: { merchant_id: string; id: string }) =>
  db
    .selectFrom('employees')
    .select(['first_name', 'last_name'])
    .where('merchant_id', '=', v.merchant_id)
    .where('id', '=', v.id),
);

/** " of Maria Lopez" of an employee already read, as a summary names them. */
export const ofPerson = (person: { first_name: string; last_name: string }) =>
  ` of ${person.first_name} ${person.last_name}`;

/** " of Maria Lopez", or nothing for an unknown employee. */
export async function ofEmployee(tctx: MerchantContext, employeeId: string): Promise<string> {
  const [row] = await nameQuery(tctx.db, { merchant_id: tctx.merchantId, id: employeeId });
  return row ? ofPerson(row) : '';
}
