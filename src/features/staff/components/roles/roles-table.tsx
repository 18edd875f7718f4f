import { Badge, Group, Text } from '@mantine/core';
import type { V1EmployeeRoleT } from '@/api/schemas/roles';
import { RowLinkButton } from '@/components/link-button';
import { actionsColumn, nameColumn } from '@/components/list-columns';
import { ListTable, type ListColumn } from '@/components/list-table';
import { useFormatDateTime } from '@/lib/time-zone';
import { permissionLabels } from '@/lib/role-permission-labels';

const OWNER_BADGE = { label: 'Owner', color: 'grape' };

/** Every role (the service answers them at once); Edit opens the role's drawer. */
export function RolesTable({ roles }: { roles: readonly V1EmployeeRoleT[] }) {
  const formatDateTime = useFormatDateTime();
  const columns: ListColumn<V1EmployeeRoleT>[] = [
    nameColumn({
      width: '14rem',
      name: (role) => role.name,
      badge: (role) => (role.is_owner ? OWNER_BADGE : null),
    }),
    {
      key: 'permissions',
      card: 'meta',
      header: 'Permissions',
      wrap: true,
      cell: (role) => <RolePermissions role={role} />,
    },
    {
      key: 'updated',
      header: 'Last changed',
      width: '12rem',
      cell: (role) => formatDateTime(role.updated_at),
    },
    actionsColumn(
      (role) => (
        <RowLinkButton
          to="/staff/roles/$roleId"
          params={{ roleId: role.id }}
          aria-label={`Edit ${role.name}`}
        >
          Edit
        </RowLinkButton>
      ),
      { width: '5rem' },
    ),
  ];
  return (
    <ListTable
      caption="Roles"
      columns={columns}
      rows={roles}
      rowKey={(role) => role.id}
      noun="role"
      minWidth={720}
    />
  );
}

function RolePermissions({ role }: { role: V1EmployeeRoleT }) {
  if (role.is_owner) return <Text size="sm">Every permission</Text>;
  if (role.permissions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  return (
    <Group gap={6}>
      {role.permissions.map((permission) => (
        <Badge key={permission} variant="outline" color="gray" tt="none">
          {permissionLabels[permission]}
        </Badge>
      ))}
    </Group>
  );
}
