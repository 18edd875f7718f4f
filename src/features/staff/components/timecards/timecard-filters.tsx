import { Stack, Text } from '@mantine/core';
import { useId, type ComponentProps } from 'react';
import { DayRangeFilter } from '@/components/day-range-filter';
import { EmployeeSelect } from '@/components/employee-select';
import { ListFilters } from '@/components/list-filters';
import { OrderSelect } from '@/components/filter-selects';
import { SegmentedFilter } from '@/components/segmented-filter';
import {
  TIMECARD_STATUSES,
  timecardsSearch,
  type TimecardStatus,
  type TimecardsSearch,
} from '../../lib/timecards-search';
import { useEmployeeChoices } from '../../api/employee-names';

const STATUS_LABELS: Record<TimecardStatus, string> = {
  valid: 'Valid',
  deleted: 'Deleted',
  all: 'All',
};

const STATUS_OPTIONS = TIMECARD_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

interface TimecardFiltersProps {
  search: TimecardsSearch;
  onChange: (next: TimecardsSearch) => void;
}

/** Every filter of the Timecards list, each kept in the URL; a change starts the list over. */
export function TimecardFilters({ search, onChange }: TimecardFiltersProps) {
  const statusLabelId = useId();
  return (
    <ListFilters
      label="Filter timecards"
      list={timecardsSearch}
      search={search}
      onChange={onChange}
    >
      {(apply) => (
        <>
          <EmployeeFilter
            label="Employee"
            placeholder="All employees"
            clearable
            value={search.employee_id ?? null}
            onChange={(employee) => apply({ employee_id: employee ?? undefined })}
          />
          <DayRangeFilter
            label="Clocked in"
            from={search.clockin_from}
            to={search.clockin_to}
            onChange={(clockin_from, clockin_to) => apply({ clockin_from, clockin_to })}
          />
          <DayRangeFilter
            label="Clocked out"
            from={search.clockout_from}
            to={search.clockout_to}
            onChange={(clockout_from, clockout_to) => apply({ clockout_from, clockout_to })}
          />
          <OrderSelect
            value={search.order}
            onChange={(order) => apply({ order })}
            newest="Newest recorded first"
            oldest="Oldest recorded first"
          />
          <Stack gap={4}>
            <Text id={statusLabelId} size="sm" fw={500}>
              Timecards
            </Text>
            <SegmentedFilter
              aria-labelledby={statusLabelId}
              data={STATUS_OPTIONS}
              value={search.status}
              onChange={(status) => apply({ status })}
            />
          </Stack>
        </>
      )}
    </ListFilters>
  );
}

/**
 * The employee filter reads the directory itself: when it arrives (with the list's rows, on an
 * opened page) only this field renders again, not the whole filter bar.
 */
function EmployeeFilter(props: Omit<ComponentProps<typeof EmployeeSelect>, 'employees'>) {
  return <EmployeeSelect employees={useEmployeeChoices()} {...props} />;
}
