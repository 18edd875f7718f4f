import { useLocation, useNavigate } from '@tanstack/react-router';

/**
 * Where an action's dialog closes back to, keeping the list's filters and the order's location
 * (the search): the order's drawer.
 */
export function useBackToOrder() {
  const navigate = useNavigate();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  return (orderId: string) =>
    void navigate({ href: `/orders/${encodeURIComponent(orderId)}${searchStr}` });
}
