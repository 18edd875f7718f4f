import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/api/client';
import { nextBatchToken } from '@/api/paging';
import { bodyOf } from '@/api/queries';
import type { DepositSummaryT } from '@/api/schemas/deposit-details';
import type { V1BankAccountT, V1SettlementT } from '@/api/schemas/settlements';
import type { DepositListQuery } from '../lib/deposits-search';
import { depositKeys } from './keys';

/** Deposits per page of the list. */
export const DEPOSIT_PAGE_SIZE = 50;

/** One row of the list: the v1 settlement and what its wire lacks (location, failure, re-send). */
export interface DepositRow {
  settlement: V1SettlementT;
  summary: DepositSummaryT | undefined;
  /** The deposit that re-sent this FAILED one, when it did. */
  resentBy: DepositSummaryT | undefined;
}

async function summaries(ids: string[], signal: AbortSignal): Promise<DepositSummaryT[]> {
  if (ids.length === 0) return [];
  const body = await bodyOf(
    api.GET('/app/deposits/summaries', { params: { query: { ids: ids.join(',') } }, signal }),
  );
  return body.summaries;
}

/**
 * The deposits list: GET /v1/{location_id}/settlements one Link-header page after another, each
 * page joined with its summaries (GET /app/deposits/summaries) and, for a FAILED deposit re-sent
 * by one not on the page, that one's summary too.
 */
export function depositListOptions(query: DepositListQuery, size = DEPOSIT_PAGE_SIZE) {
  const { location_id, ...params } = query;
  return infiniteQueryOptions({
    queryKey: depositKeys.list(query, size),
    queryFn: async ({ pageParam, signal }) => {
      const { data, response } = await api.GET('/v1/{location_id}/settlements', {
        params: {
          path: { location_id },
          query: { ...params, limit: String(size), batch_token: pageParam },
        },
        signal,
      });
      const settlements = data ?? [];
      const byId = new Map(
        (
          await summaries(
            settlements.map((s) => s.id),
            signal,
          )
        ).map((s) => [s.id, s]),
      );
      const missing = [...byId.values()]
        .map((s) => s.resent_by_settlement_id)
        .filter((id): id is string => Boolean(id) && !byId.has(id!));
      for (const s of await summaries([...new Set(missing)], signal)) byId.set(s.id, s);
      const items: DepositRow[] = settlements.map((settlement) => {
        const summary = byId.get(settlement.id);
        const resentById = summary?.resent_by_settlement_id;
        return { settlement, summary, resentBy: resentById ? byId.get(resentById) : undefined };
      });
      return { items, nextToken: nextBatchToken(response) };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextToken,
    placeholderData: (previous) => previous,
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

/** Every bank account of the merchant (`me`: all locations), by id. */
export function bankAccountsOptions() {
  return queryOptions({
    queryKey: depositKeys.bankAccounts(),
    queryFn: async ({ signal }) =>
      (await bodyOf(
        api.GET('/v1/{location_id}/bank-accounts', {
          params: { path: { location_id: 'me' } },
          signal,
        }),
      )) ?? [],
    select: (accounts) => new Map(accounts.map((account) => [account.id, account])),
    staleTime: 5 * 60_000,
  });
}

const NO_ACCOUNTS: ReadonlyMap<string, V1BankAccountT> = new Map();

/** A settlement names only its account's id; the list shows the account masked. */
export function useBankAccounts(): ReadonlyMap<string, V1BankAccountT> {
  return useQuery(bankAccountsOptions()).data ?? NO_ACCOUNTS;
}
