import { IconPlus } from '@tabler/icons-react';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { noRows, useListRows } from '@/api/paging';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { listEmptyState, QueryState } from '@/components/query-state';
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
import { Gated } from '@/lib/gated';

const route = getRouteApi('/_app/staff/employees');

export function EmployeesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const employees = useEmployees(toEmployeeListQuery(search, useTimeZone()));
  const { rows, more, stale } = useListRows(employees);
  const roles = useRoles();
  const roleNames = roles.data
    ? new Map(roles.data.map((role) => [role.id, role.name]))
    : undefined;

  const show = (next: EmployeesSearch) => void navigate({ search: next });
  const filterControl = { list: employeesSearch, search, onChange: show };

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
          <Gated permission="staff.write">
            <LinkButton
              to="/staff/employees/new"
              search
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add employee
            </LinkButton>
          </Gated>
        }
      />
      <EmployeeFilters search={search} onChange={show} />
      <QueryState
        query={employees}
        subject="employees"
        skeletonRows={8}
        isEmpty={noRows}
        empty={listEmptyState(
          filterControl,
          search.q
            ? `No employee’s name, email or external ID has every word of “${search.q}”.`
            : 'No employees match these filters.',
          {
            message: 'No employees yet.',
            action: (
              <Gated permission="staff.write">
                <LinkButton to="/staff/employees/new" search>
                  Add employee
                </LinkButton>
              </Gated>
            ),
          },
        )}
      >
        {() => (
          <EmployeesTable
            employees={rows}
            caption={`Employees, ${search.order === 'DESC' ? 'newest' : 'oldest'} first`}
            roleNames={roleNames}
            more={more}
            stale={stale}
          />
        )}
      </QueryState>
      <Outlet />
    </>
  );
}
