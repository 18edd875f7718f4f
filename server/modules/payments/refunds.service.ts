import type { Kysely } from 'kysely';
import type {
  ListPaymentRefundsQueryT,
  PaymentRefundT,
  RefundPaymentRequestT,
} from '@contract/refunds';
import {
  keysetQuery,
  mapPage,
  whereInTimeRanges,
  type Page,
  type PageRequest,
} from '../../db/keyset';
import type { DB } from '../../db/schema';
import { findOwned, inTransaction, type MerchantContext } from '../context';
import { idempotent } from '../idempotency';
import { timeRangeDefaults } from '../v1-wire';
import { recordRefund, recordRefundActivity, type RefundRow } from './refund-ledger';

/** A refund row as a generation 2 PaymentRefund: positive amounts, the fee given back negative. */
function toPaymentRefund(row: RefundRow): PaymentRefundT {
  const money = (amount: number) => ({ amount, currency: row.currency });
  return {
    id: row.id,
    status: row.status,
    location_id: row.location_id,
    payment_id: row.payment_id,
    ...(row.reason !== null ? { reason: row.reason } : {}),
    amount_money: money(row.amount),
    ...(row.app_fee_amount !== null ? { app_fee_money: money(row.app_fee_amount) } : {}),
    processing_fee:
      row.processing_fee_amount > 0
        ? [
            {
              effective_at: row.created_at,
              type: 'ADJUSTMENT' as const,
              amount_money: money(-row.processing_fee_amount),
            },
          ]
        : [],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function refundPayment(
  ctx: MerchantContext,
  body: RefundPaymentRequestT,
): Promise<PaymentRefundT> {
  return inTransaction(ctx, (tctx) =>
    idempotent(tctx, 'v2.refunds.create', body.idempotency_key, body, async () => {
      const row = await recordRefund(tctx, {
        paymentId: body.payment_id,
        amount: body.amount_money.amount,
        currency: body.amount_money.currency,
        ...(body.app_fee_money ? { appFee: body.app_fee_money.amount } : {}),
        reason: body.reason,
        fields: {
          paymentId: 'payment_id',
          amount: 'amount_money.amount',
          currency: 'amount_money.currency',
          appFee: 'app_fee_money.amount',
        },
      });
      await recordRefundActivity(tctx, 'RefundPayment', row.payment_id, [row]);
      return toPaymentRefund(row);
    }),
  );
}

export async function getPaymentRefund(ctx: MerchantContext, id: string): Promise<PaymentRefundT> {
  return toPaymentRefund(await findOwned(ctx, 'refunds', id, 'Refund'));
}

interface RefundFilters extends Record<string, unknown> {
  merchant_id: string;
  location_id: string | undefined;
  status: string | undefined;
  source_type: string | undefined;
  begin_time: string;
  end_time: string;
}

const refundsPage = keysetQuery('refunds', (db: Kysely<DB>, f: RefundFilters) => {
  let q = db.selectFrom('refunds').selectAll().where('merchant_id', '=', f.merchant_id);
  if (f.location_id !== undefined) q = q.where('location_id', '=', f.location_id);
  if (f.status !== undefined) q = q.where('status', '=', f.status as RefundRow['status']);
  if (f.source_type !== undefined) q = q.where('source_type', '=', f.source_type);
  return whereInTimeRanges(q, [['created_at', f.begin_time, f.end_time]]);
});

export async function listPaymentRefunds(
  ctx: MerchantContext,
  query: ListPaymentRefundsQueryT,
  request: PageRequest,
): Promise<Page<PaymentRefundT>> {
  const page = await refundsPage(
    ctx.db,
    {
      merchant_id: ctx.merchantId,
      location_id: query.location_id,
      status: query.status,
      source_type: query.source_type,
      ...timeRangeDefaults(query),
    },
    request,
  );
  return mapPage(page, toPaymentRefund);
}
