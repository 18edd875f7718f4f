import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { LinkButton } from '@/components/link-button';
import { ListPager } from '@/components/list-pager';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { TimeZoneNote } from '@/components/time-zone-note';
import { useTimeZone } from '@/lib/time-zone';
import { useEmployees } from '../api/employees';
import { useRoles } from '../api/roles';
import { EmployeeFilters } from '../components/employees/employee-filters';
import { EmployeesTable } from '../components/employees/employees-table';
import {
  employeesSearch,
  toEmployeeListQuery,
  type EmployeesSearch,
} from '../lib/employees-search';

const route = getRouteApi('/_app/staff/employees');

export function EmployeesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const employees = useEmployees(toEmployeeListQuery(search, useTimeZone()));
  const roles = useRoles();
  const roleNames = roles.data
    ? new Map(roles.data.map((role) => [role.id, role.name]))
    : undefined;

  const show = (next: EmployeesSearch) => void navigate({ search: next });
  const clearFilters = () => show(employeesSearch.withoutFilters(search));

  return (
    <>
      <PageHeader
        title="Employees"
        description={
          <>
            People who can sign in to your registers. Employees are never deleted. <TimeZoneNote />
          </>
        }
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
      <EmployeeFilters search={search} onChange={show} />
      <QueryState
        query={employees}
        subject="employees"
        skeletonRows={search.size > 10 ? 8 : 4}
        isEmpty={(page) => page.items.length === 0}
        empty={
          employeesSearch.hasFilters(search)
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
      <ListPager
        label="Employee pages"
        search={search}
        nextToken={employees.data?.nextToken}
        loading={employees.isPlaceholderData}
        onChange={show}
      />
      <Outlet />
    </>
  );
}
