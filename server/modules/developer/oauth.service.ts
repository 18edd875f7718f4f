import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ALL_SCOPES, isScope } from '../../auth/scopes';
import { hashToken, issueToken, newSecret } from '../../auth/tokens';
import type { Engine } from '../../db';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { nowStored, toStoredTime } from '../../lib/time';
import { DomainError, type ErrorCode } from '../errors';
import { parseRedirectUrls, redirectUrlProblem } from './redirect-urls';

/**
 * Square's OAuth 2.0 authorization-code flow (its 2019 SDKs' `OAuthApi`): apps the owner
 * registers, authorization codes a signed-in person grants on the consent page, and the token
 * endpoint's grants (authorization_code, refresh_token; PKCE for public clients). Codes, refresh
 * tokens, access tokens and client secrets are stored only as SHA-256.
 */
const ACCESS_TOKEN_LIFETIME_MS = 30 * 86_400_000;
const CODE_LIFETIME_MS = 10 * 60_000;

export interface Db {
  db: Kysely<DB>;
  engine: Engine;
}

const oauthError = (code: ErrorCode, detail: string, field?: string) =>
  new DomainError(code, detail, field);

function secretMatches(secret: string, hash: string): boolean {
  const a = Buffer.from(hashToken(secret), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function parseScopes(stored: string): string[] {
  return stored.split(' ').filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Apps

export interface AppRow {
  id: string;
  merchant_id: string;
  name: string;
  client_id: string;
  redirect_urls: string;
  created_by: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface RegisteredApp {
  app: AppRow;
  clientSecret: string;
}

export async function registerApp(
  { db }: Db,
  merchantId: string,
  input: { name: string; redirectUrls: string[]; createdBy: string | null },
): Promise<RegisteredApp> {
  const urls = [...new Set(input.redirectUrls.map((u) => u.trim()).filter(Boolean))];
  if (urls.length === 0) {
    throw oauthError(
      'MISSING_REQUIRED_PARAMETER',
      'redirect_urls needs at least one URL',
      'redirect_urls',
    );
  }
  for (const url of urls) {
    const problem = redirectUrlProblem(url);
    if (problem)
      throw oauthError('INVALID_VALUE', `redirect_urls entry ${problem}`, 'redirect_urls');
  }
  const clientSecret = newSecret('sq0csp-');
  const app: AppRow = {
    id: newId(),
    merchant_id: merchantId,
    name: input.name.trim(),
    client_id: `sq0idp-${randomBytes(16).toString('base64url')}`,
    redirect_urls: urls.join(' '),
    created_by: input.createdBy,
    created_at: nowStored(),
    revoked_at: null,
  };
  await db
    .insertInto('oauth_apps')
    .values({ ...app, client_secret_hash: hashToken(clientSecret) })
    .execute();
  return { app, clientSecret };
}

export function listApps({ db }: Db, merchantId: string): Promise<AppRow[]> {
  return db
    .selectFrom('oauth_apps')
    .select([
      'id',
      'merchant_id',
      'name',
      'client_id',
      'redirect_urls',
      'created_by',
      'created_at',
      'revoked_at',
    ])
    .where('merchant_id', '=', merchantId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Revokes every access and refresh token of `appId` (for one merchant, or for all). */
async function revokeGrants(db: Kysely<DB>, appId: string, merchantId?: string): Promise<number> {
  const now = nowStored();
  let tokens = db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('app_id', '=', appId)
    .where('revoked_at', 'is', null);
  let refresh = db
    .updateTable('oauth_refresh_tokens')
    .set({ revoked_at: now })
    .where('app_id', '=', appId)
    .where('revoked_at', 'is', null);
  if (merchantId) {
    tokens = tokens.where('merchant_id', '=', merchantId);
    refresh = refresh.where('merchant_id', '=', merchantId);
  }
  const result = await tokens.executeTakeFirst();
  await refresh.execute();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes (revokes) the merchant's app `appId` and every token it was ever given; returns its
 * name. Runs in the caller's transaction (with the write's activity entry).
 */
export async function revokeApp({ db }: Db, merchantId: string, appId: string): Promise<string> {
  const app = await db
    .selectFrom('oauth_apps')
    .select('name')
    .where('id', '=', appId)
    .where('merchant_id', '=', merchantId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!app) throw oauthError('NOT_FOUND', `App ${appId} was not found.`);
  const result = await db
    .updateTable('oauth_apps')
    .set({ revoked_at: nowStored() })
    .where('id', '=', appId)
    .where('merchant_id', '=', merchantId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    throw oauthError('NOT_FOUND', `App ${appId} was not found.`);
  }
  await revokeGrants(db, appId);
  return app.name;
}

async function appByClientId(db: Kysely<DB>, clientId: string) {
  return db
    .selectFrom('oauth_apps')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Authorization request (GET /oauth2/authorize and the consent page)

export interface AuthorizeParams {
  client_id?: string | undefined;
  scope?: string | undefined;
  state?: string | undefined;
  redirect_uri?: string | undefined;
  response_type?: string | undefined;
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
}

export interface AuthorizeRequest {
  app: { id: string; name: string; clientId: string };
  scopes: string[];
  redirectUrl: string;
  state: string | null;
  codeChallenge: string | null;
}

/**
 * An authorization request, checked in the order that keeps the flow safe:
 * - `page`: the client or the redirect URL cannot be trusted, so the person sees an error page and
 *   the browser goes nowhere (never a redirect to an unregistered URL);
 * - `redirect`: the request is wrong but the redirect URL is the app's own, so the app is told
 *   (`error=invalid_scope`, `invalid_request`, `unsupported_response_type`);
 * - `ok`: what the consent page shows.
 */
export type AuthorizeCheck =
  | { kind: 'page'; message: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'ok'; request: AuthorizeRequest };

export function redirectWith(redirectUrl: string, params: Record<string, string | null>): string {
  const url = new URL(redirectUrl);
  for (const [key, value] of Object.entries(params)) {
    if (value !== null) url.searchParams.set(key, value);
  }
  return url.toString();
}

export async function checkAuthorize({ db }: Db, p: AuthorizeParams): Promise<AuthorizeCheck> {
  if (!p.client_id) return { kind: 'page', message: 'The link has no client_id: it names no app.' };
  const app = await appByClientId(db, p.client_id);
  if (!app) {
    return {
      kind: 'page',
      message: 'No app is registered with this client_id (or it was deleted by its owner).',
    };
  }
  const registered = parseRedirectUrls(app.redirect_urls);
  const redirectUrl = p.redirect_uri ?? registered[0];
  if (!redirectUrl || !registered.includes(redirectUrl)) {
    return {
      kind: 'page',
      message: `${app.name} asked to send you back to an address it has not registered; nothing was shared.`,
    };
  }
  const state = p.state ?? null;
  const fail = (error: string, description: string): AuthorizeCheck => ({
    kind: 'redirect',
    url: redirectWith(redirectUrl, { error, error_description: description, state }),
  });
  if (p.response_type !== undefined && p.response_type !== 'code') {
    return fail('unsupported_response_type', 'response_type must be code');
  }
  const scopes = [...new Set((p.scope ?? '').split(/[\s+,]+/).filter(Boolean))];
  if (scopes.length === 0) return fail('invalid_scope', 'scope names no permission');
  const unknown = scopes.filter((s) => !isScope(s));
  if (unknown.length > 0) return fail('invalid_scope', `unknown scope: ${unknown.join(' ')}`);
  let codeChallenge: string | null = null;
  if (p.code_challenge !== undefined) {
    if ((p.code_challenge_method ?? 'S256') !== 'S256') {
      return fail('invalid_request', 'code_challenge_method must be S256');
    }
    if (!/^[A-Za-z0-9_-]{43,128}$/.test(p.code_challenge)) {
      return fail('invalid_request', 'code_challenge must be 43 to 128 base64url characters');
    }
    codeChallenge = p.code_challenge;
  } else if (p.code_challenge_method !== undefined) {
    return fail('invalid_request', 'code_challenge_method without code_challenge');
  }
  return {
    kind: 'ok',
    request: {
      app: { id: app.id, name: app.name, clientId: app.client_id },
      scopes: ALL_SCOPES.filter((s) => scopes.includes(s)),
      redirectUrl,
      state,
      codeChallenge,
    },
  };
}

/** The consent page's "Allow": a single-use code for 10 minutes, bound to the redirect URL. */
export async function grantCode(
  { db }: Db,
  request: AuthorizeRequest,
  grantor: { merchantId: string; userId: string | null },
  now = new Date(),
): Promise<string> {
  const code = newSecret('sq0cgp-');
  await db
    .insertInto('oauth_codes')
    .values({
      code_hash: hashToken(code),
      app_id: request.app.id,
      merchant_id: grantor.merchantId,
      user_id: grantor.userId,
      scopes: request.scopes.join(' '),
      redirect_url: request.redirectUrl,
      code_challenge: request.codeChallenge,
      code_challenge_method: request.codeChallenge ? 'S256' : null,
      expires_at: toStoredTime(new Date(now.getTime() + CODE_LIFETIME_MS)),
      used_at: null,
    })
    .execute();
  return code;
}

// ---------------------------------------------------------------------------------------------
// Token endpoint (POST /oauth2/token)

export interface TokenRequest {
  client_id?: unknown;
  client_secret?: unknown;
  code?: unknown;
  code_verifier?: unknown;
  redirect_uri?: unknown;
  grant_type?: unknown;
  refresh_token?: unknown;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_at: string;
  merchant_id: string;
  refresh_token: string;
}

function stringField(body: TokenRequest, field: keyof TokenRequest, required: true): string;
function stringField(body: TokenRequest, field: keyof TokenRequest, required: false): string | null;
function stringField(body: TokenRequest, field: keyof TokenRequest, required: boolean) {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    if (required) {
      throw oauthError('MISSING_REQUIRED_PARAMETER', `${field} is required`, field);
    }
    return null;
  }
  if (typeof value !== 'string') {
    throw oauthError('EXPECTED_STRING', `${field} must be a string`, field);
  }
  return value;
}

const notAuthorized = (detail: string) => oauthError('UNAUTHORIZED', detail);

/** RFC 3339 without fractions, as Square writes `expires_at`. */
const rfc3339 = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

async function issuePair(
  db: Kysely<DB>,
  grant: {
    appId: string;
    appName: string;
    merchantId: string;
    userId: string | null;
    scopes: string[];
    codeHash: string | null;
  },
  now: Date,
): Promise<TokenResponse & { refreshHash: string }> {
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_MS);
  const { token } = await issueToken(db, grant.merchantId, grant.scopes, grant.appName, {
    appId: grant.appId,
    userId: grant.userId,
    expiresAt,
    codeHash: grant.codeHash,
  });
  const refresh = newSecret('EQAA');
  const refreshHash = hashToken(refresh);
  await db
    .insertInto('oauth_refresh_tokens')
    .values({
      hash: refreshHash,
      app_id: grant.appId,
      merchant_id: grant.merchantId,
      scopes: grant.scopes.join(' '),
      code_hash: grant.codeHash,
      created_at: toStoredTime(now),
      revoked_at: null,
      replaced_by: null,
    })
    .execute();
  return {
    access_token: token,
    token_type: 'bearer',
    expires_at: rfc3339(expiresAt),
    merchant_id: grant.merchantId,
    refresh_token: refresh,
    refreshHash,
  };
}

/** Everything issued from one authorization code (and its refreshes): revoked at once. */
async function revokeLineage(db: Kysely<DB>, codeHash: string): Promise<void> {
  const now = nowStored();
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('code_hash', '=', codeHash)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('oauth_refresh_tokens')
    .set({ revoked_at: now })
    .where('code_hash', '=', codeHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * ObtainToken. Every refusal issues nothing; a reused code or refresh token also revokes what
 * was issued from it (someone else may hold it: RFC 6749 §4.1.2, §10.4).
 */
export async function obtainToken(
  { db }: Db,
  body: TokenRequest,
  now = new Date(),
): Promise<TokenResponse> {
  const clientId = stringField(body, 'client_id', true);
  const grantType = stringField(body, 'grant_type', true);
  if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
    throw oauthError(
      'INVALID_VALUE',
      'grant_type must be authorization_code or refresh_token',
      'grant_type',
    );
  }
  const secret = stringField(body, 'client_secret', false);
  const verifier = stringField(body, 'code_verifier', false);
  const app = await appByClientId(db, clientId);
  if (!app) throw notAuthorized('client_id is not a registered application');
  if (secret !== null && !secretMatches(secret, app.client_secret_hash)) {
    throw notAuthorized('client_secret is not the secret of this application');
  }

  // The refusal a reused grant gets is decided inside the transaction but thrown after it commits,
  // so that the revocation it made stays.
  const outcome: { refusal: DomainError | null } = { refusal: null };
  const issued = await db.transaction().execute(async (trx) => {
    if (grantType === 'authorization_code') {
      const code = stringField(body, 'code', true);
      const codeHash = hashToken(code);
      const row = await trx
        .selectFrom('oauth_codes')
        .selectAll()
        .where('code_hash', '=', codeHash)
        .where('app_id', '=', app.id)
        .executeTakeFirst();
      if (!row) throw oauthError('INVALID_VALUE', 'code is not a valid authorization code', 'code');
      if (row.used_at !== null) {
        await revokeLineage(trx, codeHash);
        outcome.refusal = oauthError(
          'INVALID_VALUE',
          'code has already been used; the tokens issued from it are revoked',
          'code',
        );
        return null;
      }
      if (row.expires_at <= toStoredTime(now)) {
        throw oauthError('INVALID_VALUE', 'code has expired (codes last 10 minutes)', 'code');
      }
      const redirect = stringField(body, 'redirect_uri', false);
      if (redirect !== null && redirect !== row.redirect_url) {
        throw oauthError(
          'INVALID_VALUE',
          'redirect_uri is not the redirect URL the code was issued for',
          'redirect_uri',
        );
      }
      if (row.code_challenge !== null) {
        if (verifier === null) {
          throw oauthError(
            'MISSING_REQUIRED_PARAMETER',
            'code_verifier is required: the code was requested with a code_challenge',
            'code_verifier',
          );
        }
        if (s256(verifier) !== row.code_challenge) {
          throw oauthError(
            'INVALID_VALUE',
            'code_verifier does not match the code_challenge',
            'code_verifier',
          );
        }
      } else {
        if (verifier !== null) {
          throw oauthError(
            'INVALID_VALUE',
            'code_verifier was sent but the code was requested without a code_challenge',
            'code_verifier',
          );
        }
        if (secret === null) {
          throw oauthError(
            'MISSING_REQUIRED_PARAMETER',
            'client_secret is required (or PKCE: code_challenge, then code_verifier)',
            'client_secret',
          );
        }
      }
      const claimed = await trx
        .updateTable('oauth_codes')
        .set({ used_at: toStoredTime(now) })
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) {
        outcome.refusal = oauthError('INVALID_VALUE', 'code has already been used', 'code');
        return null;
      }
      return issuePair(
        trx,
        {
          appId: app.id,
          appName: app.name,
          merchantId: row.merchant_id,
          userId: row.user_id,
          scopes: parseScopes(row.scopes),
          codeHash,
        },
        now,
      );
    }

    const refreshToken = stringField(body, 'refresh_token', true);
    const hash = hashToken(refreshToken);
    const row = await trx
      .selectFrom('oauth_refresh_tokens as r')
      .leftJoin('oauth_codes as c', 'c.code_hash', 'r.code_hash')
      .select([
        'r.hash',
        'r.merchant_id',
        'r.scopes',
        'r.code_hash',
        'r.revoked_at',
        'r.replaced_by',
        'c.user_id',
        'c.code_challenge',
      ])
      .where('r.hash', '=', hash)
      .where('r.app_id', '=', app.id)
      .executeTakeFirst();
    if (!row || row.revoked_at !== null) {
      throw oauthError(
        'INVALID_VALUE',
        'refresh_token is not valid (unknown or revoked)',
        'refresh_token',
      );
    }
    if (secret === null && row.code_challenge === null) {
      throw oauthError('MISSING_REQUIRED_PARAMETER', 'client_secret is required', 'client_secret');
    }
    if (row.replaced_by !== null) {
      if (row.code_hash) await revokeLineage(trx, row.code_hash);
      outcome.refusal = oauthError(
        'INVALID_VALUE',
        'refresh_token has already been used; the tokens issued from its grant are revoked',
        'refresh_token',
      );
      return null;
    }
    const next = await issuePair(
      trx,
      {
        appId: app.id,
        appName: app.name,
        merchantId: row.merchant_id,
        userId: row.user_id ?? null,
        scopes: parseScopes(row.scopes),
        codeHash: row.code_hash,
      },
      now,
    );
    const replaced = await trx
      .updateTable('oauth_refresh_tokens')
      .set({ replaced_by: next.refreshHash })
      .where('hash', '=', hash)
      .where('replaced_by', 'is', null)
      .executeTakeFirst();
    if (replaced.numUpdatedRows === 0n) {
      throw oauthError('INVALID_VALUE', 'refresh_token has already been used', 'refresh_token');
    }
    return next;
  });
  if (outcome.refusal) throw outcome.refusal;
  if (!issued) throw oauthError('BAD_REQUEST', 'Nothing was issued.');
  const { refreshHash: _unused, ...response } = issued;
  return response;
}

// ---------------------------------------------------------------------------------------------
// Revoke endpoint (POST /oauth2/revoke)

export async function revokeByClient(
  { db }: Db,
  authorization: string | undefined,
  body: { client_id?: unknown; access_token?: unknown; merchant_id?: unknown },
): Promise<void> {
  const clientId = stringField(body, 'client_id', true);
  const match = /^Client\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) {
    throw notAuthorized('send the client secret as Authorization: Client <client_secret>');
  }
  const app = await appByClientId(db, clientId);
  if (!app || !secretMatches(match[1], app.client_secret_hash)) {
    throw notAuthorized('client_id and client secret do not name a registered application');
  }
  const accessToken = body.access_token;
  const merchantId = body.merchant_id;
  if (accessToken !== undefined && accessToken !== null && typeof accessToken !== 'string') {
    throw oauthError('EXPECTED_STRING', 'access_token must be a string', 'access_token');
  }
  if (merchantId !== undefined && merchantId !== null && typeof merchantId !== 'string') {
    throw oauthError('EXPECTED_STRING', 'merchant_id must be a string', 'merchant_id');
  }
  if (!accessToken && !merchantId) {
    throw oauthError(
      'MISSING_REQUIRED_PARAMETER',
      'access_token or merchant_id is required',
      'access_token',
    );
  }
  await db.transaction().execute(async (trx) => {
    let merchant = merchantId || null;
    if (accessToken) {
      const token = await trx
        .selectFrom('access_tokens')
        .select(['merchant_id'])
        .where('token_hash', '=', hashToken(accessToken))
        .where('app_id', '=', app.id)
        .executeTakeFirst();
      if (!token) {
        throw oauthError(
          'NOT_FOUND',
          'access_token is not a token of this application',
          'access_token',
        );
      }
      if (merchant && merchant !== token.merchant_id) {
        throw oauthError(
          'CONFLICTING_PARAMETERS',
          'access_token belongs to another merchant_id',
          'merchant_id',
        );
      }
      merchant = token.merchant_id;
    }
    // As Square's RevokeToken: every token of the app for that merchant, whichever was named.
    await revokeGrants(trx, app.id, merchant ?? undefined);
  });
}

// ---------------------------------------------------------------------------------------------
// Connected apps (the merchant's side)

export interface ConnectedApp {
  appId: string;
  name: string;
  clientId: string;
  scopes: string[];
  connectedAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

/** Apps holding a live access or refresh token for the merchant. */
export async function connectedApps({ db }: Db, merchantId: string): Promise<ConnectedApp[]> {
  const now = nowStored();
  const tokens = await db
    .selectFrom('access_tokens as t')
    .innerJoin('oauth_apps as a', 'a.id', 't.app_id')
    .select([
      'a.id as app_id',
      'a.name',
      'a.client_id',
      't.scopes',
      't.created_at',
      't.last_used_at',
      't.expires_at',
    ])
    .where('t.merchant_id', '=', merchantId)
    .where('t.revoked_at', 'is', null)
    .execute();
  const refresh = await db
    .selectFrom('oauth_refresh_tokens as r')
    .innerJoin('oauth_apps as a', 'a.id', 'r.app_id')
    .select(['a.id as app_id', 'a.name', 'a.client_id', 'r.scopes', 'r.created_at'])
    .where('r.merchant_id', '=', merchantId)
    .where('r.revoked_at', 'is', null)
    .where('r.replaced_by', 'is', null)
    .execute();
  const apps = new Map<string, ConnectedApp>();
  const note = (row: {
    app_id: string;
    name: string;
    client_id: string;
    scopes: string;
    created_at: string;
    last_used_at?: string | null;
    expires_at?: string | null;
  }) => {
    const app = apps.get(row.app_id) ?? {
      appId: row.app_id,
      name: row.name,
      clientId: row.client_id,
      scopes: [],
      connectedAt: row.created_at,
      lastUsedAt: null,
      expiresAt: null,
    };
    app.scopes = ALL_SCOPES.filter(
      (s) => app.scopes.includes(s) || parseScopes(row.scopes).includes(s),
    );
    if (row.created_at < app.connectedAt) app.connectedAt = row.created_at;
    if (row.last_used_at && (!app.lastUsedAt || row.last_used_at > app.lastUsedAt)) {
      app.lastUsedAt = row.last_used_at;
    }
    if (
      row.expires_at &&
      row.expires_at > now &&
      (!app.expiresAt || row.expires_at > app.expiresAt)
    ) {
      app.expiresAt = row.expires_at;
    }
    apps.set(row.app_id, app);
  };
  tokens.forEach(note);
  refresh.forEach(note);
  return [...apps.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.appId.localeCompare(b.appId),
  );
}

/**
 * Disconnects app `appId` from the merchant: its tokens stop working on the next request.
 * Returns the app's name. Runs in the caller's transaction (with the write's activity entry).
 */
export async function disconnectApp(
  { db }: Db,
  merchantId: string,
  appId: string,
): Promise<string> {
  const live = await db
    .selectFrom('access_tokens')
    .select('id')
    .where('app_id', '=', appId)
    .where('merchant_id', '=', merchantId)
    .where('revoked_at', 'is', null)
    .union(
      db
        .selectFrom('oauth_refresh_tokens')
        .select('hash as id')
        .where('app_id', '=', appId)
        .where('merchant_id', '=', merchantId)
        .where('revoked_at', 'is', null),
    )
    .executeTakeFirst();
  if (!live) throw oauthError('NOT_FOUND', `No connected app ${appId} was found.`);
  await revokeGrants(db, appId, merchantId);
  const app = await db
    .selectFrom('oauth_apps')
    .select('name')
    .where('id', '=', appId)
    .executeTakeFirst();
  return app?.name ?? 'an app';
}
