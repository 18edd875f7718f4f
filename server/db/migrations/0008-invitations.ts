import type { Kysely } from 'kysely';

/**
 * Invitations to join a merchant's team (server/modules/team): the owner invites an email with a
 * permission set and a refund limit; the link's secret is shown once and only its SHA-256 is kept.
 * An invitation is claimed once (`accepted_at` set by a conditional update), or revoked, or it
 * expires after seven days.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)')
    .addColumn('permission_set_id', 'varchar(36)', (c) =>
      c.notNull().references('permission_sets.id'),
    )
    .addColumn('refund_limit', 'bigint')
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_by', 'varchar(36)')
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('accepted_at', 'varchar(24)')
    .addColumn('revoked_at', 'varchar(24)')
    .execute();
  await db.schema
    .createIndex('invitations_merchant')
    .on('invitations')
    .columns(['merchant_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitations').ifExists().execute();
}
