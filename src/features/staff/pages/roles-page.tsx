import { IconPlus } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useRoles } from '../api/roles';
import { RolesTable } from '../components/roles/roles-table';
import { Gated } from '@/lib/gated';

export function RolesPage() {
  const roles = useRoles();
  const addRole = (
    <Gated permission="staff.write">
      <LinkButton to="/staff/roles/new" leftSection={<IconPlus size={16} aria-hidden />}>
        Add role
      </LinkButton>
    </Gated>
  );

  return (
    <>
      <PageHeader
        title="Roles"
        description="What employees may do at the register. An employee has at most one role."
        actions={addRole}
      />
      <QueryState
        query={roles}
        subject="roles"
        isEmpty={(list) => list.length === 0}
        empty={{ message: 'No roles yet.', action: addRole }}
      >
        {(list) => <RolesTable roles={list} />}
      </QueryState>
      <Outlet />
    </>
  );
}
