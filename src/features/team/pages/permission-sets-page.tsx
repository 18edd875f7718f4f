import { IconPlus } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { usePermissionSets } from '../api/permission-sets';
import { PermissionSetsTable } from '../components/permission-sets-table';

export function PermissionSetsPage() {
  const sets = usePermissionSets();
  return (
    <>
      <PageHeader
        title="Permission sets"
        description="What the people you invite may do. Built-in sets can be copied; your own can be edited."
        actions={
          <LinkButton
            to="/team/permission-sets/new"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            New permission set
          </LinkButton>
        }
      />
      <QueryState query={sets} subject="permission sets">
        {(list) => <PermissionSetsTable sets={list} />}
      </QueryState>
      <Outlet />
    </>
  );
}
