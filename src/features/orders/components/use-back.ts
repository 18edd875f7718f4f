import { useBackToList } from '@/lib/use-back';

/** Where an action's dialog closes back to: the order's drawer, over the list as it was. */
export function useBackToOrder() {
  return useBackToList('/orders').item;
}
