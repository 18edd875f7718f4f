import { createFileRoute } from '@tanstack/react-router';
import { employeeOptions } from '@/features/staff/api/employees';
import { employeeWagesOptions } from '@/features/staff/api/wages';
import { EmployeeEditDrawer } from '@/features/staff/pages/employee-edit-drawer';

export const Route = createFileRoute('/_app/staff/employees/$employeeId')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(employeeOptions(params.employeeId));
    void queryClient.prefetchQuery(employeeWagesOptions(params.employeeId));
  },
  component: EmployeeEditDrawer,
});
