import type { V1CashDrawerShiftT } from '@/api/schemas/cash-drawers';
import { ListTable, type ListColumn } from '@/components/list-table';
import { RouterAnchor } from '@/components/router-anchor';
import { formatMoney } from '@/lib/money';
import { drawerSummary, type DrawerSummary } from '../lib/drawer-math';
import { Difference } from './difference';
import classes from './drawer.module.css';
import { DrawerShiftStateBadge } from './drawer-shift-state-badge';

interface ShiftsTableProps {
  shifts: readonly V1CashDrawerShiftT[];
  locationId: string;
  caption: string;
  stale: boolean;
  formatDateTime: (iso: string) => string;
  employeeName: (id: string) => string;
}

interface ShiftRow {
  shift: V1CashDrawerShiftT;
  summary: DrawerSummary;
}

function money(row: ShiftRow, amount: number | undefined) {
  return amount === undefined ? '—' : formatMoney({ amount, currency: row.summary.currency });
}

/** One row per shift; the opening time opens its drawer. Differences are flagged in words. */
export function DrawerShiftsTable({
  shifts,
  locationId,
  caption,
  stale,
  formatDateTime,
  employeeName,
}: ShiftsTableProps) {
  const rows = shifts.map((shift) => ({ shift, summary: drawerSummary(shift) }));
  const columns: ListColumn<ShiftRow>[] = [
    {
      key: 'opened',
      card: 'title',
      header: 'Opened',
      width: '13rem',
      cellClassName: ({ summary }) =>
        summary.discrepancy === 'short'
          ? classes.flagged
          : summary.discrepancy === 'over'
            ? classes.flaggedOver
            : undefined,
      cell: ({ shift }) => {
        const opened = shift.opened_at ? formatDateTime(shift.opened_at) : 'Unknown time';
        return (
          <RouterAnchor
            to="/cash-drawers/$shiftId"
            params={{ shiftId: shift.id ?? '' }}
            search={(previous) => ({ ...previous, location: locationId })}
            fw={500}
            size="sm"
            aria-label={`${opened}: open this drawer shift`}
          >
            {opened}
          </RouterAnchor>
        );
      },
    },
    {
      key: 'device',
      card: 'meta',
      header: 'Device',
      cell: ({ shift }) => shift.device?.name ?? shift.device?.id ?? '—',
    },
    {
      key: 'employees',
      header: 'Employees',
      cell: ({ shift }) => {
        const names = (shift.employee_ids ?? []).map((id) => employeeName(id)).join(', ') || '—';
        return <span title={names}>{names}</span>;
      },
    },
    {
      key: 'state',
      card: 'meta',
      header: 'State',
      width: '8rem',
      cell: ({ shift }) => <DrawerShiftStateBadge state={shift.event_type} />,
    },
    {
      key: 'starting',
      header: 'Starting cash',
      align: 'end',
      width: '8rem',
      cell: (row) => money(row, row.summary.starting),
    },
    {
      key: 'expected',
      header: 'Expected',
      align: 'end',
      width: '8rem',
      cell: (row) => money(row, row.summary.reportedExpected ?? row.summary.expected),
    },
    {
      key: 'counted',
      card: 'meta',
      header: 'Counted',
      align: 'end',
      width: '8rem',
      cell: (row) => money(row, row.summary.counted),
    },
    {
      key: 'difference',
      card: 'trailing',
      header: 'Difference',
      align: 'end',
      width: '9rem',
      cell: ({ summary }) => <Difference amount={summary.difference} currency={summary.currency} />,
    },
  ];
  return (
    <ListTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={({ shift }) => shift.id}
      rowProps={({ summary }) => ({ 'data-discrepancy': summary.discrepancy ?? 'none' })}
      noun="drawer shift"
      stale={stale}
      minWidth={980}
    />
  );
}
