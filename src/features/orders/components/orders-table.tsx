import { Button, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListTable } from '@/components/list-table';
import { describeTender, formatV1Money, orderParty, type V1MoneyLike } from '../lib/order-format';
import { OrderStateBadge } from './order-state-badge';

/** What a row reads of a V1Order. */
export interface OrderRow {
  id?: string | null | undefined;
  created_at?: string | null | undefined;
  state?: string | null | undefined;
  buyer_email?: string | null | undefined;
  recipient_name?: string | null | undefined;
  total_price_money?: V1MoneyLike | null | undefined;
  tender?: { card_brand?: string | null; pan_suffix?: string | null } | null | undefined;
}

interface OrdersTableProps {
  orders: OrderRow[];
  caption: string;
  stale: boolean;
  formatDateTime: (iso: string) => string;
  /** The placed time as a link to the order's drawer. */
  renderLink: (order: OrderRow & { id: string }, children: ReactNode) => ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** One row per order, newest first unless chosen; the placed time opens the order. */
export function OrdersTable({
  orders,
  caption,
  stale,
  formatDateTime,
  renderLink,
  hasMore,
  loadingMore,
  onLoadMore,
}: OrdersTableProps) {
  return (
    <>
      <ListTable minWidth={760} caption={caption} stale={stale}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Placed</Table.Th>
            <Table.Th scope="col">Buyer / recipient</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              Total
            </Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Payment</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order, index) => {
            const placed = order.created_at ? formatDateTime(order.created_at) : 'Unknown time';
            return (
              <Table.Tr key={order.id ?? index}>
                <Table.Td>
                  {order.id ? renderLink({ ...order, id: order.id }, placed) : placed}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{orderParty(order)}</Text>
                  {order.buyer_email && order.recipient_name ? (
                    <Text size="xs" c="dimmed">
                      {order.buyer_email}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {formatV1Money(order.total_price_money)}
                </Table.Td>
                <Table.Td>
                  <OrderStateBadge state={order.state ?? undefined} />
                </Table.Td>
                <Table.Td>{describeTender(order.tender) ?? 'None yet'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ListTable>
      {hasMore ? (
        <Group justify="center" mt="md">
          <Button variant="default" loading={loadingMore} onClick={onLoadMore}>
            Load more orders
          </Button>
        </Group>
      ) : null}
    </>
  );
}
