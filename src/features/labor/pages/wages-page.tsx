import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { noRows, useListRows } from '@/api/paging';
import { EmployeeSelect } from '@/components/employee-select';
import { ListFilters } from '@/components/list-filters';
import { PageHeader } from '@/components/page-header';
import { listEmptyState, QueryState } from '@/components/query-state';
import { useEmployeeChoices, useEmployeeName } from '@/features/staff/api/employee-names';
import { useWages } from '../api/employee-wages';
import { WagesTable } from '../components/wages/wages-table';
import { toWageListQuery, wagesSearch, type WagesSearch } from '../lib/wages-search';

const route = getRouteApi('/_app/labor/wages');

/** Employees' hourly rates by job title; each is set in the employee's drawer in Staff. */
export function WagesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const wages = useWages(toWageListQuery(search));
  const { rows, more, stale } = useListRows(wages);
  const employeeName = useEmployeeName();
  const employees = useEmployeeChoices();
  const show = (next: WagesSearch) => void navigate({ search: next });
  const filterControl = { list: wagesSearch, search, onChange: show };
  return (
    <>
      <PageHeader
        title="Wages"
        description="Each employee's hourly rates by job title. Labor cost uses a shift's own wage, else the employee's wage for the shift's job title, else their first wage."
      />
      <Text size="sm" mb="md">
        To add, change or remove a wage, open the employee: their name in the list leads to their
        page in Staff, where their wages are set.
      </Text>
      <ListFilters label="Filter wages" {...filterControl}>
        {(apply) => (
          <EmployeeSelect
            employees={employees}
            label="Employee"
            placeholder="All employees"
            clearable
            value={search.employee_id ?? null}
            onChange={(employee_id) => apply({ employee_id: employee_id ?? undefined })}
          />
        )}
      </ListFilters>
      <QueryState
        query={wages}
        subject="wages"
        isEmpty={noRows}
        empty={listEmptyState(
          filterControl,
          // The one filter is the employee.
          `${employeeName(search.employee_id ?? '')} has no wage on record. Their shifts are costed at the wage each shift carries.`,
          { message: 'No wages on record yet.' },
        )}
      >
        {() => <WagesTable wages={rows} more={more} stale={stale} />}
      </QueryState>
    </>
  );
}
