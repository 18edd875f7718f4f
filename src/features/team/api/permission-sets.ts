import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { bodyOf, useCommand } from '@/api/queries';
import type { CreatePermissionSetBody, UpdatePermissionSetBody } from '@/api/schemas/team';
import { teamKeys } from './keys';

/** The built-in sets first, then the owner's own. */
export function permissionSetsOptions() {
  return queryOptions({
    queryKey: teamKeys.permissionSets(),
    queryFn: ({ signal }) =>
      bodyOf(api.GET('/app/team/permission-sets', { signal })).then((body) => body.permission_sets),
  });
}

export const usePermissionSets = () => useQuery(permissionSetsOptions());

/** One set, read from the list (there is no separate call for one). */
export function usePermissionSet(id: string) {
  return useQuery({
    ...permissionSetsOptions(),
    select: (list) => {
      const set = list.find((s) => s.id === id);
      if (!set) throw new Error('This permission set no longer exists.');
      return set;
    },
  });
}

export const useCreatePermissionSet = () =>
  useCommand(
    (body: CreatePermissionSetBody) => bodyOf(api.POST('/app/team/permission-sets', { body })),
    { invalidates: teamKeys.permissionSets() },
  );

export const useUpdatePermissionSet = (id: string) =>
  useCommand(
    (body: UpdatePermissionSetBody) =>
      bodyOf(api.POST('/app/team/permission-sets/{id}', { params: { path: { id } }, body })),
    // People's set names are shown in the People list.
    { invalidates: teamKeys.all },
  );

export const useDeletePermissionSet = (id: string) =>
  useCommand(
    () => bodyOf(api.DELETE('/app/team/permission-sets/{id}', { params: { path: { id } } })),
    { invalidates: teamKeys.permissionSets() },
  );
