import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { collectAllPages, v1Page } from '../../../api/paging';
import type {
  V1CreateEmployeeBody,
  V1ListEmployeesQuery,
  V1UpdateEmployeeBody,
} from '../../../api/schemas/employees';
import { staffKeys } from './keys';

/** The list's request, exactly as the contract takes it. */
export type EmployeeListQuery = z.input<typeof V1ListEmployeesQuery>;

export function employeeListOptions(query: EmployeeListQuery) {
  return queryOptions({
    queryKey: staffKeys.employeeList(query),
    queryFn: async ({ signal }) => {
      const { data, response } = await api.GET('/v1/me/employees', { params: { query }, signal });
      return v1Page(data, response);
    },
    placeholderData: (previous) => previous,
  });
}

export const useEmployees = (query: EmployeeListQuery) => useQuery(employeeListOptions(query));

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
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/v1/me/employees/{employee_id}', {
        params: { path: { employee_id: id } },
        signal,
      });
      return data!;
    },
  });
}

export const useEmployee = (id: string) => useQuery(employeeOptions(id));

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof V1CreateEmployeeBody>) => {
      const { data } = await api.POST('/v1/me/employees', { body });
      return data!;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.employees() }),
  });
}

export function useUpdateEmployee(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof V1UpdateEmployeeBody>) => {
      const { data } = await api.PUT('/v1/me/employees/{employee_id}', {
        params: { path: { employee_id: id } },
        body,
      });
      return data!;
    },
    onSuccess: (employee) => {
      queryClient.setQueryData(staffKeys.employee(id), employee);
      return queryClient.invalidateQueries({ queryKey: staffKeys.employees() });
    },
  });
}
