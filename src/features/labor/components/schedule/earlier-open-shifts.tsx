import { Alert, List } from '@mantine/core';
import { RouterAnchor } from '@/components/router-anchor';
import { localeHourCycle } from '@/lib/hour-cycle';
import { useShiftSearch } from '../../api/shifts';
import { openBeforeWeekRequest } from '../../lib/schedule-search';
import type { Workweek } from '../../lib/workweek';

const since = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: localeHourCycle(),
    timeZone,
  }).format(new Date(instant));

/**
 * Shifts still open that began before the week shown: right after a workweek starts, whoever
 * clocked in before the workday start belongs to the previous week, yet is working now.
 */
export function EarlierOpenShifts({
  week,
  locationId,
  employeeId,
  timeZone,
  employeeName,
}: {
  week: Workweek;
  locationId: string | undefined;
  employeeId: string | undefined;
  timeZone: string;
  employeeName: (id: string) => string;
}) {
  const open = useShiftSearch(openBeforeWeekRequest(week, { locationId, employeeId }));
  const shifts = open.data?.items ?? [];
  if (shifts.length === 0) return null;
  return (
    <Alert variant="default" title="Still open from an earlier week">
      <List size="sm" spacing={4}>
        {shifts.map((shift) => (
          <List.Item key={shift.id}>
            <RouterAnchor
              to="/labor/schedule/$shiftId"
              params={{ shiftId: shift.id }}
              search
              underline="always"
            >
              {employeeName(shift.employee_id)}
            </RouterAnchor>
            , open since {since(shift.start_at, timeZone)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
