import { createFileRoute } from '@tanstack/react-router';
import { employeeOptions } from '@/features/staff/api/employees';
import { EmployeeEditDrawer } from '@/features/staff/pages/employee-edit-drawer';

export const Route = createFileRoute('/_app/staff/employees/$employeeId')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(employeeOptions(params.employeeId));
  },
  component: EmployeeEditDrawer,
});
