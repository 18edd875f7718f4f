import { Text } from '@mantine/core';
import type { ListMore } from '@/api/paging';
import type { EmployeeWageT } from '@/api/schemas/employee-wages';
import { ListTable, type ListColumn } from '@/components/list-table';
import { RouterAnchor } from '@/components/router-anchor';
import { formatMoney } from '@/lib/money';
import { useEmployeeName } from '@/features/staff/api/employee-names';

interface WagesTableProps {
  wages: readonly EmployeeWageT[];
  more: ListMore;
  /** True while the next filters' results replace these. */
  stale: boolean;
}

/** The loaded wages; the employee's name opens them in Staff. */
export function WagesTable({ wages, more, stale }: WagesTableProps) {
  const employeeName = useEmployeeName();
  const columns: ListColumn<EmployeeWageT>[] = [
    {
      key: 'employee',
      card: 'title',
      header: 'Employee',
      cell: (wage) => (
        <RouterAnchor to="/staff/employees/$employeeId" params={{ employeeId: wage.employee_id }}>
          {employeeName(wage.employee_id)}
        </RouterAnchor>
      ),
    },
    {
      key: 'title',
      card: 'meta',
      header: 'Job title',
      cell: (wage) =>
        wage.title ?? (
          <Text span c="dimmed" size="sm">
            No title
          </Text>
        ),
    },
    {
      key: 'rate',
      card: 'trailing',
      header: 'Hourly rate',
      align: 'end',
      width: '9rem',
      cell: (wage) =>
        wage.hourly_rate ? (
          formatMoney(wage.hourly_rate)
        ) : (
          <Text span c="dimmed" size="sm">
            No rate
          </Text>
        ),
    },
  ];
  return (
    <ListTable
      caption="Wages"
      columns={columns}
      rows={wages}
      rowKey={(wage) => wage.id}
      noun="wage"
      more={more}
      stale={stale}
      minWidth={560}
    />
  );
}
