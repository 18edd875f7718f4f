import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { employeeListOptions } from '@/features/staff/api/employees';
import { roleListOptions } from '@/features/staff/api/roles';
import { employeesSearch, toEmployeeListQuery } from '@/features/staff/lib/employees-search';
import { EmployeesPage } from '@/features/staff/pages/employees-page';
import { prefetchListPage } from '@/lib/list-loader';

export const Route = createFileRoute('/_app/staff/employees')({
  validateSearch: employeesSearch.schema,
  search: { middlewares: [stripSearchParams(employeesSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  // Prefetch only: the page shows loading and errors itself, with a retry.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(roleListOptions());
    return prefetchListPage(queryClient, deps, employeesSearch, (timeZone) =>
      queryClient.prefetchInfiniteQuery(employeeListOptions(toEmployeeListQuery(deps, timeZone))),
    );
  },
  component: EmployeesPage,
});
