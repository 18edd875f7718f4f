import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { noRows, useListRows } from '@/api/paging';
import { PageHeader } from '@/components/page-header';
import { listEmptyState, QueryState } from '@/components/query-state';
import { TimeZoneNote } from '@/components/time-zone-note';
import { useSelectedLocation } from '@/lib/selected-location';
import { useTimeZone } from '@/lib/time-zone';
import { useShiftList } from '../api/shifts';
import { ShiftFilters } from '../components/shifts/shift-filters';
import { ShiftsTable } from '../components/shifts/shifts-table';
import { OVERTIME_RULE_TEXT } from '../lib/labor-hours';
import {
  shiftsSearch,
  toShiftSearchRequest,
  type ShiftSearchRequest,
  type ShiftsSearch,
} from '../lib/shifts-search';
import { Gated } from '@/lib/gated';

const route = getRouteApi('/_app/labor/shifts');

const SORT_WORDS = {
  START_AT: 'start',
  END_AT: 'end',
  CREATED_AT: 'time recorded',
  UPDATED_AT: 'last change',
} as const;

/** The shift search as one list: every filter in the URL, pages loaded one after another. */
export function ShiftsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { location } = useSelectedLocation();
  const timeZone = useTimeZone();

  const show = (next: ShiftsSearch) => void navigate({ search: next });
  const addShift = () => void navigate({ to: '/labor/shifts/new', search: true });
  const where = location ? ` at ${location.name}` : '';

  return (
    <>
      <PageHeader
        title="Shifts"
        description={
          <>
            Every shift{where}, found by employee, status, days and workdays. Paid time leaves out
            unpaid breaks; {OVERTIME_RULE_TEXT.replace('Overtime:', 'overtime is paid time')} (each
            employee&rsquo;s shifts at every location). <TimeZoneNote />
          </>
        }
        actions={
          <Gated permission="time.write">
            <Button
              leftSection={<IconPlus size={16} stroke={1.5} aria-hidden />}
              onClick={addShift}
            >
              Add shift
            </Button>
          </Gated>
        }
      />
      <ShiftFilters search={search} onChange={show} />
      <ShiftsList
        search={search}
        request={toShiftSearchRequest(search, { locationId: location?.id, timeZone })}
        where={where}
        onChange={show}
        onAddShift={addShift}
      />
      <Outlet />
    </>
  );
}

interface ShiftsListProps {
  search: ShiftsSearch;
  request: ShiftSearchRequest;
  /** " at <location>", or empty. */
  where: string;
  onChange: (next: ShiftsSearch) => void;
  onAddShift: () => void;
}

/**
 * The list alone reads the list's query: when its rows arrive only this part renders again, not
 * the header and filters above it (on a directly opened page they are still mounting).
 */
function ShiftsList({ search, request, where, onChange, onAddShift }: ShiftsListProps) {
  const shifts = useShiftList(request);
  const { rows, more, stale } = useListRows(shifts);
  const filterControl = { list: shiftsSearch, search, onChange };
  return (
    <QueryState
      query={shifts}
      subject="shifts"
      skeletonRows={8}
      isEmpty={noRows}
      empty={listEmptyState(filterControl, 'No shifts match these filters.', {
        message: `No shifts${where} yet.`,
        action: (
          <Gated permission="time.write">
            <Button onClick={onAddShift}>Add shift</Button>
          </Gated>
        ),
      })}
    >
      {() => (
        <ShiftsTable
          shifts={rows}
          more={more}
          stale={stale}
          caption={`Shifts${where}, by ${SORT_WORDS[search.sort]}, ${search.order === 'DESC' ? 'latest' : 'earliest'} first`}
        />
      )}
    </QueryState>
  );
}
