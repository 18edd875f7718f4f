import createFetchClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/openapi';
import { markReachable, markUnreachable } from './connection';
import { ApiRequestError, problemsFromBody } from './errors';

/**
 * Calls go with the person's session cookie (same origin; page scripts never hold a token).
 * A non-2xx reply surfaces as an ApiRequestError; a 401 means the session ended, which the query
 * cache turns into "sign in again" (see createQueryClient).
 */
const errors: Middleware = {
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
  credentials: 'same-origin',
  // Looked up per call, so tests can stub the global fetch. Whether an answer came tells the
  // offline banner whether the service is reachable (src/api/connection.ts).
  fetch: async (request) => {
    try {
      const response = await globalThis.fetch(request);
      markReachable();
      return response;
    } catch (error) {
      if (error instanceof TypeError) markUnreachable();
      throw error;
    }
  },
});
api.use(errors);

export type { paths };
