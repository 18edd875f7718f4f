import { cashDrawerArea } from '../features/cash-drawer/area';
import { laborArea } from '../features/labor/area';
import { ordersArea } from '../features/orders/area';
import { paymentsArea } from '../features/payments/area';
import { settlementsArea } from '../features/settlements/area';
import { staffArea } from '../features/staff/area';
import type { Area } from '../lib/areas';

/** Every area, in navigation order. A new area adds its `area.ts` here. */
export const areas: readonly Area[] = [
  staffArea,
  laborArea,
  paymentsArea,
  settlementsArea,
  cashDrawerArea,
  ordersArea,
];
