/**
 * The baseline's HTTP side, the same on both engines: bearer token by SHA-256 in one query (scope
 * and approval checked), query parameters checked, the page token verified, the list's page,
 * `JSON.stringify`, the next page token signed; the search's and the writes' bodies read and
 * parsed. Same bodies, same headers, same `Link` as the service.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerProfileRequests } from '../profiler.mjs';
import { baselineLists, type BaselineList, type Order } from './lists';
import { decodeToken, encodeToken, nextLink, type PageScope } from './paging';
import type { Query } from './query';
import { shiftSearch } from './search';
import { BareRefusal, writeCaller, type BareWrite, type Row, type Transact } from './write-common';
import { clockInWrite } from './write-clock-in';
import { createPaymentWrite } from './write-payment';
import { refundPaymentWrite } from './write-refund';
import { updateShiftWrite } from './write-shift';

export interface BaselineEngine {
  query: Query;
  /** The service's page-token secret (the `paging_secret` setting). */
  secret: string;
  /** Runs a bare write (`./write-*.ts`) in one transaction. */
  transact: Transact;
}

const TOKEN_OWNER =
  'select "t"."id", "t"."merchant_id", "t"."scopes", "t"."revoked_at", "m"."approved" from ' +
  '"access_tokens" as "t" inner join "merchants" as "m" on "m"."id" = "t"."merchant_id" ' +
  'where "t"."token_hash" = ?';
interface Owner {
  merchant_id: string;
  scopes: string;
  revoked_at: string | null;
  approved: number;
}

const SEARCH_PATH = '/v2/labor/shifts/search';
/** The bare writes, at the service's own paths. */
const WRITES: BareWrite[] = [
  createPaymentWrite,
  refundPaymentWrite,
  updateShiftWrite,
  clockInWrite,
];

/** The service's security headers, so both sides send the same bytes but the body. */
const HEADERS = {
  'Content-Type': 'application/json',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

function reply(res: ServerResponse, status: number, body: string, link?: string) {
  res.writeHead(status, {
    ...HEADERS,
    'Content-Length': Buffer.byteLength(body),
    ...(link ? { Link: link } : {}),
  });
  res.end(body);
}

/** The service's error envelopes, reduced to the statuses the baseline answers with. */
const V1_TYPES: Record<number, string> = {
  400: 'bad_request',
  401: 'service.not_authorized',
  403: 'forbidden',
  404: 'not_found',
  500: 'internal_server_error',
};
const V2_ERRORS: Record<number, [category: string, code: string]> = {
  400: ['INVALID_REQUEST_ERROR', 'BAD_REQUEST'],
  401: ['AUTHENTICATION_ERROR', 'UNAUTHORIZED'],
  403: ['AUTHENTICATION_ERROR', 'FORBIDDEN'],
  404: ['INVALID_REQUEST_ERROR', 'NOT_FOUND'],
  500: ['API_ERROR', 'INTERNAL_SERVER_ERROR'],
};

function fail(
  res: ServerResponse,
  list: Pick<BaselineList, 'v1'> | undefined,
  status: number,
  message: string,
) {
  const [category, code] = V2_ERRORS[status] ?? ['API_ERROR', 'INTERNAL_SERVER_ERROR'];
  const body =
    list?.v1 === false
      ? { errors: [{ category, code, detail: message }] }
      : { type: V1_TYPES[status] ?? 'internal_server_error', message };
  reply(res, status, JSON.stringify(body));
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The request handler of a baseline server on `engine`. */
function baselineHandler(engine: BaselineEngine) {
  const { query, secret } = engine;
  const lists = baselineLists(query);
  const searchShifts = shiftSearch(query);

  /** The bearer token's owner if it may use `scope`; otherwise the failure is answered. */
  async function authorize(
    req: IncomingMessage,
    res: ServerResponse,
    list: Pick<BaselineList, 'v1'>,
    scope: string,
  ): Promise<Owner | undefined> {
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const [owner] = token
      ? ((await query(TOKEN_OWNER, [tokenHash(token)])) as unknown as Owner[])
      : [];
    if (!owner || owner.revoked_at !== null) {
      fail(res, list, 401, 'not authorized');
      return undefined;
    }
    if (!owner.scopes.split(' ').includes(scope) || owner.approved !== 1) {
      fail(res, list, 403, 'forbidden');
      return undefined;
    }
    return owner;
  }

  /** The same checks as a list's: a v2 error envelope, scope TIMECARDS_READ. */
  async function handleSearch(req: IncomingMessage, res: ServerResponse, text: string) {
    const v2 = { v1: false };
    const owner = await authorize(req, res, v2, 'TIMECARDS_READ');
    if (!owner) return;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return fail(res, v2, 400, 'the body is not JSON');
    }
    const search = searchShifts({ merchantId: owner.merchant_id, body });
    if (typeof search === 'string') return fail(res, v2, 400, search);
    const scope: PageScope = {
      list: 'v2.shifts.search',
      merchantId: owner.merchant_id,
      filters: search.filters,
    };
    const after = search.cursor === undefined ? null : decodeToken(scope, secret, search.cursor);
    if (search.cursor !== undefined && after === null) {
      return fail(res, v2, 400, 'cursor is not valid for this request');
    }
    const page = await search.run(after);
    const cursor = page.next ? encodeToken(scope, secret, page.next) : undefined;
    return reply(res, 200, page.body(cursor));
  }

  /** A write: the token's caller (with the write's scope), the body parsed, one transaction. */
  async function handleWrite(
    req: IncomingMessage,
    res: ServerResponse,
    write: BareWrite,
    params: string[],
    text: string,
  ) {
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const caller =
      token === undefined
        ? 401
        : await writeCaller(
            query,
            tokenHash(token),
            write.scope,
            req.socket.remoteAddress ?? 'unknown',
            req.headers['user-agent'] ?? null,
          );
    if (typeof caller === 'number') return fail(res, write, caller, 'not authorized');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return fail(res, write, 400, 'the body is not JSON');
    }
    if (typeof body !== 'object' || body === null) return fail(res, write, 400, 'not an object');
    try {
      return reply(res, 200, await engine.transact(write.run(caller, body as Row, params)));
    } catch (error) {
      if (error instanceof BareRefusal) return fail(res, write, error.status, error.message);
      throw error;
    }
  }

  async function handleList(req: IncomingMessage, res: ServerResponse, url: URL) {
    const list = req.method === 'GET' ? lists.get(url.pathname) : undefined;
    if (!list) return fail(res, list, 404, 'not mirrored by the baseline');
    const owner = await authorize(req, res, list, list.scope);
    if (!owner) return;

    const params = url.searchParams;
    const filters = list.filters(params);
    if (typeof filters === 'string') return fail(res, list, 400, filters);
    const orderName = list.orderParam ?? 'order';
    const orderParam = params.get(orderName);
    if (orderParam !== null && orderParam !== 'ASC' && orderParam !== 'DESC') {
      return fail(res, list, 400, `${orderName} must be ASC or DESC`);
    }
    const order: Order = orderParam ?? list.defaultOrder ?? 'ASC';
    const maxLimit = list.maxLimit ?? 200;
    const limitParam = params.get('limit');
    const limit = limitParam === null ? 100 : Number(limitParam);
    if (limitParam !== null && (!/^\d+$/.test(limitParam) || limit < 1 || limit > maxLimit)) {
      return fail(res, list, 400, `limit must be a whole number from 1 to ${maxLimit}`);
    }
    const scope: PageScope = {
      list: list.list,
      merchantId: owner.merchant_id,
      filters: { ...filters, order },
    };
    const given = params.get(list.tokenParam);
    const after = given === null ? null : decodeToken(scope, secret, given);
    if (given !== null && (given.length > 2048 || after === null)) {
      return fail(res, list, 400, `${list.tokenParam} is not valid for this request`);
    }

    const page = await list.load({ merchantId: owner.merchant_id, filters, order, limit, after });
    const next = page.next ? encodeToken(scope, secret, page.next) : undefined;
    if (list.v1)
      return reply(res, 200, list.body(page.items, undefined), next && nextLink(url, next));
    return reply(res, 200, list.body(page.items, next));
  }

  const failed = (res: ServerResponse) => (error: unknown) => {
    console.error(error);
    if (!res.headersSent) fail(res, undefined, 500, 'unexpected error');
  };

  function readBody(req: IncomingMessage, res: ServerResponse, then: (text: string) => unknown) {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      Promise.resolve()
        .then(() => then(Buffer.concat(chunks).toString('utf8')))
        .catch(failed(res));
    });
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const post = req.method === 'POST' ? url.pathname : undefined;
    if (post === SEARCH_PATH) return readBody(req, res, (text) => handleSearch(req, res, text));
    for (const write of WRITES) {
      const match = req.method === write.method ? write.path.exec(url.pathname) : null;
      if (match) {
        return readBody(req, res, (text) => handleWrite(req, res, write, match.slice(1), text));
      }
    }
    handleList(req, res, url).catch(failed(res));
  };
}

/**
 * Serves `engine` on a free port of 127.0.0.1, tells the parent the URL over IPC, answers profile
 * requests; on SIGTERM stops listening, runs `cleanup` and exits.
 */
export function serveBaseline(engine: BaselineEngine, cleanup: () => void | Promise<void>): void {
  const server = createServer(baselineHandler(engine));
  answerProfileRequests();
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    process.send?.({ url: `http://127.0.0.1:${port}` });
  });
  process.once('SIGTERM', () =>
    server.close(() => {
      void Promise.resolve()
        .then(cleanup)
        .finally(() => process.exit(0));
    }),
  );
}
