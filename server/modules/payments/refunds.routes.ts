import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  GetPaymentRefundResponse,
  ListPaymentRefundsQuery,
  ListPaymentRefundsResponse,
  RefundPaymentRequest,
  RefundPaymentResponse,
} from '@contract/refunds';
import { REFUNDS_PAGE_LIMIT } from '@contract/values';
import type { AppEnv } from '../../http/env';
import { v2List } from '../../http/lists';
import { jsonBody, merchantContext, operation } from '../../http/route';
import * as refunds from './refunds.service';

const tags = ['Refunds'];
const params = z.object({ refund_id: z.string() });

/** Generation 2 refunds: `/v2/refunds`. */
export function refundRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'RefundPayment',
        method: 'post',
        path: '/v2/refunds',
        summary: 'Refunds a payment in full or in part',
        description:
          'Only a COMPLETED payment; amount_money at most its total minus its completed and ' +
          'pending refunds (REFUND_AMOUNT_INVALID says the remaining amount), in its currency. ' +
          'The refund is COMPLETED at once. The same idempotency_key and body return the same ' +
          'refund; the same key with another body is IDEMPOTENCY_KEY_REUSED.',
        tags,
        scopes: ['PAYMENTS_WRITE'],
        // A signed-in person needs the refund permission, and stays within their refund limit.
        permission: 'refunds.write',
        request: { body: jsonBody(RefundPaymentRequest) },
        response: RefundPaymentResponse,
      }),
      async (c) =>
        c.json(
          { refund: await refunds.refundPayment(merchantContext(c), c.req.valid('json')) },
          200,
        ),
    )
    .openapi(
      operation({
        operationId: 'GetPaymentRefund',
        method: 'get',
        path: '/v2/refunds/{refund_id}',
        summary: 'Retrieves a refund',
        tags,
        scopes: ['PAYMENTS_READ'],
        request: { params },
        response: GetPaymentRefundResponse,
      }),
      async (c) =>
        c.json(
          {
            refund: await refunds.getPaymentRefund(
              merchantContext(c),
              c.req.valid('param').refund_id,
            ),
          },
          200,
        ),
    )
    .openapi(
      operation({
        operationId: 'ListPaymentRefunds',
        method: 'get',
        path: '/v2/refunds',
        summary: 'Lists refunds',
        description:
          'begin_time inclusive (default one year back), end_time exclusive (default now), by ' +
          'created_at in sort_order (default DESC); filters location_id, status, source_type. ' +
          `At most ${REFUNDS_PAGE_LIMIT} per page; next page in \`cursor\`.`,
        tags,
        scopes: ['PAYMENTS_READ'],
        request: { query: ListPaymentRefundsQuery },
        response: ListPaymentRefundsResponse,
      }),
      async (c) => {
        const query = c.req.valid('query');
        const ctx = merchantContext(c);
        const { sort_order, ...rest } = query;
        const { items, cursor } = await v2List(
          c,
          'v2.refunds',
          { ...rest, order: sort_order },
          REFUNDS_PAGE_LIMIT,
          (page) => refunds.listPaymentRefunds(ctx, query, page),
          'DESC',
        );
        return c.json({ refunds: items, ...(cursor ? { cursor } : {}) }, 200);
      },
    );
}
