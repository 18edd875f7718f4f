import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  AppListOrdersQuery,
  type AppListOrdersQueryT,
  V1ListOrdersQuery,
  V1Order,
  V1UpdateOrderRequest,
} from '@contract/orders';
import { ORDER_FIELD_MAX } from '@contract/orders';
import type { AppEnv } from '../../http/env';
import { v1List } from '../../http/lists';
import { jsonBody, merchantContext, operation } from '../../http/route';
import { merchantLocation } from '../locations';
import * as orders from './orders.service';

const tags = ['Transactions (v1)'];
const orderParams = z.object({ location_id: z.string(), order_id: z.string() });

type ListOrdersDef = Parameters<typeof operation>[0];

const v1ListOrders = {
  operationId: 'V1ListOrders',
  method: 'get',
  path: '/v1/{location_id}/orders',
  summary: 'Lists the online store orders of a location',
  description:
    'By created_at in `order`, default DESC (newest first, unlike the other v1 lists: ' +
    'the orders to act on are the recent ones). limit 1..200, default 100; next page in ' +
    'the Link header. Extension: `state` keeps the orders in one state. Without ' +
    'order_history (retrieveOrder has it).',
  tags,
  scopes: ['ORDERS_READ'],
  request: { params: z.object({ location_id: z.string() }), query: V1ListOrdersQuery },
  response: z.array(V1Order),
} satisfies ListOrdersDef;

/** The v1 list with `q`, in the web app's client only. */
const appListOrders = {
  ...v1ListOrders,
  operationId: 'ListOrdersForBackOffice',
  path: '/app/locations/{location_id}/orders',
  summary:
    'Lists the online orders of a location, found by order id or buyer (the Online orders page)',
  description:
    'The v1 list with its state filter, order (default DESC) and `Link` paging, plus `q`: ' +
    'words each contained (any case) in the order id, buyer email or recipient name, not ' +
    'necessarily the same one ("quinn example.com"). The public v1 list is unchanged.',
  tags: ['Back office: orders'],
  request: { ...v1ListOrders.request, query: AppListOrdersQuery },
} satisfies ListOrdersDef;

/** A page of a location's orders, newest first unless `order` says otherwise. */
async function locationOrders(
  c: Context<AppEnv>,
  list: 'app.orders' | 'v1.orders',
  locationParam: string,
  query: AppListOrdersQueryT,
) {
  const ctx = merchantContext(c);
  const locationId = await merchantLocation(ctx, locationParam);
  return v1List(c, `${list}:${locationParam}`, { ...query, order: query.order ?? 'DESC' }, (page) =>
    orders.listOrders(ctx, locationId, query, page),
  );
}

/**
 * Online store orders: `/v1/{location_id}/orders`, and the back office's own list
 * `/app/locations/{location_id}/orders`, which also searches by order id or buyer (issue 19 §2):
 * in the web app's client, never in the public `/openapi.json`.
 */
export function orderRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(operation(appListOrders), async (c) => {
      const { location_id } = c.req.valid('param');
      return c.json(await locationOrders(c, 'app.orders', location_id, c.req.valid('query')), 200);
    })
    .openapi(operation(v1ListOrders), async (c) => {
      const { location_id } = c.req.valid('param');
      return c.json(await locationOrders(c, 'v1.orders', location_id, c.req.valid('query')), 200);
    })
    .openapi(
      operation({
        operationId: 'V1RetrieveOrder',
        method: 'get',
        path: '/v1/{location_id}/orders/{order_id}',
        summary: 'Retrieves an online store order with its history',
        tags,
        scopes: ['ORDERS_READ'],
        request: { params: orderParams },
        response: V1Order,
      }),
      async (c) => {
        const { location_id, order_id } = c.req.valid('param');
        const ctx = merchantContext(c);
        const locationId = await merchantLocation(ctx, location_id);
        return c.json(await orders.retrieveOrder(ctx, locationId, order_id), 200);
      },
    )
    .openapi(
      operation({
        operationId: 'V1UpdateOrder',
        method: 'put',
        path: '/v1/{location_id}/orders/{order_id}',
        summary: 'Completes, cancels or refunds an online store order',
        description:
          'COMPLETE: OPEN → COMPLETED (shipped_tracking_number, completed_note). CANCEL: PENDING ' +
          '→ CANCELED, voiding the authorised payment, or OPEN → CANCELED, refunding the ' +
          'payment in full (canceled_note). REFUND: COMPLETED → REFUNDED, refunding what is ' +
          'left of the payment (refunded_note). A refund goes through the refund rule of the ' +
          'refund endpoints, with the note as its reason (default "Online order canceled" / ' +
          '"Online order refunded"). Any other move, or a move another request made first: ' +
          '400 bad_request naming the action and the state. A field of another action: 400 ' +
          `naming it. Lengths: shipped_tracking_number ≤ ${ORDER_FIELD_MAX.shipped_tracking_number}, ` +
          `completed_note ≤ ${ORDER_FIELD_MAX.completed_note}, canceled_note and refunded_note ≤ ` +
          `${ORDER_FIELD_MAX.canceled_note} (a refund's reason limit). Answers the order with ` +
          'its history.',
        tags,
        scopes: ['ORDERS_WRITE'],
        request: { params: orderParams, body: jsonBody(V1UpdateOrderRequest) },
        response: V1Order,
      }),
      async (c) => {
        const { location_id, order_id } = c.req.valid('param');
        const ctx = merchantContext(c);
        const locationId = await merchantLocation(ctx, location_id);
        return c.json(
          await orders.updateOrder(ctx, locationId, order_id, c.req.valid('json')),
          200,
        );
      },
    );
}
