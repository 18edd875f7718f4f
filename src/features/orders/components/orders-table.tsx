import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListMore } from '@/api/paging';
import { ListTable, type ListColumn } from '@/components/list-table';
import { describeTender, formatV1Money, orderParty, type V1MoneyLike } from '../lib/order-format';
import { OrderStateBadge } from './order-state-badge';

/** What a row reads of a V1Order. */
interface OrderRow {
  id?: string | null | undefined;
  created_at?: string | null | undefined;
  state?: string | null | undefined;
  buyer_email?: string | null | undefined;
  recipient_name?: string | null | undefined;
  total_price_money?: V1MoneyLike | null | undefined;
  tender?: { card_brand?: string | null; pan_suffix?: string | null } | null | undefined;
}

interface OrdersTableProps {
  orders: readonly OrderRow[];
  caption: string;
  stale: boolean;
  formatDateTime: (iso: string) => string;
  /** The placed time as a link to the order's drawer. */
  renderLink: (order: OrderRow & { id: string }, children: ReactNode) => ReactNode;
  more: ListMore;
}

/** One row per order, newest first unless chosen; the placed time opens the order. */
export function OrdersTable({
  orders,
  caption,
  stale,
  formatDateTime,
  renderLink,
  more,
}: OrdersTableProps) {
  const columns: ListColumn<OrderRow>[] = [
    {
      key: 'placed',
      card: 'title',
      header: 'Placed',
      width: '13rem',
      cell: (order) => {
        const placed = order.created_at ? formatDateTime(order.created_at) : 'Unknown time';
        return order.id ? renderLink({ ...order, id: order.id }, placed) : placed;
      },
    },
    {
      key: 'party',
      card: 'meta',
      header: 'Buyer / recipient',
      cell: (order) => (
        <>
          <Text size="sm" truncate>
            {orderParty(order)}
          </Text>
          {order.buyer_email && order.recipient_name ? (
            <Text size="xs" c="dimmed" truncate>
              {order.buyer_email}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'total',
      card: 'trailing',
      header: 'Total',
      align: 'end',
      width: '8rem',
      cell: (order) => formatV1Money(order.total_price_money),
    },
    {
      key: 'state',
      card: 'meta',
      header: 'State',
      width: '9rem',
      cell: (order) => <OrderStateBadge state={order.state ?? undefined} />,
    },
    {
      key: 'payment',
      card: 'meta',
      header: 'Payment',
      cell: (order) => describeTender(order.tender) ?? 'None yet',
    },
  ];
  return (
    <ListTable
      caption={caption}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id ?? ''}
      noun="order"
      more={more}
      stale={stale}
      minWidth={760}
      rowHeight={56}
    />
  );
}
