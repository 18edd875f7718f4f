import {
  IconCalendarCog,
  IconCalendarWeek,
  IconCash,
  IconChartBar,
  IconCoffee,
  IconListDetails,
  IconPlus,
  IconReportMoney,
} from '@tabler/icons-react';
import type { Area } from '@/lib/area-types';

export const laborArea: Area = {
  label: 'Labor',
  pages: [
    {
      to: '/labor/schedule',
      requires: 'time.read',
      // Worked shifts only: called "Schedule" once planning future shifts exists.
      label: 'Worked week',
      description: 'Who worked when this week at a location, employee by employee',
      icon: IconCalendarWeek,
      actions: [
        { label: 'Add shift', to: '/labor/schedule/new', icon: IconPlus, requires: 'time.write' },
      ],
    },
    {
      to: '/labor/shifts',
      requires: 'time.read',
      label: 'Shifts',
      description: 'Search every shift by employee, status and days',
      icon: IconListDetails,
    },
    {
      to: '/labor/hours',
      requires: 'time.read',
      label: 'Hours and cost',
      description: 'Regular and overtime hours and labor cost of a week; CSV export',
      icon: IconReportMoney,
    },
    {
      to: '/labor/cost-vs-sales',
      requires: ['time.read', 'payments.read'],
      label: 'Labor cost vs sales',
      description: 'Labor cost against net sales, day by day, with the labor percent',
      icon: IconChartBar,
    },
    {
      to: '/labor/break-types',
      requires: 'labor-settings.read',
      label: 'Break types',
      description: 'The breaks a location’s shifts can take',
      icon: IconCoffee,
      actions: [
        {
          label: 'Add break type',
          to: '/labor/break-types/new',
          icon: IconPlus,
          requires: 'labor-settings.write',
        },
      ],
    },
    {
      to: '/labor/wages',
      requires: 'staff.read',
      label: 'Wages',
      description: 'Hourly rates of each employee by job title',
      icon: IconCash,
    },
    {
      to: '/labor/workweek',
      requires: 'labor-settings.read',
      label: 'Workweek',
      description: 'When workweeks and workdays begin',
      icon: IconCalendarCog,
    },
  ],
};
