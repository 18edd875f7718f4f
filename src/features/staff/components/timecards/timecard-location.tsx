import { Text } from '@mantine/core';
import { useLocationName } from '@/api/account';
import type { V1TimecardT } from '@/api/schemas/timecards';

/** Where the shift was clocked in and out: one name, or "A → B" when they differ. */
export function TimecardLocation({ timecard }: { timecard: V1TimecardT }) {
  const locationName = useLocationName();
  const clockin = locationName(timecard.clockin_location_id);
  const clockout = locationName(timecard.clockout_location_id);
  if (!clockin && !clockout) return <Text size="sm">None</Text>;
  if (clockin && clockout && clockin !== clockout) {
    return <Text size="sm">{`${clockin} → ${clockout}`}</Text>;
  }
  return <Text size="sm">{clockin ?? clockout}</Text>;
}
