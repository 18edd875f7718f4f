import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { PermissionSetT } from '@/api/schemas/team';
import { LinkButton } from '@/components/link-button';
import { ListTable, type ListColumn } from '@/components/list-table';
import { ALL_PERMISSIONS } from '@/api/schemas/permissions';

/** Every permission set: built-in ones (copy only) first, then the owner's own. */
export function PermissionSetsTable({ sets }: { sets: readonly PermissionSetT[] }) {
  const columns: ListColumn<PermissionSetT>[] = [
    {
      key: 'name',
      card: 'title',
      header: 'Name',
      width: '14rem',
      cell: (set) => (
        <Group gap="xs" wrap="nowrap">
          <Text fw={500} size="sm" truncate>
            {set.name}
          </Text>
          {set.built_in ? (
            <Badge variant="light" color="gray" miw="max-content">
              Built in
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'description',
      header: 'What it is for',
      wrap: true,
      cell: (set) =>
        set.description || (
          <Text size="sm" c="dimmed">
            No description
          </Text>
        ),
    },
    {
      key: 'permissions',
      header: 'Permissions',
      width: '9rem',
      cell: (set) =>
        set.permissions.length === ALL_PERMISSIONS.length
          ? 'All'
          : `${set.permissions.length} of ${ALL_PERMISSIONS.length}`,
    },
    {
      key: 'used',
      card: 'meta',
      header: 'Used by',
      width: '8rem',
      cell: (set) => (set.member_count === 0 ? 'Nobody' : String(set.member_count)),
    },
    {
      key: 'actions',
      card: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      width: '6rem',
      cell: (set) => (
        <LinkButton
          to="/team/permission-sets/$setId"
          params={{ setId: set.id }}
          variant="subtle"
          size="compact-sm"
          aria-label={`${set.built_in ? 'View' : 'Edit'} ${set.name}`}
        >
          {set.built_in ? 'View' : 'Edit'}
        </LinkButton>
      ),
    },
  ];
  return (
    <ListTable
      caption="Permission sets, built-in ones first"
      columns={columns}
      rows={sets}
      rowKey={(set) => set.id}
      noun="permission set"
      minWidth={820}
    />
  );
}
