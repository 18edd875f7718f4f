import { Button } from '@mantine/core';
import { IconClockPlus, IconFileImport } from '@tabler/icons-react';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { noRows, useListRows } from '@/api/paging';
import { PageHeader } from '@/components/page-header';
import { listEmptyState, QueryState } from '@/components/query-state';
import { TimeZoneNote } from '@/components/time-zone-note';
import { useTimeZone } from '@/lib/time-zone';
import { useTimecards } from '../api/timecards';
import { TimecardFilters } from '../components/timecards/timecard-filters';
import { TimecardTable } from '../components/timecards/timecard-table';
import { OVERTIME_RULE_TEXT } from '@/api/schemas/values';
import {
  timecardsSearch,
  toTimecardListQuery,
  type TimecardsSearch,
} from '../lib/timecards-search';
import { Gated } from '@/lib/gated';

const route = getRouteApi('/_app/staff/timecards');

export function TimecardsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const timeZone = useTimeZone();

  const show = (next: TimecardsSearch) => void navigate({ search: next });
  const clockIn = () => void navigate({ to: '/staff/timecards/clock-in', search: true });

  return (
    <>
      <PageHeader
        title="Timecards"
        description={
          <>
            Review, correct and record shifts. Hours are as Ledgerline works them out: paid time
            less unpaid breaks; {OVERTIME_RULE_TEXT.replace('Overtime:', 'overtime is paid time')}.
            Open timecards count once clocked out. <TimeZoneNote />
          </>
        }
        actions={
          <>
            <Gated permission="time.write">
              <Button
                variant="default"
                leftSection={<IconFileImport size={16} stroke={1.5} aria-hidden />}
                onClick={() => void navigate({ to: '/staff/timecards/import', search: true })}
              >
                Import timecard
              </Button>
            </Gated>
            <Gated permission="time.write">
              <Button
                leftSection={<IconClockPlus size={16} stroke={1.5} aria-hidden />}
                onClick={clockIn}
              >
                Clock in
              </Button>
            </Gated>
          </>
        }
      />
      <TimecardFilters search={search} onChange={show} />
      <TimecardsList search={search} timeZone={timeZone} onChange={show} onClockIn={clockIn} />
      <Outlet />
    </>
  );
}

interface TimecardsListProps {
  search: TimecardsSearch;
  timeZone: string;
  onChange: (next: TimecardsSearch) => void;
  onClockIn: () => void;
}

/**
 * The list alone reads the list's query: when its rows arrive only this part renders again, not
 * the header and filters above it (on a directly opened page they are still mounting).
 */
function TimecardsList({ search, timeZone, onChange, onClockIn }: TimecardsListProps) {
  const timecards = useTimecards(toTimecardListQuery(search, timeZone));
  const { rows, more, stale } = useListRows(timecards);
  const filterControl = { list: timecardsSearch, search, onChange };
  return (
    <QueryState
      query={timecards}
      subject="timecards"
      skeletonRows={8}
      isEmpty={noRows}
      empty={listEmptyState(filterControl, 'No timecards match these filters.', {
        message: 'No timecards yet. Clock someone in to start one.',
        action: (
          <Gated permission="time.write">
            <Button onClick={onClockIn}>Clock in</Button>
          </Gated>
        ),
      })}
    >
      {() => (
        <TimecardTable
          timecards={rows}
          caption={`Timecards, ${search.order === 'DESC' ? 'newest' : 'oldest'} recorded first`}
          more={more}
          stale={stale}
        />
      )}
    </QueryState>
  );
}
