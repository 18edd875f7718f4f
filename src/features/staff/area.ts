import {
  IconClock,
  IconClockPlus,
  IconFileImport,
  IconId,
  IconPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { Area } from '@/lib/area-types';

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
};
