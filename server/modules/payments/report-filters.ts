import type { SelectQueryBuilder } from 'kysely';
import type { PaymentReportQueryT } from '@contract/payment-reports';
import { oneYearBefore } from '@contract/v1-transactions';
import type { DB, PaymentsTable } from '../../db/schema';
import { toMs, toStoredTime } from '../../lib/time';
import { DomainError } from '../errors';

/**
 * The filters of the app-only payment reports (totals, CSV export), exactly those of
 * GET /v2/payments over the `payments` ledger (generation 2 payments, one per tender).
 */

/**
 * GET /v2/payments' range: each bound as given, else the wire's defaults, one year before now and
 * now (whatever the other bound is).
 */
export function paymentsRange(
  query: { begin_time?: string | undefined; end_time?: string | undefined },
  now = new Date(),
): { begin_time: string; end_time: string } {
  const nowStored = toStoredTime(now);
  return {
    begin_time: query.begin_time ?? oneYearBefore(nowStored),
    end_time: query.end_time ?? nowStored,
  };
}

/** The query's filters with the time range resolved as GET /v2/payments resolves it. */
// A type (not an interface), so it is a Record<string, unknown> for the compiled query.
export type Filters = {
  merchant_id: string;
  begin_time: string;
  end_time: string;
  location_id: string | undefined;
  status: string | undefined;
  total: number | undefined;
  last_4: string | undefined;
  card_brand: string | undefined;
};

export function resolveFilters(
  merchantId: string,
  query: PaymentReportQueryT,
  now = new Date(),
): Filters {
  const { begin_time: begin, end_time: end } = paymentsRange(query, now);
  if (Date.parse(begin) >= Date.parse(end)) {
    throw new DomainError('INVALID_TIME_RANGE', 'end_time must be after begin_time', 'end_time');
  }
  return {
    merchant_id: merchantId,
    begin_time: begin,
    end_time: end,
    location_id: query.location_id,
    status: query.status,
    total: query.total,
    last_4: query.last_4,
    card_brand: query.card_brand,
  };
}

/** {@link Filters} with the range in milliseconds, as `payments.created_at` is stored (0022). */
export type MsFilters = Omit<Filters, 'begin_time' | 'end_time'> & {
  begin_time: number;
  end_time: number;
};

export function msFilters(f: Filters): MsFilters {
  return { ...f, begin_time: toMs(f.begin_time), end_time: toMs(f.end_time) };
}

/** The filter conditions, added by whether each value is set (compiled-query safe). */
export function filtered<O>(
  q: SelectQueryBuilder<DB, 'payments', O>,
  f: MsFilters,
): SelectQueryBuilder<DB, 'payments', O> {
  let r = q
    .where('payments.merchant_id', '=', f.merchant_id)
    .where('payments.created_at', '>=', f.begin_time)
    .where('payments.created_at', '<', f.end_time);
  if (f.location_id !== undefined) r = r.where('payments.location_id', '=', f.location_id);
  if (f.status !== undefined) {
    r = r.where('payments.status', '=', f.status as PaymentsTable['status']);
  }
  if (f.total !== undefined) r = r.where('payments.total_amount', '=', f.total);
  if (f.last_4 !== undefined) r = r.where('payments.last_4', '=', f.last_4);
  if (f.card_brand !== undefined) r = r.where('payments.card_brand', '=', f.card_brand);
  return r;
}
