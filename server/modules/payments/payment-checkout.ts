import type { PaymentCheckoutT } from '@contract/payment-reports';
import type { MerchantContext } from '../context';
import { notFound } from '../errors';
import { decodeItemizations } from '../../db/itemizations';
import { saleItemsOf } from '../../db/sale-items';

const num = (value: unknown) => Number(value ?? 0);

/** The checkout (sale) a payment is a tender of; 404 for another merchant's or unknown id. */
export async function paymentCheckout(
  ctx: MerchantContext,
  paymentId: string,
): Promise<PaymentCheckoutT> {
  const row = await ctx.db
    .selectFrom('payments')
    .innerJoin('checkouts', 'checkouts.id', 'payments.checkout_id')
    .select([
      'payments.id as payment_id',
      'checkouts.id as checkout_id',
      'checkouts.location_id',
      'checkouts.origin',
      'checkouts.currency',
      'checkouts.completed',
      (eb) =>
        eb
          .selectFrom('payments as t')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('t.checkout_id', '=', 'checkouts.id')
          .as('tender_count'),
      'checkouts.taxes',
      'checkouts.itemizations',
    ])
    .where('payments.merchant_id', '=', ctx.merchantId)
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();
  if (!row) throw notFound(`Payment ${paymentId}`);
  const items = decodeItemizations(
    row.itemizations,
    row,
    await saleItemsOf(ctx.db, ctx.merchantId, [row.itemizations, row.taxes]),
  );
  return {
    payment_id: row.payment_id,
    checkout_id: row.checkout_id,
    location_id: row.location_id,
    origin: row.origin,
    tender_count: num(row.tender_count),
    itemization_count: items.length,
    v1_visible: row.completed === 1,
    items: items.map((item) => ({
      name: item.name,
      ...(item.item_variation_name ? { variation_name: item.item_variation_name } : {}),
      quantity: item.quantity,
      total_money: { amount: num(item.total_amount), currency: row.currency },
    })),
  };
}
