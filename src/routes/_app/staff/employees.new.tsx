import { createFileRoute } from '@tanstack/react-router';
import { EmployeeCreateDrawer } from '@/features/staff/pages/employee-create-drawer';

export const Route = createFileRoute('/_app/staff/employees/new')({
  component: EmployeeCreateDrawer,
});
