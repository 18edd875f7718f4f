import { notifications } from '@mantine/notifications';
import { getRouteApi } from '@tanstack/react-router';
import { QueryState } from '../../../components/query-state';
import { RouteDrawer } from '../../../components/route-drawer';
import { useRole, useUpdateRole } from '../api/roles';
import { EditRoleForm } from '../components/roles/role-form';

const route = getRouteApi('/_app/staff/roles/$roleId');

export function RoleEditDrawer() {
  const { roleId } = route.useParams();
  const navigate = route.useNavigate();
  const role = useRole(roleId);
  const updateRole = useUpdateRole(roleId);

  return (
    <RouteDrawer
      title={role.data ? `Edit ${role.data.name}` : 'Edit role'}
      onClosed={() => void navigate({ to: '/staff/roles' })}
    >
      {(close) => (
        <QueryState query={role} subject="role" skeletonRows={6}>
          {(current) => (
            <EditRoleForm
              key={current.id}
              role={current}
              onCancel={close}
              onSubmit={async (changes) => {
                const saved = await updateRole.mutateAsync(changes);
                notifications.show({
                  color: 'green',
                  title: 'Changes saved',
                  message: `${saved.name} was updated.`,
                });
                close();
              }}
            />
          )}
        </QueryState>
      )}
    </RouteDrawer>
  );
}
