import type { DepositListQuery } from '../lib/deposits-search';

/** Every Deposits query key. */
export const depositKeys = {
  all: ['deposits'] as const,
  /** Every loaded page of the list (deposit rows) for these filters. */
  list: (query: DepositListQuery, size: number) =>
    [...depositKeys.all, 'list', query, size] as const,
  deposit: (id: string) => [...depositKeys.all, 'detail', id] as const,
};
