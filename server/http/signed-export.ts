import { createRoute, z, type RouteHandler } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { V2ErrorResponse } from '@contract/common';
import type { DB } from '../db/schema';
import type { AppEnv } from './env';

type TokenQuery = z.ZodObject<{ token: z.ZodString }>;

interface SignedExportDef<F> {
  operationId: string;
  path: string;
  summary: string;
  description: string;
  tags: string[];
  /** The download's query: the link's `token` only. */
  query: TokenQuery;
  /** The filters the link was made for; throws a 401 when it was altered or has expired. */
  read: (token: string, secret: string) => F;
  /** The CSV, read in keyset batches as the client pulls. */
  stream: (db: Kysely<DB>, filters: F) => ReadableStream<Uint8Array>;
  /** The file's name, which may read the database (e.g. a location's clock for its days). */
  fileName: (db: Kysely<DB>, filters: F) => string | Promise<string>;
}

/**
 * The GET that streams the CSV of a signed export link (payments, activity): authorised by the
 * link's token instead of a bearer token or cookie, since a browser download can send neither.
 * Returns the route and its handler for `.openapi(...signedExportDownload({...}))`.
 */
export function signedExportDownload<F>(def: SignedExportDef<F>) {
  const route = createRoute({
    operationId: def.operationId,
    method: 'get',
    path: def.path,
    summary: def.summary,
    description: def.description,
    tags: def.tags,
    security: [],
    request: { query: def.query },
    responses: {
      200: {
        description: 'text/csv, UTF-8 with a byte order mark, CRLF line ends.',
        content: { 'text/csv': { schema: z.string() } },
      },
      400: {
        description: 'No token.',
        content: { 'application/json': { schema: V2ErrorResponse } },
      },
      401: {
        description: 'The token was altered or has expired.',
        content: { 'application/json': { schema: V2ErrorResponse } },
      },
    },
  });
  const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
    const { token } = c.req.valid('query');
    const filters = def.read(token, c.get('pagingSecret'));
    const fileName = await def.fileName(c.get('db'), filters);
    return c.body(def.stream(c.get('db'), filters), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    });
  };
  return [route, handler] as const;
}
