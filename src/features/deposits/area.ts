import { IconBuildingBank } from '@tabler/icons-react';
import type { Area } from '@/lib/area-types';

export const depositsArea: Area = {
  label: 'Deposits',
  pages: [
    {
      to: '/deposits',
      requires: 'deposits.read',
      label: 'Deposits',
      description: 'Payouts to the bank by day and location, with their entries reconciled',
      icon: IconBuildingBank,
    },
  ],
};
