import { useBackToList } from '@/lib/use-back';

/** Where a command's overlay closes back to: the payment's drawer, or the list, as it was. */
export function useBackTo() {
  const back = useBackToList('/payments');
  return { payment: back.item, list: back.list };
}
