import { PAYMENT_REFUND_STATUSES } from '@/api/schemas/values';
import {
  defineListSearch,
  searchDay,
  searchEnum,
  searchText,
  timeRangeParams,
  type SearchOutput,
} from '@/lib/list-search';
import type { RefundListQuery } from '../api/refunds';

/** The Refunds list's URL: created days, status, source, location, and the order. */
export const refundsSearch = defineListSearch({
  created_from: searchDay,
  created_to: searchDay,
  status: searchEnum(PAYMENT_REFUND_STATUSES),
  source_type: searchEnum(['CARD', 'CASH']),
  location_id: searchText(64),
});

export type RefundsSearch = SearchOutput<typeof refundsSearch.schema>;

/** The API request's filters for the URL (the cursor is the list's); days in `timeZone`. */
export function toRefundListQuery(search: RefundsSearch, timeZone: string): RefundListQuery {
  const { begin_created_at, end_created_at } = timeRangeParams(
    search,
    { created: 'created_at' },
    timeZone,
  );
  return {
    sort_order: search.order,
    begin_time: begin_created_at,
    end_time: end_created_at,
    status: search.status,
    source_type: search.source_type,
    location_id: search.location_id,
  };
}
