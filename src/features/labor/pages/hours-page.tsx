import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { locationsQueryOptions } from '../../../api/account';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { downloadCsv } from '../../../lib/csv';
import { useSelectedLocation } from '../../../lib/selected-location';
import { useEmployeeName } from '../../staff/api/employee-names';
import { useWageDirectory } from '../api/employee-wages';
import { useAllShifts } from '../api/shifts';
import { HoursTable, LocationTotalsTable } from '../components/hours/hours-tables';
import { useLaborWeek } from '../components/use-labor-week';
import { WeekNavigator } from '../components/week-navigator';
import { hoursCsv, hoursCsvFileName } from '../lib/hours-export';
import { laborLines, locationTotals, totalsByLocation, wagesByEmployee } from '../lib/labor-hours';
import { weekShiftsRequest } from '../lib/schedule-search';
import { formatDayRange } from '../lib/shift-format';

const route = getRouteApi('/_app/labor/hours');

/**
 * Hours and labor cost of one workweek: each employee's regular and overtime hours at the selected
 * location, the location's total, every location's total, and the week as CSV. The week's shifts
 * at every location are read, so overtime counts all of an employee's hours.
 */
export function HoursPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { location } = useSelectedLocation();
  const { week, currentWeekStart, config } = useLaborWeek(search.week);
  const shifts = useAllShifts(
    week ? weekShiftsRequest(week, {}) : { query: {} },
    week !== undefined,
  );
  const wages = useWageDirectory();
  const locations = useQuery(locationsQueryOptions());
  const employeeName = useEmployeeName();

  const lines = useMemo(
    () =>
      shifts.data && !wages.isPending
        ? laborLines(shifts.data.shifts, wagesByEmployee(wages.data ?? []))
        : undefined,
    [shifts.data, wages.isPending, wages.data],
  );
  const locationName = (id: string) =>
    locations.data?.find((l) => l.id === id)?.name ?? 'Unknown location';
  const byLocation = useMemo(() => {
    const totals = totalsByLocation(lines ?? []);
    return totals.sort(
      (a, b) =>
        Number(b.location_id === location?.id) - Number(a.location_id === location?.id) ||
        locationName(a.location_id).localeCompare(locationName(b.location_id)),
    );
    // locationName reads the locations query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lines, location?.id, locations.data]);

  const exportWeek = () => {
    if (!week || !lines) return;
    const csv = hoursCsv(
      week,
      lines,
      byLocation.map((t) => t.location_id),
      { employee: employeeName, location: locationName },
    );
    downloadCsv(hoursCsvFileName(week), csv);
  };

  const here = lines?.filter((line) => line.location_id === location?.id) ?? [];
  const where = location ? ` at ${location.name}` : '';
  const range = week ? formatDayRange(week.startDate, week.endDate) : '';

  return (
    <>
      <PageHeader
        title="Hours and labor cost"
        description={
          <>
            Paid hours per employee for one workweek. Overtime is paid time above 40 hours in the
            workweek, across locations, at 1.5 times the hourly rate; unpaid breaks are left out,
            and open shifts count once closed. <TimeZoneNote />
          </>
        }
        actions={
          <Button
            leftSection={<IconDownload size={16} stroke={1.5} aria-hidden />}
            disabled={!lines || lines.length === 0}
            onClick={exportWeek}
          >
            Export week (CSV)
          </Button>
        }
      />
      <QueryState query={config} subject="the workweek settings" skeletonRows={1}>
        {() =>
          week ? (
            <Stack gap="lg">
              <WeekNavigator
                week={week}
                currentWeekStart={currentWeekStart}
                onChange={(day) =>
                  void navigate({ search: (previous) => ({ ...previous, week: day }) })
                }
              />
              {wages.isError ? (
                <Alert color="orange" title="Employee wages could not be loaded">
                  Costs use the wages the shifts carry; hours are complete.
                </Alert>
              ) : null}
              <QueryState
                query={shifts}
                subject="the week's shifts"
                skeletonRows={6}
                isEmpty={(data) => data.shifts.length === 0}
                empty={{ message: `No shifts in the week of ${range}.` }}
              >
                {(data) => (
                  <Stack gap="lg" aria-busy={shifts.isPlaceholderData || !lines}>
                    {data.complete ? null : (
                      <Alert color="orange" title="Totals are incomplete">
                        This week has more shifts than one view reads; the totals are short.
                      </Alert>
                    )}
                    <Stack gap="xs">
                      <Title order={2} size="h3">
                        {location ? location.name : 'Selected location'}
                      </Title>
                      {here.length === 0 ? (
                        <Text>No shifts{where} in this week.</Text>
                      ) : (
                        <HoursTable
                          lines={here}
                          totals={locationTotals(location?.id ?? '', here)}
                          employeeName={employeeName}
                          caption={`Hours${where}, week of ${range}`}
                        />
                      )}
                    </Stack>
                    <Stack gap="xs">
                      <Title order={2} size="h3">
                        All locations
                      </Title>
                      <LocationTotalsTable
                        totals={byLocation}
                        locationName={locationName}
                        selectedId={location?.id}
                      />
                    </Stack>
                  </Stack>
                )}
              </QueryState>
            </Stack>
          ) : null
        }
      </QueryState>
    </>
  );
}
