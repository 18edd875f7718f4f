import { IconCashRegister } from '@tabler/icons-react';
import type { Area } from '@/lib/area-types';

export const cashDrawersArea: Area = {
  label: 'Cash drawers',
  pages: [
    {
      to: '/cash-drawers',
      requires: 'payments.read',
      label: 'Drawer shifts',
      description: 'Each cash drawer shift of a location: expected vs counted, over and short',
      icon: IconCashRegister,
    },
  ],
};
