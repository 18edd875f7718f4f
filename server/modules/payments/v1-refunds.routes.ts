import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  V1CreateRefundRequest,
  V1ListRefundsQuery,
  V1Refund,
  V1_REFUND_WINDOW_DAYS,
} from '@contract/v1-transactions';
import type { AppEnv } from '../../http/env';
import { v1List } from '../../http/lists';
import { jsonBody, merchantContext, operation } from '../../http/route';
import { resolveLocation } from '../locations';
import * as v1Refunds from './v1-refunds.service';

const tags = ['Transactions (v1)'];
const locationParam = z.object({ location_id: z.string() });

/** Generation 1 refunds: `/v1/{location_id}/refunds`. */
export function v1RefundRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'V1ListRefunds',
        method: 'get',
        path: '/v1/{location_id}/refunds',
        summary: 'Lists refunds of a location (or of every location with `me`)',
        description:
          'By created_at in order (default ASC); time range as listPayments. limit (1..200, ' +
          'default 100) is approximate: a page never splits the refunds of one FULL refund of a ' +
          'split tender payment, so it may hold more. Next page in the Link header.',
        tags,
        scopes: ['PAYMENTS_READ'],
        request: { params: locationParam, query: V1ListRefundsQuery },
        response: z.array(V1Refund),
      }),
      async (c) => {
        const query = c.req.valid('query');
        const { location_id } = c.req.valid('param');
        const ctx = merchantContext(c);
        const locationId = await resolveLocation(ctx, location_id);
        const items = await v1List(c, `v1.refunds:${location_id}`, query, (page) =>
          v1Refunds.listV1Refunds(ctx, locationId, query, page),
        );
        return c.json(items, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'V1CreateRefund',
        method: 'post',
        path: '/v1/{location_id}/refunds',
        summary: 'Refunds a payment (FULL or PARTIAL)',
        description:
          'payment_id is the payment, or one tender of a split tender payment. A PARTIAL refund ' +
          'of a whole split tender payment is rejected; a FULL one refunds every tender. Only ' +
          `within ${V1_REFUND_WINDOW_DAYS} days of the payment. refunded_money (PARTIAL) may be ` +
          'sent negative, as the reference shows it, or positive. request_idempotence_key makes ' +
          'a repeat return the first refund.',
        tags,
        scopes: ['PAYMENTS_WRITE'],
        // A signed-in person needs the refund permission, and stays within their refund limit.
        permission: 'refunds.write',
        request: { params: locationParam, body: jsonBody(V1CreateRefundRequest) },
        response: V1Refund,
      }),
      async (c) => {
        const { location_id } = c.req.valid('param');
        const ctx = merchantContext(c);
        const locationId = await resolveLocation(ctx, location_id);
        return c.json(await v1Refunds.createV1Refund(ctx, locationId, c.req.valid('json')), 200);
      },
    );
}
