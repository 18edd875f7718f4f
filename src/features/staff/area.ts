import {
  IconClock,
  IconClockPlus,
  IconFileImport,
  IconId,
  IconPlus,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Area, FoundItem } from '@/lib/area-types';
import { employeeFullName } from './api/employee-names';
import { employeeDirectoryOptions } from './api/employees';

/** The most employees the palette lists for one query. */
const MAX_FOUND = 8;

/** Employees whose name contains every word typed, each opening their edit drawer. */
function useFindEmployees(query: string | null): FoundItem[] {
  const navigate = useNavigate();
  const directory = useQuery({ ...employeeDirectoryOptions(), enabled: query !== null });
  const words = (query ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return (directory.data ?? [])
    .filter((employee) => {
      const name = employeeFullName(employee).toLocaleLowerCase();
      return words.every((word) => name.includes(word));
    })
    .slice(0, MAX_FOUND)
    .map((employee) => ({
      id: `employee:${employee.id}`,
      label: employeeFullName(employee),
      description: employee.status === 'ACTIVE' ? 'Employee' : 'Employee (inactive)',
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
