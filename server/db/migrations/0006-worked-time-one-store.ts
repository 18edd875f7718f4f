import { sql, type Kysely, type Transaction } from 'kysely';

/**
 * Worked time in one store (docs/decisions/2026-11-25-worked-time-one-store.md): every v1
 * timecard becomes a row of `shifts`, its events move to `shift_events`, and the timecard tables
 * are dropped.
 *
 * - A timecard that duplicates a shift (same employee, overlapping time, both live) is merged into
 *   that shift: the shift row stays (breaks, wage), the timecard's events are attached to it, and
 *   the timecard's id becomes an alias (`shift_aliases`) that the by-id lookups of both
 *   generations consult. When the timecard was changed after the shift and its times differ by a
 *   minute or more, the timecard's (later) times are taken.
 * - Any other timecard becomes a shift with the same id (no wage, version 1), deleted ones as
 *   deleted rows.
 */

/** `OPEN_SHIFT_END_SORT` in schema.ts, written out: a migration never changes with the code. */
const OPEN_END_SORT = '9999-12-31T23:59:59.999Z';
const CHUNK = 400;
const MINUTE = 60_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
type AnyDb = Kysely<any>;

interface Timecard {
  id: string;
  merchant_id: string;
  employee_id: string;
  clockin_time: string;
  clockout_time: string | null;
  clockin_location_id: string | null;
  clockout_location_id: string | null;
  deleted: number;
  created_at: string;
  updated_at: string;
}

interface Shift {
  id: string;
  employee_id: string;
  start_at: string;
  end_at: string | null;
  version: number;
  updated_at: string;
}

const endMs = (end: string | null) => (end === null ? Infinity : Date.parse(end));

function overlap(tc: Timecard, s: Shift): number {
  const from = Math.max(Date.parse(tc.clockin_time), Date.parse(s.start_at));
  const to = Math.min(endMs(tc.clockout_time), endMs(s.end_at));
  if (to <= from) return 0;
  return to === Infinity ? Number.MAX_SAFE_INTEGER : to - from;
}

function differ(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a !== b;
  return Math.abs(Date.parse(a) - Date.parse(b)) >= MINUTE;
}

async function insertChunks(db: AnyDb, table: string, rows: object[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
}

async function moveTimecards(db: AnyDb) {
  const timecards = (await db
    .selectFrom('timecards')
    .selectAll()
    .orderBy('employee_id')
    .orderBy('clockin_time')
    .orderBy('id')
    .execute()) as Timecard[];
  const shifts = (await db
    .selectFrom('shifts')
    .select(['id', 'employee_id', 'start_at', 'end_at', 'version', 'updated_at'])
    .orderBy('employee_id')
    .orderBy('start_at')
    .execute()) as Shift[];
  const shiftsOf = new Map<string, Shift[]>();
  for (const s of shifts) {
    const list = shiftsOf.get(s.employee_id) ?? [];
    list.push(s);
    shiftsOf.set(s.employee_id, list);
  }
  const locations = (await db
    .selectFrom('locations')
    .select(['id', 'merchant_id', 'timezone'])
    .orderBy('created_at')
    .orderBy('id')
    .execute()) as { id: string; merchant_id: string; timezone: string }[];
  const zoneOf = new Map(locations.map((l) => [l.id, l.timezone]));
  const merchantFirst = new Map<string, string>();
  for (const l of locations)
    if (!merchantFirst.has(l.merchant_id)) merchantFirst.set(l.merchant_id, l.id);
  const assigned = (await db
    .selectFrom('employee_locations as el')
    .innerJoin('locations as l', 'l.id', 'el.location_id')
    .select(['el.employee_id', 'el.location_id'])
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute()) as { employee_id: string; location_id: string }[];
  const employeeFirst = new Map<string, string>();
  for (const a of assigned) {
    if (!employeeFirst.has(a.employee_id)) employeeFirst.set(a.employee_id, a.location_id);
  }

  // Open timecards are paired first, so an open timecard finds the open shift it duplicates.
  const claimed = new Set<string>();
  const aliases: object[] = [];
  const newShifts: object[] = [];
  const ordered = [
    ...timecards.filter((t) => t.clockout_time === null),
    ...timecards.filter((t) => t.clockout_time !== null),
  ];
  for (const tc of ordered) {
    const twin =
      tc.deleted === 1
        ? undefined
        : (shiftsOf.get(tc.employee_id) ?? [])
            .filter((s) => !claimed.has(s.id) && overlap(tc, s) > 0)
            .filter((s) => (s.end_at === null) === (tc.clockout_time === null))
            .sort((a, b) => overlap(tc, b) - overlap(tc, a))[0];
    if (twin) {
      claimed.add(twin.id);
      aliases.push({ id: tc.id, merchant_id: tc.merchant_id, shift_id: twin.id });
      const newer = tc.updated_at > twin.updated_at;
      const moved =
        newer && (differ(tc.clockin_time, twin.start_at) || differ(tc.clockout_time, twin.end_at));
      await db
        .updateTable('shifts')
        .set({
          clockout_location_id: tc.clockout_location_id,
          ...(moved
            ? {
                start_at: tc.clockin_time,
                end_at: tc.clockout_time,
                end_sort: tc.clockout_time ?? OPEN_END_SORT,
                version: twin.version + 1,
                updated_at: tc.updated_at,
              }
            : {}),
        })
        .where('id', '=', twin.id)
        .execute();
      continue;
    }
    const locationId =
      tc.clockin_location_id ??
      employeeFirst.get(tc.employee_id) ??
      merchantFirst.get(tc.merchant_id);
    if (locationId === undefined) {
      throw new Error(`timecard ${tc.id}: its merchant has no location to record it at`);
    }
    newShifts.push({
      id: tc.id,
      merchant_id: tc.merchant_id,
      employee_id: tc.employee_id,
      location_id: locationId,
      timezone: zoneOf.get(locationId)!,
      start_at: tc.clockin_time,
      end_at: tc.clockout_time,
      end_sort: tc.clockout_time ?? OPEN_END_SORT,
      status: tc.clockout_time === null ? 'OPEN' : 'CLOSED',
      wage_title: null,
      wage_amount: null,
      wage_currency: null,
      version: 1,
      created_at: tc.created_at,
      updated_at: tc.updated_at,
      deleted: tc.deleted,
      clockout_location_id: tc.clockout_location_id,
    });
  }
  await insertChunks(db, 'shifts', newShifts);
  await insertChunks(db, 'shift_aliases', aliases);
  await sql`
    insert into shift_events
      (id, merchant_id, shift_id, event_type, clockin_time, clockout_time, created_at, seq)
    select e.id, e.merchant_id, coalesce(a.shift_id, e.timecard_id), e.event_type,
      e.clockin_time, e.clockout_time, e.created_at, e.seq
    from timecard_events e left join shift_aliases a on a.id = e.timecard_id`.execute(db);
}

async function up_(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('shifts')
    .addColumn('deleted', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`deleted in (0, 1)`),
    )
    .execute();
  await db.schema
    .alterTable('shifts')
    .addColumn('clockout_location_id', 'varchar(36)', (c) => c.references('locations.id'))
    .execute();
  // One open record per employee, whichever generation opened it; a deleted one holds nothing.
  await db.schema.dropIndex('shifts_one_open_per_employee').execute();
  await db.schema
    .createIndex('shifts_one_open_per_employee')
    .on('shifts')
    .column('employee_id')
    .unique()
    .where(sql.ref('end_at'), 'is', null)
    .where(sql.ref('deleted'), '=', 0)
    .execute();
  // listTimecards (keyset on created_at, id): by employee, by deleted, by clock-out range.
  for (const [name, columns] of [
    ['shifts_merchant_employee_created', ['merchant_id', 'employee_id', 'created_at', 'id']],
    ['shifts_merchant_deleted_created', ['merchant_id', 'deleted', 'created_at', 'id']],
    ['shifts_merchant_end_at', ['merchant_id', 'end_at']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('shifts')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('shift_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('shift_id', 'varchar(36)', (c) => c.notNull().references('shifts.id'))
    .addColumn('event_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('clockin_time', 'varchar(24)')
    .addColumn('clockout_time', 'varchar(24)')
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addUniqueConstraint('shift_events_seq', ['shift_id', 'seq'])
    .execute();
  await db.schema
    .createTable('shift_aliases')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('shift_id', 'varchar(36)', (c) => c.notNull().references('shifts.id'))
    .execute();

  await moveTimecards(db);
  await db.schema.dropTable('timecard_events').execute();
  await db.schema.dropTable('timecards').execute();
}

/** One transaction on both engines (the migrator opens one on PostgreSQL, not on SQLite). */
export async function up(db: AnyDb): Promise<void> {
  if (db.isTransaction) return up_(db);
  await db.transaction().execute((trx: Transaction<unknown>) => up_(trx as AnyDb));
}

export function down(): Promise<void> {
  return Promise.reject(new Error('0006-worked-time-one-store cannot be undone'));
}
