/**
 * Generation 2 payments for the baseline: `GET /v2/payments` (the keyset page over
 * (created_at, id) in the default time range, its refunds in one `IN` query, the same JSON and
 * cursor as the service), and the Payment every write answers with (`./write-payment.ts`).
 */
import type { BaselineList } from './lists';
import { placeholders, type Query, type Row } from './query';

const money = (amount: unknown, currency: unknown) => ({ amount, currency });
/** A time of `payments` or `checkouts` (milliseconds since the epoch) in its wire form. */
const iso = (ms: unknown) => new Date(Number(ms)).toISOString();

const CARD_STATUS: Record<string, string> = {
  APPROVED: 'AUTHORIZED',
  COMPLETED: 'CAPTURED',
  CANCELED: 'VOIDED',
  FAILED: 'FAILED',
};

/** The service's sentences for stored card error codes (all HTTP 402, PAYMENT_METHOD_ERROR). */
const DECLINE_DETAILS: Record<string, string> = {
  CARD_DECLINED: 'The card was declined.',
  VERIFY_CVV_FAILURE: 'The card verification code (CVV) was rejected.',
  VERIFY_AVS_FAILURE: 'The postal code did not match the card (AVS).',
  BAD_EXPIRATION: 'The card expiration date is missing or invalid.',
  INSUFFICIENT_FUNDS: 'The card has insufficient funds.',
  CARD_DECLINED_CALL_ISSUER: 'The card was declined; the buyer should call the issuer.',
};

/** Only the fields that are set (not null), in the order given. */
function present(fields: Row): Row {
  const out: Row = {};
  for (const k in fields) if (fields[k] !== null && fields[k] !== undefined) out[k] = fields[k];
  return out;
}

const address = (json: unknown) =>
  json === null ? undefined : (JSON.parse(json as string) as unknown);

/** A `payments` row as a generation 2 Payment, in the service's key order. */
export function toPayment(p: Row, refunds: Row[]) {
  const refundIds = refunds.map((r) => r.id);
  const currency = p.currency;
  const code = p.error_code as string | null;
  const card =
    p.source_type === 'CARD'
      ? {
          status: CARD_STATUS[p.status as string],
          card: present({
            card_brand: p.card_brand,
            last_4: p.last_4,
            exp_month: p.exp_month,
            exp_year: p.exp_year,
            cardholder_name: p.cardholder_name,
            fingerprint: p.card_fingerprint,
          }),
          ...present({ entry_method: p.entry_method }),
          ...(code !== null
            ? {
                errors: [
                  {
                    category: 'PAYMENT_METHOD_ERROR',
                    code,
                    detail: DECLINE_DETAILS[code] ?? `The card payment failed (${code}).`,
                  },
                ],
              }
            : {}),
        }
      : undefined;
  return {
    id: p.id,
    created_at: iso(p.created_at),
    updated_at: iso(p.updated_at),
    amount_money: money(p.amount, currency),
    ...((p.tip_amount as number) > 0 ? { tip_money: money(p.tip_amount, currency) } : {}),
    total_money: money(p.total_amount, currency),
    ...(p.app_fee_amount !== null ? { app_fee_money: money(p.app_fee_amount, currency) } : {}),
    ...(p.status === 'COMPLETED' && (p.processing_fee_amount as number) > 0
      ? {
          processing_fee: [
            {
              effective_at: iso(p.completed_at ?? p.updated_at),
              type: 'INITIAL',
              amount_money: money(p.processing_fee_amount, currency),
            },
            // What each completed refund gave back of the fee.
            ...refunds
              .filter((r) => r.status === 'COMPLETED' && (r.processing_fee_amount as number) > 0)
              .map((r) => ({
                effective_at: r.updated_at,
                type: 'ADJUSTMENT',
                amount_money: money(-(r.processing_fee_amount as number), currency),
              })),
          ],
        }
      : {}),
    ...((p.refunded_amount as number) > 0
      ? { refunded_money: money(p.refunded_amount, currency) }
      : {}),
    status: p.status,
    source_type: p.source_type,
    ...(card ? { card_details: card } : {}),
    location_id: p.location_id,
    ...present({
      order_id: p.order_id,
      reference_id: p.reference_id,
      customer_id: p.customer_id,
      employee_id: p.employee_id,
      buyer_email_address: p.buyer_email_address,
      note: p.note,
    }),
    ...(refundIds.length > 0 ? { refund_ids: refundIds } : {}),
    ...present({
      billing_address: address(p.billing_address),
      shipping_address: address(p.shipping_address),
    }),
    ...(p.status === 'APPROVED' && p.capture_deadline !== null
      ? { delayed_until: iso(p.capture_deadline) }
      : {}),
  };
}

/** `GET /v2/payments` with no filters but `limit`, `cursor` and `sort_order`. */
export function v2Payments(query: Query): BaselineList {
  return {
    list: 'v2.payments',
    scope: 'PAYMENTS_READ',
    tokenParam: 'cursor',
    v1: false,
    orderParam: 'sort_order',
    defaultOrder: 'DESC',
    maxLimit: 100,
    filters(params) {
      for (const k of params.keys()) {
        if (!['limit', 'cursor', 'sort_order'].includes(k)) return `${k} is not mirrored`;
      }
      const sort = params.get('sort_order');
      return sort === null ? {} : { sort_order: sort };
    },
    async load(page) {
      const now = new Date();
      const yearAgo = new Date(now);
      yearAgo.setUTCFullYear(now.getUTCFullYear() - 1);
      // payments' times are milliseconds since the epoch (migration 0022).
      const [begin, end] = [yearAgo.getTime(), now.getTime()];
      // The service voids the APPROVED payments past their capture deadline before every list
      // (APPROVED written into the SQL, as the service does, for PostgreSQL's planner).
      const due = await query(
        'select "id" from "payments" where "merchant_id" = ? and "status" = \'APPROVED\' and ' +
          '"capture_deadline" <= ? limit ?',
        [page.merchantId, end, 1],
      );
      if (due.length > 0) {
        await query(
          'update "payments" set "status" = \'CANCELED\', "updated_at" = "capture_deadline" ' +
            'where "merchant_id" = ? and "status" = \'APPROVED\' and "capture_deadline" <= ? ' +
            'returning "id"',
          [page.merchantId, end],
        );
      }
      const asc = page.order === 'ASC';
      const dir = asc ? 'asc' : 'desc';
      // As the service: after a cursor, the far bound of the range is a filter only (`+ 0` is
      // not indexable), so the index range starts at the keyset rather than at the range's end.
      let where = '"created_at" >= ? and "created_at" < ?';
      const params: unknown[] = [page.merchantId, begin, end];
      if (page.after) {
        where = asc
          ? `"created_at" < ? and "created_at" + 0 >= ? and ("created_at", "id") > (?, ?)`
          : `"created_at" >= ? and "created_at" + 0 < ? and ("created_at", "id") < (?, ?)`;
        params.splice(
          1,
          2,
          ...(asc ? [end, begin] : [begin, end]),
          Date.parse(page.after[0]),
          page.after[1],
        );
      }
      const rows = await query(
        `select * from "payments" where "merchant_id" = ? and ${where} ` +
          `order by "created_at" ${dir}, "id" ${dir} limit ?`,
        [...params, page.limit + 1],
      );
      let next: [string, string] | null = null;
      if (rows.length > page.limit) {
        rows.length = page.limit;
        const last = rows[page.limit - 1]!;
        next = [iso(last.created_at), last.id as string];
      }
      const ids = rows.map((r) => r.id as string);
      const refunds = new Map<string, Row[]>(ids.map((id) => [id, []]));
      if (ids.length > 0) {
        const children = await query(
          'select "id", "payment_id", "status", "processing_fee_amount", "updated_at" from "refunds" ' +
            `where "payment_id" in (${placeholders(ids.length)}) ` +
            'order by "payment_id", "created_at", "id"',
          ids,
        );
        for (const r of children) refunds.get(r.payment_id as string)?.push(r);
      }
      return { items: rows.map((r) => toPayment(r, refunds.get(r.id as string) ?? [])), next };
    },
    body(items, cursor) {
      return JSON.stringify({ payments: items, ...(cursor ? { cursor } : {}) });
    },
  };
}
