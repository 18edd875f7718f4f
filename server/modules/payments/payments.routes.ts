import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  APP_FEE_MAX_PERCENT,
  CAPTURE_WINDOW_DAYS,
  CancelPaymentByIdempotencyKeyRequest,
  CancelPaymentByIdempotencyKeyResponse,
  CancelPaymentResponse,
  CompletePaymentResponse,
  CreatePaymentRequest,
  CreatePaymentResponse,
  GetPaymentResponse,
  ListPaymentsQuery,
  ListPaymentsResponse,
  PAYMENTS_PAGE_SIZE,
} from '@contract/payments';
import type { AppEnv } from '../../http/env';
import { ApiError } from '../../http/errors';
import { v2List } from '../../http/lists';
import { jsonBody, merchantContext, operation } from '../../http/route';
import { cardError } from './payment-wire';
import * as payments from './payments.service';

const tags = ['Payments'];
const params = z.object({ id: z.string() });

/** Generation 2 payments: `/v2/payments`. */
export function paymentRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'CreatePayment',
        method: 'post',
        path: '/v2/payments',
        summary: 'Charges a card',
        description:
          'source_id is a test card nonce (see server/modules/payments/test-cards.ts) or a card on ' +
          'file (ccof:…, with customer_id). A declined card answers HTTP 402 (category ' +
          'PAYMENT_METHOD_ERROR) with the payment recorded as FAILED in `payment`. autocomplete ' +
          '(default true) completes the payment; false holds it APPROVED until completePayment or ' +
          `cancelPayment, and voids it after ${CAPTURE_WINDOW_DAYS} days. total_money = ` +
          "amount_money + tip_money, in the merchant's currency (CURRENCY_MISMATCH otherwise). " +
          `app_fee_money: at most ${APP_FEE_MAX_PERCENT} % of the total, needs ` +
          'PAYMENTS_WRITE_ADDITIONAL_RECIPIENTS. The same idempotency_key and body return the ' +
          'first answer; another body with it is IDEMPOTENCY_KEY_REUSED; a key canceled by ' +
          'cancelPaymentByIdempotencyKey first is refused (retry with a new key).',
        tags,
        scopes: ['PAYMENTS_WRITE'],
        request: { body: jsonBody(CreatePaymentRequest) },
        response: CreatePaymentResponse,
      }),
      async (c) => {
        const body = c.req.valid('json');
        const auth = c.get('auth');
        // A signed-in person taking payments (payments.write, checked already) may set app fees.
        if (
          body.app_fee_money !== undefined &&
          auth.kind === 'token' &&
          !auth.scopes.has('PAYMENTS_WRITE_ADDITIONAL_RECIPIENTS')
        ) {
          throw new ApiError(
            'INSUFFICIENT_SCOPES',
            'app_fee_money needs the PAYMENTS_WRITE_ADDITIONAL_RECIPIENTS scope',
            'app_fee_money',
          );
        }
        const { payment, decline } = await payments.createPayment(merchantContext(c), body);
        if (decline) {
          c.set('errorCode', decline.code);
          return c.json({ errors: [cardError(decline.code, decline.detail)], payment }, 402 as 200);
        }
        return c.json({ payment }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'ListPayments',
        method: 'get',
        path: '/v2/payments',
        summary: 'Lists payments',
        description:
          'created_at from begin_time (inclusive, default one year ago) to end_time (exclusive, ' +
          'default now), sort_order by created_at (default DESC); location_id, total (exact ' +
          'total_money amount), last_4, card_brand and status narrow it. At most ' +
          `${PAYMENTS_PAGE_SIZE} per page, no limit; next page in \`cursor\`.`,
        tags,
        scopes: ['PAYMENTS_READ'],
        request: { query: ListPaymentsQuery },
        response: ListPaymentsResponse,
      }),
      async (c) => {
        const query = c.req.valid('query');
        const ctx = merchantContext(c);
        const { sort_order: order, ...rest } = query;
        const { items, cursor } = await v2List(
          c,
          'v2.payments',
          { ...rest, order },
          PAYMENTS_PAGE_SIZE,
          (page) => payments.listPayments(ctx, query, page),
          'DESC',
        );
        return c.json({ payments: items, ...(cursor ? { cursor } : {}) }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'CancelPaymentByIdempotencyKey',
        method: 'post',
        path: '/v2/payments/cancel',
        summary: 'Cancels a payment by the idempotency key it was created with',
        description:
          'Voids the APPROVED payment created with idempotency_key. With no such payment it ' +
          'answers `{}` and the key can no longer create one (a late createPayment with it is ' +
          'refused: retry with a new key). A COMPLETED payment answers ' +
          'DELAYED_TRANSACTION_CAPTURED: it went through.',
        tags,
        scopes: ['PAYMENTS_WRITE'],
        request: { body: jsonBody(CancelPaymentByIdempotencyKeyRequest) },
        response: CancelPaymentByIdempotencyKeyResponse,
      }),
      async (c) => {
        await payments.cancelByIdempotencyKey(
          merchantContext(c),
          c.req.valid('json').idempotency_key,
        );
        return c.json({}, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'GetPayment',
        method: 'get',
        path: '/v2/payments/{id}',
        summary: 'Retrieves a payment',
        tags,
        scopes: ['PAYMENTS_READ'],
        request: { params },
        response: GetPaymentResponse,
      }),
      async (c) =>
        c.json(
          { payment: await payments.getPayment(merchantContext(c), c.req.valid('param').id) },
          200,
        ),
    )
    .openapi(
      operation({
        operationId: 'CompletePayment',
        method: 'post',
        path: '/v2/payments/{id}/complete',
        summary: 'Completes (captures) an APPROVED payment',
        description:
          'No body. Only an APPROVED payment: DELAYED_TRANSACTION_CAPTURED, _CANCELED, _FAILED ' +
          'or _EXPIRED otherwise.',
        tags,
        scopes: ['PAYMENTS_WRITE'],
        request: { params },
        response: CompletePaymentResponse,
      }),
      async (c) =>
        c.json(
          {
            payment: await payments.finishPayment(
              merchantContext(c),
              c.req.valid('param').id,
              'COMPLETED',
            ),
          },
          200,
        ),
    )
    .openapi(
      operation({
        operationId: 'CancelPayment',
        method: 'post',
        path: '/v2/payments/{id}/cancel',
        summary: 'Cancels (voids) an APPROVED payment',
        description:
          'No body. Only an APPROVED payment: DELAYED_TRANSACTION_CAPTURED, _CANCELED, _FAILED ' +
          'or _EXPIRED otherwise.',
        tags,
        scopes: ['PAYMENTS_WRITE'],
        request: { params },
        response: CancelPaymentResponse,
      }),
      async (c) =>
        c.json(
          {
            payment: await payments.finishPayment(
              merchantContext(c),
              c.req.valid('param').id,
              'CANCELED',
            ),
          },
          200,
        ),
    );
}
