import type { OrderListQuery } from '../lib/orders-search';

/** Every Online orders query key, so the actions invalidate exactly what they touch. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  /** Every loaded page of one location's list for this state filter and order. */
  list: (query: OrderListQuery) => [...orderKeys.lists(), query] as const,
  order: (locationId: string, orderId: string) =>
    [...orderKeys.all, 'detail', locationId, orderId] as const,
};
