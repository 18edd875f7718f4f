import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/client';
import { v2Page } from '@/api/paging';
import { bodyOf } from '@/api/queries';
import type { EmployeeWageT, ListEmployeeWagesQuery } from '@/api/schemas/employee-wages';
import { laborKeys } from './keys';

/** The list's request, exactly as the contract takes it. */
export type WageListQuery = z.input<typeof ListEmployeeWagesQuery>;

async function wagePage(query: WageListQuery, signal?: AbortSignal) {
  const body = await bodyOf(api.GET('/v2/labor/employee-wages', { params: { query }, signal }));
  return v2Page<EmployeeWageT>(body.employee_wages, body.cursor);
}

export function wageListOptions(query: WageListQuery) {
  return queryOptions({
    queryKey: laborKeys.wageList(query),
    queryFn: ({ signal }) => wagePage(query, signal),
    placeholderData: (previous) => previous,
  });
}

export const useWages = (query: WageListQuery) => useQuery(wageListOptions(query));
