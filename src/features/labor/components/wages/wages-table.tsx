import { Table, Text } from '@mantine/core';
import type { EmployeeWageT } from '@/api/schemas/employee-wages';
import { RouterAnchor } from '@/components/router-anchor';
import { formatMoney } from '@/lib/money';
import { useEmployeeName } from '@/features/staff/api/employee-names';

export function WagesTable({ wages, stale }: { wages: EmployeeWageT[]; stale: boolean }) {
  const employeeName = useEmployeeName();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm" aria-busy={stale} style={{ opacity: stale ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Employee</Table.Th>
            <Table.Th scope="col">Job title</Table.Th>
            <Table.Th scope="col">Hourly rate</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {wages.map((wage) => (
            <Table.Tr key={wage.id}>
              <Table.Td>
                <RouterAnchor
                  to="/staff/employees/$employeeId"
                  params={{ employeeId: wage.employee_id }}
                >
                  {employeeName(wage.employee_id)}
                </RouterAnchor>
              </Table.Td>
              <Table.Td>
                {wage.title ?? (
                  <Text span c="dimmed">
                    No title
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {wage.hourly_rate ? (
                  formatMoney(wage.hourly_rate)
                ) : (
                  <Text span c="dimmed">
                    No rate
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
