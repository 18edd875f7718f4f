import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';

interface DayRangeFilterProps {
  label: string;
  /** First and last day, `YYYY-MM-DD`, both included. */
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
  w?: number;
}

/**
 * A filter on whole days, as every list's URL keeps them. Applied once both ends are picked (or
 * both cleared), so a half-picked range does not reload the list.
 */
export function DayRangeFilter({ label, from, to, onChange, w }: DayRangeFilterProps) {
  const [range, setRange] = useState<[string | null, string | null]>([from ?? null, to ?? null]);
  const [shown, setShown] = useState([from, to]);
  if (shown[0] !== from || shown[1] !== to) {
    // The URL changed elsewhere (Clear filters, back button): follow it.
    setShown([from, to]);
    setRange([from ?? null, to ?? null]);
  }
  return (
    <DatePickerInput
      type="range"
      label={label}
      w={w}
      placeholder="Any day"
      valueFormat="MMM D, YYYY"
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      allowSingleDateInRange
      maxDate={new Date()}
      value={range}
      onChange={(next) => {
        setRange(next);
        const [start, end] = next;
        if ((start && end) || (!start && !end)) onChange(start ?? undefined, end ?? undefined);
      }}
    />
  );
}
