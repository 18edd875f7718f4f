import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatDateTime } from '@/components/format';
import { shortTimeZoneName } from './time-zone';

// Apart from `time-zone.tsx`, which every page loads: dayjs comes with the pickers' pages only.
dayjs.extend(utc);
dayjs.extend(timezone);

/** The wall-clock format Mantine's DateTimePicker reads and writes. */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** ISO instant → wall-clock time in `timeZone` (the browser's when omitted), for the picker. */
export function isoToPickerValue(iso: string | null | undefined, timeZone?: string): string | null {
  if (!iso) return null;
  const instant = dayjs(iso);
  if (!instant.isValid()) return null;
  return (timeZone ? instant.tz(timeZone) : instant).format(PICKER_FORMAT);
}

/** Picker wall-clock time in `timeZone` → ISO instant in UTC (`2026-03-01T14:30:00.000Z`). */
export function pickerValueToIso(value: string | null, timeZone?: string): string | null {
  if (!value) return null;
  const wallClock = timeZone ? dayjs.tz(value, timeZone) : dayjs(value);
  return wallClock.isValid() ? wallClock.toISOString() : null;
}

/**
 * The picker's wall-clock value shown exactly as the lists show an instant ("Mar 1, 2026, 2:30
 * PM"): same date style, same clock (`localeHourCycle`), and, when the picker's `timeZone` is not
 * the `selectedZone`, the same zone mark ("… MST").
 */
export function formatPickerValue(
  value: string,
  {
    timeZone,
    selectedZone,
    locale,
  }: { timeZone?: string; selectedZone?: string; locale?: string } = {},
): string {
  const wallClock = dayjs.utc(value);
  if (!wallClock.isValid()) return value;
  const text = formatDateTime(wallClock.toISOString(), { timeZone: 'UTC', locale });
  if (!timeZone || timeZone === selectedZone) return text;
  const instant = dayjs.tz(value, timeZone).toISOString();
  return `${text} ${shortTimeZoneName(timeZone, instant, locale)}`;
}
