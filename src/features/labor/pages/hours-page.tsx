import { Button, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { locationsQueryOptions } from '@/api/account';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { TimeZoneNote } from '@/components/time-zone-note';
import { downloadCsv } from '@/lib/csv';
import { useSelectedLocation } from '@/lib/selected-location';
import { useEmployeeName } from '@/features/staff/api/employee-names';
import { useWorkedTime } from '../api/worked-time';
import { HoursTable, LocationTotalsTable } from '../components/hours/hours-tables';
import { useLaborWeek } from '../components/use-labor-week';
import { WeekNavigator } from '../components/week-navigator';
import { hoursCsv, hoursCsvFileName } from '../lib/hours-export';
import {
  laborLines,
  locationTotals,
  OVERTIME_RULE_TEXT,
  totalsByLocation,
} from '../lib/labor-hours';
import { formatDayRange } from '../lib/shift-format';

const route = getRouteApi('/_app/labor/hours');

/**
 * Hours and labor cost of one workweek as the service computes them (GET /app/labor/worked-time):
 * each employee's regular and overtime hours at the selected location, every location's total, and
 * the week as CSV. Each shift is in the workweek of its own location's zone, so the totals and the
 * CSV do not depend on the selected location (it only picks which table comes first).
 */
export function HoursPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { location } = useSelectedLocation();
  const { week, currentWeekStart, config } = useLaborWeek(search.week);
  const worked = useWorkedTime({ workweek: week?.startDate ?? '' }, week !== undefined);
  const locations = useQuery(locationsQueryOptions());
  const employeeName = useEmployeeName();

  const lines = useMemo(
    () => (worked.data ? laborLines(worked.data.workweeks) : undefined),
    [worked.data],
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
    // By location name, so the file is the same whichever location is selected.
    const ids = byLocation
      .map((t) => t.location_id)
      .sort((a, b) => locationName(a).localeCompare(locationName(b)) || a.localeCompare(b));
    const csv = hoursCsv(week, lines, ids, { employee: employeeName, location: locationName });
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
            Paid hours per employee for one workweek. {OVERTIME_RULE_TEXT} (every location counts;
            each shift is in the workweek of its own location&rsquo;s time zone). Unpaid breaks are
            not paid time, and open shifts count once closed. <TimeZoneNote />
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
              <QueryState
                query={worked}
                subject="the week's hours"
                skeletonRows={6}
                isEmpty={(data) => data.shifts.length === 0}
                empty={{ message: `No shifts in the week of ${range}.` }}
              >
                {() => (
                  <Stack gap="lg" aria-busy={worked.isPlaceholderData || !lines}>
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
