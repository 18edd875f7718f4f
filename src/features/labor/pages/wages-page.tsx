import { Button, Group } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { ListPager } from '@/components/list-pager';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { withFilters } from '@/lib/list-search';
import { EmployeeSelect } from '@/components/employee-select';
import { useEmployeeChoices, useEmployeeName } from '@/features/staff/api/employee-names';
import { useWages } from '../api/employee-wages';
import { WagesTable } from '../components/wages/wages-table';
import { toWageListQuery, wagesSearch, type WagesSearch } from '../lib/wages-search';

const route = getRouteApi('/_app/labor/wages');

/** Employees' hourly rates by job title; read only (they are set at the point of sale). */
export function WagesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const wages = useWages(toWageListQuery(search));
  const employeeName = useEmployeeName();
  const employees = useEmployeeChoices();
  const show = (next: WagesSearch) => void navigate({ search: next });
  return (
    <>
      <PageHeader
        title="Wages"
        description="Each employee's hourly rates by job title, as set at the point of sale (read only here). Labor cost uses a shift's own wage, else the employee's wage for the shift's job title, else their first wage."
      />
      <Group role="search" aria-label="Filter wages" align="flex-end" gap="sm" mb="md">
        <EmployeeSelect
          employees={employees}
          label="Employee"
          placeholder="All employees"
          clearable
          w={260}
          value={search.employee_id ?? null}
          onChange={(employee_id) =>
            show(withFilters(search, { employee_id: employee_id ?? undefined }))
          }
        />
        {wagesSearch.hasFilters(search) ? (
          <Button variant="subtle" onClick={() => show(wagesSearch.withoutFilters(search))}>
            Show everyone
          </Button>
        ) : null}
      </Group>
      <QueryState
        query={wages}
        subject="wages"
        isEmpty={(page) => page.items.length === 0}
        empty={{
          message: search.employee_id
            ? `${employeeName(search.employee_id)} has no wage on record. Their shifts are costed at the wage each shift carries.`
            : 'No wages on record yet.',
        }}
      >
        {(page) => <WagesTable wages={page.items} stale={wages.isPlaceholderData} />}
      </QueryState>
      <ListPager
        label="Wage pages"
        search={search}
        nextToken={wages.data?.nextToken}
        loading={wages.isPlaceholderData}
        onChange={show}
      />
    </>
  );
}
