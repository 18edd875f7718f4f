import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/env';
import { ApiError } from '../../http/errors';
import { checkAuthorize, obtainToken, revokeByClient, type Db } from './oauth.service';

const dbOf = (c: Context<AppEnv>): Db => ({ db: c.get('db'), engine: c.get('engine') });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page a person sees when the request cannot be trusted: no redirect anywhere. */
function problemPage(c: Context<AppEnv>, message: string) {
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cannot connect this app</title></head>` +
      `<body><main><h1>Cannot connect this app</h1><p>${escapeHtml(message)}</p>` +
      `<p>Nothing was shared. Close this page, or <a href="/">go to the back office</a>.</p></main></body></html>`,
    400,
  );
}

async function jsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body = await c.req.json<unknown>().catch(() => {
    throw new ApiError('EXPECTED_JSON_BODY', 'The request body must be valid JSON.');
  });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('EXPECTED_OBJECT', 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/**
 * Square's OAuth endpoints (2019 `OAuthApi`), outside the bearer-token API: the authorization
 * request (a browser), ObtainToken and RevokeToken (the app's server). Errors are Square's
 * 2019 OAuth shape `{type, message}` (server/http/errors.ts renders /oauth2/ as generation 1).
 */
export function oauth2Routes() {
  return new Hono<AppEnv>()
    .get('/oauth2/authorize', async (c) => {
      const query = c.req.query();
      const check = await checkAuthorize(dbOf(c), query);
      if (check.kind === 'page') return problemPage(c, check.message);
      if (check.kind === 'redirect') return c.redirect(check.url, 302);
      const next = new URLSearchParams();
      for (const key of [
        'client_id',
        'scope',
        'state',
        'redirect_uri',
        'response_type',
        'code_challenge',
        'code_challenge_method',
      ]) {
        const value = query[key];
        if (value !== undefined) next.set(key, value);
      }
      c.header('Cache-Control', 'no-store');
      return c.redirect(`/oauth/consent?${next.toString()}`, 302);
    })
    .post('/oauth2/token', async (c) => {
      const response = await obtainToken(dbOf(c), await jsonObject(c));
      c.header('Cache-Control', 'no-store');
      return c.json(response, 200);
    })
    .post('/oauth2/revoke', async (c) => {
      await revokeByClient(dbOf(c), c.req.header('authorization'), await jsonObject(c));
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true }, 200);
    });
}
