import { depositsFinder } from '@/features/deposits/lib/find';
import { ordersFinder } from '@/features/orders/lib/find';
import { paymentsFinder } from '@/features/payments/lib/find';
import { staffFinder } from '@/features/staff/lib/find';
import type { AreaFinder } from '@/lib/area-types';

/**
 * The areas' finders, in navigation order: only the command palette (loaded on first use) imports
 * them, so the shell every page waits for holds no search code.
 */
export const finders: readonly AreaFinder[] = [
  staffFinder,
  paymentsFinder,
  depositsFinder,
  ordersFinder,
];
