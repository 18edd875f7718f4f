import { getRouteApi } from '@tanstack/react-router';
import { notifyDone } from '../../../components/notify';
import { LoadedOverlay } from '../../../components/route-drawer';
import { useRole, useUpdateRole } from '../api/roles';
import { RoleForm } from '../components/roles/role-form';

const route = getRouteApi('/_app/staff/roles/$roleId');

export function RoleEditDrawer() {
  const { roleId } = route.useParams();
  const navigate = route.useNavigate();
  const role = useRole(roleId);
  const updateRole = useUpdateRole(roleId);

  return (
    <LoadedOverlay
      title={role.data ? `Edit ${role.data.name}` : 'Edit role'}
      query={role}
      subject="role"
      onClosed={() => void navigate({ to: '/staff/roles' })}
    >
      {(current, close) => (
        <RoleForm
          key={current.id}
          resource={current}
          onCancel={close}
          onSave={async (changes) => {
            const saved = await updateRole.mutateAsync(changes);
            notifyDone('Changes saved', `${saved.name} was updated.`);
            close();
          }}
        />
      )}
    </LoadedOverlay>
  );
}
