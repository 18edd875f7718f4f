import type { z } from 'zod';
import { definePagedListSearch, searchText, v2PageParams } from '@/lib/list-search';
import type { WageListQuery } from '../api/employee-wages';

/** The Wages list's URL: one employee (the Staff employee drawer links here with it); the page. */
export const wagesSearch = definePagedListSearch({ employee_id: searchText(255) });

export type WagesSearch = z.output<typeof wagesSearch.schema>;

export function toWageListQuery(search: WagesSearch): WageListQuery {
  return { ...v2PageParams(search), employee_id: search.employee_id };
}
