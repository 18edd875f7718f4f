import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  CreatePaymentsExportResponse,
  DownloadPaymentsExportQuery,
  GetPaymentCheckoutResponse,
  GetPaymentMoneyResponse,
  GetPaymentTotalsResponse,
  PaymentReportQuery,
} from '@contract/payment-reports';
import { V2ErrorResponse } from '@contract/common';
import type { AppEnv } from '../../http/env';
import { merchantContext, operation } from '../../http/route';
import { exportFileName, exportStream } from './export-csv';
import { createExportLink, readExportLink } from './export-link';
import { paymentCheckout } from './payment-checkout';
import { paymentMoneyOf, paymentTotals } from './report-totals';

const tags = ['App: payment reports'];
const FILTERS =
  'Filters as GET /v2/payments: begin_time (inclusive) and end_time (exclusive), default one ' +
  'year back to now; location_id, status, total (exact, minor units), last_4, card_brand.';

/**
 * App-only endpoints of the web Payments area (not Square operations, hence `/app/`): totals and
 * the CSV export of a filtered range, and the sale a payment is a tender of.
 */
export function paymentReportRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'GetPaymentTotals',
        method: 'get',
        path: '/app/payments/totals',
        summary: 'Totals of the filtered payments',
        description:
          `${FILTERS} count counts every status; the money sums count COMPLETED payments: ` +
          'gross (amount + tip), tips, refunded (completed refunds), processing fees kept (less ' +
          'what refunds gave back), app fees, net. One aggregate query.',
        tags,
        scopes: ['PAYMENTS_READ'],
        request: { query: PaymentReportQuery },
        response: GetPaymentTotalsResponse,
      }),
      async (c) =>
        c.json({ totals: await paymentTotals(merchantContext(c), c.req.valid('query')) }, 200),
    )
    .openapi(
      operation({
        operationId: 'CreatePaymentsExport',
        method: 'post',
        path: '/app/payments/export',
        summary: 'A short-lived download link for the CSV of the filtered payments',
        description:
          `${FILTERS} The link is signed and bound to this merchant and the filters (the time ` +
          'range resolved now); it is valid for a few minutes and needs no bearer token, so a ' +
          'browser can download it.',
        tags,
        scopes: ['PAYMENTS_READ'],
        request: { query: PaymentReportQuery },
        response: CreatePaymentsExportResponse,
      }),
      (c) =>
        c.json(
          createExportLink(merchantContext(c), c.req.valid('query'), c.get('pagingSecret')),
          200,
        ),
    )
    .openapi(
      createRoute({
        operationId: 'DownloadPaymentsExport',
        method: 'get',
        path: '/app/exports/payments.csv',
        summary: 'Streams the CSV of an export link',
        description:
          'Authorised by the signed token of CreatePaymentsExport, not a bearer token. Rows are ' +
          'read in keyset batches and written as they go, newest first.',
        tags,
        security: [],
        request: { query: DownloadPaymentsExportQuery },
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
      }),
      async (c) => {
        const filters = readExportLink(c.req.valid('query').token, c.get('pagingSecret'));
        const fileName = await exportFileName(c.get('db'), filters);
        return c.body(exportStream(c.get('db'), filters), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'no-store',
        });
      },
    )
    .openapi(
      operation({
        operationId: 'GetPaymentCheckout',
        method: 'get',
        path: '/app/payments/{payment_id}/checkout',
        summary: 'The sale a payment is a tender of',
        description:
          'Its checkout id (the V1Payment id, for GET /v1/{location_id}/payments/{id}), origin, ' +
          'how many tenders and itemizations it has, and whether generation 1 lists it.',
        tags,
        scopes: ['PAYMENTS_READ'],
        request: { params: z.object({ payment_id: z.string() }) },
        response: GetPaymentCheckoutResponse,
      }),
      async (c) =>
        c.json(
          {
            checkout: await paymentCheckout(merchantContext(c), c.req.valid('param').payment_id),
          },
          200,
        ),
    )
    .openapi(
      operation({
        operationId: 'GetPaymentMoney',
        method: 'get',
        path: '/app/payments/{payment_id}/money',
        summary: 'A payment’s fee, net, refunded and left to refund, by the one money rule',
        description:
          'The same rule as the totals, the CSV export, the Payment’s processing_fee entries ' +
          'and the deposits: the fee kept is the fee charged less what completed refunds gave ' +
          'back; net = total − refunded − fee kept − app fee kept; left to refund = total − ' +
          'completed − pending refunds.',
        tags,
        scopes: ['PAYMENTS_READ'],
        request: { params: z.object({ payment_id: z.string() }) },
        response: GetPaymentMoneyResponse,
      }),
      async (c) =>
        c.json(
          {
            money: await paymentMoneyOf(merchantContext(c), c.req.valid('param').payment_id),
          },
          200,
        ),
    );
}
