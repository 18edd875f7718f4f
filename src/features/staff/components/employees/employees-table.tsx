import { Text, VisuallyHidden } from '@mantine/core';
import type { ListMore } from '@/api/paging';
import type { V1EmployeeT } from '@/api/schemas/employees';
import { LinkButton } from '@/components/link-button';
import { ListTable, type ListColumn } from '@/components/list-table';
import { useFormatDateTime } from '@/lib/time-zone';
import { EmployeeStatusBadge } from './employee-status';

interface EmployeesTableProps {
  employees: readonly V1EmployeeT[];
  caption: string;
  /** Role names by id; `undefined` while roles load. */
  roleNames: Map<string, string> | undefined;
  more: ListMore;
  /** True while the next filters' results replace these. */
  stale: boolean;
}

const fullName = (employee: V1EmployeeT) => `${employee.first_name} ${employee.last_name}`;

/** The loaded employees; the name opens the edit drawer. */
export function EmployeesTable({
  employees,
  caption,
  roleNames,
  more,
  stale,
}: EmployeesTableProps) {
  const formatDateTime = useFormatDateTime();
  const columns: ListColumn<V1EmployeeT>[] = [
    {
      key: 'name',
      card: 'title',
      header: 'Name',
      width: '13rem',
      cell: (employee) => (
        // The name opens the edit drawer; its label says so for screen readers.
        <LinkButton
          to="/staff/employees/$employeeId"
          params={{ employeeId: employee.id }}
          search
          variant="subtle"
          size="compact-sm"
          px={4}
          aria-label={`Edit ${fullName(employee)}`}
        >
          {fullName(employee)}
        </LinkButton>
      ),
    },
    {
      key: 'email',
      card: 'meta',
      header: 'Email',
      cell: (employee) => employee.email ?? <NoValue />,
    },
    {
      key: 'external-id',
      header: 'External ID',
      width: '8rem',
      cell: (employee) => employee.external_id ?? <NoValue />,
    },
    {
      key: 'role',
      card: 'meta',
      header: 'Role',
      cell: (employee) => <RoleName roleId={employee.role_ids[0]} roleNames={roleNames} />,
    },
    {
      key: 'status',
      card: 'meta',
      header: 'Status',
      width: '7rem',
      cell: (employee) => <EmployeeStatusBadge status={employee.status} />,
    },
    {
      key: 'locations',
      header: 'Locations',
      width: '6rem',
      cell: (employee) => employee.authorized_location_ids.length,
    },
    {
      key: 'created',
      header: 'Created',
      width: '11rem',
      cell: (employee) => formatDateTime(employee.created_at),
    },
    {
      key: 'updated',
      header: 'Last changed',
      width: '11rem',
      cell: (employee) => formatDateTime(employee.updated_at),
    },
  ];
  return (
    <ListTable
      caption={caption}
      columns={columns}
      rows={employees}
      rowKey={(employee) => employee.id}
      noun="employee"
      more={more}
      stale={stale}
      minWidth={1000}
    />
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
