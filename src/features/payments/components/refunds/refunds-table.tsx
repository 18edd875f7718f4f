import { Badge, Table } from '@mantine/core';
import type { PaymentRefundT } from '@/api/schemas/refunds';
import { ListTable } from '@/components/list-table';
import { RouterAnchor } from '@/components/router-anchor';
import { formatMoney } from '@/lib/money';
import { STATUS_COLORS } from '../../lib/payment-format';
import type { FormatDateTime } from '@/lib/time-zone';

interface RefundsTableProps {
  refunds: PaymentRefundT[];
  caption: string;
  stale: boolean;
  formatDateTime: FormatDateTime;
  locationName: (id: string) => string;
}

/** One row per refund; the date opens the refunded payment's drawer. */
export function RefundsTable({
  refunds,
  caption,
  stale,
  formatDateTime,
  locationName,
}: RefundsTableProps) {
  return (
    <ListTable minWidth={760} caption={caption} stale={stale}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Refunded</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <Table.Th scope="col" style={{ textAlign: 'right' }}>
            Amount
          </Table.Th>
          <Table.Th scope="col">Location</Table.Th>
          <Table.Th scope="col">Reason</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {refunds.map((refund) => (
          <Table.Tr key={refund.id}>
            <Table.Td>
              <RouterAnchor
                to="/payments/$paymentId"
                params={{ paymentId: refund.payment_id }}
                fw={500}
                size="sm"
                aria-label={`${formatDateTime(refund.created_at, refund.location_id)}: open the refunded payment`}
              >
                {formatDateTime(refund.created_at, refund.location_id)}
              </RouterAnchor>
            </Table.Td>
            <Table.Td>
              <Badge
                color={STATUS_COLORS[refund.status] ?? 'gray'}
                variant="dot"
                size="sm"
                miw="max-content"
              >
                {refund.status.charAt(0) + refund.status.slice(1).toLowerCase()}
              </Badge>
            </Table.Td>
            <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney({
                amount: refund.amount_money.amount ?? 0,
                currency: refund.amount_money.currency ?? 'USD',
              })}
            </Table.Td>
            <Table.Td>{locationName(refund.location_id)}</Table.Td>
            <Table.Td>{refund.reason ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}
