import type { Kysely } from 'kysely';

/**
 * The failed-authentication counters of the PostgreSQL throttle (`http/throttle.ts`), in the
 * layout rate-limiter-flexible expects. Created here rather than by the library at start: two
 * instances starting at once both ran its `CREATE TABLE IF NOT EXISTS`, which PostgreSQL does
 * not serialise (42P07), while migrations run one instance at a time. `ifNotExists` keeps
 * databases where the library already created it. Unused on SQLite (counters in memory).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_throttle')
    .ifNotExists()
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_throttle').ifExists().execute();
}
