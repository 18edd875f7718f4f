/**
 * Migration 0024 on the engine under test: a shift's events and breaks and a drawer shift's events
 * lose `merchant_id`, every other column of every row as it was, and the tables keep their
 * indexes, checks and foreign keys (their parents' included, cascades as before); undone, each row
 * has its parent's merchant again, the column as it was.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createMerchant } from '../../testing/merchants';
import { createTestDatabase, type TestDatabase } from '../../testing/harness';
import { indexDefinitions } from '../../testing/indexes';
import { migrateTo, migrateToLatest, openDatabase, type Database } from '..';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the 0023 schema is not the typed one
type AnyDb = Kysely<any>;
type Row = Record<string, unknown>;

const BEFORE = '0023-compact-sale-taxes-and-lines';
const CHILDREN = ['shift_events', 'shift_breaks', 'cash_drawer_events'] as const;
const INDEXES = ['shift_breaks_shift', 'cash_drawer_events_shift_created'];
const T = (minutes: number) => new Date(Date.UTC(2026, 7, 3, 9, minutes)).toISOString();

describe('migration 0024: child rows without merchant_id', () => {
  let target: TestDatabase;
  let database: Database;
  let db: AnyDb;
  /** Each merchant's shift and drawer shift, by merchant. */
  const parents: Array<{ merchant: string; shift: string; drawer: string }> = [];
  let rowsBefore: Record<string, Row[]>;
  let tablesBefore: Record<string, string[]>;
  let indexesBefore: Record<string, string>;

  const rows = async () =>
    Object.fromEntries(
      await Promise.all(
        CHILDREN.map(
          async (t) =>
            [t, (await db.selectFrom(t).selectAll().orderBy('id').execute()) as Row[]] as const,
        ),
      ),
    );
  const columns = async (table: string) =>
    database.engine === 'postgres'
      ? (
          await sql<{ name: string; nullable: string }>`
            select column_name as name, is_nullable as nullable from information_schema.columns
            where table_schema = current_schema() and table_name = ${table}
            order by ordinal_position`.execute(db)
        ).rows
      : (
          await sql<{ name: string; notnull: number }>`
            select name, "notnull" from pragma_table_info(${table}) order by cid`.execute(db)
        ).rows.map((c) => ({ name: c.name, nullable: c.notnull ? 'NO' : 'YES' }));
  /**
   * What each table declares beside its columns: on SQLite its stored definition (constraints,
   * checks and foreign keys in it), on PostgreSQL its constraints' definitions, by name.
   */
  const declared = async (): Promise<Record<string, string[]>> =>
    Object.fromEntries(
      await Promise.all(
        CHILDREN.map(async (table) => {
          if (database.engine === 'postgres') {
            const { rows: c } = await sql<{ name: string; def: string }>`
              select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
              where conrelid = ${table}::regclass order by conname`.execute(db);
            return [table, c.map((r) => `${r.name}: ${r.def}`)] as const;
          }
          const { rows: s } = await sql<{ sql: string }>`
            select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
          return [table, s.map((r) => r.sql)] as const;
        }),
      ),
    );

  beforeAll(async () => {
    target = await createTestDatabase();
    database = openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: target.sqlitePath });
    db = database.db as AnyDb;
    await migrateTo(database.db, BEFORE);
    for (const name of ['Parent tenant A', 'Parent tenant B']) {
      const { merchantId, locationIds } = await createMerchant(database.db, {
        businessName: name,
        approved: true,
        locations: 1,
      });
      const location = locationIds[0]!;
      const [employee, shift, drawer] = [newId(), newId(), newId()];
      parents.push({ merchant: merchantId, shift, drawer });
      await db
        .insertInto('employees')
        .values({
          id: employee,
          merchant_id: merchantId,
          first_name: 'Ada',
          last_name: name,
          status: 'ACTIVE',
          created_at: T(0),
          updated_at: T(0),
        })
        .execute();
      await db
        .insertInto('shifts')
        .values({
          id: shift,
          merchant_id: merchantId,
          employee_id: employee,
          location_id: location,
          timezone: 'America/New_York',
          start_at: T(0),
          end_at: T(480),
          end_sort: T(480),
          status: 'CLOSED',
          version: 2,
          created_at: T(0),
          updated_at: T(481),
          deleted: 0,
        })
        .execute();
      const event = (seq: number, type: string, clockout: string | null) => ({
        id: newId(),
        merchant_id: merchantId,
        shift_id: shift,
        event_type: type,
        clockin_time: T(0),
        clockout_time: clockout,
        created_at: T(seq === 1 ? 0 : 481),
        seq,
      });
      await db
        .insertInto('shift_events')
        .values([event(1, 'API_CREATE', null), event(2, 'API_EDIT', T(480))])
        .execute();
      const brk = (start: number, end: number | null, paid: number, name: string) => ({
        id: newId(),
        merchant_id: merchantId,
        shift_id: shift,
        break_type_id: newId(),
        name,
        expected_duration: paid ? 'PT10M' : 'PT30M',
        is_paid: paid,
        start_at: T(start),
        end_at: end === null ? null : T(end),
      });
      await db
        .insertInto('shift_breaks')
        .values([brk(240, 270, 0, 'Lunch'), brk(120, 130, 1, 'Rest')])
        .execute();
      await db
        .insertInto('cash_drawer_shifts')
        .values({
          id: drawer,
          merchant_id: merchantId,
          location_id: location,
          state: 'OPEN',
          device_name: 'Front counter',
          currency: 'USD',
          opening_employee_id: employee,
          starting_cash_amount: 10_000,
          cash_payment_amount: 0,
          cash_refunds_amount: 0,
          cash_paid_in_amount: 500,
          cash_paid_out_amount: 300,
          expected_cash_amount: 10_200,
          opened_at: T(0),
          updated_at: T(60),
        })
        .execute();
      const drawerEvent = (
        type: string,
        amount: number,
        at: number,
        description: string | null,
      ) => ({
        id: newId(),
        merchant_id: merchantId,
        shift_id: drawer,
        event_type: type,
        employee_id: employee,
        currency: 'USD',
        amount,
        description,
        created_at: T(at),
      });
      await db
        .insertInto('cash_drawer_events')
        .values([
          drawerEvent('PAID_IN', 500, 10, 'Coins from the bank'),
          drawerEvent('PAID_OUT', -300, 20, 'Milk delivery'),
          drawerEvent('NO_SALE', 0, 30, null),
        ])
        .execute();
    }
    rowsBefore = await rows();
    tablesBefore = await declared();
    indexesBefore = await indexDefinitions(database, INDEXES);
    await migrateToLatest(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it('drops merchant_id and keeps every other column of every row', async () => {
    for (const table of CHILDREN) {
      expect((await columns(table)).map((c) => c.name)).not.toContain('merchant_id');
    }
    const without = Object.fromEntries(
      Object.entries(rowsBefore).map(([table, list]) => [
        table,
        list.map(({ merchant_id: _, ...rest }) => rest),
      ]),
    );
    expect(await rows()).toEqual(without);
    expect(rowsBefore.shift_events).toHaveLength(4);
    expect(rowsBefore.shift_breaks).toHaveLength(4);
    expect(rowsBefore.cash_drawer_events).toHaveLength(6);
  });

  it('keeps the indexes, checks and foreign keys, but the merchant one', async () => {
    expect(Object.keys(indexesBefore).sort()).toEqual([...INDEXES].sort());
    expect(await indexDefinitions(database, INDEXES)).toEqual(indexesBefore);
    const merchantRef = '"merchant_id" varchar(36) not null references "merchants" ("id"), ';
    const expected = Object.fromEntries(
      Object.entries(tablesBefore).map(([table, defs]) => [
        table,
        database.engine === 'postgres'
          ? defs.filter(
              (d) =>
                d !==
                `${table}_merchant_id_fkey: FOREIGN KEY (merchant_id) REFERENCES merchants(id)`,
            )
          : defs.map((d) => d.replace(merchantRef, '')),
      ]),
    );
    for (const [table, defs] of Object.entries(tablesBefore)) {
      expect(expected[table]!.length + (database.engine === 'postgres' ? 1 : 0)).toBe(defs.length);
      if (database.engine === 'sqlite') expect(defs[0]).toContain(merchantRef);
    }
    expect(await declared()).toEqual(expected);
  });

  it('still refuses what the constraints refuse, and cascades as before', async () => {
    const [a] = parents;
    const { id: _e, ...event } = rowsBefore.shift_events!.find(
      (r) => r.shift_id === a!.shift && r.seq === 2,
    )!;
    const { id: _b, ...brk } = rowsBefore.shift_breaks!.find((r) => r.shift_id === a!.shift)!;
    const { id: _d, ...drawerEvent } = rowsBefore.cash_drawer_events!.find(
      (r) => r.shift_id === a!.drawer,
    )!;
    const strip = ({ merchant_id: _, ...rest }: Row) => ({ ...rest, id: newId() });
    const refused = (table: string, values: Row) =>
      expect(db.insertInto(table).values(values).execute()).rejects.toThrow();
    // The unique (shift, seq), the checks, and each foreign key.
    await refused('shift_events', strip(event));
    await refused('shift_events', { ...strip(event), seq: 9, shift_id: newId() });
    await refused('shift_breaks', { ...strip(brk), is_paid: 2 });
    await refused('shift_breaks', { ...strip(brk), end_at: brk.start_at });
    await refused('shift_breaks', { ...strip(brk), shift_id: newId() });
    await refused('cash_drawer_events', { ...strip(drawerEvent), event_type: 'REFUND' });
    await refused('cash_drawer_events', { ...strip(drawerEvent), shift_id: newId() });
    await refused('cash_drawer_events', { ...strip(drawerEvent), payment_id: newId() });
    await refused('cash_drawer_events', { ...strip(drawerEvent), refund_id: newId() });
    await db
      .insertInto('shift_events')
      .values({ ...strip(event), seq: 3 })
      .execute();

    // A drawer shift's events and a shift's breaks go with it (a shift with events cannot go).
    await expect(db.deleteFrom('shifts').where('id', '=', a!.shift).execute()).rejects.toThrow();
    await db.deleteFrom('cash_drawer_shifts').where('id', '=', a!.drawer).execute();
    const left = await db
      .selectFrom('cash_drawer_events')
      .select('shift_id')
      .where('shift_id', '=', a!.drawer)
      .execute();
    expect(left).toEqual([]);
    await db.deleteFrom('shift_events').where('shift_id', '=', a!.shift).execute();
    await db.deleteFrom('shifts').where('id', '=', a!.shift).execute();
    const breaks = await db
      .selectFrom('shift_breaks')
      .select('id')
      .where('shift_id', '=', a!.shift)
      .execute();
    expect(breaks).toEqual([]);
  });

  it("can be undone, each row with its parent's merchant, the column as it was", async () => {
    await migrateTo(database.db, BEFORE);
    const [a, b] = parents;
    const merchantOf = new Map([
      [b!.shift, b!.merchant],
      [b!.drawer, b!.merchant],
    ]);
    const now = await rows();
    for (const table of CHILDREN) {
      // Merchant A's parents went in the test before; B's rows are all there, as they were.
      const kept = rowsBefore[table]!.filter((r) => r.merchant_id === b!.merchant);
      expect(kept.length).toBeGreaterThan(0);
      expect(now[table]).toEqual(kept);
      expect(now[table]!.every((r) => r.merchant_id === merchantOf.get(r.shift_id as string))).toBe(
        true,
      );
      const merchant = (await columns(table)).find((c) => c.name === 'merchant_id');
      expect(merchant).toEqual({ name: 'merchant_id', nullable: 'NO' });
    }
    expect(await declared()).toEqual(tablesBefore);
    expect(await indexDefinitions(database, INDEXES)).toEqual(indexesBefore);
    expect(a!.merchant).not.toBe(b!.merchant);
    await migrateToLatest(database.db);
  });
});
