import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { RouteDrawer } from '../../../components/route-drawer';
import { useCreateRole } from '../api/roles';
import { CreateRoleForm } from '../components/roles/role-form';

export function RoleCreateDrawer() {
  const navigate = useNavigate({ from: '/staff/roles/new' });
  const createRole = useCreateRole();

  return (
    <RouteDrawer title="New role" onClosed={() => void navigate({ to: '/staff/roles' })}>
      {(close) => (
        <CreateRoleForm
          onCancel={close}
          onSubmit={async (body) => {
            const role = await createRole.mutateAsync(body);
            notifications.show({
              color: 'green',
              title: 'Role added',
              message: `${role.name} can now be given to employees.`,
            });
            close();
          }}
        />
      )}
    </RouteDrawer>
  );
}
