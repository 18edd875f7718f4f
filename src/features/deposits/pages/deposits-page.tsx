import { Alert, Button, Text } from '@mantine/core';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import { useLocationName } from '@/api/account';
import { noRows, useListRows } from '@/api/paging';
import { PageHeader } from '@/components/page-header';
import { listEmptyState, QueryState } from '@/components/query-state';
import { RouterAnchor } from '@/components/router-anchor';
import { TimeZoneNote } from '@/components/time-zone-note';
import { useFormatDateTime, useTimeZone } from '@/lib/time-zone';
import { useDepositList } from '../api/deposits';
import { DepositFilters } from '../components/deposit-filters';
import { DepositsTable } from '../components/deposits-table';
import {
  depositsSearch,
  depositsSearchProblem,
  toDepositListQuery,
  type DepositsSearch,
} from '../lib/deposits-search';

const route = getRouteApi('/_app/deposits');

/**
 * Every deposit (settlement) of the merchant: filters in the URL, pages (one request each) loaded
 * as the list scrolls, failed deposits highlighted with their re-send; a deposit opens in a drawer.
 */
export function DepositsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const timeZone = useTimeZone();
  const show = (next: DepositsSearch) => void navigate({ search: next });
  // Days the list would refuse (a typed or old link) are not asked for, nor replaced by the
  // unfiltered list: the filter and the list's place say why, and how to go on.
  const problem = depositsSearchProblem(search, timeZone);

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
      {problem ? (
        <Alert color="red" title="These days cannot be listed">
          <Text size="sm">{problem} No deposits were loaded for them.</Text>
          <Button
            variant="default"
            size="xs"
            mt="sm"
            onClick={() => show({ ...search, initiated_from: undefined, initiated_to: undefined })}
          >
            Clear the days
          </Button>
        </Alert>
      ) : (
        <DepositsList search={search} timeZone={timeZone} onChange={show} />
      )}
      <Outlet />
    </>
  );
}

interface DepositsListProps {
  search: DepositsSearch;
  timeZone: string;
  onChange: (next: DepositsSearch) => void;
}

/**
 * The list alone reads the list's query: when its rows arrive only this part renders again, not
 * the header and filters above it (on a directly opened page they are still mounting).
 */
function DepositsList({ search, timeZone, onChange }: DepositsListProps) {
  const formatDateTime = useFormatDateTime();
  const locationName = useLocationName();
  const deposits = useDepositList(toDepositListQuery(search, timeZone));
  const { rows, more, stale } = useListRows(deposits);
  const filters = { list: depositsSearch, search, onChange };
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
    <QueryState
      query={deposits}
      subject="deposits"
      skeletonRows={8}
      isEmpty={noRows}
      empty={listEmptyState(filters, 'No deposits match these filters.', {
        message: 'No deposits in the last year.',
      })}
    >
      {() => (
        <DepositsTable
          rows={rows}
          caption={`Deposits, ${search.order === 'DESC' ? 'newest' : 'oldest'} first`}
          formatDateTime={formatDateTime}
          locationName={(id) => locationName(id) ?? id ?? ''}
          renderLink={renderLink}
          more={more}
          stale={stale}
        />
      )}
    </QueryState>
  );
}
