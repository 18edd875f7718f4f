import { Text } from '@mantine/core';
import type { PermissionSetT } from '@/api/schemas/team';
import { RowLinkButton } from '@/components/link-button';
import { actionsColumn, nameColumn } from '@/components/list-columns';
import { ListTable, type ListColumn } from '@/components/list-table';
import { ALL_PERMISSIONS } from '@/api/schemas/permissions';

/** Every permission set: built-in ones (copy only) first, then the owner's own. */
export function PermissionSetsTable({ sets }: { sets: readonly PermissionSetT[] }) {
  const columns: ListColumn<PermissionSetT>[] = [
    nameColumn({
      width: '14rem',
      name: (set) => set.name,
      badge: (set) => (set.built_in ? { label: 'Built in', color: 'gray' } : null),
      truncate: true,
    }),
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
    actionsColumn(
      (set) => (
        <RowLinkButton
          to="/team/permission-sets/$setId"
          params={{ setId: set.id }}
          aria-label={`${set.built_in ? 'View' : 'Edit'} ${set.name}`}
        >
          {set.built_in ? 'View' : 'Edit'}
        </RowLinkButton>
      ),
      { width: '6rem' },
    ),
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
