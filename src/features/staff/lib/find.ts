import { IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSearchResults } from '@/api/search';
import type { AreaFinder, FoundItem } from '@/lib/area-types';
import { employeeFullName } from '../api/employee-names';
import { staffArea } from '../area';

/** Employees found by the palette's search (name, email or external id, every word), opening their drawer. */
function useFindEmployees(query: string | null): FoundItem[] {
  const navigate = useNavigate();
  return (useSearchResults(query)?.employees ?? []).map((employee) => ({
    id: `employee:${employee.id}`,
    label: employeeFullName(employee),
    description: [
      employee.status === 'ACTIVE' ? 'Employee' : 'Employee (inactive)',
      employee.external_id,
      employee.email,
    ]
      .filter(Boolean)
      .join(' · '),
    icon: IconUser,
    open: () =>
      void navigate({
        to: '/staff/employees/$employeeId',
        params: { employeeId: employee.id },
      }),
  }));
}

export const staffFinder: AreaFinder = {
  label: staffArea.label,
  useFind: useFindEmployees,
  requires: 'staff.read',
};
