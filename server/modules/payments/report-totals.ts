import { sql } from 'kysely';
import type { PaymentMoneyT, PaymentReportQueryT, PaymentTotalsT } from '@contract/payment-reports';
import type { MerchantContext } from '../context';
import { notFound } from '../errors';
import { paymentMoney } from './money';
import { moneyOfRow, refundsOf } from './payment-wire';
import { filtered, msFilters, resolveFilters } from './report-filters';

/**
 * App-only money reports by the one money rule (money.ts): the totals of a filtered range of
 * payments, and one payment's money.
 */

const num = (value: unknown) => Number(value ?? 0);

/**
 * The totals of the filtered range. Money sums count COMPLETED payments only (approved ones are
 * not captured, canceled and failed ones moved nothing); `count` counts every status.
 */
export async function paymentTotals(
  ctx: MerchantContext,
  query: PaymentReportQueryT,
): Promise<PaymentTotalsT> {
  const f = resolveFilters(ctx.merchantId, query);
  const completed = (column: string) =>
    sql<string>`coalesce(sum(case when payments.status = 'COMPLETED' then ${sql.ref(column)} end), 0)`;
  // What completed refunds gave back, per payment (fee and app fee), for the money rule.
  const back = ctx.db
    .selectFrom('refunds')
    .select([
      'refunds.payment_id',
      sql<string>`sum(refunds.processing_fee_amount)`.as('fee_back'),
      sql<string>`sum(coalesce(refunds.app_fee_amount, 0))`.as('app_fee_back'),
    ])
    .where('refunds.merchant_id', '=', f.merchant_id)
    .where('refunds.status', '=', 'COMPLETED')
    .groupBy('refunds.payment_id')
    .as('r');
  const [row, merchant] = await Promise.all([
    filtered(
      ctx.db.selectFrom('payments').leftJoin(back, 'r.payment_id', 'payments.id'),
      msFilters(f),
    )
      .select([
        sql<string>`count(*)`.as('count'),
        sql<string>`coalesce(sum(case when payments.status = 'COMPLETED' then 1 else 0 end), 0)`.as(
          'completed_count',
        ),
        completed('payments.total_amount').as('gross'),
        completed('payments.tip_amount').as('tips'),
        completed('payments.refunded_amount').as('refunded'),
        completed('payments.refund_pending_amount').as('pending'),
        completed('payments.processing_fee_amount').as('fees'),
        completed('payments.app_fee_amount').as('app_fees'),
        completed('r.fee_back').as('fees_back'),
        completed('r.app_fee_back').as('app_fees_back'),
      ])
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('merchants')
      .select('currency')
      .where('id', '=', ctx.merchantId)
      .executeTakeFirstOrThrow(),
  ]);
  // The rule is linear over completed payments: the money of the sums is the sum of the money.
  const money = paymentMoney({
    status: 'COMPLETED',
    total_amount: num(row.gross),
    refunded_amount: num(row.refunded),
    refund_pending_amount: num(row.pending),
    processing_fee_amount: num(row.fees),
    fee_returned_amount: num(row.fees_back),
    app_fee_amount: num(row.app_fees),
    app_fee_returned_amount: num(row.app_fees_back),
  });
  return {
    currency: merchant.currency,
    count: num(row.count),
    completed_count: num(row.completed_count),
    gross_amount: money.total,
    tip_amount: num(row.tips),
    refunded_amount: money.refunded,
    processing_fee_amount: money.processing_fee,
    app_fee_amount: money.app_fee,
    net_amount: money.net,
  };
}

/** One payment's money by the rule (the drawer, the refund dialog); 404 when not the merchant's. */
export async function paymentMoneyOf(
  ctx: MerchantContext,
  paymentId: string,
): Promise<PaymentMoneyT> {
  const row = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('merchant_id', '=', ctx.merchantId)
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!row) throw notFound(`Payment ${paymentId}`);
  const m = moneyOfRow(row, (await refundsOf(ctx.db, [row.id])).get(row.id) ?? []);
  const money = (amount: number) => ({ amount, currency: row.currency });
  return {
    payment_id: row.id,
    status: row.status,
    total_money: money(m.total),
    refunded_money: money(m.refunded),
    pending_refund_money: money(m.pending_refunds),
    processing_fee_money: money(m.processing_fee),
    processing_fee_charged_money: money(m.processing_fee_charged),
    processing_fee_returned_money: money(m.processing_fee_returned),
    app_fee_money: money(m.app_fee),
    net_money: money(m.net),
    left_to_refund_money: money(m.left_to_refund),
  };
}
