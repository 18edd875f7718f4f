import { IconShoppingBag } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSearchResults } from '@/api/search';
import type { AreaFinder, FoundItem } from '@/lib/area-types';
import { ordersArea } from '../area';
import { formatMoney } from '@/lib/money';
import { useFormatDateTime } from '@/lib/time-zone';
import { stateLabel } from './order-format';

/** The palette's online orders for what was typed (buyer email or name, amount, id). */
function useFindOrders(query: string | null): FoundItem[] {
  const navigate = useNavigate();
  const formatTime = useFormatDateTime();
  return (useSearchResults(query)?.orders ?? []).map((order) => ({
    id: `order:${order.id}`,
    label: `${order.recipient_name ?? order.buyer_email ?? 'Online order'} · ${formatMoney(order.total_money)}`,
    description: `Online order · ${stateLabel(order.state)} · ${formatTime(order.created_at, order.location_id)}`,
    icon: IconShoppingBag,
    open: () =>
      void navigate({
        to: '/orders/$orderId',
        params: { orderId: order.id },
        search: { location: order.location_id },
      }),
  }));
}

export const ordersFinder: AreaFinder = {
  label: ordersArea.label,
  useFind: useFindOrders,
  requires: 'orders.read',
};
