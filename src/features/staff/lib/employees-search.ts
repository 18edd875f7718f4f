import type { z } from 'zod';
import { V1EmployeeStatus } from '../../../api/schemas/employees';
import { defineListSearch, searchDay, searchText } from '../../../lib/list-search';
import { dayRangeToInstants } from '../../../lib/time-zone';
import type { EmployeeListQuery } from '../api/employees';

/** The Employees list's URL: status, external id, created and changed days; then the page. */
export const employeesSearch = defineListSearch({
  status: V1EmployeeStatus.optional().catch(undefined),
  external_id: searchText(255),
  created_from: searchDay,
  created_to: searchDay,
  updated_from: searchDay,
  updated_to: searchDay,
});

export type EmployeesSearch = z.output<typeof employeesSearch.schema>;

/** The API request for the URL; days are whole days in `timeZone` (the selected location's). */
export function toEmployeeListQuery(search: EmployeesSearch, timeZone: string): EmployeeListQuery {
  const created = dayRangeToInstants(search.created_from, search.created_to, timeZone);
  const updated = dayRangeToInstants(search.updated_from, search.updated_to, timeZone);
  return {
    order: search.order,
    limit: String(search.size),
    status: search.status,
    external_id: search.external_id,
    begin_created_at: created.begin,
    end_created_at: created.end,
    begin_updated_at: updated.begin,
    end_updated_at: updated.end,
    batch_token: search.page,
  };
}
