import { Button } from '@mantine/core';
import { IconClockPlus, IconFileImport } from '@tabler/icons-react';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { ListPager } from '@/components/list-pager';
import { PageHeader } from '@/components/page-header';
import { noMatchState, QueryState } from '@/components/query-state';
import { TimeZoneNote } from '@/components/time-zone-note';
import { pageNumber } from '@/lib/list-search';
import { useTimeZone } from '@/lib/time-zone';
import { useTimecards } from '../api/timecards';
import { TimecardFilters } from '../components/timecards/timecard-filters';
import { TimecardTable } from '../components/timecards/timecard-table';
import { OVERTIME_RULE_TEXT } from '@/api/schemas/worked-time';
import {
  timecardsSearch,
  toTimecardListQuery,
  type TimecardsSearch,
} from '../lib/timecards-search';

const route = getRouteApi('/_app/staff/timecards');

export function TimecardsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const timecards = useTimecards(toTimecardListQuery(search, useTimeZone()));

  const show = (next: TimecardsSearch) => void navigate({ search: next });
  const clockIn = () => void navigate({ to: '/staff/timecards/clock-in', search: true });

  return (
    <>
      <PageHeader
        title="Timecards"
        description={
          <>
            Review, correct and record shifts. Hours are the service&rsquo;s: paid time less unpaid
            breaks; {OVERTIME_RULE_TEXT.replace('Overtime:', 'overtime is paid time')}. Open
            timecards count once clocked out. <TimeZoneNote />
          </>
        }
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} stroke={1.5} aria-hidden />}
              onClick={() => void navigate({ to: '/staff/timecards/import', search: true })}
            >
              Import timecard
            </Button>
            <Button
              leftSection={<IconClockPlus size={16} stroke={1.5} aria-hidden />}
              onClick={clockIn}
            >
              Clock in
            </Button>
          </>
        }
      />
      <TimecardFilters search={search} onChange={show} />
      <QueryState
        query={timecards}
        subject="timecards"
        skeletonRows={8}
        isEmpty={(page) => page.items.length === 0}
        empty={
          timecardsSearch.hasFilters(search) || search.page
            ? noMatchState('No timecards match these filters.', () =>
                show(timecardsSearch.withoutFilters(search)),
              )
            : {
                message: 'No timecards yet. Clock someone in to start one.',
                action: <Button onClick={clockIn}>Clock in</Button>,
              }
        }
      >
        {(page) => (
          <div aria-busy={timecards.isPlaceholderData}>
            <TimecardTable
              timecards={page.items}
              caption={`Timecards, page ${pageNumber(search)}, ${search.order === 'DESC' ? 'newest' : 'oldest'} recorded first`}
            />
          </div>
        )}
      </QueryState>
      <ListPager
        label="Timecard pages"
        search={search}
        nextToken={timecards.data?.nextToken}
        loading={timecards.isPlaceholderData}
        onChange={show}
      />
      <Outlet />
    </>
  );
}
