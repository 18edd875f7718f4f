import { Text } from '@mantine/core';
import type { V1TimecardT } from '@/api/schemas/timecards';

/**
 * Where the shift was clocked in and out: one name, or "A → B" when they differ. `locationName`
 * is the table's `useLocationName()`, read once for every row.
 */
export function TimecardLocation({
  timecard,
  locationName,
}: {
  timecard: V1TimecardT;
  locationName: (id: string | undefined) => string | undefined;
}) {
  const clockin = locationName(timecard.clockin_location_id);
  const clockout = locationName(timecard.clockout_location_id);
  if (!clockin && !clockout) return <Text size="sm">None</Text>;
  if (clockin && clockout && clockin !== clockout) {
    return <Text size="sm">{`${clockin} → ${clockout}`}</Text>;
  }
  return <Text size="sm">{clockin ?? clockout}</Text>;
}
