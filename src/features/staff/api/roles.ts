import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/client';
import { collectAllPages, v1Page } from '@/api/paging';
import { bodyOf, useCommand } from '@/api/queries';
import { entityTag } from '@/api/schemas/values';
import type { V1CreateEmployeeRoleBody, V1UpdateEmployeeRoleBody } from '@/api/schemas/roles';
import { staffKeys } from './keys';

/** All roles (a merchant has few), oldest first. */
export function roleListOptions() {
  return queryOptions({
    queryKey: staffKeys.roleList(),
    queryFn: ({ signal }) =>
      collectAllPages(async (batch_token) => {
        const { data, response } = await api.GET('/v1/me/roles', {
          params: { query: { limit: '200', batch_token } },
          signal,
        });
        return v1Page(data, response);
      }),
  });
}

export const useRoles = () => useQuery(roleListOptions());

export function roleOptions(id: string) {
  return queryOptions({
    queryKey: staffKeys.role(id),
    queryFn: ({ signal }) =>
      bodyOf(
        api.GET('/v1/me/roles/{role_id}', {
          params: { path: { role_id: id } },
          signal,
        }),
      ),
  });
}

export const useRole = (id: string) => useQuery(roleOptions(id));

export const useCreateRole = () =>
  useCommand(
    (body: z.input<typeof V1CreateEmployeeRoleBody>) => bodyOf(api.POST('/v1/me/roles', { body })),
    { invalidates: staffKeys.roles() },
  );

/**
 * Saves changes made to the copy last updated at `read`: someone else's save since is not
 * overwritten (412, see `isVersionConflict`).
 */
export function useUpdateRole(id: string) {
  const queryClient = useQueryClient();
  return useCommand(
    ({ body, read }: { body: z.input<typeof V1UpdateEmployeeRoleBody>; read: string }) =>
      bodyOf(
        api.PUT('/v1/me/roles/{role_id}', {
          params: { path: { role_id: id }, header: { 'if-match': entityTag(read) } },
          body,
        }),
      ),
    {
      invalidates: staffKeys.roles(),
      onSuccess: (role) => queryClient.setQueryData(staffKeys.role(id), role),
    },
  );
}
