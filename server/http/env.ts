import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Auth } from '../auth/better-auth';
import type { Principal } from '../auth/principal';
import type { Engine } from '../db';
import type { DB } from '../db/schema';
import type { ErrorCode } from '../modules/errors';

/** What every request handler can read from the Hono context. */
export interface AppEnv {
  /** @hono/node-server's bindings; absent when the app is called in-process (`app.request`). */
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse };
  Variables: {
    db: Kysely<DB>;
    engine: Engine;
    /** Who is calling: a token, or a signed-in person (set by `authenticate`). */
    auth: Principal;
    pagingSecret: string;
    /** PUBLIC_URL, for absolute links; undefined when not configured. */
    publicUrl: string | undefined;
    /** better-auth, for the few operations of ours that call its server API. */
    betterAuth: () => Promise<Auth>;
    /** TRUST_PROXY, for the client address of the actor. */
    trustProxy: number;
    /** The request's id (from a well-formed X-Request-Id, or new), echoed in the response. */
    requestId: string;
    /** The code of the error answered, for the error metrics. */
    errorCode: ErrorCode;
  };
}
