import { Badge, Group, Table, Text } from '@mantine/core';
import { formatMoney } from '@/lib/money';
import {
  formatMinutes,
  type LaborLine,
  type LaborTotals,
  type MoneyTotals,
} from '../../lib/labor-hours';
import { TableScroller } from '@/components/table-scroller';

/** "$875.00", several currencies joined; a dash when nothing could be priced. */
function formatCost(cost: MoneyTotals): string {
  const entries = Object.entries(cost);
  if (entries.length === 0) return '—';
  return entries.map(([currency, amount]) => formatMoney({ amount, currency })).join(' + ');
}

function Notes({ line }: { line: Pick<LaborLine, 'openShiftCount' | 'unpricedMinutes'> }) {
  const notes = [
    line.openShiftCount > 0
      ? `${line.openShiftCount} open ${line.openShiftCount === 1 ? 'shift' : 'shifts'} not counted yet`
      : undefined,
    line.unpricedMinutes > 0 ? `${formatMinutes(line.unpricedMinutes)} without a wage` : undefined,
  ].filter(Boolean);
  return <Text size="xs">{notes.join('; ')}</Text>;
}

function Overtime({ minutes }: { minutes: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span>{formatMinutes(minutes)}</span>
      {minutes > 0 ? (
        // The dot variant keeps the label in the body text colour: light badges fail AA in dark.
        <Badge color="orange" variant="dot" size="sm">
          Overtime
        </Badge>
      ) : null}
    </Group>
  );
}

interface HoursTableProps {
  lines: LaborLine[];
  totals: LaborTotals;
  employeeName: (id: string) => string;
  caption: string;
}

/** One location's week: a line per employee, then the location's total. */
export function HoursTable({ lines, totals, employeeName, caption }: HoursTableProps) {
  const sorted = [...lines].sort((a, b) =>
    employeeName(a.employee_id).localeCompare(employeeName(b.employee_id)),
  );
  return (
    <TableScroller label={caption} minWidth={900}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Employee</Table.Th>
            <Table.Th scope="col">Shifts</Table.Th>
            <Table.Th scope="col">Regular (h:mm)</Table.Th>
            <Table.Th scope="col">Overtime (h:mm)</Table.Th>
            <Table.Th scope="col">Total (h:mm)</Table.Th>
            <Table.Th scope="col">Unpaid breaks (h:mm)</Table.Th>
            <Table.Th scope="col">Labor cost</Table.Th>
            <Table.Th scope="col">Notes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((line) => (
            <Table.Tr key={line.employee_id}>
              <Table.Th scope="row" fw={500}>
                {employeeName(line.employee_id)}
              </Table.Th>
              <Table.Td>{line.shiftCount}</Table.Td>
              <Table.Td>{formatMinutes(line.regularMinutes)}</Table.Td>
              <Table.Td>
                <Overtime minutes={line.overtimeMinutes} />
              </Table.Td>
              <Table.Td>{formatMinutes(line.regularMinutes + line.overtimeMinutes)}</Table.Td>
              <Table.Td>{formatMinutes(line.unpaidBreakMinutes)}</Table.Td>
              <Table.Td>{formatCost(line.cost)}</Table.Td>
              <Table.Td>
                <Notes line={line} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            <Table.Td fw={700}>{totals.shiftCount}</Table.Td>
            <Table.Td fw={700}>{formatMinutes(totals.regularMinutes)}</Table.Td>
            <Table.Td fw={700}>
              <Overtime minutes={totals.overtimeMinutes} />
            </Table.Td>
            <Table.Td fw={700}>
              {formatMinutes(totals.regularMinutes + totals.overtimeMinutes)}
            </Table.Td>
            <Table.Td fw={700}>{formatMinutes(totals.unpaidBreakMinutes)}</Table.Td>
            <Table.Td fw={700}>{formatCost(totals.cost)}</Table.Td>
            <Table.Td>
              <Notes line={totals} />
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroller>
  );
}

interface LocationTotalsTableProps {
  totals: LaborTotals[];
  locationName: (id: string) => string;
  selectedId: string | undefined;
}

/** Every location's week in one line each. */
export function LocationTotalsTable({
  totals,
  locationName,
  selectedId,
}: LocationTotalsTableProps) {
  return (
    <TableScroller label="Totals per location for the week" minWidth={720}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>Totals per location for the week</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Location</Table.Th>
            <Table.Th scope="col">Employees</Table.Th>
            <Table.Th scope="col">Regular (h:mm)</Table.Th>
            <Table.Th scope="col">Overtime (h:mm)</Table.Th>
            <Table.Th scope="col">Total (h:mm)</Table.Th>
            <Table.Th scope="col">Labor cost</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.map((t) => (
            <Table.Tr key={t.location_id}>
              <Table.Th scope="row" fw={t.location_id === selectedId ? 700 : 500}>
                {locationName(t.location_id)}
                {t.location_id === selectedId ? ' (selected)' : ''}
              </Table.Th>
              <Table.Td>{t.employeeCount}</Table.Td>
              <Table.Td>{formatMinutes(t.regularMinutes)}</Table.Td>
              <Table.Td>
                <Overtime minutes={t.overtimeMinutes} />
              </Table.Td>
              <Table.Td>{formatMinutes(t.regularMinutes + t.overtimeMinutes)}</Table.Td>
              <Table.Td>{formatCost(t.cost)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
