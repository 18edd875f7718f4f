import { OpenAPIHono, z } from '@hono/zod-openapi';
import { V1ListPaymentsQuery, V1Payment } from '@contract/v1-transactions';
import type { AppEnv } from '../../http/env';
import { v1List } from '../../http/lists';
import { merchantContext, operation } from '../../http/route';
import { resolveLocation } from '../locations';
import * as v1Payments from './v1-payments.service';

const tags = ['Transactions (v1)'];
const locationParam = z.object({ location_id: z.string() });

/** Generation 1 payments (sales, with their tenders): `/v1/{location_id}/payments`. */
export function v1PaymentRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'V1ListPayments',
        method: 'get',
        path: '/v1/{location_id}/payments',
        summary: 'Lists payments of a location, or of every location with `me`',
        description:
          'Payments with a completed tender, by created_at (the original processing time, also ' +
          'for offline payments that arrive late) in order (default ASC). include_partial=true ' +
          'adds partial payments. begin_time inclusive (default one year before end_time, not ' +
          'before 2013-01-01), end_time exclusive (default now, at most one year after ' +
          'begin_time). limit 1..200, default 100; next page in the Link header.',
        tags,
        scopes: ['PAYMENTS_READ'],
        request: { params: locationParam, query: V1ListPaymentsQuery },
        response: z.array(V1Payment),
      }),
      async (c) => {
        const query = c.req.valid('query');
        const { location_id } = c.req.valid('param');
        const ctx = merchantContext(c);
        const locationId = await resolveLocation(ctx, location_id);
        const items = await v1List(c, `v1.payments:${location_id}`, query, (page) =>
          v1Payments.listV1Payments(ctx, locationId, query, page),
        );
        return c.json(items, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'V1RetrievePayment',
        method: 'get',
        path: '/v1/{location_id}/payments/{payment_id}',
        summary: 'Retrieves a payment with its tenders, itemizations and refunds',
        description: '`me` as location_id finds the payment at any location of the merchant.',
        tags,
        scopes: ['PAYMENTS_READ'],
        request: { params: z.object({ location_id: z.string(), payment_id: z.string() }) },
        response: V1Payment,
      }),
      async (c) => {
        const { location_id, payment_id } = c.req.valid('param');
        const ctx = merchantContext(c);
        const locationId = await resolveLocation(ctx, location_id);
        return c.json(await v1Payments.retrieveV1Payment(ctx, locationId, payment_id), 200);
      },
    );
}
