import { getRouteApi } from '@tanstack/react-router';
import { Stack } from '@mantine/core';
import { notifyDone } from '@/components/notify';
import { LoadedOverlay } from '@/components/route-drawer';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { useStaleVersion } from '@/lib/use-stale-version';
import { useRole, useUpdateRole } from '../api/roles';
import { RoleForm } from '../components/roles/role-form';
import { useBackToList } from '@/lib/use-back';

const route = getRouteApi('/_app/staff/roles/$roleId');

export function RoleEditDrawer() {
  const { roleId } = route.useParams();
  const back = useBackToList('/staff/roles');
  const role = useRole(roleId);
  const updateRole = useUpdateRole(roleId);
  const { stale, reloading, guard, reload } = useStaleVersion(() => role.refetch());

  return (
    <LoadedOverlay
      title={role.data ? `Edit ${role.data.name}` : 'Edit role'}
      query={role}
      subject="role"
      onClosed={back.list}
    >
      {(current, close) => (
        <Stack gap="md">
          {stale ? <StaleVersionAlert what="role" onReload={reload} reloading={reloading} /> : null}
          <RoleForm
            // Saved against the copy it started from; a reload starts it over from the new one.
            key={current.updated_at}
            resource={current}
            onCancel={close}
            onSave={guard(async (changes) => {
              const saved = await updateRole.mutateAsync({
                body: changes,
                read: current.updated_at,
              });
              notifyDone('Changes saved', `${saved.name} was updated.`);
              close();
            })}
          />
        </Stack>
      )}
    </LoadedOverlay>
  );
}
