/**
 * The Online orders area's demo data: a few dozen online store orders per location over the
 * seeded days, each paid by a REAL ledger payment (a checkout with origin API and one CARD
 * payment, card not present, written by the payments module's `recordSale`; refunds by its
 * refund rule `recordRefund`), in every state of the moves table
 * (docs/decisions/2026-11-23-deposits-drawers-orders.md) with a history that follows it:
 * - PENDING: placed, payment authorised (APPROVED, before its capture deadline);
 * - OPEN: paid (COMPLETED payment, PAYMENT_RECEIVED);
 * - COMPLETED: shipped, with a tracking number and sometimes a note;
 * - CANCELED: from PENDING (payment voided) or from OPEN (payment refunded in full), and one
 *   EXPIRED per location (an authorisation that was never captured);
 * - REFUNDED: completed, then refunded in full;
 * - REJECTED: the card was declined (FAILED payment, DECLINED).
 * Buyers, shipping addresses, buyer notes and promo codes are drawn from small lists. Orders and
 * their history go out in multi-row inserts; the ledger rows (a few per order) through the
 * payments module's writers, with ids from the seeded generator so the data is reproducible.
 */
import type { Kysely } from 'kysely';
import { CAPTURE_WINDOW_DAYS } from '@contract/payments';
import type {
  DB,
  OnlineOrderAction,
  OnlineOrderHistoryTable,
  OnlineOrderState,
  OnlineOrdersTable,
} from '../db/schema';
import { DEFAULT_REFUND_REASON } from '../modules/orders/orders.service';
import { recordRefund } from '../modules/payments/refund-ledger';
import { recordSale } from '../modules/payments/sales';
import type { MerchantContext } from '../modules/context';
import { isPostgres } from './bulk';
import { DAY, HOUR, MINUTE, Random, insertInChunks, type SeedAccount } from './core';

export interface OrdersOptions {
  days: number;
  nowMs: number;
}

export interface SeededOrders {
  orderCount: number;
  /** The ledger rows the orders' payments added. */
  checkoutCount: number;
  paymentCount: number;
  refundCount: number;
}

type Kind =
  | 'PENDING'
  | 'OPEN'
  | 'COMPLETED'
  | 'CANCELED_VOID'
  | 'CANCELED_REFUND'
  | 'REFUNDED'
  | 'REJECTED'
  | 'EXPIRED';

/** Every kind at least once per location (the first orders), then drawn by age. */
const EVERY_KIND: Kind[] = [
  'PENDING',
  'OPEN',
  'COMPLETED',
  'CANCELED_VOID',
  'CANCELED_REFUND',
  'REFUNDED',
  'REJECTED',
  'EXPIRED',
];

const CAPTURE_WINDOW = CAPTURE_WINDOW_DAYS * DAY;

const CATALOG: ReadonlyArray<readonly [string, number]> = [
  ['House Blend beans, 12 oz', 1_650],
  ['Single-origin Ethiopia beans, 12 oz', 1_995],
  ['Decaf Colombia beans, 12 oz', 1_750],
  ['Cold brew pack (4)', 2_400],
  ['Ceramic mug', 1_800],
  ['Pour-over kit', 4_500],
  ['Gift card', 2_500],
  ['Holiday gift box', 6_500],
];

const BUYERS: ReadonlyArray<readonly [string, string]> = [
  ['Jordan', 'Reyes'],
  ['Sam', 'Okafor'],
  ['Avery', 'Chen'],
  ['Morgan', 'Patel'],
  ['Riley', 'Novak'],
  ['Casey', 'Larsen'],
  ['Taylor', 'Brooks'],
  ['Quinn', 'Haddad'],
  ['Jamie', 'Moreau'],
  ['Alex', 'Nakamura'],
];

/** Street, city, state, ZIP prefix. */
const ADDRESSES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Pine St', 'Seattle', 'WA', '981'],
  ['Larimer St', 'Denver', 'CO', '802'],
  ['Congress Ave', 'Austin', 'TX', '787'],
  ['Alberta St', 'Portland', 'OR', '972'],
  ['Valencia St', 'San Francisco', 'CA', '941'],
  ['Halsted St', 'Chicago', 'IL', '606'],
];

const BUYER_NOTES = [
  'Please leave at the back door.',
  'It is a gift, no receipt in the box please.',
  'Ring twice.',
  'Whole beans, not ground.',
];

const PROMO_CODES: ReadonlyArray<readonly [string, number]> = [
  ['WELCOME10', 10],
  ['SPRING15', 15],
  ['LOYAL20', 20],
];

const CANCEL_NOTES = ['Out of stock', 'Buyer asked to cancel', 'Address could not be verified'];
const REFUND_NOTES = ['Arrived damaged', 'Never delivered', 'Wrong item sent'];
const COMPLETE_NOTES = ['Shipped with UPS Ground', 'Shipped with USPS Priority', 'Picked up'];

const CARD_BRANDS: ReadonlyArray<readonly [string, number]> = [
  ['VISA', 55],
  ['MASTERCARD', 28],
  ['AMERICAN_EXPRESS', 12],
  ['DISCOVER', 5],
];

const DECLINE_CODES = ['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'VERIFY_CVV_FAILURE'];

/** Online sales tax by location (the online store charges it on top). */
const TAX_RATES = [0.1035, 0.0881, 0.0825];

const iso = (ms: number) => new Date(ms).toISOString();

/** Writes the demo merchant's online orders; see the module comment. */
export async function seedOrders(
  db: Kysely<DB>,
  parentRng: Random,
  account: SeedAccount,
  options: OrdersOptions,
): Promise<SeededOrders> {
  const rng = new Random(parentRng.uint32());
  const { days, nowMs } = options;
  const ctx: MerchantContext = {
    db,
    engine: isPostgres(db) ? 'postgres' : 'sqlite',
    merchantId: account.merchant.id,
  };
  const currency = account.merchant.currency;
  const orders: OnlineOrdersTable[] = [];
  const history: OnlineOrderHistoryTable[] = [];
  const start = nowMs - days * DAY;
  let seq = 1000;
  let refundCount = 0;

  for (const [index, location] of account.locations.entries()) {
    const locationId = location.row.id;
    const count = Math.min(48, 24 + Math.round(days / 6));
    const taxRate = TAX_RATES[index % TAX_RATES.length]!;
    const tz = location.row.timezone;
    for (let i = 0; i < count; i++) {
      const forced = EVERY_KIND[i];
      // When it was placed: the forced kinds where they make sense, the rest anywhere in the
      // window; always in the location's waking hours.
      const placed = Math.max(
        start,
        forced === 'PENDING'
          ? awake(rng, tz, nowMs, 10 * MINUTE, 20 * HOUR)
          : forced === 'OPEN'
            ? awake(rng, tz, nowMs, HOUR, 2 * DAY)
            : forced === 'EXPIRED'
              ? awake(rng, tz, nowMs, CAPTURE_WINDOW + HOUR, CAPTURE_WINDOW + 2 * DAY)
              : awake(rng, tz, nowMs, 3 * HOUR, Math.max(4 * HOUR, nowMs - start)),
      );
      const age = nowMs - placed;
      const kind = forced ?? drawKind(rng, age);
      if (kind === 'EXPIRED' && age <= CAPTURE_WINDOW) continue;

      // What was bought.
      const lines = rng.int(1, 3);
      let subtotal = 0;
      const bought: Array<{ name: string; price: number; quantity: number }> = [];
      for (let l = 0; l < lines; l++) {
        const [name, price] = rng.pick(CATALOG);
        const quantity = rng.int(1, 2);
        bought.push({ name, price, quantity });
        subtotal += price * quantity;
      }
      const promo = rng.chance(0.2) ? rng.pick(PROMO_CODES) : null;
      const shipping = subtotal >= 5_000 ? 0 : rng.pick([599, 899]);
      // The sale's lines: what was bought (the promo and the tax on each line, as the sale
      // records them), then shipping. The order's discount, tax and total are theirs.
      const off = bought.map((line) =>
        promo ? Math.round((line.price * line.quantity * promo[1]) / 100) : 0,
      );
      const items = [
        ...bought.map((line, i) => ({
          name: line.name,
          quantity: String(line.quantity),
          unit_amount: line.price,
          ...(promo ? { discounts: [{ name: `Promo ${promo[0]}`, amount: off[i]! }] } : {}),
          taxes: [
            { name: 'Sales tax', rate: String(taxRate), inclusion_type: 'ADDITIVE' as const },
          ],
        })),
        ...(shipping > 0
          ? [
              {
                name: 'Shipping',
                quantity: '1',
                unit_amount: shipping,
                itemization_type: 'CUSTOM_AMOUNT',
              },
            ]
          : []),
      ];
      const discount = off.reduce((a, b) => a + b, 0);
      const tax = bought.reduce(
        (sum, line, i) => sum + Math.round((line.price * line.quantity - off[i]!) * taxRate),
        0,
      );
      const total = subtotal + shipping + tax - discount;
      const [first, last] = rng.pick(BUYERS);
      const [street, city, state, zip] = rng.pick(ADDRESSES);
      const n = seq++;
      const paidAt = Math.min(nowMs - MINUTE, placed + rng.int(20_000, 90_000));

      // Its card payment, as the store's checkout sends it through the API.
      const paymentStatus =
        kind === 'PENDING'
          ? 'APPROVED'
          : kind === 'CANCELED_VOID' || kind === 'EXPIRED'
            ? 'CANCELED'
            : kind === 'REJECTED'
              ? 'FAILED'
              : 'COMPLETED';
      const recorded = await recordSale(ctx, {
        location_id: locationId,
        currency,
        items,
        origin: 'API',
        created_at: iso(paidAt),
        received_at: iso(paidAt),
        newId: () => rng.uuid(),
        tenders: [
          {
            type: 'CARD',
            amount: total,
            status: paymentStatus,
            card: {
              brand: rng.weighted(CARD_BRANDS),
              last_4: String(rng.int(0, 9999)).padStart(4, '0'),
              exp_month: rng.int(1, 12),
              exp_year: new Date(paidAt).getUTCFullYear() + rng.int(1, 4),
              entry_method: 'KEYED',
              cardholder_name: `${first} ${last}`,
            },
            note: `Online order #${n}`,
            reference_id: `WEB-ORDER-${index + 1}-${n}`,
            buyer_email_address: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
            ...(kind === 'REJECTED' ? { error_code: rng.pick(DECLINE_CODES) } : {}),
            // The store's checkout sends createPayment with a key; only an authorisation
            // still awaiting capture keeps its deadline (as the payments demo data).
            idempotency_key: rng.uuid(),
            ...(kind === 'PENDING' ? { capture_deadline: iso(paidAt + CAPTURE_WINDOW) } : {}),
          },
        ],
      });
      const paymentId = recorded.tenderIds[0]!;

      // The moves, in order, at times that follow one another and never pass now.
      const moves: Array<[OnlineOrderAction, OnlineOrderState, number]> = [];
      const later = (after: number, min: number, max: number) =>
        Math.min(nowMs - MINUTE, after + rng.int(min, max));
      const order: OnlineOrdersTable = {
        id: rng.uuid(),
        merchant_id: account.merchant.id,
        location_id: locationId,
        state: 'PENDING',
        buyer_email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
        buyer_note: rng.chance(0.3) ? rng.pick(BUYER_NOTES) : null,
        recipient_name: `${first} ${last}`,
        recipient_phone_number: `+1 ${location.areaCode} 555 ${String(rng.int(100, 9999)).padStart(4, '0')}`,
        shipping_address: JSON.stringify({
          address_line_1: `${rng.int(10, 4999)} ${street}`,
          ...(rng.chance(0.25) ? { address_line_2: `Apt ${rng.int(1, 40)}` } : {}),
          locality: city,
          administrative_district_level_1: state,
          postal_code: `${zip}${String(rng.int(0, 99)).padStart(2, '0')}`,
          country: 'US',
          first_name: first,
          last_name: last,
        }),
        currency,
        subtotal_amount: subtotal,
        shipping_amount: shipping,
        tax_amount: tax,
        discount_amount: discount,
        total_amount: total,
        payment_id: paymentId,
        promo_code: promo ? promo[0] : null,
        shipped_tracking_number: null,
        completed_note: null,
        canceled_note: null,
        refunded_note: null,
        expires_at: null,
        created_at: iso(placed),
        updated_at: iso(placed),
      };
      moves.push(['ORDER_PLACED', 'PENDING', placed]);
      const refund = async (at: number, note: string | null, action: 'CANCEL' | 'REFUND') => {
        refundCount++;
        await recordRefund(ctx, {
          id: rng.uuid(),
          paymentId,
          amount: 'REMAINING',
          reason: note ?? DEFAULT_REFUND_REASON[action],
          now: iso(at),
          fields: { paymentId: 'payment_id', amount: 'refunded_money', currency: 'currency_code' },
        });
      };
      switch (kind) {
        case 'PENDING':
          order.expires_at = iso(paidAt + CAPTURE_WINDOW);
          break;
        case 'EXPIRED':
          order.expires_at = iso(paidAt + CAPTURE_WINDOW);
          moves.push(['EXPIRED', 'CANCELED', paidAt + CAPTURE_WINDOW]);
          break;
        case 'REJECTED':
          moves.push(['DECLINED', 'REJECTED', paidAt]);
          break;
        case 'CANCELED_VOID': {
          const at = later(paidAt, 10 * MINUTE, DAY);
          order.canceled_note = rng.chance(0.7) ? rng.pick(CANCEL_NOTES) : null;
          moves.push(['CANCELED', 'CANCELED', at]);
          break;
        }
        default: {
          moves.push(['PAYMENT_RECEIVED', 'OPEN', paidAt]);
          if (kind === 'OPEN') break;
          if (kind === 'CANCELED_REFUND') {
            const at = later(paidAt, 30 * MINUTE, DAY);
            order.canceled_note = rng.chance(0.7) ? rng.pick(CANCEL_NOTES) : null;
            await refund(at, order.canceled_note, 'CANCEL');
            moves.push(['CANCELED', 'CANCELED', at]);
            break;
          }
          const shippedAt = later(paidAt, 2 * HOUR, 3 * DAY);
          order.shipped_tracking_number = `1Z${String(rng.int(100000, 999999))}${String(rng.int(1000000, 9999999))}`;
          order.completed_note = rng.chance(0.5) ? rng.pick(COMPLETE_NOTES) : null;
          moves.push(['COMPLETED', 'COMPLETED', shippedAt]);
          if (kind === 'REFUNDED') {
            const at = later(shippedAt, HOUR, 10 * DAY);
            order.refunded_note = rng.chance(0.7) ? rng.pick(REFUND_NOTES) : null;
            await refund(at, order.refunded_note, 'REFUND');
            moves.push(['REFUNDED', 'REFUNDED', at]);
          }
        }
      }
      let from: OnlineOrderState | null = null;
      for (const [position, [action, to, at]] of moves.entries()) {
        history.push({
          id: rng.uuid(),
          merchant_id: account.merchant.id,
          order_id: order.id,
          position,
          action,
          from_state: from,
          to_state: to,
          created_at: iso(at),
        });
        from = to;
      }
      order.state = from!;
      order.updated_at = iso(moves[moves.length - 1]![2]);
      orders.push(order);
    }
  }
  await insertInChunks(db, 'online_orders', orders);
  await insertInChunks(db, 'online_order_history', history);
  return {
    orderCount: orders.length,
    checkoutCount: orders.length,
    paymentCount: orders.length,
    refundCount,
  };
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

function localHour(ms: number, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: 'numeric' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.formatToParts(new Date(ms)).find((p) => p.type === 'hour')?.value);
}

/**
 * An instant `minAge`..`maxAge` before `nowMs` between 7 a.m. and 9 p.m. in `timeZone` (people
 * shop online while awake; the ledger's demo sales are all in 6 a.m.–10 p.m.).
 */
function awake(rng: Random, timeZone: string, nowMs: number, minAge: number, maxAge: number) {
  let at = nowMs - minAge;
  for (let tries = 0; tries < 50; tries++) {
    at = nowMs - rng.int(minAge, maxAge);
    const hour = localHour(at, timeZone);
    if (hour >= 7 && hour < 21) return at;
  }
  // Nothing awake in the range drawn: noon of the day before.
  const hour = localHour(at, timeZone);
  return at - (hour + 12) * HOUR;
}

/** Older orders have mostly been shipped; recent ones are still being worked on. */
function drawKind(rng: Random, age: number): Kind {
  if (age < 20 * HOUR) {
    return rng.weighted<Kind>([
      ['PENDING', 30],
      ['OPEN', 35],
      ['COMPLETED', 20],
      ['CANCELED_VOID', 5],
      ['REJECTED', 10],
    ]);
  }
  if (age < 3 * DAY) {
    return rng.weighted<Kind>([
      ['OPEN', 30],
      ['COMPLETED', 50],
      ['CANCELED_VOID', 5],
      ['CANCELED_REFUND', 5],
      ['REJECTED', 10],
    ]);
  }
  return rng.weighted<Kind>([
    ['COMPLETED', 72],
    ['CANCELED_VOID', 6],
    ['CANCELED_REFUND', 6],
    ['REFUNDED', 8],
    ['REJECTED', 6],
    ...(age > CAPTURE_WINDOW + HOUR ? ([['EXPIRED', 2]] as const) : []),
  ]);
}
