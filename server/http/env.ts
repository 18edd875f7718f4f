import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { TokenOwner } from '../auth/tokens';
import type { Engine } from '../db';
import type { DB } from '../db/schema';
import type { Logger } from '../log';
import type { ErrorCode } from '../modules/errors';

/** What every request handler can read from the Hono context. */
export interface AppEnv {
  /** @hono/node-server's bindings; absent when the app is called in-process (`app.request`). */
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse };
  Variables: {
    db: Kysely<DB>;
    engine: Engine;
    auth: TokenOwner;
    pagingSecret: string;
    /** PUBLIC_URL, for absolute links; undefined when not configured. */
    publicUrl: string | undefined;
    /** The client's address (`clientAddress`), for the activity log. */
    address: string;
    /** The request's id (from a well-formed X-Request-Id, or new), echoed in the response. */
    requestId: string;
    /** A logger whose every line carries the request id. */
    log: Logger;
    /** The code of the error answered, for the error metrics. */
    errorCode: ErrorCode;
  };
}
