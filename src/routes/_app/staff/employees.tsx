import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loaderTimeZone } from '../../../lib/selected-location';
import { employeeListOptions } from '../../../features/staff/api/employees';
import { roleListOptions } from '../../../features/staff/api/roles';
import { EmployeesPage } from '../../../features/staff/pages/employees-page';
import { employeesSearch, toEmployeeListQuery } from '../../../features/staff/lib/employees-search';

export const Route = createFileRoute('/_app/staff/employees')({
  validateSearch: employeesSearch.schema,
  search: { middlewares: [stripSearchParams(employeesSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  // Prefetch only: the page shows loading and errors itself, with a retry.
  loader: async ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(roleListOptions());
    const timeZone = await loaderTimeZone(queryClient, employeesSearch.usesTimeZone(deps));
    void queryClient.prefetchQuery(employeeListOptions(toEmployeeListQuery(deps, timeZone)));
  },
  component: EmployeesPage,
});
