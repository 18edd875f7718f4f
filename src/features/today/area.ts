import { IconSunHigh } from '@tabler/icons-react';
import type { Area } from '@/lib/area-types';

/** The home page: what a manager checks first. Anyone signed in may open it. */
export const todayArea: Area = {
  label: 'Today',
  pages: [
    {
      to: '/',
      label: 'Today',
      description: 'Sales so far, who is working, open drawers, waiting orders and deposits',
      icon: IconSunHigh,
    },
  ],
};
