import type { V1TimecardT } from '../../../api/schemas/staff';
import { formatDateTime } from '../../../components/format';

/** "from Mar 1, 2026, 9:00 AM to Mar 1, 2026, 5:00 PM", or "clocked in since …" while open. */
export function describeShift(timecard: Pick<V1TimecardT, 'clockin_time' | 'clockout_time'>) {
  const clockin = formatDateTime(timecard.clockin_time);
  return timecard.clockout_time
    ? `from ${clockin} to ${formatDateTime(timecard.clockout_time)}`
    : `clocked in since ${clockin}, not clocked out`;
}
