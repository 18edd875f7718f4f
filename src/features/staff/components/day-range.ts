import dayjs from 'dayjs';

/** A DatePickerInput range: two `YYYY-MM-DD` days, either possibly unset. */
export type DayRange = [string | null, string | null];

const DAY = 'YYYY-MM-DD';

/**
 * Days picked in the browser's zone → the instants the API filters on. The end is exclusive
 * (`< end`), so it is the start of the day after the last day picked.
 */
export function dayRangeToInstants([first, last]: DayRange): {
  from: string | undefined;
  to: string | undefined;
} {
  return {
    from: first ? dayjs(first).startOf('day').toISOString() : undefined,
    to: last ? dayjs(last).add(1, 'day').startOf('day').toISOString() : undefined,
  };
}

export function instantsToDayRange(from: string | undefined, to: string | undefined): DayRange {
  return [
    from ? dayjs(from).format(DAY) : null,
    to ? dayjs(to).subtract(1, 'millisecond').format(DAY) : null,
  ];
}
