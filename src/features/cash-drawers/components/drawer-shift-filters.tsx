import '@/components/dates-styles';
import { Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { OrderSelect } from '@/components/filter-selects';
import { ListFilters } from '@/components/list-filters';
import {
  drawerShiftsSearch,
  toDrawerShiftListQuery,
  type DrawerShiftsSearch,
} from '../lib/drawer-shifts-search';
import { periodProblem } from '../lib/drawer-period';

interface PeriodFieldProps {
  from: string | undefined;
  to: string | undefined;
  order: DrawerShiftsSearch['order'];
  timeZone: string;
  /** Why the URL's own period is refused (a shared or typed link), shown on the field. */
  urlProblem: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
}

/**
 * The days the shifts opened. A picked range is checked with the contract's rule first: one the
 * service would refuse (over 90 days) stays in the field with the reason and changes nothing.
 */
function PeriodField({ from, to, order, timeZone, urlProblem, onChange }: PeriodFieldProps) {
  const [range, setRange] = useState<[string | null, string | null]>([from ?? null, to ?? null]);
  const [shown, setShown] = useState([from, to]);
  const [problem, setProblem] = useState<string | undefined>();
  if (shown[0] !== from || shown[1] !== to) {
    // The URL changed elsewhere (Clear, back button): follow it.
    setShown([from, to]);
    setRange([from ?? null, to ?? null]);
    setProblem(undefined);
  }
  return (
    <DatePickerInput
      type="range"
      label="Opened"
      description="Up to 90 days; empty: the last 90 days"
      placeholder="Last 90 days"
      valueFormat="MMM D, YYYY"
      clearable
      clearButtonProps={{ 'aria-label': 'Clear Opened' }}
      allowSingleDateInRange
      maxDate={new Date()}
      value={range}
      error={problem ?? urlProblem}
      onChange={(next) => {
        setRange(next);
        const [start, end] = next;
        if (!start && !end) {
          setProblem(undefined);
          onChange(undefined, undefined);
        } else if (start && end) {
          const refused = periodProblem(
            toDrawerShiftListQuery({ opened_from: start, opened_to: end, order }, timeZone),
          );
          setProblem(refused);
          if (!refused) onChange(start, end);
        }
      }}
    />
  );
}

const SHOW_OPTIONS: { value: DrawerShiftsSearch['show']; label: string }[] = [
  { value: 'all', label: 'All shifts' },
  { value: 'differences', label: 'Counted over or short' },
  { value: 'uncounted', label: 'Not counted yet (open or ended)' },
];

interface DrawerShiftFiltersProps {
  search: DrawerShiftsSearch;
  timeZone: string;
  urlProblem: string | undefined;
  onChange: (next: DrawerShiftsSearch) => void;
}

/** The period, what to show and the order, kept in the URL (the location is the header's). */
export function DrawerShiftFilters({
  search,
  timeZone,
  urlProblem,
  onChange,
}: DrawerShiftFiltersProps) {
  return (
    <ListFilters
      label="Filter drawer shifts"
      cols={{ base: 1, sm: 2, lg: 3 }}
      list={drawerShiftsSearch}
      search={search}
      onChange={onChange}
    >
      {(apply) => (
        <>
          <PeriodField
            from={search.opened_from}
            to={search.opened_to}
            order={search.order}
            timeZone={timeZone}
            urlProblem={urlProblem}
            onChange={(opened_from, opened_to) => apply({ opened_from, opened_to })}
          />
          <Select
            label="Show"
            data={SHOW_OPTIONS}
            value={search.show}
            allowDeselect={false}
            onChange={(value) =>
              apply({ show: SHOW_OPTIONS.find((o) => o.value === value)?.value ?? 'all' })
            }
          />
          <OrderSelect value={search.order} onChange={(order) => apply({ order })} />
        </>
      )}
    </ListFilters>
  );
}
