import { Outlet, getRouteApi } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import { useLocationName } from '@/api/account';
import { PageHeader } from '@/components/page-header';
import { noMatchState, QueryState } from '@/components/query-state';
import { RouterAnchor } from '@/components/router-anchor';
import { TimeZoneNote } from '@/components/time-zone-note';
import { useFormatDateTime, useTimeZone } from '@/lib/time-zone';
import { useDepositList } from '../api/deposits';
import { DepositFilters } from '../components/deposit-filters';
import { DepositsTable } from '../components/deposits-table';
import { depositsSearch, toDepositListQuery, type DepositsSearch } from '../lib/deposits-search';

const route = getRouteApi('/_app/deposits');

/**
 * Every deposit (settlement) of the merchant: filters in the URL, pages (one request each) loaded
 * in place, failed deposits highlighted with their re-send; a deposit opens in a drawer.
 */
export function DepositsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const timeZone = useTimeZone();
  const formatDateTime = useFormatDateTime();
  const locationName = useLocationName();
  const deposits = useDepositList(toDepositListQuery(search, timeZone));

  const show = (next: DepositsSearch) => void navigate({ search: next });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = deposits;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const renderLink = useCallback(
    (settlementId: string, children: ReactNode) => (
      <RouterAnchor
        to="/deposits/$settlementId"
        params={{ settlementId }}
        search
        fw={500}
        size="sm"
      >
        {children}
      </RouterAnchor>
    ),
    [],
  );

  return (
    <>
      <PageHeader
        title="Deposits"
        description={
          <>
            Card sales, refunds and adjustments paid out to the bank, one deposit per location and
            day (closed at 10 p.m. Pacific). <TimeZoneNote />
          </>
        }
      />
      <DepositFilters search={search} onChange={show} />
      <QueryState
        query={deposits}
        subject="deposits"
        skeletonRows={8}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={
          depositsSearch.hasFilters(search)
            ? noMatchState('No deposits match these filters.', () =>
                show(depositsSearch.withoutFilters(search)),
              )
            : { message: 'No deposits in the last year.' }
        }
      >
        {(data) => (
          <DepositsTable
            rows={data.pages.flatMap((page) => page.items)}
            caption={`Deposits, ${search.order === 'DESC' ? 'newest' : 'oldest'} first`}
            formatDateTime={formatDateTime}
            locationName={(id) => locationName(id) ?? id ?? ''}
            renderLink={renderLink}
            hasMore={Boolean(hasNextPage)}
            loadingMore={isFetchingNextPage}
            onLoadMore={loadMore}
            stale={deposits.isPlaceholderData}
          />
        )}
      </QueryState>
      <Outlet />
    </>
  );
}
