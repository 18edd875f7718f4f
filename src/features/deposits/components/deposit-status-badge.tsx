import { Badge } from '@mantine/core';
import { DEPOSIT_STATUS_COLORS, DEPOSIT_STATUS_LABELS } from '../lib/deposit-format';

export function DepositStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={DEPOSIT_STATUS_COLORS[status] ?? 'gray'} variant="dot" miw="max-content">
      {DEPOSIT_STATUS_LABELS[status as keyof typeof DEPOSIT_STATUS_LABELS] ?? status}
    </Badge>
  );
}
