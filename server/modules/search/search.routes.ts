import { OpenAPIHono } from '@hono/zod-openapi';
import { SearchQuery, SearchResponse } from '@contract/search';
import { allows } from '../../http/auth';
import type { AppEnv } from '../../http/env';
import { merchantContext, operation } from '../../http/route';
import type { Scope } from '../../auth/scopes';
import { search, type SearchKind } from './search.service';

/** What reading each kind needs: a token's scope, which stands for a person's permission. */
const KIND_SCOPES: Record<SearchKind, Scope> = {
  payments: 'PAYMENTS_READ',
  refunds: 'PAYMENTS_READ',
  orders: 'ORDERS_READ',
  deposits: 'SETTLEMENTS_READ',
  employees: 'EMPLOYEES_READ',
};

const DEFAULT_LIMIT = 5;

const searchOp = operation({
  operationId: 'Search',
  method: 'get',
  path: '/app/search',
  summary: 'Finds payments, refunds, online orders, deposits and employees by what was typed',
  description:
    'The command palette’s search. Payments by amount, card last 4 or id; refunds by amount, ' +
    'id or their payment’s id; online orders by buyer email or name (every word), amount or id; ' +
    'deposits by amount or id; employees by name, email or external id (every word, in any ' +
    'field: "smith quinn") or id. Only the kinds the caller may read are searched and returned ' +
    '(payments.read, orders.read, deposits.read, staff.read; a token needs their scopes). ' +
    'Amounts are in the merchant’s currency (`12.50`, `1,500`). At most `limit` of each kind.',
  tags: ['Search'],
  scopes: [],
  request: { query: SearchQuery },
  response: SearchResponse,
});

/** `GET /app/search`. */
export function searchRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(searchOp, async (c) => {
    const { q, limit } = c.req.valid('query');
    const principal = c.get('auth');
    const kinds = (Object.keys(KIND_SCOPES) as SearchKind[]).filter((kind) =>
      allows(principal, { scopes: [KIND_SCOPES[kind]] }),
    );
    return c.json(await search(merchantContext(c), q, kinds, limit ?? DEFAULT_LIMIT), 200);
  });
}
