import type { Kysely } from 'kysely';

/**
 * Connected apps (OAuth 2.0, Square's 2019 `OAuthApi`) and personal access tokens made in the app:
 * - `oauth_apps`: an app the owner registered; its client secret is kept only as a SHA-256;
 *   `redirect_urls` is a space-separated list (each https, or http on localhost);
 * - `oauth_codes`: authorization codes (stored as SHA-256), single use, 10 minutes, bound to the
 *   redirect URL they were issued for and, with PKCE, to a code challenge;
 * - `oauth_refresh_tokens`: refresh tokens (SHA-256), each used once and replaced by the next;
 * - `access_tokens` gains who made it (`user_id`), the app it was issued to (`app_id`), when it
 *   expires (`expires_at`, null: never, as CLI and personal tokens) and when it was last used
 *   (`last_used_at`, written at most once a minute per token) — plus, for a token issued from an
 *   authorization code, the code's hash, so that a reused code revokes what it issued.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oauth_apps')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('client_secret_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('redirect_urls', 'text', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)')
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(24)')
    .execute();
  await db.schema
    .createIndex('oauth_apps_merchant')
    .on('oauth_apps')
    .columns(['merchant_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('oauth_codes')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(36)', (c) => c.notNull().references('oauth_apps.id'))
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('user_id', 'varchar(36)')
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text', (c) => c.notNull())
    .addColumn('code_challenge', 'varchar(128)')
    .addColumn('code_challenge_method', 'varchar(8)')
    .addColumn('expires_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(24)')
    .execute();

  await db.schema
    .createTable('oauth_refresh_tokens')
    .addColumn('hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(36)', (c) => c.notNull().references('oauth_apps.id'))
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)')
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(24)')
    .addColumn('replaced_by', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('oauth_refresh_tokens_app')
    .on('oauth_refresh_tokens')
    .columns(['app_id', 'merchant_id'])
    .execute();

  for (const [name, type] of [
    ['user_id', 'varchar(36)'],
    ['app_id', 'varchar(36)'],
    ['expires_at', 'varchar(24)'],
    ['last_used_at', 'varchar(24)'],
    ['code_hash', 'varchar(64)'],
  ] as const) {
    await db.schema.alterTable('access_tokens').addColumn(name, type).execute();
  }
  await db.schema
    .createIndex('access_tokens_app')
    .on('access_tokens')
    .columns(['app_id', 'merchant_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('access_tokens_app').ifExists().execute();
  for (const name of ['code_hash', 'last_used_at', 'expires_at', 'app_id', 'user_id']) {
    await db.schema.alterTable('access_tokens').dropColumn(name).execute();
  }
  await db.schema.dropTable('oauth_refresh_tokens').ifExists().execute();
  await db.schema.dropTable('oauth_codes').ifExists().execute();
  await db.schema.dropTable('oauth_apps').ifExists().execute();
}
