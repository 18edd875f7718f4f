import '@/components/dates-styles';
import { Input } from '@mantine/core';
import { DatePickerInput, PickerInputBase } from '@mantine/dates';
import { useId, useState } from 'react';
import { useStandIn } from './stand-in';

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
  const { real, ref, autoFocus, standIn } = useStandIn<HTMLButtonElement>();
  const standInId = useId();
  if (!real && !range[0] && !range[1]) {
    // An empty range's look-alike (see `useStandIn`); a set one is shown by the picker itself.
    return (
      <Input.Wrapper label={label} w={w} id={standInId}>
        <Input
          id={standInId}
          component="button"
          type="button"
          multiline
          data-dates-input
          classNames={{ input: PickerInputBase.classes.input }}
          {...standIn}
        >
          <Input.Placeholder>Any day</Input.Placeholder>
        </Input>
      </Input.Wrapper>
    );
  }
  return (
    <DatePickerInput
      ref={ref}
      autoFocus={autoFocus}
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
