/**
 * Ledger rows the generation 1 reads need and the API cannot make: a location's bank account
 * (there is no create operation) and card sales of past days (a point of sale's, written by the
 * ledger's sale writer), so the settlement job has closed days to pay out; and the database's
 * view of what it paid out, for the settled-once checks.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Engine } from '../server/db';
import type { DB } from '../server/db/schema';
import { newId } from '../server/lib/ids';
import { nowStored } from '../server/lib/time';
import { inTransaction } from '../server/modules/context';
import { recordSale } from '../server/modules/payments/sales';

const HOUR_MS = 3_600_000;

/** The bank account of `locationId` (one per location); returns its id. */
export async function insertBankAccount(
  db: Kysely<DB>,
  merchantId: string,
  locationId: string,
  name: string,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('bank_accounts')
    .values({
      id,
      merchant_id: merchantId,
      location_id: locationId,
      name,
      bank_name: 'Reliability Bank',
      routing_number: '021000021',
      account_number_suffix: '6789',
      // The digest of a number the suite never sends anywhere (it only tells accounts apart).
      account_number_digest: createHash('sha256').update(id).digest('hex'),
      type: 'BUSINESS_CHECKING',
      currency: 'USD',
      created_at: nowStored(),
    })
    .execute();
  return id;
}

/**
 * `perDay` one-tender card sales of `locationId` on each of the `days` days before now (the
 * first 30 hours ago, then a day apart, so each day has a cut-off past), written as a point of
 * sale's with their original times. Returns the card payments' (tenders') ids.
 */
export async function pastCardSales(
  db: Kysely<DB>,
  engine: Engine,
  merchantId: string,
  locationId: string,
  days: number,
  perDay: number,
): Promise<string[]> {
  return inTransaction({ db, engine, merchantId }, async (tctx) => {
    const ids: string[] = [];
    for (let day = 0; day < days; day += 1) {
      for (let i = 0; i < perDay; i += 1) {
        const at = new Date(Date.now() - (30 + 24 * day) * HOUR_MS - i * 60_000).toISOString();
        const sale = await recordSale(tctx, {
          location_id: locationId,
          currency: 'USD',
          created_at: at,
          received_at: at,
          tenders: [
            {
              type: 'CARD',
              amount: 1_000 + 10 * i + day,
              card: { brand: 'VISA', last_4: '1111', entry_method: 'EMV' },
            },
          ],
        });
        ids.push(...sale.tenderIds);
      }
    }
    return ids;
  });
}

/**
 * What the database holds about the settlements of `locationId`, as problems: two settlements
 * for one cut-off, a settlement whose total is not the sum of its entries' amounts and fees, a
 * card payment of `paymentIds` without exactly one original CHARGE entry or in no SENT
 * settlement. Returns the problems and the number of settlements.
 */
export async function settledOnceProblems(
  db: Kysely<DB>,
  locationId: string,
  paymentIds: readonly string[],
  label: string,
): Promise<{ problems: string[]; settlements: number }> {
  const problems: string[] = [];
  const settlements = await db
    .selectFrom('settlements')
    .select(['id', 'period_end', 'total_amount', 'status'])
    .where('location_id', '=', locationId)
    .execute();
  const cutoffs = new Map<string, number>();
  for (const s of settlements) cutoffs.set(s.period_end, (cutoffs.get(s.period_end) ?? 0) + 1);
  for (const [cutoff, n] of cutoffs) {
    if (n !== 1) problems.push(`${label}: ${n} settlements for the cut-off ${cutoff}`);
  }
  const entries =
    settlements.length === 0
      ? []
      : await db
          .selectFrom('settlement_entries')
          .select([
            'settlement_id',
            'type',
            'payment_id',
            'amount',
            'fee_amount',
            'carried_from_settlement_id',
          ])
          .where(
            'settlement_id',
            'in',
            settlements.map((s) => s.id),
          )
          .execute();
  for (const s of settlements) {
    const sum = entries
      .filter((e) => e.settlement_id === s.id)
      .reduce((a, e) => a + Number(e.amount) + Number(e.fee_amount), 0);
    if (sum !== Number(s.total_amount)) {
      problems.push(`${label}: settlement ${s.id} totals ${s.total_amount}, its entries ${sum}`);
    }
  }
  const sent = new Set(settlements.filter((s) => s.status === 'SENT').map((s) => s.id));
  for (const id of paymentIds) {
    const charges = entries.filter((e) => e.type === 'CHARGE' && e.payment_id === id);
    const original = charges.filter((e) => e.carried_from_settlement_id === null);
    const inSent = charges.filter((e) => sent.has(e.settlement_id));
    if (original.length !== 1 || inSent.length !== 1) {
      problems.push(
        `${label}: payment ${id} has ${original.length} original CHARGE entries and ` +
          `${inSent.length} in SENT settlements (want 1 and 1)`,
      );
    }
  }
  return { problems, settlements: settlements.length };
}

/**
 * An online order of `locationId` paid by the COMPLETED card payment `paymentId` of `total`
 * (OPEN: placed, then paid, as the store's checkout leaves it), with its two history entries.
 */
export async function insertOpenOrder(
  db: Kysely<DB>,
  merchantId: string,
  locationId: string,
  paymentId: string,
  total: number,
  buyer: string,
): Promise<string> {
  const id = newId();
  const placed = new Date(Date.now() - 2 * HOUR_MS).toISOString();
  const paid = new Date(Date.now() - HOUR_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('online_orders')
      .values({
        id,
        merchant_id: merchantId,
        location_id: locationId,
        state: 'OPEN',
        buyer_email: `${buyer.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        buyer_note: null,
        recipient_name: buyer,
        recipient_phone_number: null,
        shipping_address: JSON.stringify({ address_line_1: '1 Main St', country: 'US' }),
        currency: 'USD',
        subtotal_amount: total,
        shipping_amount: 0,
        tax_amount: 0,
        discount_amount: 0,
        total_amount: total,
        payment_id: paymentId,
        promo_code: null,
        shipped_tracking_number: null,
        completed_note: null,
        canceled_note: null,
        refunded_note: null,
        expires_at: null,
        created_at: placed,
        updated_at: paid,
      })
      .execute();
    await trx
      .insertInto('online_order_history')
      .values([
        {
          id: newId(),
          merchant_id: merchantId,
          order_id: id,
          position: 0,
          action: 'ORDER_PLACED',
          from_state: null,
          to_state: 'PENDING',
          created_at: placed,
        },
        {
          id: newId(),
          merchant_id: merchantId,
          order_id: id,
          position: 1,
          action: 'PAYMENT_RECEIVED',
          from_state: 'PENDING',
          to_state: 'OPEN',
          created_at: paid,
        },
      ])
      .execute();
  });
  return id;
}

/**
 * A CLOSED cash drawer shift of `locationId`, opened `hoursAgo` hours ago for two hours, with a
 * cash sale (written by the ledger's sale writer), a paid-in, a paid-out and a no-sale event,
 * counted one dollar short. Returns its id and the sale's ids.
 */
export async function insertDrawerShift(
  db: Kysely<DB>,
  engine: Engine,
  merchantId: string,
  locationId: string,
  hoursAgo: number,
  description: string,
): Promise<{ id: string; all: string[] }> {
  const at = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();
  return inTransaction({ db, engine, merchantId }, async (tctx) => {
    const sale = await recordSale(tctx, {
      location_id: locationId,
      currency: 'USD',
      created_at: at(hoursAgo - 0.5),
      received_at: at(hoursAgo - 0.5),
      tenders: [{ type: 'CASH', amount: 1_250, tendered: 2_000 }],
    });
    const id = newId();
    const starting = 10_000;
    const expected = starting + 1_250 + 500 - 300;
    await tctx.db
      .insertInto('cash_drawer_shifts')
      .values({
        id,
        merchant_id: merchantId,
        location_id: locationId,
        state: 'CLOSED',
        description,
        device_id: `${description} device`,
        device_name: `${description} register`,
        currency: 'USD',
        opening_employee_id: null,
        ending_employee_id: null,
        closing_employee_id: null,
        starting_cash_amount: starting,
        cash_payment_amount: 1_250,
        cash_refunds_amount: 0,
        cash_paid_in_amount: 500,
        cash_paid_out_amount: 300,
        expected_cash_amount: expected,
        closed_cash_amount: expected - 100,
        opened_at: at(hoursAgo),
        ended_at: at(hoursAgo - 2),
        closed_at: at(hoursAgo - 2.1),
        updated_at: at(hoursAgo - 2.1),
      })
      .execute();
    const event = (type: string, amount: number, hours: number, paymentId: string | null) => ({
      id: newId(),
      shift_id: id,
      event_type: type,
      employee_id: null,
      currency: 'USD',
      amount,
      description: `${description} ${type.toLowerCase()}`,
      payment_id: paymentId,
      refund_id: null,
      created_at: at(hours),
    });
    const events = [
      event('CASH_TENDER_PAYMENT', 1_250, hoursAgo - 0.5, sale.tenderIds[0]!),
      event('PAID_IN', 500, hoursAgo - 0.7, null),
      event('PAID_OUT', -300, hoursAgo - 0.9, null),
      event('NO_SALE', 0, hoursAgo - 1, null),
    ];
    await tctx.db.insertInto('cash_drawer_events').values(events).execute();
    return { id, all: [id, sale.checkoutId, ...sale.tenderIds, ...events.map((e) => e.id)] };
  });
}
