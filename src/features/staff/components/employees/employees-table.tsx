import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { V1EmployeeT } from '@/api/schemas/employees';
import { LinkButton } from '@/components/link-button';
import { ListTable } from '@/components/list-table';
import { useFormatDateTime } from '@/lib/time-zone';
import { EmployeeStatusBadge } from './employee-status';

interface EmployeesTableProps {
  employees: V1EmployeeT[];
  /** Role names by id; `undefined` while roles load. */
  roleNames: Map<string, string> | undefined;
  /** True while the next filters' results replace these. */
  stale: boolean;
}

export function EmployeesTable({ employees, roleNames, stale }: EmployeesTableProps) {
  return (
    <ListTable minWidth={1000} stale={stale}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>External ID</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Locations</Table.Th>
          <Table.Th>Created</Table.Th>
          <Table.Th>Last changed</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {employees.map((employee) => (
          <EmployeeRow key={employee.id} employee={employee} roleNames={roleNames} />
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

const noWrap = { whiteSpace: 'nowrap' } as const;

function EmployeeRow({
  employee,
  roleNames,
}: {
  employee: V1EmployeeT;
  roleNames: Map<string, string> | undefined;
}) {
  const formatDateTime = useFormatDateTime();
  const name = `${employee.first_name} ${employee.last_name}`;
  return (
    <Table.Tr>
      <Table.Td>
        {/* The name opens the edit drawer; its label says so for screen readers. */}
        <LinkButton
          to="/staff/employees/$employeeId"
          params={{ employeeId: employee.id }}
          search
          variant="subtle"
          size="compact-sm"
          px={4}
          aria-label={`Edit ${name}`}
        >
          {name}
        </LinkButton>
      </Table.Td>
      <Table.Td>{employee.email ?? <NoValue />}</Table.Td>
      <Table.Td style={noWrap}>{employee.external_id ?? <NoValue />}</Table.Td>
      <Table.Td>
        <RoleName roleId={employee.role_ids[0]} roleNames={roleNames} />
      </Table.Td>
      <Table.Td style={noWrap}>
        <EmployeeStatusBadge status={employee.status} />
      </Table.Td>
      <Table.Td>{employee.authorized_location_ids.length}</Table.Td>
      <Table.Td>{formatDateTime(employee.created_at)}</Table.Td>
      <Table.Td>{formatDateTime(employee.updated_at)}</Table.Td>
    </Table.Tr>
  );
}

function RoleName({
  roleId,
  roleNames,
}: {
  roleId: string | undefined;
  roleNames: Map<string, string> | undefined;
}) {
  if (!roleId) return <NoValue />;
  if (!roleNames) return <Text c="dimmed">…</Text>;
  return roleNames.get(roleId) ?? <Text c="dimmed">Unknown role</Text>;
}

function NoValue() {
  return (
    <>
      <Text span c="dimmed" aria-hidden>
        —
      </Text>
      <VisuallyHidden>None</VisuallyHidden>
    </>
  );
}
