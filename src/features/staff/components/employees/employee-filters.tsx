import { Select } from '@mantine/core';
import { DayRangeFilter } from '@/components/day-range-filter';
import { ListFilters } from '@/components/list-filters';
import { OrderSelect } from '@/components/filter-selects';
import { SearchInput } from '@/components/search-input';
import { employeesSearch, type EmployeesSearch } from '../../lib/employees-search';

interface EmployeeFiltersProps {
  search: EmployeesSearch;
  onChange: (next: EmployeesSearch) => void;
}

const ANY_STATUS = 'ANY';

const statusOptions = [
  { value: ANY_STATUS, label: 'Any status' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
];

/** Every filter of the Employees list, each kept in the URL; a change starts the list over. */
export function EmployeeFilters({ search, onChange }: EmployeeFiltersProps) {
  return (
    <ListFilters
      label="Filter employees"
      list={employeesSearch}
      search={search}
      onChange={onChange}
      cols={{ base: 1, sm: 2, lg: 3 }}
    >
      {(apply) => (
        <>
          <SearchInput
            label="Search"
            placeholder="Name, email or external ID"
            withIcon
            maxLength={200}
            value={search.q}
            onChange={(q) => apply({ q })}
          />
          <Select
            label="Status"
            data={statusOptions}
            value={search.status ?? ANY_STATUS}
            onChange={(value) =>
              apply({ status: value === 'ACTIVE' || value === 'INACTIVE' ? value : undefined })
            }
            allowDeselect={false}
          />
          <SearchInput
            label="External ID"
            description="Exactly this ID"
            maxLength={255}
            value={search.external_id}
            onChange={(external_id) => apply({ external_id })}
          />
          <DayRangeFilter
            label="Created"
            from={search.created_from}
            to={search.created_to}
            onChange={(created_from, created_to) => apply({ created_from, created_to })}
          />
          <DayRangeFilter
            label="Last changed"
            from={search.updated_from}
            to={search.updated_to}
            onChange={(updated_from, updated_to) => apply({ updated_from, updated_to })}
          />
          <OrderSelect value={search.order} onChange={(order) => apply({ order })} />
        </>
      )}
    </ListFilters>
  );
}
