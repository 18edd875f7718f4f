import type { z } from 'zod';
import type { PaymentReportQuery } from '@/api/schemas/payment-reports';
import { CARD_BRAND_VALUES, PAYMENT_STATUS_VALUES } from '@/api/schemas/values';
import { decimalToMinorUnits } from '@/lib/money';
import {
  defineListSearch,
  searchDay,
  searchEnum,
  searchText,
  timeRangeParams,
  type SearchOutput,
  type SearchParam,
} from '@/lib/list-search';

/** The filters of the payments list, exactly as GET /v2/payments and the reports take them. */
export type PaymentFilterQuery = z.input<typeof PaymentReportQuery>;

/** `?last_4=4242`: the router reads digits as a number, so both are accepted. */
const searchLast4: SearchParam<string | undefined> = (raw) => {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const digits = String(raw).padStart(4, '0');
  return /^\d{4}$/.test(digits) ? digits : undefined;
};

/** `?total=12.5`: an amount in the currency's major units, as the manager types it. */
const searchAmount: SearchParam<string | undefined> = (raw) => {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const amount = String(raw);
  return /^\d{1,12}(\.\d{0,3})?$/.test(amount) ? amount : undefined;
};

/**
 * The Payments list's URL: created days (in the selected location's zone), location, status,
 * exact total, last 4 and card brand; `order` is the sort order. The list loads more rows in
 * place (no page stack), so `page`/`previous`/`size` stay at their defaults.
 */
export const paymentsSearch = defineListSearch({
  created_from: searchDay,
  created_to: searchDay,
  location_id: searchText(64),
  status: searchEnum(PAYMENT_STATUS_VALUES),
  total: searchAmount,
  last_4: searchLast4,
  card_brand: searchEnum(CARD_BRAND_VALUES),
});

export type PaymentsSearch = SearchOutput<typeof paymentsSearch.schema>;

/**
 * The filters for the API: whole days in `timeZone` as instants, the typed total in minor units
 * of `currency` (a total that is not an amount of that currency matches nothing: `-1` would be
 * refused, so it is left out and flagged by {@link invalidTotal}).
 */
export function toPaymentFilters(
  search: PaymentsSearch,
  timeZone: string,
  currency: string,
): PaymentFilterQuery {
  const { begin_created_at, end_created_at } = timeRangeParams(
    search,
    { created: 'created_at' },
    timeZone,
  );
  const total = search.total === undefined ? null : decimalToMinorUnits(search.total, currency);
  return {
    begin_time: begin_created_at ?? (end_created_at && yearBefore(end_created_at)),
    end_time: end_created_at,
    location_id: search.location_id,
    status: search.status,
    total: total === null ? undefined : String(total),
    last_4: search.last_4,
    card_brand: search.card_brand,
  };
}

/**
 * With only a last day picked, the list shows the year up to it: the API's own start, a year
 * before now, would leave a last day more than a year back with nothing. The contract's
 * `oneYearBefore` is not imported: this module is a route's search validator, in the entry
 * chunk, which takes no zod.
 */
function yearBefore(instant: string): string {
  const date = new Date(instant);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.toISOString();
}

/** The typed total has more decimals than the currency: it is not applied. */
export function invalidTotal(search: PaymentsSearch, currency: string): boolean {
  return search.total !== undefined && decimalToMinorUnits(search.total, currency) === null;
}
