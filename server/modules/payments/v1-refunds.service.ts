import { sql, type Kysely } from 'kysely';
import {
  V1_REFUND_WINDOW_DAYS,
  type V1CreateRefundRequestT,
  type V1ListRefundsQueryT,
  type V1RefundT,
} from '@contract/v1-transactions';
import { keysetQuery, whereInTimeRanges, type Page, type PageRequest } from '../../db/keyset';
import type { DB } from '../../db/schema';
import { fromMs, nowStored } from '../../lib/time';
import { inTransaction, type MerchantContext } from '../context';
import { DomainError, badRequest, notFound } from '../errors';
import { idempotent } from '../idempotency';
import { timeRangeDefaults, v1Money } from '../v1-wire';
import {
  checkRefundLimit,
  lockPayment,
  notRefundable,
  recordRefund,
  recordRefundActivity,
  remainingOf,
  type PaymentRow,
  type RefundRow,
} from './refund-ledger';
import { toV1Refund } from './v1-payments.service';

const DAY_MS = 86_400_000;

type ListedRefund = RefundRow & { tender_total: number; tender_count: number };

interface RefundFilters extends Record<string, unknown> {
  merchant_id: string;
  location_id: string | undefined;
  begin_time: string;
  end_time: string;
}

function refundsQuery(db: Kysely<DB>, f: { merchant_id: string; location_id: string | undefined }) {
  let q = db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .selectAll('refunds')
    .select([
      'payments.total_amount as tender_total',
      sql<number>`(select count(*) from payments t where t.checkout_id = refunds.checkout_id and t.status = 'COMPLETED')`.as(
        'tender_count',
      ),
    ])
    .where('refunds.merchant_id', '=', f.merchant_id);
  if (f.location_id !== undefined) q = q.where('refunds.location_id', '=', f.location_id);
  return q;
}

const refundsPage = keysetQuery('refunds', (db: Kysely<DB>, f: RefundFilters) =>
  whereInTimeRanges(refundsQuery(db, f), [['refunds.created_at', f.begin_time, f.end_time]]),
);

const toListed = (r: ListedRefund): V1RefundT => {
  const { tender_total, tender_count, ...row } = r;
  return toV1Refund(row, { total_amount: tender_total, split: Number(tender_count) > 1 });
};

/**
 * Refunds by (created_at, id). `limit` is approximate: a page never ends between refunds that
 * share one created_at (the refunds of one FULL refund of a split tender payment, one per
 * tender, are written with one instant), so a page may hold more than `limit`.
 */
export async function listV1Refunds(
  ctx: MerchantContext,
  locationId: string | undefined,
  query: V1ListRefundsQueryT,
  request: PageRequest,
): Promise<Page<V1RefundT>> {
  const range = timeRangeDefaults(query);
  const filters = { merchant_id: ctx.merchantId, location_id: locationId, ...range };
  const page = await refundsPage(ctx.db, filters, request);
  if (page.next === null) return { items: page.items.map(toListed), next: null };
  const [lastAt, lastId] = page.next;
  const desc = request.order === 'DESC';
  // The rest of the last instant's refunds, in page order.
  const rest = await refundsQuery(ctx.db, filters)
    .where('refunds.created_at', '=', lastAt)
    .where('refunds.id', desc ? '<' : '>', lastId)
    .orderBy('refunds.id', desc ? 'desc' : 'asc')
    .execute();
  const items = [...page.items, ...rest];
  const last = items[items.length - 1]!;
  // Is anything left after the extended page?
  const after = await whereInTimeRanges(refundsQuery(ctx.db, filters), [
    ['refunds.created_at', range.begin_time, range.end_time],
  ])
    .where(
      sql<boolean>`(refunds.created_at, refunds.id) ${sql.raw(desc ? '<' : '>')} (${last.created_at}, ${last.id})`,
    )
    .select(sql<number>`1`.as('one'))
    .limit(1)
    .executeTakeFirst();
  return { items: items.map(toListed), next: after ? [last.created_at, last.id] : null };
}

/** The tenders a v1 createRefund names: a checkout (all its tenders) or one tender. */
async function findTarget(
  tctx: MerchantContext,
  locationId: string | undefined,
  paymentId: string,
): Promise<{
  checkoutId: string;
  createdAt: string;
  tenders: PaymentRow[];
  byTender: boolean;
  /** More than one completed tender: payment ids name tenders. */
  split: boolean;
}> {
  let checkoutQ = tctx.db
    .selectFrom('checkouts')
    .select(['id', 'created_at'])
    .where('merchant_id', '=', tctx.merchantId)
    .where('completed', '=', 1);
  if (locationId !== undefined) checkoutQ = checkoutQ.where('location_id', '=', locationId);
  let checkout = await checkoutQ.where('id', '=', paymentId).executeTakeFirst();
  let byTender = false;
  if (!checkout) {
    const tender = await tctx.db
      .selectFrom('payments')
      .select('checkout_id')
      .where('merchant_id', '=', tctx.merchantId)
      .where('id', '=', paymentId)
      .executeTakeFirst();
    if (tender) {
      checkout = await checkoutQ.where('id', '=', tender.checkout_id).executeTakeFirst();
      byTender = true;
    }
  }
  if (!checkout) throw notFound(`Payment ${paymentId}`);
  // Locked in tender order, so two refunds of one checkout never wait on each other crosswise.
  const ids = await tctx.db
    .selectFrom('payments')
    .select('id')
    .where('checkout_id', '=', checkout.id)
    .where('status', '=', 'COMPLETED')
    .orderBy('tender_position')
    .execute();
  const wanted = byTender ? ids.filter((t) => t.id === paymentId) : ids;
  const tenders: PaymentRow[] = [];
  for (const { id } of wanted) tenders.push(await lockPayment(tctx, id));
  if (tenders.length === 0) {
    throw notRefundable('payment_id', `payment ${paymentId} has no completed tender to refund`);
  }
  return {
    checkoutId: checkout.id,
    createdAt: fromMs(checkout.created_at),
    tenders,
    byTender,
    split: ids.length > 1,
  };
}

/**
 * A generation 1 refund. FULL refunds what remains of the payment (of every tender of a split
 * tender payment, or of the one tender named); PARTIAL refunds `refunded_money` of a single
 * tender payment or of the tender named. Within 60 days of the payment. The reply's
 * `refunded_money` is negative; a FULL refund of a whole split tender payment answers with the
 * sum and the payment id (listRefunds shows one refund per tender).
 */
export async function createV1Refund(
  ctx: MerchantContext,
  locationId: string | undefined,
  body: V1CreateRefundRequestT,
): Promise<V1RefundT> {
  try {
    return await refundInTransaction(ctx, locationId, body);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'IDEMPOTENCY_KEY_REUSED') {
      throw new DomainError(
        error.code,
        'request_idempotence_key was already used for a different refund; send a new key for a new refund',
        'request_idempotence_key',
      );
    }
    throw error;
  }
}

function refundInTransaction(
  ctx: MerchantContext,
  locationId: string | undefined,
  body: V1CreateRefundRequestT,
): Promise<V1RefundT> {
  return inTransaction(ctx, (tctx) =>
    idempotent(
      tctx,
      'v1.refunds.create',
      body.request_idempotence_key,
      { location: locationId ?? 'me', ...body },
      async () => {
        const target = await findTarget(tctx, locationId, body.payment_id);
        const now = nowStored();
        if (Date.parse(now) - Date.parse(target.createdAt) > V1_REFUND_WINDOW_DAYS * DAY_MS) {
          throw notRefundable(
            'payment_id',
            `payment ${body.payment_id} was taken at ${target.createdAt}, more than ` +
              `${V1_REFUND_WINDOW_DAYS} days ago; it can no longer be refunded`,
          );
        }
        const split = target.split;
        const fields = {
          paymentId: 'payment_id',
          amount: 'refunded_money.amount',
          currency: 'refunded_money.currency_code',
        };
        if (body.type === 'PARTIAL') {
          if (split && !target.byTender) {
            throw badRequest(
              `payment_id: payment ${body.payment_id} is a split tender payment; a PARTIAL ` +
                `refund must name one of its tenders (${target.tenders.map((t) => t.id).join(', ')})`,
              'payment_id',
            );
          }
          const money = body.refunded_money!;
          const row = await recordRefund(
            tctx,
            {
              paymentId: target.tenders[0]!.id,
              amount: Math.abs(money.amount),
              currency: money.currency_code,
              reason: body.reason,
              v1Type: 'PARTIAL',
              now,
              fields,
            },
            target.tenders[0],
          );
          await recordRefundActivity(tctx, 'V1CreateRefund', row.payment_id, [row]);
          return toV1Refund(row, { total_amount: target.tenders[0]!.total_amount, split });
        }
        // FULL: what remains of each tender; a split tender payment's tenders all at one instant.
        const open = target.tenders.filter((t) => remainingOf(t) > 0);
        if (open.length === 0) {
          throw notRefundable('payment_id', `payment ${body.payment_id} has been refunded in full`);
        }
        if (body.refunded_money && body.refunded_money.currency_code !== open[0]!.currency) {
          throw badRequest(
            `refunded_money.currency_code must be ${open[0]!.currency}, the currency of the payment`,
            'refunded_money.currency_code',
            'INVALID_VALUE',
          );
        }
        // The limit holds for the whole refund, not tender by tender.
        checkRefundLimit(
          tctx,
          open.reduce((sum, t) => sum + remainingOf(t), 0),
          open[0]!.currency,
        );
        const rows: RefundRow[] = [];
        for (const tender of open) {
          rows.push(
            await recordRefund(
              tctx,
              {
                paymentId: tender.id,
                amount: 'REMAINING',
                reason: body.reason,
                v1Type: 'FULL',
                now,
                fields,
                limitChecked: true,
              },
              tender,
            ),
          );
        }
        await recordRefundActivity(tctx, 'V1CreateRefund', rows[0]!.payment_id, rows);
        const first = rows[0]!;
        if (target.byTender || !split) {
          return toV1Refund(first, { total_amount: open[0]!.total_amount, split });
        }
        const total = (pick: (r: RefundRow) => number) => rows.reduce((a, r) => a + pick(r), 0);
        return {
          ...toV1Refund(first, { total_amount: 0, split: false }),
          type: 'FULL',
          payment_id: target.checkoutId,
          refunded_money: v1Money(-total((r) => r.amount), first.currency),
          refunded_processing_fee_money: v1Money(
            total((r) => r.processing_fee_amount),
            first.currency,
          ),
        };
      },
    ),
  );
}
