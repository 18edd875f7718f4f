import { Select } from '@mantine/core';
import type { ComponentProps } from 'react';
import { DayRangeFilter } from '@/components/day-range-filter';
import { ListFilters } from '@/components/list-filters';
import { OrderSelect } from '@/components/filter-selects';
import { shiftsSearch, type ShiftsSearch } from '../../lib/shifts-search';
import { EmployeeMultiSelect } from '@/components/employee-select';
import { useEmployeeChoices } from '@/features/staff/api/employee-names';

const STATUS_OPTIONS = [
  { value: 'ANY', label: 'Open and closed' },
  { value: 'OPEN', label: 'Open' },
  { value: 'CLOSED', label: 'Closed' },
];

const MATCH_OPTIONS = [
  { value: 'START_AT', label: 'Started on those workdays' },
  { value: 'END_AT', label: 'Ended on those workdays' },
  { value: 'INTERSECTION', label: 'Worked on those workdays' },
];

const SORT_OPTIONS = [
  { value: 'START_AT', label: 'Start' },
  { value: 'END_AT', label: 'End' },
  { value: 'CREATED_AT', label: 'Recorded' },
  { value: 'UPDATED_AT', label: 'Last changed' },
];

interface ShiftFiltersProps {
  search: ShiftsSearch;
  onChange: (next: ShiftsSearch) => void;
}

/** Every filter of the shift search, each kept in the URL; a change starts the list over. */
export function ShiftFilters({ search, onChange }: ShiftFiltersProps) {
  return (
    <ListFilters label="Filter shifts" list={shiftsSearch} search={search} onChange={onChange}>
      {(apply) => (
        <>
          <EmployeeFilter
            label="Employees"
            placeholder={search.employee_id ? undefined : 'All employees'}
            clearable
            value={search.employee_id ?? []}
            onChange={(ids) => apply({ employee_id: ids.length > 0 ? ids : undefined })}
          />
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            value={search.status ?? 'ANY'}
            allowDeselect={false}
            onChange={(value) =>
              apply({ status: value === 'OPEN' || value === 'CLOSED' ? value : undefined })
            }
          />
          <DayRangeFilter
            label="Started"
            from={search.start_from}
            to={search.start_to}
            onChange={(start_from, start_to) => apply({ start_from, start_to })}
          />
          <DayRangeFilter
            label="Ended"
            from={search.end_from}
            to={search.end_to}
            onChange={(end_from, end_to) => apply({ end_from, end_to })}
          />
          <DayRangeFilter
            label="Workdays"
            from={search.workday_from}
            to={search.workday_to}
            onChange={(workday_from, workday_to) => apply({ workday_from, workday_to })}
          />
          <Select
            label="Match workdays by"
            data={MATCH_OPTIONS}
            value={search.match}
            allowDeselect={false}
            disabled={!search.workday_from && !search.workday_to}
            onChange={(value) =>
              apply({
                match: MATCH_OPTIONS.find((o) => o.value === value)?.value as ShiftsSearch['match'],
              })
            }
          />
          <Select
            label="Sort by"
            data={SORT_OPTIONS}
            value={search.sort}
            allowDeselect={false}
            onChange={(value) =>
              apply({
                sort: SORT_OPTIONS.find((o) => o.value === value)?.value as ShiftsSearch['sort'],
              })
            }
          />
          <OrderSelect
            value={search.order}
            onChange={(order) => apply({ order })}
            newest="Latest first"
            oldest="Earliest first"
          />
        </>
      )}
    </ListFilters>
  );
}

/**
 * The employee filter reads the directory itself: when it arrives (with the list's rows, on an
 * opened page) only this field renders again, not the whole filter bar.
 */
function EmployeeFilter(props: Omit<ComponentProps<typeof EmployeeMultiSelect>, 'employees'>) {
  return <EmployeeMultiSelect employees={useEmployeeChoices()} {...props} />;
}
