import { Stack, Text } from '@mantine/core';
import type { V1TimecardT } from '@/api/schemas/timecards';
import { formatHoursMinutes, secondsWorked } from '../../lib/timecard-hours';

/** Hours worked as h:mm, with the overtime and double time they include. */
export function TimecardWorkedHours({ timecard }: { timecard: V1TimecardT }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{formatHoursMinutes(secondsWorked(timecard))}</Text>
      {timecard.overtime_seconds_worked > 0 ? (
        <Text size="xs">incl. {formatHoursMinutes(timecard.overtime_seconds_worked)} overtime</Text>
      ) : null}
      {timecard.doubletime_seconds_worked > 0 ? (
        <Text size="xs">
          incl. {formatHoursMinutes(timecard.doubletime_seconds_worked)} double time
        </Text>
      ) : null}
    </Stack>
  );
}
