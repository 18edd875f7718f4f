import { Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListMore } from '@/api/paging';
import { ListTable, type ListColumn } from '@/components/list-table';
import { formatMoney } from '@/lib/money';
import type { FormatDateTime } from '@/lib/time-zone';
import {
  describeSource,
  paymentMoney,
  statusLabel,
  STATUS_COLORS,
  type PaymentSummary,
} from '../../lib/payment-format';

/** Row height in pixels: one line per row, so the virtualiser's estimate is exact. */
export const PAYMENT_ROW_HEIGHT = 44;

interface PaymentsTableProps {
  payments: readonly PaymentSummary[];
  caption: string;
  formatDateTime: FormatDateTime;
  locationName: (id: string | undefined) => string;
  /** The link that opens a payment (its drawer); the row's first cell. */
  renderLink: (payment: PaymentSummary, children: ReactNode) => ReactNode;
  more: ListMore;
  /** True while the next filters' results replace these. */
  stale?: boolean;
  /** The scroller's height in pixels before it is measured (tests; the first paint). */
  initialHeight?: number;
}

function money(payment: PaymentSummary, pick: (m: ReturnType<typeof paymentMoney>) => number) {
  const m = paymentMoney(payment);
  const amount = pick(m);
  return amount ? formatMoney({ amount, currency: m.currency }) : '—';
}

/** The loaded payments, one virtualised list (`ListTable`) that keeps loading cursor pages. */
export function PaymentsTable({
  payments,
  caption,
  formatDateTime,
  locationName,
  renderLink,
  more,
  stale = false,
  initialHeight,
}: PaymentsTableProps) {
  const columns: ListColumn<PaymentSummary>[] = [
    {
      key: 'date',
      card: 'title',
      header: 'Date',
      width: '12.5rem',
      cell: (payment) =>
        renderLink(
          payment,
          payment.created_at ? formatDateTime(payment.created_at, payment.location_id) : payment.id,
        ),
    },
    {
      key: 'status',
      card: 'meta',
      header: 'Status',
      width: '7.5rem',
      cell: (payment) => {
        const status = payment.status ?? '';
        return (
          <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="dot" size="sm" miw="max-content">
            {status === 'APPROVED' ? 'Authorized' : statusLabel(status)}
          </Badge>
        );
      },
    },
    { key: 'source', card: 'meta', header: 'Card or source', cell: describeSource },
    {
      key: 'location',
      header: 'Location',
      cell: (payment) => (
        <span title={locationName(payment.location_id)}>{locationName(payment.location_id)}</span>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      width: '7rem',
      cell: (payment) => {
        const m = paymentMoney(payment);
        return formatMoney({ amount: m.amount, currency: m.currency });
      },
    },
    { key: 'tip', header: 'Tip', align: 'end', width: '6rem', cell: (p) => money(p, (m) => m.tip) },
    {
      key: 'total',
      card: 'trailing',
      header: 'Total',
      align: 'end',
      width: '7rem',
      cell: (payment) => {
        const m = paymentMoney(payment);
        return (
          <Text span fw={600} size="sm">
            {formatMoney({ amount: m.total, currency: m.currency })}
          </Text>
        );
      },
    },
    {
      key: 'refunded',
      header: 'Refunded',
      align: 'end',
      width: '7rem',
      cell: (p) => money(p, (m) => m.refunded),
    },
  ];
  return (
    <ListTable
      caption={caption}
      columns={columns}
      rows={payments}
      rowKey={(payment) => payment.id}
      noun="payment"
      more={more}
      stale={stale}
      minWidth={960}
      rowHeight={PAYMENT_ROW_HEIGHT}
      initialHeight={initialHeight}
    />
  );
}
