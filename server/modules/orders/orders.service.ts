import type { Kysely, Selectable } from 'kysely';
import { searchWords } from '@contract/search';
import {
  ORDER_ACTIONS,
  orderMove,
  type OrderMove,
  type AppListOrdersQueryT,
  type V1ListOrdersQueryT,
  type V1OrderHistoryEntryT,
  type V1OrderNoteField,
  type V1OrderT,
  type V1UpdateOrderRequestT,
} from '@contract/orders';
import { keysetQuery, type Page, type PageRequest } from '../../db/keyset';
import { containsPattern, everyWordIn } from '../../db/text-search';
import type {
  CheckoutsTable,
  DB,
  OnlineOrderHistoryTable,
  OnlineOrderState,
  OnlineOrdersTable,
} from '../../db/schema';
import { newId } from '../../lib/ids';
import { nowStored } from '../../lib/time';
import { fieldChanges, recordActivity } from '../activity';
import { inTransaction, type MerchantContext } from '../context';
import { badRequest, notFound } from '../errors';
import {
  lockPayment,
  recordRefund,
  remainingOf,
  setStatus,
  toV1Tender,
  voidExpired,
  type PaymentRow,
} from '../payments';
import { v1Money } from '../v1-wire';

type OrderRow = Selectable<OnlineOrdersTable>;
type HistoryRow = Selectable<OnlineOrderHistoryTable>;
type TenderRow = PaymentRow & { origin: CheckoutsTable['origin'] };

/** The refund reason of a cancel or refund without a note. */
export const DEFAULT_REFUND_REASON = {
  CANCEL: 'Online order canceled',
  REFUND: 'Online order refunded',
} as const;

function parseAddress(text: string | null): V1OrderT['shipping_address'] {
  return text ? (JSON.parse(text) as V1OrderT['shipping_address']) : undefined;
}

/**
 * An order row as a V1Order: money signed as generation 1 (the discount negative), `payment_id`
 * the V1Payment (the checkout) and `tender` its card tender, both when it has a payment.
 */
function toV1Order(o: OrderRow, tender: TenderRow | undefined, history?: HistoryRow[]): V1OrderT {
  const m = (amount: number) => v1Money(amount, o.currency);
  const address = parseAddress(o.shipping_address);
  return {
    id: o.id,
    ...(o.buyer_email !== null ? { buyer_email: o.buyer_email } : {}),
    ...(o.recipient_name !== null ? { recipient_name: o.recipient_name } : {}),
    ...(o.recipient_phone_number !== null
      ? { recipient_phone_number: o.recipient_phone_number }
      : {}),
    state: o.state,
    ...(address ? { shipping_address: address } : {}),
    subtotal_money: m(o.subtotal_amount),
    total_shipping_money: m(o.shipping_amount),
    total_tax_money: m(o.tax_amount),
    total_price_money: m(o.total_amount),
    total_discount_money: m(-o.discount_amount),
    created_at: o.created_at,
    updated_at: o.updated_at,
    ...(o.expires_at !== null ? { expires_at: o.expires_at } : {}),
    ...(tender ? { payment_id: tender.checkout_id } : {}),
    ...(o.buyer_note !== null ? { buyer_note: o.buyer_note } : {}),
    ...(o.completed_note !== null ? { completed_note: o.completed_note } : {}),
    ...(o.refunded_note !== null ? { refunded_note: o.refunded_note } : {}),
    ...(o.canceled_note !== null ? { canceled_note: o.canceled_note } : {}),
    ...(o.shipped_tracking_number !== null
      ? { shipped_tracking_number: o.shipped_tracking_number }
      : {}),
    ...(tender ? { tender: toV1Tender(tender, tender.origin) } : {}),
    ...(history
      ? {
          order_history: history.map((h): V1OrderHistoryEntryT => ({
            action: h.action,
            created_at: h.created_at,
          })),
        }
      : {}),
    ...(o.promo_code !== null ? { promo_code: o.promo_code } : {}),
  };
}

/** The card payments (with their checkout's origin) of many orders: one query for a page. */
async function tendersOf(db: Kysely<DB>, orders: OrderRow[]): Promise<Map<string, TenderRow>> {
  const ids = orders.flatMap((o) => (o.payment_id ? [o.payment_id] : []));
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('payments')
    .innerJoin('checkouts', 'checkouts.id', 'payments.checkout_id')
    .selectAll('payments')
    .select('checkouts.origin')
    .where('payments.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

async function historyOf(db: Kysely<DB>, orderId: string): Promise<HistoryRow[]> {
  return db
    .selectFrom('online_order_history')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

interface OrderFilters extends Record<string, unknown> {
  merchant_id: string;
  location_id: string;
  state: string | undefined;
  /** The back office's search: `containsPattern`s, each in the id, buyer email or recipient. */
  q_words?: string[] | undefined;
}

/** The columns the Online orders list's search reads ("by order id or buyer"). */
const SEARCHED_COLUMNS = ['id', 'buyer_email', 'recipient_name'];

// Served by online_orders_location_created, or with `state` by online_orders_location_state_created;
// the search's contains-matching (no b-tree can serve it) reads within that location's index range.
const ordersPage = keysetQuery('online_orders', (db: Kysely<DB>, f: OrderFilters) => {
  let q = db
    .selectFrom('online_orders')
    .selectAll()
    .where('merchant_id', '=', f.merchant_id)
    .where('location_id', '=', f.location_id);
  if (f.state !== undefined) q = q.where('state', '=', f.state as OnlineOrderState);
  const words = f.q_words;
  if (words !== undefined) q = q.where((eb) => everyWordIn(eb, SEARCHED_COLUMNS, words));
  return q;
});

/**
 * The location's orders by (created_at, id), optionally in one state and (the back office's
 * list) with every word of `q` in the id, buyer email or recipient name; without history.
 */
export async function listOrders(
  ctx: MerchantContext,
  locationId: string,
  query: V1ListOrdersQueryT | AppListOrdersQueryT,
  request: PageRequest,
): Promise<Page<V1OrderT>> {
  const q = 'q' in query ? query.q : undefined;
  const page = await ordersPage(
    ctx.db,
    {
      merchant_id: ctx.merchantId,
      location_id: locationId,
      state: query.state,
      q_words: q === undefined ? undefined : searchWords(q).map(containsPattern),
    },
    request,
  );
  const tenders = await tendersOf(ctx.db, page.items);
  return {
    items: page.items.map((o) =>
      toV1Order(o, o.payment_id ? tenders.get(o.payment_id) : undefined),
    ),
    next: page.next,
  };
}

async function findOrder(ctx: MerchantContext, locationId: string, id: string): Promise<OrderRow> {
  const row = await ctx.db
    .selectFrom('online_orders')
    .selectAll()
    .where('merchant_id', '=', ctx.merchantId)
    .where('location_id', '=', locationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`Order ${id}`);
  return row;
}

async function withDetails(ctx: MerchantContext, order: OrderRow): Promise<V1OrderT> {
  const [tenders, history] = await Promise.all([
    tendersOf(ctx.db, [order]),
    historyOf(ctx.db, order.id),
  ]);
  return toV1Order(order, order.payment_id ? tenders.get(order.payment_id) : undefined, history);
}

/** One order with its history (oldest first). */
export async function retrieveOrder(
  ctx: MerchantContext,
  locationId: string,
  id: string,
): Promise<V1OrderT> {
  return withDetails(ctx, await findOrder(ctx, locationId, id));
}

function notAllowed(action: string, state: string) {
  return badRequest(
    `action ${action} is not allowed for an order that is ${state}` +
      (state === 'PENDING' || state === 'OPEN' || state === 'COMPLETED'
        ? ` (from ${state}: ${allowedText(state)})`
        : ' (no action is allowed from this state)'),
  );
}

function allowedText(state: OnlineOrderState): string {
  return (['COMPLETE', 'CANCEL', 'REFUND'] as const)
    .filter((a) => orderMove(a, state) !== undefined)
    .join(' or ');
}

/** The ledger change of a move, on the order's payment, in the move's transaction. */
async function applyLedger(
  tctx: MerchantContext,
  order: OrderRow,
  move: OrderMove,
  reason: string,
  now: string,
): Promise<void> {
  if (move.ledger === 'NONE' || order.payment_id === null) return;
  const payment = await lockPayment(tctx, order.payment_id);
  if (move.ledger === 'VOID') {
    // As cancelPayment: an APPROVED payment is voided; one already voided (e.g. its capture
    // window ended) stays as it is.
    if (payment.status === 'APPROVED') await setStatus(tctx, payment, 'CANCELED');
    return;
  }
  // The refund rule of the refund endpoints; nothing left (refunded through them) is no refund.
  if (payment.status === 'COMPLETED' && remainingOf(payment) === 0) return;
  await recordRefund(
    tctx,
    {
      paymentId: payment.id,
      amount: 'REMAINING',
      reason,
      now,
      fields: { paymentId: 'payment_id', amount: 'refunded_money', currency: 'currency_code' },
    },
    payment,
  );
}

const ORDER_VERBS: Record<V1UpdateOrderRequestT['action'], string> = {
  COMPLETE: 'completed',
  CANCEL: 'canceled',
  REFUND: 'refunded',
};

/**
 * Moves the order by the moves table, in one transaction: a conditional update from the state it
 * was read in (0 rows: another request moved it first, answered as a disallowed move), the
 * history entry at the next position, the fields given, and the ledger change (void or refund).
 */
export async function updateOrder(
  ctx: MerchantContext,
  locationId: string,
  id: string,
  body: V1UpdateOrderRequestT,
): Promise<V1OrderT> {
  await voidExpired(ctx);
  return inTransaction(ctx, async (tctx) => {
    const order = await findOrder(tctx, locationId, id);
    const move = orderMove(body.action, order.state);
    if (!move) throw notAllowed(body.action, order.state);
    const now = nowStored();
    const fields: Partial<Record<V1OrderNoteField, string>> = {};
    for (const f of ORDER_ACTIONS[body.action].fields) {
      if (body[f] !== undefined) fields[f] = body[f];
    }
    const result = await tctx.db
      .updateTable('online_orders')
      .set({ state: move.to, updated_at: now, ...fields })
      .where('merchant_id', '=', tctx.merchantId)
      .where('id', '=', order.id)
      .where('state', '=', move.from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const stored = await findOrder(tctx, locationId, id);
      throw notAllowed(body.action, stored.state);
    }
    const last = await tctx.db
      .selectFrom('online_order_history')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    await tctx.db
      .insertInto('online_order_history')
      .values({
        id: newId(),
        merchant_id: tctx.merchantId,
        order_id: order.id,
        position: last?.position === null || last === undefined ? 0 : Number(last.position) + 1,
        action: move.history,
        from_state: move.from,
        to_state: move.to,
        created_at: now,
      })
      .execute();
    const note = body.action === 'CANCEL' ? body.canceled_note : body.refunded_note;
    const reason =
      note !== undefined && note.trim() !== ''
        ? note
        : body.action === 'COMPLETE'
          ? ''
          : DEFAULT_REFUND_REASON[body.action];
    await applyLedger(tctx, order, move, reason, now);
    await recordActivity(tctx, {
      operation: 'V1UpdateOrder',
      area: 'orders',
      resourceType: 'order',
      resourceId: order.id,
      changes: fieldChanges(order, { ...order, state: move.to, ...fields }, [
        'state',
        ...ORDER_ACTIONS[body.action].fields,
      ]),
      // A cancel voids and a refund gives back the order's total; completing moves no money.
      amount:
        body.action === 'COMPLETE'
          ? null
          : { amount: order.total_amount, currency: order.currency },
      summary: `${ORDER_VERBS[body.action]} an online order`,
    });
    return withDetails(tctx, { ...order, state: move.to, updated_at: now, ...fields });
  });
}
