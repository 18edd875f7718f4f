import createFetchClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/openapi';
import { ApiRequestError, problemsFromBody } from './errors';

type TokenSource = () => string | null;

let readToken: TokenSource = () => null;

/** Wires the client to the session's token. A 401 surfaces as an ApiRequestError. */
export function configureApiClient(options: { token: TokenSource }) {
  readToken = options.token;
}

const auth: Middleware = {
  onRequest({ request }) {
    const token = readToken();
    // A caller may send its own token (signing in checks one before storing it).
    if (token && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    return request;
  },
  async onResponse({ response }) {
    if (response.ok) return response;
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

export const api = createFetchClient<paths>({
  // Same origin as the page; absolute so that Request objects also work outside a browser.
  baseUrl: globalThis.location?.origin ?? '',
  // Looked up per call, so tests can stub the global fetch.
  fetch: (request) => globalThis.fetch(request),
});
api.use(auth);

export type { paths };
