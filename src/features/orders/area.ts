import { IconShoppingBag } from '@tabler/icons-react';
import type { Area } from '@/lib/area-types';

export const ordersArea: Area = {
  label: 'Online orders',
  pages: [
    {
      to: '/orders',
      requires: 'orders.read',
      label: 'Online orders',
      description: 'Orders placed online, by location and state: complete, cancel or refund them',
      icon: IconShoppingBag,
    },
  ],
};
