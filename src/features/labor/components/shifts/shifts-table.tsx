import { Table, Text } from '@mantine/core';
import type { ShiftT } from '@/api/schemas/shifts';
import { ListTable } from '@/components/list-table';
import { RouterAnchor } from '@/components/router-anchor';
import { formatMoney } from '@/lib/money';
import { useFormatDateTime } from '@/lib/time-zone';
import { useEmployeeName } from '@/features/staff/api/employee-names';
import { useShiftsWorkedTime } from '../../api/worked-time';
import { formatSeconds } from '../../lib/labor-hours';
import { ShiftStatusBadge } from './shift-status-badge';
import classes from '../schedule/schedule-grid.module.css';

interface ShiftsTableProps {
  shifts: ShiftT[];
  caption: string;
  /** True while the next filters' results replace these. */
  stale: boolean;
}

/**
 * One row per shift; the employee's name opens the shift. Open shifts are highlighted. Paid time,
 * unpaid breaks and overtime are the service's (GET /app/labor/worked-time), not computed here.
 */
export function ShiftsTable({ shifts, caption, stale }: ShiftsTableProps) {
  const worked = useShiftsWorkedTime(shifts.map((s) => s.id));
  const employeeName = useEmployeeName();
  const formatDateTime = useFormatDateTime();
  return (
    <ListTable minWidth={900} caption={caption} stale={stale}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Employee</Table.Th>
          <Table.Th scope="col">Start</Table.Th>
          <Table.Th scope="col">End</Table.Th>
          <Table.Th scope="col">Paid time (h:mm)</Table.Th>
          <Table.Th scope="col">Overtime (h:mm)</Table.Th>
          <Table.Th scope="col">Breaks</Table.Th>
          <Table.Th scope="col">Wage</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shifts.map((shift) => {
          const figures = worked.byId.get(shift.id);
          const unpaid = figures?.unpaid_break_seconds ?? 0;
          const rate = shift.wage?.hourly_rate;
          return (
            <Table.Tr key={shift.id} className={shift.status === 'OPEN' ? classes.open : undefined}>
              <Table.Td>
                <RouterAnchor
                  to="/labor/shifts/$shiftId"
                  params={{ shiftId: shift.id }}
                  search
                  fw={500}
                >
                  {employeeName(shift.employee_id)}
                </RouterAnchor>
              </Table.Td>
              <Table.Td>{formatDateTime(shift.start_at, shift.location_id)}</Table.Td>
              <Table.Td>
                {shift.end_at ? formatDateTime(shift.end_at, shift.location_id) : 'Open'}
              </Table.Td>
              <Table.Td>
                {shift.end_at && figures ? formatSeconds(figures.paid_seconds) : '—'}
              </Table.Td>
              <Table.Td>
                {shift.end_at && figures ? formatSeconds(figures.overtime_seconds) : '—'}
              </Table.Td>
              <Table.Td>
                {shift.breaks.length === 0 ? (
                  'None'
                ) : (
                  <>
                    {shift.breaks.length}
                    {unpaid > 0 ? (
                      <Text span size="xs">
                        {' '}
                        ({formatSeconds(unpaid)} unpaid)
                      </Text>
                    ) : null}
                  </>
                )}
              </Table.Td>
              <Table.Td>
                {rate ? `${formatMoney(rate)}/h` : (shift.wage?.title ?? "Employee's wage")}
              </Table.Td>
              <Table.Td>
                <ShiftStatusBadge status={shift.status} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ListTable>
  );
}
