import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import type { paths } from './generated/openapi';
import { ApiRequestError, problemsFromBody } from './errors';

type TokenSource = () => string | null;
type UnauthorizedHandler = () => void;

let readToken: TokenSource = () => null;
let onUnauthorized: UnauthorizedHandler = () => {};

/** Wires the client to the session: where the token comes from and what a 401 does. */
export function configureApiClient(options: { token: TokenSource; onUnauthorized: UnauthorizedHandler }) {
  readToken = options.token;
  onUnauthorized = options.onUnauthorized;
}

const auth: Middleware = {
  onRequest({ request }) {
    const token = readToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  async onResponse({ response }) {
    if (response.ok) return response;
    if (response.status === 401) onUnauthorized();
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    const problems = problemsFromBody(body);
    throw new ApiRequestError(
      response.status,
      problems.length > 0 ? problems : [{ message: `Request failed (${response.status})` }],
    );
  },
};

export const api = createFetchClient<paths>({ baseUrl: '' });
api.use(auth);

/** React Query hooks typed by the generated OpenAPI paths. */
export const $api = createQueryHooks(api);

/** The URL of the next v1 page, from `Link: <…?batch_token=…>;rel='next'`, as its token. */
export function nextBatchToken(response: Response): string | undefined {
  const link = response.headers.get('Link');
  const match = link ? /<([^>]+)>\s*;\s*rel=['"]?next['"]?/.exec(link) : null;
  if (!match?.[1]) return undefined;
  return new URL(match[1], 'http://localhost').searchParams.get('batch_token') ?? undefined;
}

export type { paths };
