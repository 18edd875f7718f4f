import { useNavigate } from '@tanstack/react-router';
import { notifyDone } from '@/components/notify';
import { RouteDrawer } from '@/components/route-drawer';
import { useCreateRole } from '../api/roles';
import { RoleForm } from '../components/roles/role-form';

export function RoleCreateDrawer() {
  const navigate = useNavigate({ from: '/staff/roles/new' });
  const createRole = useCreateRole();

  return (
    <RouteDrawer title="New role" onClosed={() => void navigate({ to: '/staff/roles' })}>
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
