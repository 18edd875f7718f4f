import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { employeeListOptions } from '../../../features/staff/api/employees';
import { roleListOptions } from '../../../features/staff/api/roles';
import { EmployeesPage } from '../../../features/staff/pages/employees-page';
import {
  employeesSearchDefaults,
  employeesSearchSchema,
  toEmployeeListQuery,
} from '../../../features/staff/pages/employees-search';

export const Route = createFileRoute('/_app/staff/employees')({
  validateSearch: employeesSearchSchema,
  search: { middlewares: [stripSearchParams(employeesSearchDefaults)] },
  loaderDeps: ({ search }) => toEmployeeListQuery(search),
  // Prefetch only: the page shows loading and errors itself, with a retry.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(employeeListOptions(deps));
    void queryClient.prefetchQuery(roleListOptions());
  },
  component: EmployeesPage,
});
