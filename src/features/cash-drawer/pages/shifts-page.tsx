import { Alert, Button, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { useSelectedLocation } from '../../../lib/selected-location';
import { useFormatDateTime, useTimeZone } from '../../../lib/time-zone';
import { useEmployeeName } from '../../staff/api/employee-names';
import { useShiftList } from '../api/shifts';
import { ShiftFilters } from '../components/shift-filters';
import { ShiftsTable } from '../components/shifts-table';
import { periodProblem, toShiftListQuery, type ShiftsSearch } from '../lib/shifts-search';

const route = getRouteApi('/_app/cash-drawers');

/** The drawer shifts of the selected location in a period: state, expected vs counted. */
export function ShiftsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { location, locationsQuery } = useSelectedLocation();
  const timeZone = useTimeZone();
  const formatDateTime = useFormatDateTime();
  const employeeName = useEmployeeName();
  const query = toShiftListQuery(search, timeZone);
  const problem = periodProblem(query);
  const locationId = location?.id ?? '';
  const shifts = useShiftList(locationId, query, locationId !== '' && problem === undefined);

  const show = (next: ShiftsSearch) => void navigate({ search: next });
  const where = location ? ` at ${location.name}` : '';
  const period = search.opened_from || search.opened_to ? 'in the period' : 'in the last 90 days';

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
        {problem}
      </Alert>
    );
  } else {
    body = (
      <QueryState
        query={shifts}
        subject="drawer shifts"
        skeletonRows={8}
        isEmpty={(items) => items.length === 0}
        empty={
          search.opened_from || search.opened_to
            ? {
                message: `No drawer shifts${where} opened in this period.`,
                action: (
                  <Button
                    variant="default"
                    onClick={() =>
                      show({ ...search, opened_from: undefined, opened_to: undefined })
                    }
                  >
                    Show the last 90 days
                  </Button>
                ),
              }
            : { message: `No drawer shifts${where} in the last 90 days.` }
        }
      >
        {(items) => (
          <ShiftsTable
            shifts={items}
            locationId={location.id}
            stale={shifts.isPlaceholderData}
            formatDateTime={formatDateTime}
            employeeName={employeeName}
            caption={`Drawer shifts${where} ${period}, ${search.order === 'DESC' ? 'newest' : 'oldest'} first`}
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
      <ShiftFilters search={search} timeZone={timeZone} urlProblem={problem} onChange={show} />
      {body}
      <Outlet />
    </>
  );
}
