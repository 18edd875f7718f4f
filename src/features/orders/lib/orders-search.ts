import type { z } from 'zod';
import { V1OrderState } from '@/api/schemas/orders';
import { defineListSearch, searchText } from '@/lib/list-search';
import { locationSearchShape } from '@/lib/selected-location';

export const ORDER_STATES = V1OrderState.options;
type OrderState = z.output<typeof V1OrderState>;

/**
 * The Online orders list's URL: the search (`q`: words in the order id or the buyer), the state
 * filter and the order; the location is the page's (`?location=`, as the header's switcher sets
 * it), since the list is one location's.
 */
export const ordersSearch = defineListSearch({
  q: searchText(200),
  state: V1OrderState.optional().catch(undefined),
});

export const ordersSearchSchema = ordersSearch.schema.extend(locationSearchShape);

export type OrdersSearch = z.output<typeof ordersSearchSchema>;

/** What the list asks GET /app/locations/{location_id}/orders for. */
export interface OrderListQuery {
  locationId: string;
  q: string | undefined;
  state: OrderState | undefined;
  order: 'ASC' | 'DESC';
}

export function toOrderListQuery(search: OrdersSearch, locationId: string): OrderListQuery {
  return { locationId, q: search.q, state: search.state, order: search.order };
}
