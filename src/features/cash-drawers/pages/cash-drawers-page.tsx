import { Alert, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { noRows, useListRows } from '@/api/paging';
import { PageHeader } from '@/components/page-header';
import { listEmptyState, QueryState } from '@/components/query-state';
import { TimeZoneNote } from '@/components/time-zone-note';
import { useSelectedLocation } from '@/lib/selected-location';
import { useFormatDateTime, useTimeZone } from '@/lib/time-zone';
import { useEmployeeName } from '@/features/staff/api/employee-names';
import { useDrawerShiftList } from '../api/drawer-shifts';
import { DrawerShiftFilters } from '../components/drawer-shift-filters';
import { DrawerShiftsTable } from '../components/drawer-shifts-table';
import {
  drawerShiftsSearch,
  shownShifts,
  toDrawerShiftListQuery,
  type DrawerShiftsSearch,
} from '../lib/drawer-shifts-search';
import { periodProblem } from '../lib/drawer-period';

const route = getRouteApi('/_app/cash-drawers');

const SHOW_WORDS: Record<DrawerShiftsSearch['show'], string> = {
  all: '',
  differences: ' counted over or short',
  uncounted: ' not counted yet',
};

/** The drawer shifts of the selected location in a period: state, expected vs counted. */
export function CashDrawersPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { location, locationsQuery } = useSelectedLocation();
  const timeZone = useTimeZone();
  const formatDateTime = useFormatDateTime();
  const employeeName = useEmployeeName();
  const query = toDrawerShiftListQuery(search, timeZone);
  const problem = periodProblem(query);
  const locationId = location?.id ?? '';
  const shifts = useDrawerShiftList(locationId, query, locationId !== '' && problem === undefined);

  const { rows, stale } = useListRows(shifts);
  const show = (next: DrawerShiftsSearch) => void navigate({ search: next });
  const filters = { list: drawerShiftsSearch, search, onChange: show };
  const where = location ? ` at ${location.name}` : '';
  const period = search.opened_from || search.opened_to ? ' in the period' : ' in the last 90 days';

  let body;
  if (locationsQuery.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">Loading locations…</VisuallyHidden>
        <Skeleton height={32} />
        <Skeleton height={32} />
      </Stack>
    );
  } else if (!location) {
    body = (
      <Alert color="yellow" title="No location">
        Cash drawers are kept per location, and this account has none it can read.
      </Alert>
    );
  } else if (problem) {
    body = (
      <Alert color="yellow" title="Pick a shorter period">
        The service lists at most 90 days of drawer shifts at a time, so nothing was loaded for this
        period. Shorten it, or go back to the last 90 days.
      </Alert>
    );
  } else {
    body = (
      <QueryState
        query={shifts}
        subject="drawer shifts"
        skeletonRows={8}
        isEmpty={(data) => noRows(data) || shownShifts(rows, search.show).length === 0}
        empty={listEmptyState(
          filters,
          `No drawer shifts${where}${SHOW_WORDS[search.show]}${period}.`,
          { message: `No drawer shifts${where} in the last 90 days.` },
        )}
      >
        {() => (
          <DrawerShiftsTable
            shifts={shownShifts(rows, search.show)}
            locationId={location.id}
            stale={stale}
            formatDateTime={formatDateTime}
            employeeName={employeeName}
            caption={`Drawer shifts${where}${SHOW_WORDS[search.show]}${period}, ${search.order === 'DESC' ? 'newest' : 'oldest'} first`}
          />
        )}
      </QueryState>
    );
  }

  return (
    <>
      <PageHeader
        title="Cash drawers"
        description={
          <>
            Every drawer shift{where}: what the drawer should hold, what was counted, and the
            difference. <TimeZoneNote />
          </>
        }
      />
      <DrawerShiftFilters
        search={search}
        timeZone={timeZone}
        urlProblem={problem}
        onChange={show}
      />
      {body}
      <Outlet />
    </>
  );
}
