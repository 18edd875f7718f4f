import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/client';
import { infiniteListOptions, v2Page } from '@/api/paging';
import { bodyOf } from '@/api/queries';
import type { EmployeeWageT, ListEmployeeWagesQuery } from '@/api/schemas/employee-wages';
import { laborKeys } from './keys';

/** The list's filters, exactly as the contract takes them (the pages are the list's). */
export type WageListQuery = Omit<z.input<typeof ListEmployeeWagesQuery>, 'cursor' | 'limit'>;

/** The Wages list: one cursor page after another (the API's page size), all kept. */
export function wageListOptions(query: WageListQuery) {
  return infiniteListOptions({
    queryKey: laborKeys.wageList(query),
    fetchPage: async (cursor, signal) => {
      const body = await bodyOf(
        api.GET('/v2/labor/employee-wages', { params: { query: { ...query, cursor } }, signal }),
      );
      return v2Page<EmployeeWageT>(body.employee_wages, body.cursor);
    },
  });
}

export const useWages = (query: WageListQuery) => useInfiniteQuery(wageListOptions(query));
