/**
 * Paging for the suite: where a list or search takes its page token, the request for a page of
 * one, and the next-page token of every list's first page (the fixture's `cursors`).
 */
import { send } from './http';
import type { Operation } from './openapi';

/** Lists with one resource per merchant (see Fixture.singleResourceLists). */
export const SINGLE_RESOURCE_LISTS = ['ListWorkweekConfigs'];

export interface PageToken {
  /** v1 `batch_token`, v2 `cursor`. */
  name: string;
  /** A query parameter of a list, or a body field of a search (POST …/search). */
  in: 'query' | 'body';
}

const PAGE_TOKEN_NAMES = ['batch_token', 'cursor'];

/** Where a list or search operation takes its page token, if it pages. */
export function pageTokenParam(op: Operation): PageToken | undefined {
  // A list pages over a collection; a path naming one resource (other than the location a v1
  // list is of, /v1/{location_id}/settlements) is no list.
  if (op.pathParams.some((p) => p.name !== 'location_id')) return undefined;
  const query = op.queryParams.find((p) => PAGE_TOKEN_NAMES.includes(p.name));
  if (op.method === 'GET' && query) return { name: query.name, in: 'query' };
  const field = PAGE_TOKEN_NAMES.find((name) => op.body?.properties?.[name]);
  if (op.method === 'POST' && field && op.body?.properties?.limit) {
    return { name: field, in: 'body' };
  }
  return undefined;
}

/**
 * The request for a page of one (`limit=1`, where the list takes it), from `cursor` when given;
 * a v1 list of one location is asked for `locationId`'s.
 */
export function pageRequest(op: Operation, param: PageToken, locationId: string, cursor?: string) {
  const path = op.path.replace('{location_id}', encodeURIComponent(locationId));
  if (param.in === 'body') {
    return {
      path,
      body: { limit: 1, ...(cursor === undefined ? {} : { [param.name]: cursor }) },
    };
  }
  // A list without `limit` (v2 ListPayments: 100 a page) is asked for its default page.
  const query = [
    ...(op.queryParams.some((p) => p.name === 'limit') ? ['limit=1'] : []),
    ...(cursor === undefined ? [] : [`${param.name}=${encodeURIComponent(cursor)}`]),
  ];
  return { path: `${path}${query.length > 0 ? `?${query.join('&')}` : ''}`, body: undefined };
}

/** The next-page token of the first page (limit=1) of every list operation, as `token` sees it. */
export async function nextPageTokens(
  url: string,
  ops: Operation[],
  token: string,
  locationId: string,
): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const op of ops) {
    const param = pageTokenParam(op);
    if (!param) continue;
    const first = pageRequest(op, param, locationId);
    const label = `${op.method} ${first.path}${first.body ? ` ${JSON.stringify(first.body)}` : ''}`;
    const outcome = await send(url, {
      method: op.method,
      path: first.path,
      headers: {
        authorization: `Bearer ${token}`,
        ...(first.body ? { 'content-type': 'application/json' } : {}),
      },
      body: first.body ? Buffer.from(JSON.stringify(first.body)) : undefined,
    });
    if (!outcome.ok || outcome.response.status !== 200) {
      throw new Error(`${label} failed: ${outcome.ok ? outcome.response.text : outcome.error}`);
    }
    const { response } = outcome;
    const link = String(response.headers.link ?? '');
    const fromLink = /[?&]batch_token=([^&>]+)/.exec(link)?.[1];
    const fromBody = (JSON.parse(response.text) as { cursor?: unknown }).cursor;
    const next = fromLink ? decodeURIComponent(fromLink) : fromBody;
    if (SINGLE_RESOURCE_LISTS.includes(op.operationId)) {
      // One resource per merchant: a first page of one item and no next page, ever.
      const items = Object.values(JSON.parse(response.text) as object).find(Array.isArray);
      if (next !== undefined || items?.length !== 1) {
        throw new Error(`${label} should list exactly one item and no next page: ${response.text}`);
      }
      continue;
    }
    if (typeof next !== 'string') {
      throw new Error(`${label} gave no next-page token (${link}; ${response.text.slice(0, 200)})`);
    }
    tokens[op.operationId] = next;
  }
  return tokens;
}
