import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { newId } from '../../lib/ids';

/**
 * A settlement's entries are keyed by their settlement and position, which 0005 indexed already
 * (`settlement_entries_settlement`): the wire gives an entry no id (V1SettlementEntry), nothing
 * looked one up by it, and its merchant and currency are its settlement's (a settlement's total is
 * the sum of its entries). Without the id, its primary-key index, the merchant and the currency,
 * an entry takes about 45 % less (with the index, about 0.12 kB of the bench seed's sale). The
 * table is rebuilt, the same on both engines (SQLite cannot drop a key column); the rules' partial
 * unique indexes are made again. Undone, each entry gets a new id and its settlement's merchant
 * and currency.
 */
const TABLE = 'settlement_entries';
const NEXT = 'settlement_entries_next';
const BATCH = 500;

/** The columns both shapes have, in their order. */
const SHARED = [
  'settlement_id',
  'position',
  'type',
  'payment_id',
  'refund_id',
  'adjustment_id',
  'amount',
  'fee_amount',
  'carried_from_settlement_id',
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
type AnyDb = Kysely<any>;

/** Creates the entries table as `name`, keyed by position (`keyed`) or as 0005 made it. */
async function create(db: AnyDb, name: string, keyed: boolean): Promise<void> {
  let t: CreateTableBuilder<string, string> = db.schema.createTable(name);
  if (!keyed) {
    t = t
      .addColumn('id', 'varchar(36)', (c) => c.notNull())
      .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'));
  }
  t = t
    .addColumn('settlement_id', 'varchar(36)', (c) =>
      c.notNull().references('settlements.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('payment_id', 'varchar(36)', (c) => c.references('payments.id'))
    .addColumn('refund_id', 'varchar(36)', (c) => c.references('refunds.id'))
    .addColumn('adjustment_id', 'varchar(36)', (c) => c.references('ledger_adjustments.id'));
  if (!keyed) t = t.addColumn('currency', 'varchar(3)', (c) => c.notNull());
  await t
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee_amount', 'bigint', (c) => c.notNull())
    .addColumn('carried_from_settlement_id', 'varchar(36)', (c) => c.references('settlements.id'))
    // Named apart from the other shape's key: on PostgreSQL a key's index is named in the schema.
    .addPrimaryKeyConstraint(
      keyed ? 'settlement_entries_key' : 'settlement_entries_pkey',
      keyed ? ['settlement_id', 'position'] : ['id'],
    )
    .addCheckConstraint('settlement_entries_fee_not_positive', sql`fee_amount <= 0`)
    .addCheckConstraint(
      'settlement_entries_source',
      sql`(type = 'CHARGE' and payment_id is not null and refund_id is null and adjustment_id is null)
        or (type = 'REFUND' and payment_id is not null and refund_id is not null and adjustment_id is null)
        or (type in ('ADJUSTMENT', 'HOLD_ADJUSTMENT') and refund_id is null and adjustment_id is not null)`,
    )
    .execute();
}

/** Drops the old table, names the new one `settlement_entries` and indexes it as `keyed` needs. */
async function replace(db: AnyDb, keyed: boolean): Promise<void> {
  await db.schema.dropTable(TABLE).execute();
  await db.schema.alterTable(NEXT).renameTo(TABLE).execute();
  if (!keyed) {
    await db.schema
      .createIndex('settlement_entries_settlement')
      .on(TABLE)
      .columns(['settlement_id', 'position'])
      .execute();
  }
  // Each ledger row is settled once: at most one original (not carried) entry per row (0005).
  for (const [name, column] of [
    ['settlement_entries_charge_once', 'payment_id'],
    ['settlement_entries_refund_once', 'refund_id'],
    ['settlement_entries_adjustment_once', 'adjustment_id'],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on(TABLE)
      .columns([column])
      .unique()
      .where((eb) =>
        eb.and([
          eb(sql.ref(column), 'is not', null),
          eb(sql.ref('carried_from_settlement_id'), 'is', null),
          ...(column === 'payment_id' ? [eb(sql.ref('type'), '=', sql.lit('CHARGE'))] : []),
        ]),
      )
      .execute();
  }
}

export async function up(db: AnyDb): Promise<void> {
  await create(db, NEXT, true);
  const columns = sql.join(SHARED.map((c) => sql.ref(c)));
  await sql`insert into ${sql.table(NEXT)} (${columns}) select ${columns} from ${sql.table(TABLE)}`.execute(
    db,
  );
  await replace(db, true);
}

type Entry = Record<(typeof SHARED)[number] | 'merchant_id' | 'currency', unknown> & {
  settlement_id: string;
  position: number;
};

export async function down(db: AnyDb): Promise<void> {
  await create(db, NEXT, false);
  let after: Entry | undefined;
  for (;;) {
    let q = db
      .selectFrom(`${TABLE} as e`)
      .innerJoin('settlements as s', 's.id', 'e.settlement_id')
      .select([...SHARED.map((c) => `e.${c}` as const), 's.merchant_id', 's.currency']);
    if (after) {
      const { settlement_id, position } = after;
      q = q.where((eb) =>
        eb.or([
          eb('e.settlement_id', '>', settlement_id),
          eb.and([eb('e.settlement_id', '=', settlement_id), eb('e.position', '>', position)]),
        ]),
      );
    }
    const rows = (await q
      .orderBy('e.settlement_id')
      .orderBy('e.position')
      .limit(BATCH)
      .execute()) as Entry[];
    if (rows.length > 0) {
      await db
        .insertInto(NEXT)
        .values(rows.map((r) => ({ id: newId(), ...r })))
        .execute();
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1];
  }
  await replace(db, false);
}
