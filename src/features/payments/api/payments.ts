import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { infiniteListOptions, v2Page } from '@/api/paging';
import { bodyOf } from '@/api/queries';
import type { PaymentT } from '@/api/schemas/payments';
import type { PaymentFilterQuery } from '../lib/payments-search';
import { paymentKeys } from './keys';

export type PaymentListQuery = PaymentFilterQuery & { sort_order: 'ASC' | 'DESC' };

/**
 * The payments list: GET /v2/payments (100 a page, the service's fixed size) one cursor page
 * after another, all kept, so the table can keep loading into one virtualised list.
 */
export function paymentListOptions(query: PaymentListQuery) {
  return infiniteListOptions({
    queryKey: paymentKeys.paymentList(query),
    fetchPage: async (cursor, signal) => {
      const body = await bodyOf(
        api.GET('/v2/payments', { params: { query: { ...query, cursor } }, signal }),
      );
      return v2Page<PaymentT>(body.payments, body.cursor);
    },
  });
}

export const usePaymentList = (query: PaymentListQuery) =>
  useInfiniteQuery(paymentListOptions(query));

export function paymentOptions(id: string) {
  return queryOptions({
    queryKey: paymentKeys.payment(id),
    queryFn: async ({ signal }) => {
      const body = await bodyOf(api.GET('/v2/payments/{id}', { params: { path: { id } }, signal }));
      if (!body.payment) throw new Error('The service answered without the payment.');
      return body.payment;
    },
  });
}

export const usePayment = (id: string) => useQuery(paymentOptions(id));

/** The generation 1 view of a sale: its tenders and itemizations. */
function v1PaymentOptions(locationId: string, checkoutId: string) {
  return queryOptions({
    queryKey: paymentKeys.v1Payment(locationId, checkoutId),
    queryFn: ({ signal }) =>
      bodyOf(
        api.GET('/v1/{location_id}/payments/{payment_id}', {
          params: { path: { location_id: locationId, payment_id: checkoutId } },
          signal,
        }),
      ),
  });
}

export const useV1Payment = (locationId: string | undefined, checkoutId: string | undefined) =>
  useQuery({
    ...v1PaymentOptions(locationId ?? '', checkoutId ?? ''),
    enabled: Boolean(locationId && checkoutId),
  });
