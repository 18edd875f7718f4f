import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/client';
import { infiniteListOptions, v1Page } from '@/api/paging';
import { bodyOf, useCommand } from '@/api/queries';
import type { V1Order, V1UpdateOrderRequest } from '@/api/schemas/orders';
import { paymentKeys } from '@/features/payments/api/keys';
import type { OrderListQuery } from '../lib/orders-search';
import { orderKeys } from './keys';

export type OrderT = z.output<typeof V1Order>;
export type UpdateOrderBody = z.input<typeof V1UpdateOrderRequest>;

/** Rows a page of the list asks for. */
const PAGE_LIMIT = 50;

/**
 * One location's orders: the back office's own list (`GET /app/locations/{location_id}/orders`,
 * the v1 list plus the search `q`), one `Link` page after another, all kept (the list's table
 * virtualises them).
 */
export function orderListOptions(query: OrderListQuery) {
  return infiniteListOptions({
    queryKey: orderKeys.list(query),
    fetchPage: async (batch_token, signal) => {
      const { data, response } = await api.GET('/app/locations/{location_id}/orders', {
        params: {
          path: { location_id: query.locationId },
          query: {
            order: query.order,
            state: query.state,
            q: query.q,
            limit: String(PAGE_LIMIT),
            batch_token,
          },
        },
        signal,
      });
      return v1Page<OrderT>(data, response);
    },
  });
}

export const useOrderList = (query: OrderListQuery, enabled = true) =>
  useInfiniteQuery({ ...orderListOptions(query), enabled });

/** One order with its history, read fresh (its state decides which actions are offered). */
export function orderOptions(locationId: string, orderId: string) {
  return queryOptions({
    queryKey: orderKeys.order(locationId, orderId),
    queryFn: ({ signal }) =>
      bodyOf(
        api.GET('/v1/{location_id}/orders/{order_id}', {
          params: { path: { location_id: locationId, order_id: orderId } },
          signal,
        }),
      ),
    staleTime: 0,
  });
}

export const useOrder = (locationId: string | undefined, orderId: string) =>
  useQuery({ ...orderOptions(locationId ?? '', orderId), enabled: Boolean(locationId) });

/**
 * Moves an order (COMPLETE, CANCEL, REFUND). Once the service answered — also when it refused,
 * since a refusal usually means someone else moved the order — the order, every list and the
 * payments (a cancel or refund voids or refunds the order's payment) are marked stale.
 */
export const useUpdateOrder = (locationId: string, orderId: string) =>
  useCommand(
    (body: UpdateOrderBody) =>
      bodyOf(
        api.PUT('/v1/{location_id}/orders/{order_id}', {
          params: { path: { location_id: locationId, order_id: orderId } },
          body,
        }),
      ),
    { invalidates: orderKeys.all, alsoInvalidates: paymentKeys.all, invalidateOnFailure: true },
  );
