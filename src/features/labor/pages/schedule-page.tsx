import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconPlus, IconTable } from '@tabler/icons-react';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { noMatchState, QueryState } from '@/components/query-state';
import { RouterAnchor } from '@/components/router-anchor';
import { TimeZoneNote } from '@/components/time-zone-note';
import { useSelectedLocation } from '@/lib/selected-location';
import { useEmployeeName } from '@/features/staff/api/employee-names';
import { useAllShifts } from '../api/shifts';
import { useWorkedTime } from '../api/worked-time';
import { EarlierOpenShifts } from '../components/schedule/earlier-open-shifts';
import { ScheduleFilters } from '../components/schedule/schedule-filters';
import { ScheduleGrid, ScheduleLegend } from '../components/schedule/schedule-grid';
import { useLaborWeek } from '../components/use-labor-week';
import { scheduleRows } from '../lib/schedule-layout';
import { weekShiftsRequest, type ScheduleSearch } from '../lib/schedule-search';
import { OVERTIME_RULE_TEXT } from '../lib/labor-hours';
import { formatDayRange } from '../lib/shift-format';
import { WEEKDAY_NAMES } from '../lib/workweek';
import { WeekNavigator } from '../components/week-navigator';
import { Gated } from '@/lib/gated';

const route = getRouteApi('/_app/labor/schedule');

export function SchedulePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { location } = useSelectedLocation();
  const { week, today, currentWeekStart, timeZone, nowMs, config } = useLaborWeek(search.week);
  const employeeName = useEmployeeName();
  const request = week
    ? weekShiftsRequest(week, {
        locationId: location?.id,
        employeeId: search.employee_id,
        status: search.status,
      })
    : { query: {} };
  const shifts = useAllShifts(request, week !== undefined && location !== undefined);
  // Each employee's whole workweek (every location), as the service counts it.
  const worked = useWorkedTime({ workweek: week?.startDate ?? '' }, week !== undefined);
  const weekHours = useMemo(
    () => new Map((worked.data?.workweeks ?? []).map((w) => [w.employee_id, w])),
    [worked.data],
  );
  const rows = useMemo(
    () =>
      week && shifts.data
        ? scheduleRows(week, shifts.data.shifts, nowMs, (a, b) =>
            employeeName(a).localeCompare(employeeName(b)),
          )
        : [],
    [week, shifts.data, nowMs, employeeName],
  );

  const show = (changes: Partial<ScheduleSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...changes }) });
  const addShift = (employee?: string, day?: string) =>
    void navigate({
      to: '/labor/schedule/new',
      search: (previous) => ({ ...previous, employee, day }),
    });
  const filtered = search.employee_id !== undefined || search.status !== undefined;
  const where = location ? ` at ${location.name}` : '';

  return (
    <>
      <PageHeader
        title="Worked week"
        description={
          <>
            Who worked when{where}, one workweek at a time; open shifts are highlighted. Hours under
            each name are the employee&rsquo;s whole workweek at every location.{' '}
            {OVERTIME_RULE_TEXT}. <TimeZoneNote />
          </>
        }
        actions={
          <>
            {week ? (
              <LinkButton
                variant="default"
                to="/labor/shifts"
                search={{
                  location: search.location,
                  workday_from: week.startDate,
                  workday_to: week.endDate,
                  employee_id: search.employee_id ? [search.employee_id] : undefined,
                  status: search.status,
                  order: 'ASC',
                }}
                leftSection={<IconTable size={16} stroke={1.5} aria-hidden />}
              >
                Show as a table
              </LinkButton>
            ) : null}
            <Gated permission="time.write">
              <Button
                leftSection={<IconPlus size={16} stroke={1.5} aria-hidden />}
                onClick={() => addShift(search.employee_id)}
              >
                Add shift
              </Button>
            </Gated>
          </>
        }
      />
      <Stack gap="md">
        <ScheduleFilters search={search} onChange={show} />
        <QueryState query={config} subject="the workweek settings" skeletonRows={1}>
          {(rule) =>
            week ? (
              <Stack gap="md">
                <WeekNavigator
                  week={week}
                  currentWeekStart={currentWeekStart}
                  onChange={(day) => show({ week: day })}
                />
                <Text size="sm">
                  Workweeks start on {WEEKDAY_NAMES[rule?.start_of_week ?? 'MON']} and workdays at{' '}
                  {rule?.start_of_day_local_time ?? '00:00'} (
                  <RouterAnchor to="/labor/workweek" underline="always">
                    workweek settings
                  </RouterAnchor>
                  ).
                </Text>
                {search.status === 'CLOSED' ? null : (
                  <EarlierOpenShifts
                    week={week}
                    locationId={location?.id}
                    employeeId={search.employee_id}
                    timeZone={timeZone}
                    employeeName={employeeName}
                  />
                )}
                <QueryState
                  query={shifts}
                  subject="shifts"
                  skeletonRows={6}
                  isEmpty={(data) => data.shifts.length === 0}
                  empty={
                    filtered
                      ? noMatchState('No shifts match these filters in this week.', () =>
                          show({ employee_id: undefined, status: undefined }),
                        )
                      : {
                          message: `No shifts${where} in the week of ${formatDayRange(week.startDate, week.endDate)}.`,
                          action: (
                            <Gated permission="time.write">
                              <Button onClick={() => addShift()}>Add shift</Button>
                            </Gated>
                          ),
                        }
                  }
                >
                  {(data) => (
                    <div aria-busy={shifts.isPlaceholderData}>
                      {data.complete ? null : (
                        <Alert color="orange" mb="sm" title="Not every shift is shown">
                          This week has more shifts than one view reads. Filter by employee to see
                          them all.
                        </Alert>
                      )}
                      <ScheduleGrid
                        week={week}
                        rows={rows}
                        timeZone={timeZone}
                        employeeName={employeeName}
                        weekHours={weekHours}
                        today={today}
                        onAddShift={addShift}
                        caption={`Shifts${where}, ${formatDayRange(week.startDate, week.endDate)}`}
                      />
                      <ScheduleLegend />
                    </div>
                  )}
                </QueryState>
              </Stack>
            ) : null
          }
        </QueryState>
      </Stack>
      <Outlet />
    </>
  );
}
