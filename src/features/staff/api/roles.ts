import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { collectAllPages, v1Page } from '../../../api/paging';
import type {
  V1CreateEmployeeRoleBody,
  V1UpdateEmployeeRoleBody,
} from '../../../api/schemas/roles';
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
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/v1/me/roles/{role_id}', {
        params: { path: { role_id: id } },
        signal,
      });
      return data!;
    },
  });
}

export const useRole = (id: string) => useQuery(roleOptions(id));

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof V1CreateEmployeeRoleBody>) => {
      const { data } = await api.POST('/v1/me/roles', { body });
      return data!;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.roles() }),
  });
}

export function useUpdateRole(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof V1UpdateEmployeeRoleBody>) => {
      const { data } = await api.PUT('/v1/me/roles/{role_id}', {
        params: { path: { role_id: id } },
        body,
      });
      return data!;
    },
    onSuccess: (role) => {
      queryClient.setQueryData(staffKeys.role(id), role);
      return queryClient.invalidateQueries({ queryKey: staffKeys.roles() });
    },
  });
}
