import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, sendError } from './errors';
import type { AppEnv } from './env';

export interface BodyLimits {
  maxBytes: number;
  /** How long the client may take to send the whole body. */
  timeoutMs: number;
}

/** True when the request announces a body (a length above 0, or chunked transfer). */
function announcesBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return length.trim() !== '0';
  return c.req.header('transfer-encoding') !== undefined;
}

/**
 * True when the request came with a body the service has not read to its end. Node then cannot
 * reuse the connection; the reply must say `Connection: close` or the client's next request on it
 * fails.
 */
export function bodyLeftUnread(c: Context<AppEnv>): boolean {
  const incoming = c.env?.incoming;
  if (!incoming) return false;
  return !incoming.readableEnded && announcesBody(c);
}

const rejectBody = (c: Context<AppEnv>, error: ApiError) => {
  // The rest of the body is never read, so the connection cannot carry another request.
  c.header('Connection', 'close');
  return sendError(c, error);
};

/**
 * Reads the request body, once authentication has let the request through, within `maxBytes`
 * (413) and `timeoutMs` (408), both answered in the path's envelope with `Connection: close`.
 * The body is kept in hono's body cache, where `c.req.json()` and the validators find it.
 */
export function readBody({ maxBytes, timeoutMs }: BodyLimits): MiddlewareHandler<AppEnv> {
  const tooLarge = () =>
    new ApiError('REQUEST_ENTITY_TOO_LARGE', `The request body is larger than ${maxBytes} bytes.`);

  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !announcesBody(c)) return next();
    const length = Number(c.req.header('content-length'));
    if (Number.isFinite(length) && length > maxBytes) return rejectBody(c, tooLarge());
    const stream = c.req.raw.body;
    if (!stream) return next();

    const reader = (stream as ReadableStream<Uint8Array>).getReader();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void reader.cancel().catch(() => undefined);
    }, timeoutMs);
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          void reader.cancel().catch(() => undefined);
          return rejectBody(c, tooLarge());
        }
        chunks.push(value);
      }
    } catch {
      // The client went away or broke the transfer; nobody may be left to read this reply.
      if (!timedOut) {
        return rejectBody(c, new ApiError('BAD_REQUEST', 'The request body could not be read.'));
      }
    } finally {
      clearTimeout(timer);
    }
    if (timedOut) {
      return rejectBody(
        c,
        new ApiError(
          'REQUEST_TIMEOUT',
          `The request body did not arrive within ${timeoutMs} ms of the request's headers.`,
        ),
      );
    }
    const text = new TextDecoder().decode(Buffer.concat(chunks, size));
    // hono keeps each body reading as a promise under its method's name (its type says string).
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
    await next();
  };
}
