import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The wall-clock format Mantine's DateTimePicker reads and writes. */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * ISO instant → wall-clock time in `timeZone` (the browser's zone when omitted), for the picker.
 */
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
