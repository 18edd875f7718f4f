import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { V1EmployeeRoleT } from '@/api/schemas/roles';
import { LinkButton } from '@/components/link-button';
import { ListTable, type ListColumn } from '@/components/list-table';
import { useFormatDateTime } from '@/lib/time-zone';
import { permissionLabels } from '../../lib/permission-labels';

/** Every role (the service answers them at once); Edit opens the role's drawer. */
export function RolesTable({ roles }: { roles: readonly V1EmployeeRoleT[] }) {
  const formatDateTime = useFormatDateTime();
  const columns: ListColumn<V1EmployeeRoleT>[] = [
    {
      key: 'name',
      card: 'title',
      header: 'Name',
      width: '14rem',
      cell: (role) => (
        <Group gap="xs" wrap="nowrap">
          <Text fw={500} size="sm">
            {role.name}
          </Text>
          {role.is_owner ? (
            <Badge color="grape" variant="light" miw="max-content">
              Owner
            </Badge>
          ) : null}
        </Group>
      ),
    },
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
    {
      key: 'actions',
      card: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      width: '5rem',
      cell: (role) => (
        <LinkButton
          to="/staff/roles/$roleId"
          params={{ roleId: role.id }}
          variant="subtle"
          size="compact-sm"
          aria-label={`Edit ${role.name}`}
        >
          Edit
        </LinkButton>
      ),
    },
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
