import { queryOptions, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/client';
import { infiniteListOptions, v2Page } from '@/api/paging';
import { bodyOf } from '@/api/queries';
import type { ListPaymentRefundsQuery, PaymentRefundT } from '@/api/schemas/refunds';
import { REFUNDS_PAGE_LIMIT } from '@/api/schemas/values';
import { paymentKeys } from './keys';

/** The list's filters and order; the cursor and the page size are the list's own. */
export type RefundListQuery = Omit<z.input<typeof ListPaymentRefundsQuery>, 'cursor' | 'limit'>;

/** The Refunds list: GET /v2/refunds (100 a page, the most it gives) one cursor after another. */
export function refundListOptions(query: RefundListQuery) {
  return infiniteListOptions({
    queryKey: paymentKeys.refundList(query),
    fetchPage: async (cursor, signal) => {
      const body = await bodyOf(
        api.GET('/v2/refunds', {
          params: { query: { ...query, limit: String(REFUNDS_PAGE_LIMIT), cursor } },
          signal,
        }),
      );
      return v2Page<PaymentRefundT>(body.refunds, body.cursor);
    },
  });
}

export const useRefundList = (query: RefundListQuery) => useInfiniteQuery(refundListOptions(query));

function refundOptions(id: string) {
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
