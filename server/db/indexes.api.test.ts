/**
 * Every index earns its place: each index of the schema (primary keys and UNIQUE constraints
 * aside) is listed here with a query the service runs whose plan, on the engine under test, uses
 * it, or, for a unique index, the rule it enforces. An index no listed query uses fails, and so
 * does a new index without an entry. The queries are written as the service module named beside
 * each one builds them (the same filters and order), with stand-in values: a plan depends on
 * the shape of a query, not on its values.
 */
import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueForVoid } from '../modules/payments';
import { seedDemo } from '../seed/demo';
import { createTestDatabase, type TestDatabase } from '../testing/harness';
import type { DB } from './schema';
import { migrateToLatest, openDatabase, type Database } from '.';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- probes name tables generically
type AnyDb = Kysely<any>;
type Probe = (db: AnyDb) => Compilable;
type Use = { probe: Probe } | { rule: string };

/**
 * The seeded merchant, one of its locations and employees, and the last day: set before the
 * probes run. PostgreSQL plans with the values bound and its statistics, so they are real ones.
 */
const V = { merchant: '', location: '', employee: '', from: '', to: '' };
/** An id nothing has (the rows of a page of parents). */
const ID = '00000000-0000-4000-8000-000000000001';
type Value = string | number | (() => string);
type Eq = ReadonlyArray<readonly [column: string, value: Value]>;
const value = (v: Value) => (typeof v === 'function' ? v() : v);

/**
 * A keyset page as `db/keyset.ts` loads it: the merchant's rows with `eq`, newest `sort` first,
 * one more than a page.
 */
function page(table: string, eq: Eq, sort = 'created_at', merchant = 'merchant_id'): Probe {
  return (db) => {
    let q = db.selectFrom(table).selectAll().where(merchant, '=', V.merchant);
    for (const [column, v] of eq) q = q.where(column, '=', value(v));
    return q.orderBy(sort, 'desc').orderBy('id', 'desc').limit(51);
  };
}

/** The rows of one parent (or of a page of parents), in the order they are shown. */
function children(table: string, parent: string, order: string[] = []): Probe {
  return (db) => {
    let q = db.selectFrom(table).selectAll().where(parent, 'in', [ID, ID]);
    for (const column of order) q = q.orderBy(column);
    return q;
  };
}

/**
 * What deposits/settle reads of one location and settlement period: `column` in the period,
 * with `eq`, in the period's currency, oldest first. `ms`: the column is stored as milliseconds.
 */
function period(table: string, column: string, eq: Eq, ms = false): Probe {
  return (db) => {
    let q = db.selectFrom(table).selectAll().where('location_id', '=', V.location);
    for (const [c, v] of eq) q = q.where(c, '=', value(v));
    return q
      .where(column, '>=', ms ? Date.parse(V.from) : V.from)
      .where(column, '<', ms ? Date.parse(V.to) : V.to)
      .where('currency', '=', 'USD')
      .orderBy(column);
  };
}

const L = ['location_id', () => V.location] as const;
const E = ['employee_id', () => V.employee] as const;
const USES: Record<string, Use> = {
  // locations.service, staff/roles.service, labor/*.service: the lists.
  locations_merchant: { probe: page('locations', []) },
  roles_merchant_created: { probe: page('roles', []) },
  employees_merchant_created: { probe: page('employees', []) },
  employees_merchant_status: { probe: page('employees', [['status', 'ACTIVE']]) },
  employees_merchant_external: { probe: page('employees', [['external_id', 'x']]) },
  break_types_merchant_created: { probe: page('break_types', []) },
  break_types_merchant_location: { probe: page('break_types', [L]) },
  employee_wages_merchant_created: { probe: page('employee_wages', []) },
  employee_wages_merchant_employee: { probe: page('employee_wages', [E]) },
  workweek_configs_one_per_merchant: { rule: 'one workweek config per merchant' },
  // labor/shifts-search searchShifts, one sort field each; staff/timecards.service listTimecards.
  shifts_merchant_start: { probe: page('shifts', [['deleted', 0]], 'start_at') },
  shifts_merchant_end: { probe: page('shifts', [['deleted', 0]], 'end_sort') },
  shifts_merchant_created: { probe: page('shifts', []) },
  shifts_merchant_updated: { probe: page('shifts', [['deleted', 0]], 'updated_at') },
  shifts_merchant_location_start: { probe: page('shifts', [L, ['deleted', 0]], 'start_at') },
  shifts_merchant_employee_start: {
    probe: page('shifts', [E, ['deleted', 0]], 'start_at'),
  },
  shifts_merchant_status_start: {
    probe: page(
      'shifts',
      [
        ['status', 'OPEN'],
        ['deleted', 0],
      ],
      'start_at',
    ),
  },
  shifts_merchant_employee_created: { probe: page('shifts', [E]) },
  shifts_merchant_deleted_created: { probe: page('shifts', [['deleted', 1]]) },
  shifts_one_open_per_employee: { rule: 'one OPEN shift per employee' },
  shift_breaks_shift: { probe: children('shift_breaks', 'shift_id', ['shift_id', 'start_at']) },

  // payments/v1-payments.service listV1Payments (the merchant's, and per location).
  checkouts_merchant_completed_created: { probe: page('checkouts', [['completed', 1]]) },
  checkouts_merchant_location_completed_created: {
    probe: page('checkouts', [L, ['completed', 1]]),
  },
  // payments.service listPayments, one filter each; search.service by amount and last 4.
  payments_merchant_created: { probe: page('payments', []) },
  payments_merchant_location_created: { probe: page('payments', [L]) },
  // payments.service voidExpired, before every payments read (and listPayments by status).
  payments_merchant_status_created: {
    probe: (db) => dueForVoid(db as Kysely<DB>, { merchant_id: V.merchant, now: Date.parse(V.to) }),
  },
  payments_merchant_last4_created: { probe: page('payments', [['last_4', '1111']]) },
  payments_merchant_brand_created: { probe: page('payments', [['card_brand', 'VISA']]) },
  payments_merchant_total_created: { probe: page('payments', [['total_amount', 100]]) },
  payments_merchant_idempotency_key: {
    rule: "a createPayment key charges once per merchant (and cancelByIdempotencyKey's lookup)",
  },
  // v1-payments.service relatedOf: the tenders of a page of checkouts.
  payments_checkout: {
    probe: children('payments', 'checkout_id', ['checkout_id', 'tender_position']),
  },
  // deposits/settle: a location's card charges of one settlement period.
  payments_location_status_completed: {
    probe: period(
      'payments',
      'completed_at',
      [
        ['status', 'COMPLETED'],
        ['source_type', 'CARD'],
      ],
      true,
    ),
  },
  // refunds.service listPaymentRefunds, v1-refunds.service, search.service.
  refunds_merchant_created: { probe: page('refunds', []) },
  refunds_merchant_location_created: { probe: page('refunds', [L]) },
  refunds_merchant_status_created: { probe: page('refunds', [['status', 'COMPLETED']]) },
  refunds_merchant_source_created: { probe: page('refunds', [['source_type', 'CARD']]) },
  refunds_merchant_amount_created: { probe: page('refunds', [['amount', 100]]) },
  // payment-wire refundsOf: a page of payments' refunds; relatedOf: a page of checkouts'.
  refunds_payment: { probe: children('refunds', 'payment_id', ['payment_id', 'created_at']) },
  refunds_checkout: { probe: children('refunds', 'checkout_id', ['checkout_id', 'created_at']) },
  // deposits/settle: a location's completed refunds of one period.
  refunds_location_status_updated: {
    probe: period('refunds', 'updated_at', [
      ['status', 'COMPLETED'],
      ['source_type', 'CARD'],
    ]),
  },

  // deposits: bank accounts, the settlement job, the deposits lists.
  bank_accounts_location: { rule: 'a location deposits to one account' },
  bank_accounts_merchant: {
    probe: (db) =>
      db
        .selectFrom('bank_accounts')
        .selectAll()
        .where('merchant_id', '=', V.merchant)
        .orderBy('id'),
  },
  ledger_adjustments_location_effective: {
    probe: period('ledger_adjustments', 'effective_at', []),
  },
  settlements_location_period_end: { rule: 'one settlement per location and period' },
  settlements_resends: { rule: 'a failed settlement is resent once' },
  settlements_merchant_initiated: { probe: page('settlements', [], 'initiated_at') },
  settlements_merchant_location_initiated: { probe: page('settlements', [L], 'initiated_at') },
  settlements_merchant_status_initiated: {
    probe: page('settlements', [['status', 'SENT']], 'initiated_at'),
  },
  settlements_merchant_location_status_initiated: {
    probe: page('settlements', [L, ['status', 'SENT']], 'initiated_at'),
  },
  settlements_merchant_total_initiated: {
    probe: page('settlements', [['total_amount', 100]], 'initiated_at'),
  },
  // A settlement's entries are read by their primary key (settlement_id, position) since 0019.
  settlement_entries_charge_once: { rule: 'a charge is settled once' },
  settlement_entries_refund_once: { rule: 'a refund is settled once' },
  settlement_entries_adjustment_once: { rule: 'an adjustment is settled once' },

  // cash-drawers.service, today.service.
  cash_drawer_shifts_location_opened: { probe: page('cash_drawer_shifts', [L], 'opened_at') },
  cash_drawer_shifts_merchant_state: {
    probe: (db) =>
      db
        .selectFrom('cash_drawer_shifts')
        .selectAll()
        .where('merchant_id', '=', V.merchant)
        .where('state', '=', 'OPEN')
        .orderBy('opened_at')
        .orderBy('id'),
  },
  cash_drawer_shifts_merchant_closed: {
    probe: (db) =>
      db
        .selectFrom('cash_drawer_shifts')
        .selectAll()
        .where('merchant_id', '=', V.merchant)
        .where('closed_at', '>=', V.from)
        .orderBy('closed_at', 'desc')
        .orderBy('id', 'desc'),
  },
  cash_drawer_events_shift_created: {
    probe: children('cash_drawer_events', 'shift_id', ['shift_id', 'created_at', 'id']),
  },

  // orders.service listOrders, today.service, search.service.
  online_orders_location_created: { probe: page('online_orders', [L]) },
  online_orders_location_state_created: { probe: page('online_orders', [L, ['state', 'OPEN']]) },
  online_orders_merchant_state_created: {
    probe: (db) =>
      db
        .selectFrom('online_orders')
        .selectAll()
        .where('merchant_id', '=', V.merchant)
        .where('state', '=', 'OPEN')
        .orderBy('created_at')
        .orderBy('id'),
  },
  online_orders_merchant_total_created: { probe: page('online_orders', [['total_amount', 100]]) },
  online_order_history_order_position: {
    rule: 'one history entry per order and position (and the order history, in order)',
  },

  // better-auth (its adapter's lookups) and team accounts.
  session_userId_idx: { probe: children('session', 'userId') },
  account_userId_idx: { probe: children('account', 'userId') },
  verification_identifier_idx: { probe: children('verification', 'identifier') },
  twoFactor_userId_idx: { probe: children('twoFactor', 'userId') },
  passkey_userId_idx: { probe: children('passkey', 'userId') },
  passkey_credentialID_idx: { probe: children('passkey', 'credentialID') },
  team_members_merchant: { probe: page('team_members', []) },
  team_members_set: { probe: children('team_members', 'permission_set_id') },
  invitations_merchant: {
    probe: (db) =>
      db
        .selectFrom('invitations')
        .selectAll()
        .where('merchant_id', '=', V.merchant)
        .orderBy('created_at', 'desc'),
  },
  // activity.service listActivity, one filter each.
  activity_log_merchant: { probe: page('activity_log', [], 'occurred_at') },
  activity_log_person: { probe: page('activity_log', [['actor_user_id', ID]], 'occurred_at') },
  activity_log_area: { probe: page('activity_log', [['area', 'payments']], 'occurred_at') },
  activity_log_type: { probe: page('activity_log', [['resource_type', 'payment']], 'occurred_at') },
  activity_log_resource: { probe: page('activity_log', [['resource_id', ID]], 'occurred_at') },
  // developer/oauth.service: the merchant's apps, and what revoking one takes back.
  oauth_apps_merchant: {
    probe: (db) =>
      db
        .selectFrom('oauth_apps')
        .selectAll()
        .where('merchant_id', '=', V.merchant)
        .orderBy('created_at', 'desc'),
  },
  oauth_refresh_tokens_app: {
    probe: (db) =>
      db
        .selectFrom('oauth_refresh_tokens')
        .selectAll()
        .where('app_id', '=', ID)
        .where('merchant_id', '=', V.merchant),
  },
  access_tokens_app: {
    probe: (db) =>
      db
        .selectFrom('access_tokens')
        .selectAll()
        .where('app_id', '=', ID)
        .where('merchant_id', '=', V.merchant),
  },
};

interface IndexRow {
  name: string;
  unique: boolean;
}

/** The schema's indexes, without those of primary keys and UNIQUE constraints. */
async function schemaIndexes(database: Database): Promise<IndexRow[]> {
  const { db } = database;
  if (database.engine === 'sqlite') {
    const rows = await db.executeQuery<{ name: string; sql: string }>(
      CompiledQuery.raw(
        "select name, sql from sqlite_master where type = 'index' and sql is not null",
      ),
    );
    return rows.rows.map((r) => ({ name: r.name, unique: /^create unique/i.test(r.sql) }));
  }
  const rows = await db.executeQuery<{ name: string; unique: boolean }>(
    CompiledQuery.raw(
      `select i.relname as name, x.indisunique as unique
         from pg_index x
         join pg_class i on i.oid = x.indexrelid
         join pg_namespace n on n.oid = i.relnamespace
        where n.nspname = current_schema()
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    ),
  );
  return rows.rows;
}

/**
 * The plan of `query`, one line per step. PostgreSQL plans the small test tables as it would large
 * ones: through an index rather than a scan, and in the index's order rather than sorting (a
 * keyset page stops at its limit).
 */
async function plan(database: Database, query: Compilable): Promise<string> {
  const { sql: text, parameters } = query.compile();
  if (database.engine === 'sqlite') {
    const rows = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
    );
    return rows.rows.map((r) => r.detail).join('\n');
  }
  return database.db.transaction().execute(async (trx) => {
    for (const kind of ['seqscan', 'bitmapscan', 'sort']) {
      await trx.executeQuery(CompiledQuery.raw(`set local enable_${kind} = off`));
    }
    const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${text}`, [...parameters]),
    );
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('indexes', () => {
  let target: TestDatabase;
  let database: Database;
  let indexes: IndexRow[];

  beforeAll(async () => {
    target = await createTestDatabase();
    database = openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: target.sqlitePath });
    await migrateToLatest(database.db);
    const now = new Date();
    const seeded = await seedDemo(database.db, { employees: 12, days: 14, seed: 1, now });
    const employee = await database.db
      .selectFrom('employees')
      .select('id')
      .where('merchant_id', '=', seeded.merchantId)
      .executeTakeFirstOrThrow();
    Object.assign(V, {
      merchant: seeded.merchantId,
      location: seeded.locationIds[0]!,
      employee: employee.id,
      from: new Date(now.getTime() - 86_400_000).toISOString(),
      to: now.toISOString(),
    });
    if (database.engine === 'postgres') await sql`analyze`.execute(database.db);
    indexes = (await schemaIndexes(database)).sort((a, b) => a.name.localeCompare(b.name));
  });

  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it('lists every index of the schema, and only those', () => {
    const names = indexes.map((i) => i.name);
    expect(names.filter((n) => !(n in USES))).toEqual([]);
    expect(Object.keys(USES).filter((n) => !names.includes(n))).toEqual([]);
  });

  it('keeps a unique index only for a rule', () => {
    const rules = Object.entries(USES).filter(([, use]) => 'rule' in use);
    const notUnique = rules.filter(([name]) => !indexes.find((i) => i.name === name)?.unique);
    expect(notUnique.map(([name]) => name)).toEqual([]);
  });

  it('uses every other index in the plan of a query the service runs', async () => {
    const unused: Array<{ index: string; plan: string }> = [];
    for (const [index, use] of Object.entries(USES)) {
      if (!('probe' in use)) continue;
      const text = await plan(database, use.probe(database.db as AnyDb)).catch(String);
      if (!new RegExp(`\\b${index}\\b`).test(text)) unused.push({ index, plan: text });
    }
    expect(unused).toEqual([]);
  });
});
