import { IconBuildingBank } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSearchResults } from '@/api/search';
import type { AreaFinder, FoundItem } from '@/lib/area-types';
import { depositsArea } from '../area';
import { formatMoney } from '@/lib/money';
import { useFormatDateTime } from '@/lib/time-zone';

/** The palette's deposits for what was typed (an amount or an id). */
function useFindDeposits(query: string | null): FoundItem[] {
  const navigate = useNavigate();
  const formatTime = useFormatDateTime();
  return (useSearchResults(query)?.deposits ?? []).map((deposit) => ({
    id: `deposit:${deposit.id}`,
    label: `Deposit of ${formatMoney(deposit.total_money)}`,
    description: `Deposit · ${deposit.status === 'FAILED' ? 'Failed' : 'Sent'} · ${formatTime(deposit.initiated_at, deposit.location_id)}`,
    icon: IconBuildingBank,
    open: () =>
      void navigate({ to: '/deposits/$settlementId', params: { settlementId: deposit.id } }),
  }));
}

export const depositsFinder: AreaFinder = {
  label: depositsArea.label,
  useFind: useFindDeposits,
  requires: 'deposits.read',
};
