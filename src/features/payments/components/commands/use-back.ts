import { useLocation, useNavigate } from '@tanstack/react-router';

/**
 * Where a command's overlay closes back to, keeping the list's filters (the search): the
 * payment's drawer, or the payments list.
 */
export function useBackTo() {
  const navigate = useNavigate();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  return {
    payment: (paymentId: string) =>
      void navigate({ href: `/payments/${encodeURIComponent(paymentId)}${searchStr}` }),
    list: () => void navigate({ href: `/payments${searchStr}` }),
  };
}
