import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/client';
import { v2Page } from '@/api/paging';
import { bodyOf } from '@/api/queries';
import type { ListPaymentRefundsQuery, PaymentRefundT } from '@/api/schemas/refunds';
import { paymentKeys } from './keys';

export type RefundListQuery = z.input<typeof ListPaymentRefundsQuery>;

/** One page of GET /v2/refunds, as the Refunds list shows it. */
export function refundListOptions(query: RefundListQuery) {
  return queryOptions({
    queryKey: paymentKeys.refundList(query),
    queryFn: async ({ signal }) => {
      const body = await bodyOf(api.GET('/v2/refunds', { params: { query }, signal }));
      return v2Page<PaymentRefundT>(body.refunds, body.cursor);
    },
    placeholderData: (previous) => previous,
  });
}

export const useRefundList = (query: RefundListQuery) => useQuery(refundListOptions(query));

export function refundOptions(id: string) {
  return queryOptions({
    queryKey: paymentKeys.refund(id),
    queryFn: async ({ signal }) => {
      const body = await bodyOf(
        api.GET('/v2/refunds/{refund_id}', { params: { path: { refund_id: id } }, signal }),
      );
      if (!body.refund) throw new Error('The service answered without the refund.');
      return body.refund;
    },
  });
}

/** The refunds of one payment, by the ids the payment lists. */
export function useRefunds(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => refundOptions(id)),
    combine: (results) => ({
      refunds: results.flatMap((r) => (r.data ? [r.data] : [])),
      pending: results.some((r) => r.isPending),
      error: results.find((r) => r.isError)?.error ?? null,
    }),
  });
}
