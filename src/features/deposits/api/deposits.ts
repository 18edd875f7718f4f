import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { infiniteListOptions, v2Page } from '@/api/paging';
import { bodyOf } from '@/api/queries';
import type { DepositListItemT } from '@/api/schemas/deposit-details';
import type { DepositListQuery } from '../lib/deposits-search';
import { depositKeys } from './keys';

/** Deposits per page of the list. */
const DEPOSIT_PAGE_SIZE = 50;

/**
 * One row of the list as the service sends it: the deposit (status, total, initiated, business
 * day, expected arrival), its bank account masked, its failure and the deposit that re-sent it.
 */
export type DepositRow = DepositListItemT;

/**
 * The deposits list: GET /app/deposits one `cursor` page after another, one request per page
 * (each row comes with its summary, bank account and re-sender).
 */
export function depositListOptions(query: DepositListQuery, size = DEPOSIT_PAGE_SIZE) {
  return infiniteListOptions({
    queryKey: depositKeys.list(query, size),
    fetchPage: async (cursor, signal) => {
      const body = await bodyOf(
        api.GET('/app/deposits', {
          params: { query: { ...query, limit: String(size), cursor } },
          signal,
        }),
      );
      return v2Page(body.deposits, body.cursor);
    },
  });
}

export const useDepositList = (query: DepositListQuery) =>
  useInfiniteQuery(depositListOptions(query));

/** One deposit with its entries, sums, bank account and re-send links (the drawer). */
export function depositOptions(id: string) {
  return queryOptions({
    queryKey: depositKeys.deposit(id),
    queryFn: ({ signal }) =>
      bodyOf(
        api.GET('/app/deposits/settlements/{settlement_id}', {
          params: { path: { settlement_id: id } },
          signal,
        }),
      ),
  });
}

export const useDeposit = (id: string) => useQuery(depositOptions(id));
