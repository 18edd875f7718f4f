import { Text } from '@mantine/core';
import type { ListMore } from '@/api/paging';
import type { ShiftT } from '@/api/schemas/shifts';
import { ListTable, type ListColumn } from '@/components/list-table';
import { RouterAnchor } from '@/components/router-anchor';
import { formatMoney } from '@/lib/money';
import { useFormatDateTime } from '@/lib/time-zone';
import { useEmployeeName } from '@/features/staff/api/employee-names';
import { useShiftsWorkedTime } from '../../api/worked-time';
import { formatSeconds } from '../../lib/labor-hours';
import { ShiftStatusBadge } from './shift-status-badge';
import classes from '../schedule/schedule-grid.module.css';

interface ShiftsTableProps {
  shifts: readonly ShiftT[];
  caption: string;
  more: ListMore;
  /** True while the next filters' results replace these. */
  stale: boolean;
}

/**
 * One row per loaded shift; the employee's name opens the shift. Open shifts are highlighted.
 * Paid time, unpaid breaks and overtime are the service's (GET /app/labor/worked-time), not
 * computed here.
 */
export function ShiftsTable({ shifts, caption, more, stale }: ShiftsTableProps) {
  const worked = useShiftsWorkedTime(shifts.map((s) => s.id));
  const employeeName = useEmployeeName();
  const formatDateTime = useFormatDateTime();
  const figures = (shift: ShiftT) => (shift.end_at ? worked.byId.get(shift.id) : undefined);
  const columns: ListColumn<ShiftT>[] = [
    {
      key: 'employee',
      card: 'title',
      header: 'Employee',
      cell: (shift) => (
        <RouterAnchor to="/labor/shifts/$shiftId" params={{ shiftId: shift.id }} search fw={500}>
          {employeeName(shift.employee_id)}
        </RouterAnchor>
      ),
    },
    {
      key: 'start',
      card: 'meta',
      header: 'Start',
      width: '11rem',
      cell: (shift) => formatDateTime(shift.start_at, shift.location_id),
    },
    {
      key: 'end',
      card: 'meta',
      header: 'End',
      width: '11rem',
      cell: (shift) => (shift.end_at ? formatDateTime(shift.end_at, shift.location_id) : 'Open'),
    },
    {
      key: 'paid',
      card: 'trailing',
      header: 'Paid time (h:mm)',
      width: '6rem',
      cell: (shift) => {
        const f = figures(shift);
        return f ? formatSeconds(f.paid_seconds) : '—';
      },
    },
    {
      key: 'overtime',
      header: 'Overtime (h:mm)',
      width: '6rem',
      cell: (shift) => {
        const f = figures(shift);
        return f ? formatSeconds(f.overtime_seconds) : '—';
      },
    },
    {
      key: 'breaks',
      header: 'Breaks',
      width: '7.5rem',
      cell: (shift) => {
        const unpaid = worked.byId.get(shift.id)?.unpaid_break_seconds ?? 0;
        if (shift.breaks.length === 0) return 'None';
        return (
          <>
            {shift.breaks.length}
            {unpaid > 0 ? (
              <Text span size="xs">
                {' '}
                ({formatSeconds(unpaid)} unpaid)
              </Text>
            ) : null}
          </>
        );
      },
    },
    {
      key: 'wage',
      header: 'Wage',
      cell: (shift) => {
        const rate = shift.wage?.hourly_rate;
        return rate ? `${formatMoney(rate)}/h` : (shift.wage?.title ?? "Employee's wage");
      },
    },
    {
      key: 'status',
      card: 'meta',
      header: 'Status',
      width: '6rem',
      cell: (shift) => <ShiftStatusBadge status={shift.status} />,
    },
  ];
  return (
    <ListTable
      caption={caption}
      columns={columns}
      rows={shifts}
      rowKey={(shift) => shift.id}
      rowProps={(shift) => ({ className: shift.status === 'OPEN' ? classes.open : undefined })}
      noun="shift"
      more={more}
      stale={stale}
      minWidth={900}
    />
  );
}
