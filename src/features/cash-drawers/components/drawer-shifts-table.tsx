import { Table } from '@mantine/core';
import type { V1CashDrawerShiftT } from '@/api/schemas/cash-drawers';
import { ListTable } from '@/components/list-table';
import { RouterAnchor } from '@/components/router-anchor';
import { formatMoney } from '@/lib/money';
import { drawerSummary } from '../lib/drawer-math';
import { Difference } from './difference';
import classes from './drawer.module.css';
import { DrawerShiftStateBadge } from './drawer-shift-state-badge';

interface ShiftsTableProps {
  shifts: V1CashDrawerShiftT[];
  locationId: string;
  caption: string;
  stale: boolean;
  formatDateTime: (iso: string) => string;
  employeeName: (id: string) => string;
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
  return (
    <ListTable minWidth={980} caption={caption} stale={stale}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Opened</Table.Th>
          <Table.Th scope="col">Device</Table.Th>
          <Table.Th scope="col">Employees</Table.Th>
          <Table.Th scope="col">State</Table.Th>
          <Table.Th scope="col" className={classes.money}>
            Starting cash
          </Table.Th>
          <Table.Th scope="col" className={classes.money}>
            Expected
          </Table.Th>
          <Table.Th scope="col" className={classes.money}>
            Counted
          </Table.Th>
          <Table.Th scope="col" className={classes.money}>
            Difference
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shifts.map((shift) => {
          const summary = drawerSummary(shift);
          const money = (amount: number | undefined) =>
            amount === undefined ? '—' : formatMoney({ amount, currency: summary.currency });
          const opened = shift.opened_at ? formatDateTime(shift.opened_at) : 'Unknown time';
          const flag =
            summary.discrepancy === 'short'
              ? classes.flagged
              : summary.discrepancy === 'over'
                ? classes.flaggedOver
                : undefined;
          return (
            <Table.Tr key={shift.id} data-discrepancy={summary.discrepancy ?? 'none'}>
              <Table.Td className={flag}>
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
              </Table.Td>
              <Table.Td>{shift.device?.name ?? shift.device?.id ?? '—'}</Table.Td>
              <Table.Td>
                {(shift.employee_ids ?? []).map((id) => employeeName(id)).join(', ') || '—'}
              </Table.Td>
              <Table.Td>
                <DrawerShiftStateBadge state={shift.event_type} />
              </Table.Td>
              <Table.Td className={classes.money}>{money(summary.starting)}</Table.Td>
              <Table.Td className={classes.money}>
                {money(summary.reportedExpected ?? summary.expected)}
              </Table.Td>
              <Table.Td className={classes.money}>{money(summary.counted)}</Table.Td>
              <Table.Td className={classes.money}>
                <Difference amount={summary.difference} currency={summary.currency} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ListTable>
  );
}
