import { z } from 'zod';
import { PaymentRefundStatus } from '@/api/schemas/refunds';
import { defineListSearch, searchDay, searchText, timeRangeParams } from '@/lib/list-search';
import type { RefundListQuery } from '../api/refunds';

/** The Refunds list's URL: created days, status, source, location; the order. */
export const refundsSearch = defineListSearch({
  created_from: searchDay,
  created_to: searchDay,
  status: PaymentRefundStatus.optional().catch(undefined),
  source_type: z.enum(['CARD', 'CASH']).optional().catch(undefined),
  location_id: searchText(64),
});

export type RefundsSearch = z.output<typeof refundsSearch.schema>;

/** The API request for the URL; days are whole days in `timeZone`. */
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
