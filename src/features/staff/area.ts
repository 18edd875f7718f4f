import {
  IconClock,
  IconClockPlus,
  IconFileImport,
  IconId,
  IconPlus,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSearchResults } from '@/api/search';
import type { Area, FoundItem } from '@/lib/area-types';
import { employeeFullName } from './api/employee-names';

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

export const staffArea: Area = {
  label: 'Staff',
  pages: [
    {
      to: '/staff/employees',
      requires: 'staff.read',
      label: 'Employees',
      description: 'People who can sign in to your registers',
      icon: IconUsers,
      actions: [
        {
          label: 'Add employee',
          to: '/staff/employees/new',
          icon: IconPlus,
          requires: 'staff.write',
        },
      ],
    },
    {
      to: '/staff/roles',
      requires: 'staff.read',
      label: 'Roles',
      description: 'What employees may do at the register',
      icon: IconId,
      actions: [
        { label: 'Add role', to: '/staff/roles/new', icon: IconPlus, requires: 'staff.write' },
      ],
    },
    {
      to: '/staff/timecards',
      requires: 'time.read',
      label: 'Timecards',
      description: 'Review, correct and record shifts',
      icon: IconClock,
      actions: [
        {
          label: 'Clock in an employee',
          to: '/staff/timecards/clock-in',
          icon: IconClockPlus,
          requires: 'time.write',
        },
        {
          label: 'Import a finished timecard',
          to: '/staff/timecards/import',
          icon: IconFileImport,
          requires: 'time.write',
        },
      ],
    },
  ],
  useFind: useFindEmployees,
  findRequires: 'staff.read',
};
