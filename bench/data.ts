/**
 * The benchmark's database: a freshly seeded temp SQLite file, a demo database given, or the same
 * seed in a throwaway PostgreSQL cluster (`scripts/pg-cluster.ts`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { ALL_SCOPES } from '../server/auth/scopes';
import { issueToken, revokeToken } from '../server/auth/tokens';
import { migrateToLatest, openDatabase } from '../server/db';
import type { DB } from '../server/db/schema';
import { DEMO_MERCHANT_SETTING, seedDemo } from '../server/seed/demo';
import { startPgCluster } from '../scripts/pg-cluster';
import { numbered, type Query, type Row } from './baseline/query';
import { parentOf } from './proc';
import type { SearchWeek } from './targets';

export interface BenchData {
  sqlitePath: string;
  /** Set when the data is in PostgreSQL (then `sqlitePath` is not used). */
  databaseUrl?: string | undefined;
  /** PostgreSQL's server process (its backends are its children), when there is one. */
  databasePid?: number | undefined;
  /**
   * The bench's own connection to the data (`?` placeholders on both engines): it picks what the
   * writes edit, reads what they stored and undoes clock-ins.
   */
  query: Query;
  /** The demo merchant the lists and writes are of (the token's). */
  merchantId: string;
  employees: number;
  timecards: number;
  shifts: number;
  payments: number;
  /** The week at one location that searchShifts is measured on. */
  week: SearchWeek;
  /** All scopes. */
  token: string;
  /** Issued and revoked: both servers must reject it. */
  revokedToken: string;
  /** Revokes the tokens, or deletes the temp database. */
  cleanup(): Promise<void>;
}

export interface DataOptions {
  employees: number;
  days: number;
  /** An existing database seeded by `npm run seed`; a temp one is seeded when absent. */
  database?: string | undefined;
  /** Shifts a freshly seeded database gets at least (default 200,000), see `addShiftHistory`. */
  minShifts?: number;
  /** About how many payments a freshly seeded database gets (`seedDemo`'s `payments`). */
  payments?: number;
  /** Seed a throwaway PostgreSQL cluster instead of a SQLite file (no `database` then). */
  engine?: 'sqlite' | 'postgres';
}

const DAY_MS = 86_400_000;

/**
 * Ids derived from a seeded (version 4) id, one per round: its version digit becomes another one
 * (so a copy is never taken for a seeded row) and, from the 16th round on, its variant digit (8,
 * 9, a or b in a seeded id) one of the others.
 */
const VERSION_DIGITS = ['a', 'b', 'c', 'd', 'e', 'f', '0', '1', '2', '3', '5', '6', '7', '8', '9'];
const OTHER_VARIANT_DIGITS = '01234567cdef';
const MAX_ROUNDS = VERSION_DIGITS.length * (1 + OTHER_VARIANT_DIGITS.length);

/**
 * Tops the demo merchant's shifts up to `minShifts` in bulk: each round copies every seeded
 * CLOSED shift, with its breaks, whole weeks earlier than the seeded history (so the copies
 * overlap nothing and keep their weekdays), in two `insert … select` statements. Returns the
 * number of shifts the merchant then has.
 */
async function addShiftHistory(
  db: Kysely<DB>,
  engine: 'sqlite' | 'postgres',
  merchantId: string,
  days: number,
  minShifts: number,
): Promise<number> {
  const countShifts = async () =>
    Number(
      (
        await db
          .selectFrom('shifts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('merchant_id', '=', merchantId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const seeded = await countShifts();
  if (seeded >= minShifts || seeded === 0) return seeded;
  const rounds = Math.ceil(minShifts / seeded) - 1;
  if (rounds > MAX_ROUNDS) throw new Error(`too few seeded shifts (${seeded})`);
  const weeks = Math.ceil((days + 2) / 7);
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    for (let round = 1; round <= rounds; round++) {
      const version = VERSION_DIGITS[(round - 1) % VERSION_DIGITS.length]!;
      const pass = Math.floor((round - 1) / VERSION_DIGITS.length);
      const id = (column: string) =>
        pass === 0
          ? sql`substr(${sql.ref(column)}, 1, 14) || ${version} || substr(${sql.ref(column)}, 16)`
          : sql`substr(${sql.ref(column)}, 1, 14) || ${version} || substr(${sql.ref(column)}, 16, 4)
              || ${OTHER_VARIANT_DIGITS[pass - 1]!} || substr(${sql.ref(column)}, 21)`;
      const modifier = `-${round * weeks * 7} days`;
      const moved = (column: string) =>
        engine === 'sqlite'
          ? sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.ref(column)}, ${modifier})`
          : sql`to_char(${sql.ref(column)}::timestamp + ${modifier}::interval, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
      await sql`insert into shifts (id, merchant_id, employee_id, location_id, timezone, start_at,
          end_at, end_sort, status, wage_title, wage_amount, wage_currency, version, created_at,
          updated_at)
        select ${id('id')}, merchant_id, employee_id, location_id, timezone, ${moved('start_at')},
          ${moved('end_at')}, ${moved('end_sort')}, status, wage_title, wage_amount, wage_currency,
          version, ${moved('created_at')}, ${moved('updated_at')}
        from shifts
        where merchant_id = ${merchantId} and status = 'CLOSED' and deleted = 0
          and substr(id, 15, 1) = '4'`.execute(trx);
      await sql`insert into shift_breaks (id, shift_id, break_type_id, name, expected_duration,
          is_paid, start_at, end_at)
        select ${id('b.id')}, ${id('b.shift_id')}, b.break_type_id, b.name,
          b.expected_duration, b.is_paid, ${moved('b.start_at')}, ${moved('b.end_at')}
        from shift_breaks as b inner join shifts as s on s.id = b.shift_id
        where s.merchant_id = ${merchantId} and s.status = 'CLOSED' and s.deleted = 0
          and substr(s.id, 15, 1) = '4'`.execute(trx);
    }
  });
  const total = await countShifts();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`added ${total - seeded} earlier shifts (copies of the seeded ones) in ${seconds} s`);
  return total;
}

/**
 * The week searchShifts is measured on: at the location with the most shifts, the last whole
 * week (Monday to Sunday, UTC dates) that ended at least a week before the newest shift.
 */
async function searchWeek(db: Kysely<DB>, merchantId: string): Promise<SearchWeek> {
  const newest = await db
    .selectFrom('shifts')
    .select((eb) => eb.fn.max('start_at').as('start_at'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const last = new Date(Date.parse(String(newest.start_at).slice(0, 10)) - 7 * DAY_MS);
  const monday = last.getTime() - ((last.getUTCDay() + 6) % 7) * DAY_MS - 7 * DAY_MS;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const [startDate, endDate] = [day(monday), day(monday + 6 * DAY_MS)];
  const busiest = await db
    .selectFrom('shifts')
    .select(['location_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('merchant_id', '=', merchantId)
    .where('start_at', '>=', startDate)
    .where('start_at', '<', day(monday + 7 * DAY_MS))
    .groupBy('location_id')
    .orderBy('n', 'desc')
    .orderBy('location_id')
    .executeTakeFirstOrThrow();
  return { locationId: busiest.location_id, startDate, endDate, rows: Number(busiest.n) };
}

/** A connection for the bench itself; `close` ends it. */
function benchConnection(sqlitePath: string, databaseUrl: string | undefined) {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const query: Query = async (text, values) =>
      (await pool.query<Row>({ text: numbered(text), values })).rows;
    return { query, close: () => pool.end() };
  }
  const db = new SQLite(sqlitePath, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const query: Query = (text, values) => {
    const statement = db.prepare(text);
    if (statement.reader) return statement.all(...values) as Row[];
    statement.run(...values);
    return [];
  };
  return { query, close: () => Promise.resolve(db.close()) };
}

export async function prepareData(options: DataOptions): Promise<BenchData> {
  const engine = options.engine ?? 'sqlite';
  if (engine === 'postgres' && options.database) {
    throw new Error('--database is a SQLite file; PostgreSQL is always seeded afresh');
  }
  const dir = options.database ? undefined : mkdtempSync(join(tmpdir(), 'ledgerline-bench-'));
  const sqlitePath = dir ? join(dir, 'bench.sqlite') : resolve(options.database!);
  const cluster = engine === 'postgres' ? await startPgCluster() : undefined;
  const databaseUrl = cluster?.url;
  const database = openDatabase({ sqlitePath, databaseUrl });
  const { db } = database;
  try {
    let merchantId: string;
    if (dir) {
      await migrateToLatest(db);
      const started = performance.now();
      const seeded = await seedDemo(db, {
        employees: options.employees,
        days: options.days,
        payments: options.payments,
        seed: 7,
      });
      merchantId = seeded.merchantId;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`seeded ${databaseUrl ?? sqlitePath} in ${seconds} s`);
    } else {
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', DEMO_MERCHANT_SETTING)
        .executeTakeFirst();
      if (!row) throw new Error(`${sqlitePath} has no demo merchant (seed it with npm run seed)`);
      merchantId = row.value;
    }
    const count = async (table: 'employees' | 'shifts' | 'payments') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('merchant_id', '=', merchantId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const token = await issueToken(db, merchantId, ALL_SCOPES, 'bench');
    const revoked = await issueToken(db, merchantId, ALL_SCOPES, 'bench (revoked)');
    await revokeToken(db, revoked.id);
    const employees = await count('employees');
    // v1 timecards are shifts (one store), deleted ones included.
    const timecards = await count('shifts');
    const shifts = dir
      ? await addShiftHistory(db, engine, merchantId, options.days, options.minShifts ?? 200_000)
      : await count('shifts');
    // The planner's statistics, as a database in use has them after autovacuum.
    let databasePid: number | undefined;
    if (engine === 'postgres') {
      await sql`analyze`.execute(db);
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      databasePid = parentOf(Number(rows[0]!.pid)) ?? undefined;
    }
    const week = await searchWeek(db, merchantId);
    const payments = await count('payments');
    const connection = benchConnection(sqlitePath, databaseUrl);
    return {
      sqlitePath,
      databaseUrl,
      databasePid,
      query: connection.query,
      merchantId,
      employees,
      timecards,
      shifts,
      payments,
      week,
      token: token.token,
      revokedToken: revoked.token,
      async cleanup() {
        await connection.close();
        cluster?.stop();
        if (dir) {
          rmSync(dir, { recursive: true, force: true });
          return;
        }
        const reopened = openDatabase({ sqlitePath });
        await revokeToken(reopened.db, token.id);
        await reopened.close();
      },
    };
  } catch (error) {
    cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await database.close();
  }
}
