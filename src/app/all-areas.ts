import { activityArea } from '@/features/activity/area';
import { cashDrawersArea } from '@/features/cash-drawers/area';
import { laborArea } from '@/features/labor/area';
import { ordersArea } from '@/features/orders/area';
import { paymentsArea } from '@/features/payments/area';
import { depositsArea } from '@/features/deposits/area';
import { developerArea } from '@/features/developer/area';
import { staffArea } from '@/features/staff/area';
import { teamArea } from '@/features/team/area';
import { todayArea } from '@/features/today/area';
import type { Area } from '@/lib/area-types';

/** Every area, in navigation order. A new area adds its `area.ts` here. */
export const areas: readonly Area[] = [
  todayArea,
  staffArea,
  laborArea,
  paymentsArea,
  depositsArea,
  cashDrawersArea,
  ordersArea,
  teamArea,
  activityArea,
  developerArea,
];
