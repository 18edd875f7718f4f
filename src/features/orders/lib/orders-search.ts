import { V1_ORDER_STATES } from '@/api/schemas/values';
import { defineListSearch, searchEnum, searchText, type SearchOutput } from '@/lib/list-search';
import { locationSearchShape } from '@/lib/selected-location';

export const ORDER_STATES = V1_ORDER_STATES;
type OrderState = (typeof V1_ORDER_STATES)[number];

/**
 * The Online orders list's URL: the search (`q`: words in the order id or the buyer), the state
 * filter and the order; the location is the page's (`?location=`, as the header's switcher sets
 * it), since the list is one location's.
 */
export const ordersSearch = defineListSearch({
  q: searchText(200),
  state: searchEnum(V1_ORDER_STATES),
});

export const ordersSearchSchema = ordersSearch.schema.extend(locationSearchShape);

export type OrdersSearch = SearchOutput<typeof ordersSearchSchema>;

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
