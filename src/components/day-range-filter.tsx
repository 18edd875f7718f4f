import '@/components/dates-styles';
import { Input } from '@mantine/core';
import { DatePickerInput, PickerInputBase, type DateFormatter } from '@mantine/dates';
import dayjs from 'dayjs';
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
  /**
   * Why a range cannot be applied (e.g. longer than the API allows), or undefined. Asked of the
   * URL's range (a shared, typed or old link, where either end may be missing) and of a picked
   * one (both ends): the reason shows on the field, and a refused pick is not applied. The page
   * asks the same of its URL, so that it does not list as if the refused range applied.
   */
  check?: (from: string | undefined, to: string | undefined) => string | undefined;
}

/**
 * A last day without a first (only from a URL; a pick always starts with its first day) reads
 * "Until Mar 5, 2026" rather than nothing, since the list is filtered by it.
 */
const formatRange: DateFormatter = ({ date, locale, format, labelSeparator }) => {
  const [start, end] = Array.isArray(date) ? date : [date, null];
  const day = (value: string | Date) => dayjs(value).locale(locale).format(format);
  if (start && end) return `${day(start)} ${labelSeparator} ${day(end)}`;
  if (start) return `${day(start)} ${labelSeparator} `;
  return end ? `Until ${day(end)}` : '';
};

/**
 * A filter on whole days, as every list's URL keeps them. Applied once both ends are picked (or
 * both cleared), so a half-picked range does not reload the list. The range the field shows is
 * checked whether it came from the URL or from the picker.
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
  if (shown[0] !== from || shown[1] !== to) {
    // The URL changed elsewhere (Clear filters, back button): follow it.
    setShown([from, to]);
    setRange([from ?? null, to ?? null]);
  }
  const [start, end] = range;
  const isUrlRange = start === (from ?? null) && end === (to ?? null);
  let problem: string | undefined;
  if (isUrlRange) problem = from || to ? check?.(from, to) : undefined;
  else if (start && end) problem = check?.(start, end);
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
      valueFormatter={formatRange}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      allowSingleDateInRange
      minDate={minDate}
      maxDate={new Date()}
      value={range}
      error={problem}
      onChange={(next) => {
        setRange(next);
        const [first, last] = next;
        if (first && last ? check?.(first, last) : undefined) return;
        if ((first && last) || (!first && !last)) onChange(first ?? undefined, last ?? undefined);
      }}
    />
  );
}
