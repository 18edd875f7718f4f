import { queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/client';
import { collectAllPages, infiniteListOptions, v1Page } from '@/api/paging';
import { bodyOf, useCommand } from '@/api/queries';
import { entityTag } from '@/api/schemas/values';
import type {
  AppListEmployeesQuery,
  SetEmployeeStatusBody,
  V1CreateEmployeeBody,
  V1UpdateEmployeeBody,
} from '@/api/schemas/employees';
import { staffKeys } from './keys';

/** The list's filters and order, as the contract takes them (the pages are the list's). */
export type EmployeeListQuery = Omit<
  z.input<typeof AppListEmployeesQuery>,
  'batch_token' | 'limit'
>;

/**
 * The Employees list: one batch after another (the API's page size), all kept. The back office's
 * own list (`/app/staff/employees`): the public v1 list's filters and paging, plus the search `q`.
 */
export function employeeListOptions(query: EmployeeListQuery) {
  return infiniteListOptions({
    queryKey: staffKeys.employeeList(query),
    fetchPage: async (batch_token, signal) => {
      const { data, response } = await api.GET('/app/staff/employees', {
        params: { query: { ...query, batch_token } },
        signal,
      });
      return v1Page(data, response);
    },
  });
}

export const useEmployees = (query: EmployeeListQuery) =>
  useInfiniteQuery(employeeListOptions(query));

/** Every employee (all pages), for pickers and for naming employees in other lists. */
export function employeeDirectoryOptions() {
  return queryOptions({
    queryKey: staffKeys.employeeDirectory(),
    queryFn: ({ signal }) =>
      collectAllPages(async (batch_token) => {
        const { data, response } = await api.GET('/v1/me/employees', {
          params: { query: { limit: '200', batch_token } },
          signal,
        });
        return v1Page(data, response);
      }),
    staleTime: 60_000,
  });
}

export const useEmployeeDirectory = () => useQuery(employeeDirectoryOptions());

export function employeeOptions(id: string) {
  return queryOptions({
    queryKey: staffKeys.employee(id),
    queryFn: ({ signal }) =>
      bodyOf(
        api.GET('/v1/me/employees/{employee_id}', {
          params: { path: { employee_id: id } },
          signal,
        }),
      ),
  });
}

export const useEmployee = (id: string) => useQuery(employeeOptions(id));

export const useCreateEmployee = () =>
  useCommand(
    (body: z.input<typeof V1CreateEmployeeBody>) => bodyOf(api.POST('/v1/me/employees', { body })),
    { invalidates: staffKeys.employees() },
  );

/**
 * Saves changes made to the copy last updated at `read`: someone else's save since is not
 * overwritten (412, see `isVersionConflict`).
 */
export function useUpdateEmployee(id: string) {
  const queryClient = useQueryClient();
  return useCommand(
    ({ body, read }: { body: z.input<typeof V1UpdateEmployeeBody>; read: string }) =>
      bodyOf(
        api.PUT('/v1/me/employees/{employee_id}', {
          params: { path: { employee_id: id }, header: { 'if-match': entityTag(read) } },
          body,
        }),
      ),
    {
      invalidates: staffKeys.employees(),
      onSuccess: (employee) => queryClient.setQueryData(staffKeys.employee(id), employee),
    },
  );
}

/** Activates or deactivates an employee: the back office's own operation (not the public API's). */
export function useSetEmployeeStatus(id: string) {
  const queryClient = useQueryClient();
  return useCommand(
    async (status: z.input<typeof SetEmployeeStatusBody>['status']) =>
      (
        await bodyOf(
          api.PUT('/app/staff/employees/{employee_id}/status', {
            params: { path: { employee_id: id } },
            body: { status },
          }),
        )
      ).employee,
    {
      invalidates: staffKeys.employees(),
      onSuccess: (employee) => queryClient.setQueryData(staffKeys.employee(id), employee),
    },
  );
}
