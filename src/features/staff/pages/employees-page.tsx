import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useEmployees } from '../api/employees';
import { useRoles } from '../api/roles';
import { EmployeeFilters } from '../components/employee-filters';
import { EmployeesTable } from '../components/employees-table';
import { ListPager } from '../components/list-pager';
import {
  hasFilters,
  nextPageSearch,
  previousPageSearch,
  toEmployeeListQuery,
  withFilters,
  withoutFilters,
  type EmployeesSearch,
} from './employees-search';

const route = getRouteApi('/_app/staff/employees');

export function EmployeesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const employees = useEmployees(toEmployeeListQuery(search));
  const roles = useRoles();
  const roleNames = roles.data
    ? new Map(roles.data.map((role) => [role.id, role.name]))
    : undefined;

  const show = (next: EmployeesSearch) => void navigate({ search: next });
  const clearFilters = () => show(withoutFilters(search));
  const filtered = hasFilters(search);
  const nextToken = employees.data?.nextToken;

  return (
    <>
      <PageHeader
        title="Employees"
        description="People who can sign in to your registers. Employees are never deleted."
        actions={
          <LinkButton
            to="/staff/employees/new"
            search
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add employee
          </LinkButton>
        }
      />
      <EmployeeFilters
        search={search}
        onChange={(change) => show(withFilters(search, change))}
        onClear={clearFilters}
      />
      <QueryState
        query={employees}
        subject="employees"
        skeletonRows={search.size > 10 ? 8 : 4}
        isEmpty={(page) => page.items.length === 0}
        empty={
          filtered
            ? {
                message: 'No employees match these filters.',
                action: <Button onClick={clearFilters}>Clear filters</Button>,
              }
            : search.page
              ? { message: 'There are no more employees.' }
              : {
                  message: 'No employees yet.',
                  action: (
                    <LinkButton to="/staff/employees/new" search>
                      Add employee
                    </LinkButton>
                  ),
                }
        }
      >
        {(page) => (
          <EmployeesTable
            employees={page.items}
            roleNames={roleNames}
            stale={employees.isPlaceholderData}
          />
        )}
      </QueryState>
      {search.page || nextToken ? (
        <ListPager
          label="Employee pages"
          pageNumber={search.prev.length + 1}
          hasPrevious={search.page !== undefined}
          hasNext={nextToken !== undefined && !employees.isPlaceholderData}
          onPrevious={() => show(previousPageSearch(search))}
          onNext={() => nextToken && show(nextPageSearch(search, nextToken))}
        />
      ) : null}
      <Outlet />
    </>
  );
}
