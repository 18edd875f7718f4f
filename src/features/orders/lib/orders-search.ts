import type { z } from 'zod';
import { V1OrderState } from '@/api/schemas/orders';
import { defineListSearch } from '@/lib/list-search';
import { locationSearchShape } from '@/lib/selected-location';

export const ORDER_STATES = V1OrderState.options;
type OrderState = z.output<typeof V1OrderState>;

/**
 * The Online orders list's URL: the state filter and the order; the location is the page's
 * (`?location=`, as the header's switcher sets it), since a v1 list is one location's.
 */
export const ordersSearch = defineListSearch({
  state: V1OrderState.optional().catch(undefined),
});

export const ordersSearchSchema = ordersSearch.schema.extend(locationSearchShape);

export type OrdersSearch = z.output<typeof ordersSearchSchema>;

/** What the list asks GET /v1/{location_id}/orders for. */
export interface OrderListQuery {
  locationId: string;
  state: OrderState | undefined;
  order: 'ASC' | 'DESC';
}

export function toOrderListQuery(search: OrdersSearch, locationId: string): OrderListQuery {
  return { locationId, state: search.state, order: search.order };
}
