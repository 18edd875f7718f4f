import { Table, Text } from '@mantine/core';
import type { LaborVsSalesDayT, LaborVsSalesTotalsT } from '@/api/schemas/labor-sales';
import { formatMoney } from '@/lib/money';
import { formatMinutes } from '../../lib/labor-hours';
import { formatPercent, longDay } from '../../lib/labor-sales';
import { TableScroller } from '@/components/table-scroller';

interface LaborSalesTableProps {
  days: LaborVsSalesDayT[];
  totals: LaborVsSalesTotalsT;
  currency: string;
  caption: string;
}

function Notes({ figures }: { figures: LaborVsSalesTotalsT }) {
  const notes = [
    figures.open_shift_count > 0
      ? `${figures.open_shift_count} open ${figures.open_shift_count === 1 ? 'shift' : 'shifts'} not counted`
      : undefined,
    figures.unpriced_minutes > 0
      ? `${formatMinutes(figures.unpriced_minutes)} without a wage`
      : undefined,
  ].filter(Boolean);
  return <Text size="xs">{notes.join('; ')}</Text>;
}

function Cells({ figures, currency }: { figures: LaborVsSalesTotalsT; currency: string }) {
  const money = (amount: number) => formatMoney({ amount, currency });
  return (
    <>
      <Table.Td ta="right">{money(figures.net_sales_amount)}</Table.Td>
      <Table.Td ta="right">{money(figures.labor_cost_amount)}</Table.Td>
      <Table.Td ta="right">{formatPercent(figures.labor_percent)}</Table.Td>
      <Table.Td ta="right">{formatMinutes(figures.labor_minutes)}</Table.Td>
      <Table.Td ta="right">{figures.shift_count}</Table.Td>
      <Table.Td ta="right">{figures.payment_count}</Table.Td>
      <Table.Td ta="right">{money(figures.refunded_amount)}</Table.Td>
      <Table.Td>
        <Notes figures={figures} />
      </Table.Td>
    </>
  );
}

/** The chart's figures, a row per day and the totals. */
export function LaborSalesTable({ days, totals, currency, caption }: LaborSalesTableProps) {
  return (
    <TableScroller label={caption} minWidth={900}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Day</Table.Th>
            <Table.Th scope="col" ta="right">
              Net sales
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Labor cost
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Labor %
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Paid hours
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Shifts
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Payments
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Refunded
            </Table.Th>
            <Table.Th scope="col">Notes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day) => (
            <Table.Tr key={day.date}>
              <Table.Th scope="row" fw={400}>
                {longDay(day.date)}
              </Table.Th>
              <Cells figures={day} currency={currency} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            <Cells figures={totals} currency={currency} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroller>
  );
}
