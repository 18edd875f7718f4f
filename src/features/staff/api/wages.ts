import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/client';
import { collectAllPages, v2Page } from '@/api/paging';
import { bodyOf, employeeWagesKey, useCommand, workedTimeKey } from '@/api/queries';
import type { EmployeeWageBody, EmployeeWageT } from '@/api/schemas/employee-wages';
import { staffKeys } from './keys';

/**
 * An employee's wages, all of them (a handful), for their drawer. Read through the public wage
 * list; written through the back office's own `/app/staff/…` operations.
 */
export function employeeWagesOptions(employeeId: string) {
  return queryOptions({
    queryKey: staffKeys.employeeWages(employeeId),
    queryFn: ({ signal }) =>
      collectAllPages(async (cursor) => {
        const body = await bodyOf(
          api.GET('/v2/labor/employee-wages', {
            params: { query: { employee_id: employeeId, cursor } },
            signal,
          }),
        );
        return v2Page<EmployeeWageT>(body.employee_wages, body.cursor);
      }),
  });
}

export const useEmployeeWages = (employeeId: string) => useQuery(employeeWagesOptions(employeeId));

type WageBody = z.input<typeof EmployeeWageBody>;

/** Every wage list (Staff's and Labor's), and labor cost, which is costed at wages. */
const wageCommand = { invalidates: employeeWagesKey, alsoInvalidates: workedTimeKey };

export const useCreateWage = (employeeId: string) =>
  useCommand(
    async (body: WageBody) =>
      (
        await bodyOf(
          api.POST('/app/staff/employees/{employee_id}/wages', {
            params: { path: { employee_id: employeeId } },
            body,
          }),
        )
      ).employee_wage,
    wageCommand,
  );

export const useUpdateWage = () =>
  useCommand(
    async ({ id, body }: { id: string; body: WageBody }) =>
      (
        await bodyOf(
          api.PUT('/app/staff/employee-wages/{wage_id}', {
            params: { path: { wage_id: id } },
            body,
          }),
        )
      ).employee_wage,
    wageCommand,
  );

export const useDeleteWage = () =>
  useCommand(
    (id: string) =>
      bodyOf(
        api.DELETE('/app/staff/employee-wages/{wage_id}', { params: { path: { wage_id: id } } }),
      ),
    wageCommand,
  );
