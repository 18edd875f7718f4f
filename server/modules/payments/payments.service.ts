import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  APP_FEE_MAX_PERCENT,
  CAPTURE_WINDOW_DAYS,
  type CreatePaymentRequestT,
  type ListPaymentsQueryT,
  type PaymentT,
} from '@contract/payments';
import { compiledQuery, type RowValues } from '../../db/compiled';
import {
  keysetQueryMs,
  whereInTimeRanges,
  withRelated,
  type Order,
  type Page,
  type PageRequest,
} from '../../db/keyset';
import type { CheckoutsTable, DB, PaymentsTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { fromMs, nowStored, toMs } from '../../lib/time';
import { recordActivity } from '../activity';
import { findOwned, inTransaction, type MerchantContext } from '../context';
import { DomainError, invalidField, type CardErrorCode } from '../errors';
import { idempotent } from '../idempotency';
import { feeRateFor, processingFee } from './fees';
import { paymentWithRefunds, refundsOf, toPayment } from './payment-wire';
import { paymentsRange } from './report-filters';
import { cardSource } from './test-cards';

/** The idempotency_keys operation of createPayment (and of its tombstones). */
const CREATE_OPERATION = 'createPayment';

/**
 * The request hash of a tombstone: cancelPaymentByIdempotencyKey for a key no payment has yet.
 * Never a SHA-256 hex digest, so a createPayment with that key never matches it.
 */
const TOMBSTONE_HASH = 'tombstone:cancelPaymentByIdempotencyKey';

const DAY_MS = 86_400_000;

/** What createPayment answers: the payment, and for a declined card the error (HTTP 402). */
export interface CreatePaymentOutcome {
  payment: PaymentT;
  decline?: { code: CardErrorCode; detail: string };
}

const currencyQuery = compiledQuery((db: Kysely<DB>, v: { merchant_id: string }) =>
  db.selectFrom('merchants').select('currency').where('id', '=', v.merchant_id),
);

async function merchantCurrency(tctx: MerchantContext) {
  const [merchant] = await currencyQuery(tctx.db, { merchant_id: tctx.merchantId });
  if (!merchant) throw new Error(`merchant ${tctx.merchantId} not found`);
  return merchant.currency;
}

// The create's two inserts, built and compiled once (Kysely would otherwise build and compile
// 40-column inserts on every request).
const insertCheckout = compiledQuery((db: Kysely<DB>, v: RowValues<CheckoutsTable>) =>
  db.insertInto('checkouts').values(v),
);
const insertPayment = compiledQuery((db: Kysely<DB>, v: RowValues<PaymentsTable>) =>
  db.insertInto('payments').values(v),
);

const locationQuery = compiledQuery(
  (db: Kysely<DB>, v: { merchant_id: string; id: string | undefined }) => {
    const q = db.selectFrom('locations').select('id').where('merchant_id', '=', v.merchant_id);
    return (
      v.id !== undefined ? q.where('id', '=', v.id) : q.orderBy('created_at').orderBy('id')
    ).limit(1);
  },
);

/** The location named, or the merchant's first one; another merchant's is as unknown as none. */
async function paymentLocation(tctx: MerchantContext, locationId: string | undefined) {
  const [found] = await locationQuery(tctx.db, { merchant_id: tctx.merchantId, id: locationId });
  if (!found) {
    throw locationId !== undefined
      ? invalidField('location_id', `refers to a location that does not exist: ${locationId}`)
      : new DomainError('BAD_REQUEST', 'The merchant has no location to take the payment at');
  }
  return found.id;
}

/** The checkout of a payment taken through the API: one card tender of `amount`, no taxes. */
export function apiCheckout(f: {
  merchantId: string;
  locationId: string;
  currency: string;
  amount: number;
  completed: boolean;
  at: string;
}): CheckoutsTable {
  return {
    id: newId(),
    merchant_id: f.merchantId,
    location_id: f.locationId,
    origin: 'API',
    currency: f.currency,
    is_partial: 0,
    completed: f.completed ? 1 : 0,
    device: null,
    creator_id: null,
    gross_sales_amount: f.amount,
    discount_amount: 0,
    net_sales_amount: f.amount,
    inclusive_tax_amount: 0,
    additive_tax_amount: 0,
    taxes: null,
    itemizations: null,
    created_at: toMs(f.at),
    received_at: toMs(f.at),
    updated_at: toMs(f.at),
  };
}

/** The request's rules that need no card outcome: checked before anything is written. */
function checkRequest(body: Omit<CreatePaymentRequestT, 'idempotency_key'>, currency: string) {
  if (body.accept_partial_authorization === true && body.autocomplete !== false) {
    throw new DomainError(
      'CONFLICTING_PARAMETERS',
      'accept_partial_authorization can only be true with autocomplete false (a payment held ' +
        'APPROVED); autocomplete is true when omitted',
      'accept_partial_authorization',
    );
  }
  for (const field of ['amount_money', 'tip_money', 'app_fee_money'] as const) {
    const money = body[field];
    if (money !== undefined && money.currency !== currency) {
      throw new DomainError(
        'CURRENCY_MISMATCH',
        `${field}.currency must be the merchant's currency, ${currency} (got ${money.currency})`,
        `${field}.currency`,
      );
    }
  }
  const total = body.amount_money.amount + (body.tip_money?.amount ?? 0);
  if (!Number.isSafeInteger(total)) {
    throw invalidField('amount_money.amount', 'plus tip_money.amount is too large');
  }
  const appFee = body.app_fee_money?.amount;
  if (appFee !== undefined && appFee * 100 > total * APP_FEE_MAX_PERCENT) {
    throw invalidField(
      'app_fee_money.amount',
      `must be at most ${APP_FEE_MAX_PERCENT} % of the total (amount_money + tip_money = ${total}), ` +
        `i.e. at most ${Math.floor((total * APP_FEE_MAX_PERCENT) / 100)}`,
      'VALUE_TOO_HIGH',
    );
  }
  return total;
}

async function takePayment(
  tctx: MerchantContext,
  key: string,
  body: Omit<CreatePaymentRequestT, 'idempotency_key'>,
): Promise<CreatePaymentOutcome> {
  const source = cardSource(body.source_id);
  if (source.kind === 'unknown') throw invalidField('source_id', source.rule);
  if (source.kind === 'on-file' && body.customer_id === undefined) {
    throw new DomainError(
      'MISSING_REQUIRED_PARAMETER',
      'customer_id is required when source_id is a card on file (ccof:…)',
      'customer_id',
    );
  }
  const currency = await merchantCurrency(tctx);
  const total = checkRequest(body, currency);
  const locationId = await paymentLocation(tctx, body.location_id);
  const { card } = source;
  const now = nowStored();
  const nowMs = toMs(now);
  const status: PaymentsTable['status'] = card.decline
    ? 'FAILED'
    : body.autocomplete === false
      ? 'APPROVED'
      : 'COMPLETED';
  const checkout = apiCheckout({
    merchantId: tctx.merchantId,
    locationId,
    currency,
    amount: body.amount_money.amount,
    completed: status === 'COMPLETED',
    at: now,
  });
  const row: PaymentsTable = {
    id: newId(),
    merchant_id: tctx.merchantId,
    location_id: locationId,
    checkout_id: checkout.id,
    tender_position: 0,
    status,
    source_type: 'CARD',
    tender_type: 'CREDIT_CARD',
    currency,
    amount: body.amount_money.amount,
    tip_amount: body.tip_money?.amount ?? 0,
    total_amount: total,
    app_fee_amount: body.app_fee_money?.amount ?? null,
    processing_fee_amount:
      status === 'COMPLETED' ? processingFee(total, feeRateFor('CARD', card.entryMethod)) : 0,
    refunded_amount: 0,
    refund_pending_amount: 0,
    tendered_amount: null,
    change_back_amount: null,
    card_brand: card.brand,
    last_4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    card_fingerprint: null,
    cardholder_name: null,
    entry_method: card.entryMethod,
    error_code: card.decline?.code ?? null,
    employee_id: null,
    customer_id: body.customer_id ?? null,
    order_id: body.order_id ?? null,
    reference_id: body.reference_id ?? null,
    note: body.note ?? null,
    buyer_email_address: body.buyer_email_address ?? null,
    billing_address: body.billing_address ? JSON.stringify(body.billing_address) : null,
    shipping_address: body.shipping_address ? JSON.stringify(body.shipping_address) : null,
    idempotency_key: key,
    capture_deadline: status === 'APPROVED' ? nowMs + CAPTURE_WINDOW_DAYS * DAY_MS : null,
    completed_at: status === 'COMPLETED' ? nowMs : null,
    created_at: nowMs,
    updated_at: nowMs,
  };
  await insertCheckout(tctx.db, checkout);
  await insertPayment(tctx.db, row);
  await recordActivity(tctx, {
    operation: 'CreatePayment',
    area: 'payments',
    resourceType: 'payment',
    resourceId: row.id,
    // The card as the log may name it: brand and last 4 digits, never the number.
    changes: [
      { field: 'status', before: null, after: status },
      { field: 'card', before: null, after: `${card.brand} ${card.last4}` },
    ],
    amount: { amount: total, currency },
    summary: card.decline
      ? `tried a card payment (declined: ${card.decline.code})`
      : status === 'APPROVED'
        ? 'authorised a card payment'
        : 'took a card payment',
  });
  const payment = toPayment(row);
  if (payment.card_details) {
    payment.card_details.cvv_status = card.cvv;
    payment.card_details.avs_status = card.avs;
  }
  return card.decline ? { payment, decline: card.decline } : { payment };
}

const tombstoneQuery = compiledQuery(
  (db: Kysely<DB>, v: { merchant_id: string; operation: string; key: string }) =>
    db
      .selectFrom('idempotency_keys')
      .select('request_hash')
      .where('merchant_id', '=', v.merchant_id)
      .where('operation', '=', v.operation)
      .where('idempotency_key', '=', v.key),
);

/**
 * createPayment: at most one payment per idempotency key and merchant (claimed in the create's
 * transaction; the same key and body replay the first answer, a declined one included). A key
 * canceled by cancelPaymentByIdempotencyKey before any payment had it is refused, so a request
 * whose outcome the client gave up on never charges later.
 */
export async function createPayment(
  ctx: MerchantContext,
  body: CreatePaymentRequestT,
): Promise<CreatePaymentOutcome> {
  const { idempotency_key: key, ...request } = body;
  return inTransaction(ctx, async (tctx) => {
    try {
      return await idempotent(tctx, CREATE_OPERATION, key, request, () =>
        takePayment(tctx, key, request),
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'IDEMPOTENCY_KEY_REUSED') {
        const [claim] = await tombstoneQuery(tctx.db, {
          merchant_id: ctx.merchantId,
          operation: CREATE_OPERATION,
          key,
        });
        if (claim?.request_hash === TOMBSTONE_HASH) {
          throw new DomainError(
            'BAD_REQUEST',
            'idempotency_key was canceled by cancelPaymentByIdempotencyKey before any payment ' +
              'was made with it, so nothing was charged; retry with a new idempotency_key',
            'idempotency_key',
          );
        }
      }
      throw error;
    }
  });
}

/**
 * APPROVED written into the SQL, not bound: after five runs of a named statement PostgreSQL may
 * keep one generic plan for any bound status, planned as if a quarter of the payments had it; at
 * a million payments, with a LIMIT written in, that plan read the whole table (220–300 ms) to
 * find none. With the value in the SQL its statistics show APPROVED is rare, and the status index
 * answers in a fraction of a millisecond.
 */
const APPROVED = sql.lit('APPROVED' as const);

/** voidExpired's look-up: one of the merchant's APPROVED payments past its capture deadline. */
export const dueForVoid = (db: Kysely<DB>, v: { merchant_id: string; now: number }) =>
  db
    .selectFrom('payments')
    .select('id')
    .where('merchant_id', '=', v.merchant_id)
    .where('status', '=', APPROVED)
    .where('capture_deadline', '<=', v.now)
    .limit(1);

const dueQuery = compiledQuery(dueForVoid);

/**
 * Voids the merchant's APPROVED payments whose capture window has passed (CANCELED, the card
 * VOIDED), with `updated_at` = the deadline, which marks them as expired rather than canceled.
 * Run just before a payment is read or listed; a cheap look-up on the status index when none is
 * due (the usual case), one UPDATE otherwise.
 */
export async function voidExpired(ctx: MerchantContext, now = nowStored()): Promise<void> {
  const nowMs = toMs(now);
  const due = await dueQuery(ctx.db, { merchant_id: ctx.merchantId, now: nowMs });
  if (due.length === 0) return;
  await ctx.db
    .updateTable('payments')
    .set((eb) => ({ status: 'CANCELED', updated_at: eb.ref('capture_deadline').$castTo<number>() }))
    .where('merchant_id', '=', ctx.merchantId)
    .where('status', '=', APPROVED)
    .where('capture_deadline', '<=', nowMs)
    .execute();
}

const expired = (row: PaymentsTable) =>
  row.status === 'CANCELED' &&
  row.capture_deadline !== null &&
  row.updated_at >= row.capture_deadline;

/** 400 for a payment that is not APPROVED, with the reference's code for its state. */
function notApproved(row: PaymentsTable, action: 'completed' | 'canceled'): DomainError {
  const only = `only an APPROVED payment can be ${action}`;
  if (row.status === 'COMPLETED') {
    return new DomainError(
      'DELAYED_TRANSACTION_CAPTURED',
      `Payment ${row.id} is already COMPLETED (captured); ${only}`,
    );
  }
  if (row.status === 'FAILED') {
    return new DomainError('DELAYED_TRANSACTION_FAILED', `Payment ${row.id} FAILED; ${only}`);
  }
  if (expired(row)) {
    return new DomainError(
      'DELAYED_TRANSACTION_EXPIRED',
      `Payment ${row.id} was voided when its capture window ended at ${fromMs(row.capture_deadline!)}; ${only}`,
    );
  }
  return new DomainError(
    'DELAYED_TRANSACTION_CANCELED',
    `Payment ${row.id} is already CANCELED (voided); ${only}`,
  );
}

/**
 * Completes or voids (CANCELED) a payment row found in the caller's transaction: its status,
 * `updated_at`, and when completed the processing fee and the checkout's completion. Also how an
 * online order's cancel voids its authorised payment.
 */
export async function setStatus(
  tctx: MerchantContext,
  row: PaymentsTable,
  status: 'COMPLETED' | 'CANCELED',
): Promise<PaymentsTable> {
  const now = toMs(nowStored());
  const changes = {
    status,
    updated_at: now,
    completed_at: status === 'COMPLETED' ? now : row.completed_at,
    processing_fee_amount:
      status === 'COMPLETED'
        ? processingFee(row.total_amount, feeRateFor(row.source_type, row.entry_method))
        : row.processing_fee_amount,
  };
  await tctx.db
    .updateTable('payments')
    .set(changes)
    .where('merchant_id', '=', tctx.merchantId)
    .where('id', '=', row.id)
    .execute();
  if (status === 'COMPLETED') {
    await tctx.db
      .updateTable('checkouts')
      .set({ completed: 1, updated_at: changes.updated_at })
      .where('merchant_id', '=', tctx.merchantId)
      .where('id', '=', row.checkout_id)
      .execute();
  }
  return { ...row, ...changes };
}

/**
 * completePayment / cancelPayment: only from APPROVED. The payment row is locked (`FOR UPDATE`
 * on PostgreSQL; SQLite runs one transaction at a time), so of a complete and a cancel racing
 * exactly one wins and the other sees its result.
 */
export async function finishPayment(
  ctx: MerchantContext,
  id: string,
  to: 'COMPLETED' | 'CANCELED',
): Promise<PaymentT> {
  await voidExpired(ctx);
  return inTransaction(ctx, async (tctx) => {
    const row = await findOwned(tctx, 'payments', id, 'Payment', { lock: true });
    const action = to === 'COMPLETED' ? 'completed' : 'canceled';
    if (row.status !== 'APPROVED') throw notApproved(row, action);
    if (to === 'COMPLETED' && row.capture_deadline !== null && row.capture_deadline <= Date.now()) {
      throw new DomainError(
        'DELAYED_TRANSACTION_EXPIRED',
        `Payment ${row.id}'s capture window ended at ${fromMs(row.capture_deadline)}; it is voided`,
      );
    }
    const done = await setStatus(tctx, row, to);
    await recordStatus(tctx, row, done, to === 'COMPLETED' ? 'CompletePayment' : 'CancelPayment');
    return paymentWithRefunds(tctx.db, done);
  });
}

/**
 * cancelPaymentByIdempotencyKey: voids the APPROVED payment created with `key`. No payment with
 * that key: nothing visible happens, but a tombstone takes the key, so the createPayment it
 * belonged to, should it arrive later, is refused instead of charging (the unknown-outcome
 * protocol: cancel by key, then retry with a new key). A COMPLETED payment answers
 * DELAYED_TRANSACTION_CAPTURED ("it went through"); an already CANCELED one succeeds again.
 */
export async function cancelByIdempotencyKey(ctx: MerchantContext, key: string): Promise<void> {
  await inTransaction(ctx, async (tctx) => {
    const claimed = await tctx.db
      .insertInto('idempotency_keys')
      .values({
        merchant_id: tctx.merchantId,
        operation: CREATE_OPERATION,
        idempotency_key: key,
        request_hash: TOMBSTONE_HASH,
        response: null,
        created_at: nowStored(),
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'operation', 'idempotency_key']).doNothing())
      .returning('idempotency_key')
      .executeTakeFirst();
    const byKey = {
      operation: 'CancelPaymentByIdempotencyKey',
      area: 'payments',
      resourceType: 'payment',
    } as const;
    if (claimed) {
      await recordActivity(tctx, {
        ...byKey,
        resourceId: key,
        changes: [{ field: 'idempotency_key', before: null, after: 'canceled' }],
        summary: 'canceled a payment request by its idempotency key before any payment was made',
      });
      return;
    }
    let q = tctx.db
      .selectFrom('payments')
      .selectAll()
      .where('merchant_id', '=', tctx.merchantId)
      .where('idempotency_key', '=', key);
    if (tctx.engine === 'postgres') q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row || row.status === 'CANCELED') {
      await recordActivity(tctx, {
        ...byKey,
        resourceId: row?.id ?? key,
        amount: row ? { amount: row.total_amount, currency: row.currency } : null,
        summary: 'canceled a payment by its idempotency key (it was already canceled)',
      });
      return;
    }
    if (row.status !== 'APPROVED') throw notApproved(row, 'canceled');
    const done = await setStatus(tctx, row, 'CANCELED');
    await recordStatus(tctx, row, done, 'CancelPaymentByIdempotencyKey');
  });
}

/** A payment completed or voided, in the activity log. */
async function recordStatus(
  tctx: MerchantContext,
  before: PaymentsTable,
  after: PaymentsTable,
  operation: 'CompletePayment' | 'CancelPayment' | 'CancelPaymentByIdempotencyKey',
): Promise<void> {
  await recordActivity(tctx, {
    operation,
    area: 'payments',
    resourceType: 'payment',
    resourceId: after.id,
    changes: [{ field: 'status', before: before.status, after: after.status }],
    amount: { amount: after.total_amount, currency: after.currency },
    summary: after.status === 'COMPLETED' ? 'captured a payment' : 'voided a payment',
  });
}

export async function getPayment(ctx: MerchantContext, id: string): Promise<PaymentT> {
  await voidExpired(ctx);
  const row = await findOwned(ctx, 'payments', id, 'Payment');
  return paymentWithRefunds(ctx.db, row);
}

interface PaymentFilters extends Record<string, unknown> {
  merchant_id: string;
  /** Milliseconds (payments.created_at, migration 0022). */
  begin_time: number;
  end_time: number;
  location_id: string | undefined;
  total: number | undefined;
  last_4: string | undefined;
  card_brand: string | undefined;
  status: string | undefined;
  /** Set by the page loader on a page after a cursor (see keysetQuery). */
  after_key?: number | undefined;
}

/**
 * One page of listPayments, keyset (created_at, id). Each filter has an index led by
 * (merchant_id, filter) and followed by (created_at, id) (migration 0003).
 */
const paymentsPage = keysetQueryMs(
  'payments',
  (db: Kysely<DB>, f: PaymentFilters, order: Order) => {
    let q = db.selectFrom('payments').selectAll().where('merchant_id', '=', f.merchant_id);
    if (f.location_id !== undefined) q = q.where('location_id', '=', f.location_id);
    if (f.status !== undefined) q = q.where('status', '=', f.status as PaymentsTable['status']);
    if (f.last_4 !== undefined) q = q.where('last_4', '=', f.last_4);
    if (f.card_brand !== undefined) q = q.where('card_brand', '=', f.card_brand);
    if (f.total !== undefined) q = q.where('total_amount', '=', f.total);
    // After a cursor, the keyset (created_at, id) < (…) (> when ASC) is the tighter bound on its
    // side (its row came from this range), but SQLite's planner took `created_at < end_time` for
    // the index range and filtered every newer row: page 50 read 4,900 index entries more than
    // page 1. On that side the range bound is written as a filter only (`+ 0` is not indexable),
    // so the index range starts at the keyset; the other side keeps its indexed bound.
    if (f.after_key === undefined) {
      return whereInTimeRanges(q, [['payments.created_at', f.begin_time, f.end_time]]);
    }
    const unindexed = sql<number>`${sql.ref('payments.created_at')} + 0`;
    return order === 'DESC'
      ? whereInTimeRanges(q, [['payments.created_at', f.begin_time, undefined]]).where(
          sql<SqlBool>`${unindexed} < ${f.end_time}`,
        )
      : whereInTimeRanges(q, [['payments.created_at', undefined, f.end_time]]).where(
          sql<SqlBool>`${unindexed} >= ${f.begin_time}`,
        );
  },
);

export async function listPayments(
  ctx: MerchantContext,
  query: ListPaymentsQueryT,
  request: PageRequest,
): Promise<Page<PaymentT>> {
  await voidExpired(ctx);
  const range = paymentsRange(query);
  const page = await paymentsPage(
    ctx.db,
    {
      merchant_id: ctx.merchantId,
      begin_time: toMs(range.begin_time),
      end_time: toMs(range.end_time),
      location_id: query.location_id,
      total: query.total,
      last_4: query.last_4,
      card_brand: query.card_brand,
      status: query.status,
    },
    request,
  );
  return withRelated(
    page,
    (ids) => refundsOf(ctx.db, ids),
    (row, refunds) => toPayment(row, refunds),
  );
}
