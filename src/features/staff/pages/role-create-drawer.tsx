import { notifyDone } from '@/components/notify';
import { RouteDrawer } from '@/components/route-drawer';
import { useCreateRole } from '../api/roles';
import { RoleForm } from '../components/roles/role-form';
import { useBackToList } from '@/lib/use-back';

export function RoleCreateDrawer() {
  const back = useBackToList('/staff/roles');
  const createRole = useCreateRole();

  return (
    <RouteDrawer title="New role" onClosed={back.list}>
      {(close) => (
        <RoleForm
          onCancel={close}
          onSave={async (body) => {
            const role = await createRole.mutateAsync(body);
            notifyDone('Role added', `${role.name} can now be given to employees.`);
            close();
          }}
        />
      )}
    </RouteDrawer>
  );
}
