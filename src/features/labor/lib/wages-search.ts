import { defineListSearch, searchText, type SearchOutput } from '@/lib/list-search';
import type { WageListQuery } from '../api/employee-wages';

/** The Wages list's URL: one employee (the Staff employee drawer links here with it). */
export const wagesSearch = defineListSearch({ employee_id: searchText(255) });

export type WagesSearch = SearchOutput<typeof wagesSearch.schema>;

export function toWageListQuery(search: WagesSearch): WageListQuery {
  return { employee_id: search.employee_id };
}
