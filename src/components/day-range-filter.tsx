import '@/components/dates-styles';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';

interface DayRangeFilterProps {
  label: string;
  /** First and last day, `YYYY-MM-DD`, both included. */
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
  w?: number;
  /** The first day that may be picked, `YYYY-MM-DD` (e.g. the API's earliest `begin_time`). */
  minDate?: string;
  /** Why a picked range cannot be applied (e.g. longer than the API allows); shown, not applied. */
  check?: (from: string, to: string) => string | undefined;
}

/**
 * A filter on whole days, as every list's URL keeps them. Applied once both ends are picked (or
 * both cleared), so a half-picked range does not reload the list.
 */
export function DayRangeFilter({
  label,
  from,
  to,
  onChange,
  w,
  minDate,
  check,
}: DayRangeFilterProps) {
  const [range, setRange] = useState<[string | null, string | null]>([from ?? null, to ?? null]);
  const [shown, setShown] = useState([from, to]);
  const [problem, setProblem] = useState<string | undefined>();
  if (shown[0] !== from || shown[1] !== to) {
    // The URL changed elsewhere (Clear filters, back button): follow it.
    setShown([from, to]);
    setRange([from ?? null, to ?? null]);
    setProblem(undefined);
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
      minDate={minDate}
      maxDate={new Date()}
      value={range}
      error={problem}
      onChange={(next) => {
        setRange(next);
        const [start, end] = next;
        const refused = start && end ? check?.(start, end) : undefined;
        setProblem(refused);
        if (refused) return;
        if ((start && end) || (!start && !end)) onChange(start ?? undefined, end ?? undefined);
      }}
    />
  );
}
