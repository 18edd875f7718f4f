import { getRouteApi } from '@tanstack/react-router';
import { notifyDone } from '@/components/notify';
import { QueryState } from '@/components/query-state';
import { RouteDrawer } from '@/components/route-drawer';
import { useBackToList } from '@/lib/use-back';
import { useCreatePermissionSet, usePermissionSets } from '../api/permission-sets';
import { PermissionSetForm, type PermissionSetFormValues } from '../components/permission-set-form';
import { copyName } from '../lib/permission-groups';

const route = getRouteApi('/_app/team/permission-sets/new');

/** A new permission set, blank or (`?copy=<id>`) a copy of another to change. */
export function PermissionSetCreateDrawer() {
  const { copy } = route.useSearch();
  const back = useBackToList('/team/permission-sets', { drop: ['copy'] });
  const sets = usePermissionSets();
  const create = useCreatePermissionSet();
  return (
    <RouteDrawer title="New permission set" onClosed={back.list} size="lg">
      {(close) => (
        <QueryState query={sets} subject="permission sets">
          {(list) => {
            const source = copy ? list.find((set) => set.id === copy) : undefined;
            const defaultValues: PermissionSetFormValues = source
              ? {
                  name: copyName(
                    source.name,
                    list.map((set) => set.name),
                  ),
                  description: source.description,
                  permissions: [...source.permissions],
                }
              : { name: '', description: '', permissions: [] };
            return (
              <PermissionSetForm
                defaultValues={defaultValues}
                onCancel={close}
                onSave={async (body) => {
                  const { permission_set } = await create.mutateAsync(body);
                  notifyDone(
                    'Permission set added',
                    `${permission_set.name} can now be given to people.`,
                  );
                  close();
                }}
              />
            );
          }}
        </QueryState>
      )}
    </RouteDrawer>
  );
}
