import { V1_EMPLOYEE_STATUSES } from '@/api/schemas/values';
import {
  defineListSearch,
  searchDay,
  searchEnum,
  searchText,
  timeRangeParams,
  type SearchOutput,
} from '@/lib/list-search';
import type { EmployeeListQuery } from '../api/employees';

/**
 * The Employees list's URL: the search (`q`: words in the name, email or external id), status,
 * external id, created and changed days; the order.
 */
export const employeesSearch = defineListSearch({
  q: searchText(200),
  status: searchEnum(V1_EMPLOYEE_STATUSES),
  external_id: searchText(255),
  created_from: searchDay,
  created_to: searchDay,
  updated_from: searchDay,
  updated_to: searchDay,
});

export type EmployeesSearch = SearchOutput<typeof employeesSearch.schema>;

/** The API request for the URL; days are whole days in `timeZone` (the selected location's). */
export function toEmployeeListQuery(search: EmployeesSearch, timeZone: string): EmployeeListQuery {
  return {
    order: search.order,
    ...timeRangeParams(search, { created: 'created_at', updated: 'updated_at' }, timeZone),
    q: search.q,
    status: search.status,
    external_id: search.external_id,
  };
}
