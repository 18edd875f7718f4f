import type { Context } from 'hono';
import type { Order, Page, PageRequest } from '../db/keyset';
import type { AppEnv } from './env';
import { decodePageToken, encodePageToken, nextPageLink, type PageContext } from './paging';

interface ListQuery {
  order?: Order | undefined;
  limit?: number | undefined;
}

/** The filters a page token is bound to: everything but the token itself and the page size. */
function boundFilters(query: object, tokenField: string, order: Order) {
  const filters = Object.entries(query).filter(([k]) => k !== tokenField && k !== 'limit');
  return { ...Object.fromEntries(filters), order };
}

async function runList<T>(
  c: Context<AppEnv>,
  list: string,
  query: ListQuery,
  token: { field: 'batch_token' | 'cursor'; value: string | undefined },
  defaults: { order: Order; limit: number },
  load: (request: PageRequest) => Promise<Page<T>>,
) {
  const order = query.order ?? defaults.order;
  const ctx: PageContext = {
    list,
    merchantId: c.get('auth').merchantId,
    filters: boundFilters(query, token.field, order),
    secret: c.get('pagingSecret'),
  };
  const after = token.value ? decodePageToken(ctx, token.value, token.field) : null;
  const page = await load({ order, limit: query.limit ?? defaults.limit, after });
  return { items: page.items, nextToken: page.next ? encodePageToken(ctx, page.next) : undefined };
}

/** A generation 1 list: `batch_token` in, bare items out, next page in the `Link` header. */
export async function v1List<T>(
  c: Context<AppEnv>,
  list: string,
  query: ListQuery & { batch_token?: string | undefined },
  load: (request: PageRequest) => Promise<Page<T>>,
): Promise<T[]> {
  const { items, nextToken } = await runList(
    c,
    list,
    query,
    { field: 'batch_token', value: query.batch_token },
    { order: 'ASC', limit: 100 },
    load,
  );
  if (nextToken) c.header('Link', nextPageLink(c.get('publicUrl'), c.req.url, nextToken));
  return items;
}

/**
 * A generation 2 list: `cursor` in, items and the next `cursor` (absent on the last page) out.
 * A search whose filters and sort come in a body passes them flattened into `query` (everything
 * but `limit` and `cursor` binds the cursor), with its own default order.
 */
export async function v2List<T, Q extends ListQuery & { cursor?: string | undefined }>(
  c: Context<AppEnv>,
  list: string,
  query: Q,
  defaultLimit: number,
  load: (request: PageRequest) => Promise<Page<T>>,
  defaultOrder: Order = 'ASC',
): Promise<{ items: T[]; cursor?: string }> {
  const { items, nextToken } = await runList(
    c,
    list,
    query,
    { field: 'cursor', value: query.cursor },
    { order: defaultOrder, limit: defaultLimit },
    load,
  );
  return { items, ...(nextToken ? { cursor: nextToken } : {}) };
}
