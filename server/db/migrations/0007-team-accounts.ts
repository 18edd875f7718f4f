import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * People who sign in to the back office. better-auth's own tables (`user`, `session`, `account`,
 * `verification`, and its plugins' `twoFactor` and `passkey`) are created here, column for column
 * as better-auth 1.7.6 creates them on each engine (its `getMigrations`): camelCase names, dates as
 * `timestamptz` and booleans as `boolean` on PostgreSQL, text and integers on SQLite (the adapter
 * converts). better-auth checks them at start and names any column that is missing.
 *
 * Ours: `team_members` (one merchant per person; the owner, or a permission set and an optional
 * refund limit in the merchant's minor units) and `permission_sets` (permissions as space-separated
 * keys; `built_in_key` marks the sets every merchant starts with).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const date = pg ? 'timestamptz' : 'date';
  const bool = pg ? 'boolean' : 'integer';
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn('updatedAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn('twoFactorEnabled', bool)
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn('updatedAt', date, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', date)
    .addColumn('refreshTokenExpiresAt', date)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn('updatedAt', date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('createdAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn('updatedAt', date, (c) => (pg ? c.defaultTo(now).notNull() : c.notNull()))
    .execute();
  await db.schema
    .createIndex('verification_identifier_idx')
    .on('verification')
    .column('identifier')
    .execute();

  await db.schema
    .createTable('twoFactor')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('backupCodes', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('verified', bool)
    .addColumn('failedVerificationCount', 'integer')
    .addColumn('lockedUntil', date)
    .execute();
  await db.schema.createIndex('twoFactor_secret_idx').on('twoFactor').column('secret').execute();
  await db.schema.createIndex('twoFactor_userId_idx').on('twoFactor').column('userId').execute();

  await db.schema
    .createTable('passkey')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('name', 'text')
    .addColumn('publicKey', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('credentialID', 'text', (c) => c.notNull())
    .addColumn('counter', 'integer', (c) => c.notNull())
    .addColumn('deviceType', 'text', (c) => c.notNull())
    .addColumn('backedUp', bool, (c) => c.notNull())
    .addColumn('transports', 'text')
    .addColumn('createdAt', date)
    .addColumn('aaguid', 'text')
    .execute();
  await db.schema.createIndex('passkey_userId_idx').on('passkey').column('userId').execute();
  await db.schema
    .createIndex('passkey_credentialID_idx')
    .on('passkey')
    .column('credentialID')
    .execute();

  await db.schema
    .createTable('permission_sets')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('built_in_key', 'varchar(64)')
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
    .addUniqueConstraint('permission_sets_name', ['merchant_id', 'name'])
    .addUniqueConstraint('permission_sets_built_in', ['merchant_id', 'built_in_key'])
    .execute();

  await db.schema
    .createTable('team_members')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('user_id', 'text', (c) =>
      c.notNull().unique().references('user.id').onDelete('cascade'),
    )
    .addColumn('is_owner', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('permission_set_id', 'varchar(36)', (c) => c.references('permission_sets.id'))
    .addColumn('refund_limit', 'bigint')
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint('team_members_owner_bool', sql`is_owner in (0, 1)`)
    .addCheckConstraint(
      'team_members_set_or_owner',
      sql`(is_owner = 1 and permission_set_id is null) or (is_owner = 0 and permission_set_id is not null)`,
    )
    .addCheckConstraint('team_members_refund_limit', sql`refund_limit is null or refund_limit >= 0`)
    .execute();
  await db.schema
    .createIndex('team_members_merchant')
    .on('team_members')
    .columns(['merchant_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('team_members_set')
    .on('team_members')
    .column('permission_set_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'team_members',
    'permission_sets',
    'passkey',
    'twoFactor',
    'verification',
    'account',
    'session',
    'user',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
