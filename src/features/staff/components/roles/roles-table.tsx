import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { V1EmployeeRoleT } from '@/api/schemas/roles';
import { LinkButton } from '@/components/link-button';
import { useFormatDateTime } from '@/lib/time-zone';
import { permissionLabels } from '../../lib/permission-labels';

export function RolesTable({ roles }: { roles: V1EmployeeRoleT[] }) {
  const formatDateTime = useFormatDateTime();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Permissions</Table.Th>
            <Table.Th>Last changed</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => (
            <Table.Tr key={role.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={500}>{role.name}</Text>
                  {role.is_owner ? (
                    <Badge color="grape" variant="light" miw="max-content">
                      Owner
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                <RolePermissions role={role} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(role.updated_at)}
              </Table.Td>
              <Table.Td>
                <LinkButton
                  to="/staff/roles/$roleId"
                  params={{ roleId: role.id }}
                  variant="subtle"
                  size="compact-sm"
                  aria-label={`Edit ${role.name}`}
                >
                  Edit
                </LinkButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
