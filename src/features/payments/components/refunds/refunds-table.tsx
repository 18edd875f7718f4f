import { Badge } from '@mantine/core';
import type { ListMore } from '@/api/paging';
import type { PaymentRefundT } from '@/api/schemas/refunds';
import { ListTable, type ListColumn } from '@/components/list-table';
import { RouterAnchor } from '@/components/router-anchor';
import { formatMoney } from '@/lib/money';
import type { FormatDateTime } from '@/lib/time-zone';
import { STATUS_COLORS } from '../../lib/payment-format';

interface RefundsTableProps {
  refunds: readonly PaymentRefundT[];
  caption: string;
  more: ListMore;
  stale: boolean;
  formatDateTime: FormatDateTime;
  locationName: (id: string) => string;
}

/** One row per refund; the date opens the refunded payment's drawer. */
export function RefundsTable({
  refunds,
  caption,
  more,
  stale,
  formatDateTime,
  locationName,
}: RefundsTableProps) {
  const columns: ListColumn<PaymentRefundT>[] = [
    {
      key: 'refunded',
      card: 'title',
      header: 'Refunded',
      width: '14rem',
      cell: (refund) => {
        const at = formatDateTime(refund.created_at, refund.location_id);
        return (
          <RouterAnchor
            to="/payments/$paymentId"
            params={{ paymentId: refund.payment_id }}
            fw={500}
            size="sm"
            aria-label={`${at}: open the refunded payment`}
          >
            {at}
          </RouterAnchor>
        );
      },
    },
    {
      key: 'status',
      card: 'meta',
      header: 'Status',
      width: '9rem',
      cell: (refund) => (
        <Badge
          color={STATUS_COLORS[refund.status] ?? 'gray'}
          variant="dot"
          size="sm"
          miw="max-content"
        >
          {refund.status.charAt(0) + refund.status.slice(1).toLowerCase()}
        </Badge>
      ),
    },
    {
      key: 'amount',
      card: 'trailing',
      header: 'Amount',
      align: 'end',
      width: '8rem',
      cell: (refund) =>
        formatMoney({
          amount: refund.amount_money.amount ?? 0,
          currency: refund.amount_money.currency ?? 'USD',
        }),
    },
    { key: 'location', header: 'Location', cell: (refund) => locationName(refund.location_id) },
    { key: 'reason', card: 'meta', header: 'Reason', cell: (refund) => refund.reason ?? '—' },
  ];
  return (
    <ListTable
      caption={caption}
      columns={columns}
      rows={refunds}
      rowKey={(refund) => refund.id}
      noun="refund"
      more={more}
      stale={stale}
      minWidth={760}
    />
  );
}
