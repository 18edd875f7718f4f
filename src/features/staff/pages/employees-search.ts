import { z } from 'zod';
import { Instant, SortOrder } from '../../../api/schemas/common';
import { V1EmployeeStatus } from '../../../api/schemas/staff';
import type { EmployeeListQuery } from '../api/employees';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Search params left at these values are kept out of the URL. */
export const employeesSearchDefaults: { order: 'DESC'; size: number; prev: string[] } = {
  order: 'DESC',
  size: 25,
  prev: [],
};

// The router parses `?external_id=123` as a number, so text params accept numbers too.
const searchText = (max: number) =>
  z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(max));

/**
 * The employee list's URL: filters, order, page size and keyset paging. `page` is the current
 * batch token and `prev` the tokens of the pages before it ('' for the first page), so Previous
 * works after a reload or from a shared link. Anything malformed falls back to its default.
 */
export const employeesSearchSchema = z.object({
  status: V1EmployeeStatus.optional().catch(undefined),
  external_id: searchText(255).optional().catch(undefined),
  created_from: Instant.optional().catch(undefined),
  created_to: Instant.optional().catch(undefined),
  updated_from: Instant.optional().catch(undefined),
  updated_to: Instant.optional().catch(undefined),
  order: SortOrder.default(employeesSearchDefaults.order).catch(employeesSearchDefaults.order),
  size: z
    .number()
    .int()
    .min(1)
    .max(200)
    .default(employeesSearchDefaults.size)
    .catch(employeesSearchDefaults.size),
  page: searchText(2048).optional().catch(undefined),
  prev: z.array(z.string().max(2048)).default([]).catch([]),
});

export type EmployeesSearch = z.infer<typeof employeesSearchSchema>;

export type EmployeeFilters = Pick<
  EmployeesSearch,
  'status' | 'external_id' | 'created_from' | 'created_to' | 'updated_from' | 'updated_to'
>;

const filterKeys = [
  'status',
  'external_id',
  'created_from',
  'created_to',
  'updated_from',
  'updated_to',
] as const satisfies ReadonlyArray<keyof EmployeeFilters>;

export function hasFilters(search: EmployeesSearch): boolean {
  return filterKeys.some((key) => search[key] !== undefined);
}

/** An end the service would reject (not after its begin) is dropped rather than failing the list. */
function endAfter(begin: string | undefined, end: string | undefined): string | undefined {
  if (begin && end && Date.parse(end) <= Date.parse(begin)) return undefined;
  return end;
}

/** Unset filters stay `undefined`: the query key's hash and the request both leave them out. */
export function toEmployeeListQuery(search: EmployeesSearch): EmployeeListQuery {
  return {
    order: search.order,
    limit: search.size,
    status: search.status,
    external_id: search.external_id,
    begin_created_at: search.created_from,
    end_created_at: endAfter(search.created_from, search.created_to),
    begin_updated_at: search.updated_from,
    end_updated_at: endAfter(search.updated_from, search.updated_to),
    batch_token: search.page,
  };
}

export function nextPageSearch(search: EmployeesSearch, nextToken: string): EmployeesSearch {
  return { ...search, page: nextToken, prev: [...search.prev, search.page ?? ''] };
}

export function previousPageSearch(search: EmployeesSearch): EmployeesSearch {
  return { ...search, page: search.prev.at(-1) || undefined, prev: search.prev.slice(0, -1) };
}

/** Batch tokens are tied to the filters they were issued for, so any change starts at page 1. */
export function withFilters(
  search: EmployeesSearch,
  change: Partial<Omit<EmployeesSearch, 'page' | 'prev'>>,
): EmployeesSearch {
  return { ...search, ...change, page: undefined, prev: [] };
}

export function withoutFilters(search: EmployeesSearch): EmployeesSearch {
  return { order: search.order, size: search.size, prev: [] };
}
