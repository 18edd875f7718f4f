import {
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/client';
import { infiniteListOptions, v2Page } from '@/api/paging';
import { bodyOf, useCommand, workedTimeKey } from '@/api/queries';
import type {
  CreateShiftRequest,
  ShiftT,
  ShiftTimes,
  UpdateShiftRequest,
} from '@/api/schemas/shifts';
import type { OtherShift } from '../lib/shift-form';
import type { ShiftListRequest, ShiftSearchRequest } from '../lib/shifts-search';
import { laborKeys } from './keys';
import { unwrap } from './unwrap';

async function searchPage(request: ShiftSearchRequest, signal?: AbortSignal) {
  const body = await bodyOf(api.POST('/v2/labor/shifts/search', { body: request, signal }));
  return v2Page<ShiftT>(body.shifts, body.cursor);
}

/** The Shifts list: a search's pages (the API's page size) one after another, all kept. */
export function shiftListOptions(request: ShiftListRequest) {
  return infiniteListOptions({
    queryKey: laborKeys.shiftList(request),
    fetchPage: (cursor, signal) => searchPage({ ...request, cursor }, signal),
  });
}

export const useShiftList = (request: ShiftListRequest) =>
  useInfiniteQuery(shiftListOptions(request));

/** One page of a shift search (e.g. the open shifts before a week). */
function shiftSearchOptions(request: ShiftSearchRequest) {
  return queryOptions({
    queryKey: laborKeys.shiftSearch(request),
    queryFn: ({ signal }) => searchPage(request, signal),
    placeholderData: (previous) => previous,
  });
}

export const useShiftSearch = (request: ShiftSearchRequest) =>
  useQuery(shiftSearchOptions(request));

/** The most pages one week is read in (200 shifts each): 20,000 shifts. */
const MAX_PAGES = 100;

export interface AllShifts {
  shifts: ShiftT[];
  /** False when the search had more pages than are read; totals would be short. */
  complete: boolean;
}

/** Every page of a search: a week of shifts for the schedule and the hours. */
export function allShiftsOptions(request: ShiftSearchRequest) {
  return queryOptions({
    queryKey: laborKeys.shiftSearchAll(request),
    queryFn: async ({ signal }): Promise<AllShifts> => {
      const shifts: ShiftT[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const { items, nextToken } = await searchPage({ ...request, cursor }, signal);
        shifts.push(...items);
        cursor = nextToken;
        if (!cursor) return { shifts, complete: true };
      }
      return { shifts, complete: false };
    },
    placeholderData: (previous) => previous,
  });
}

export const useAllShifts = (request: ShiftSearchRequest, enabled = true) =>
  useQuery({ ...allShiftsOptions(request), enabled });

export function shiftOptions(id: string) {
  return queryOptions({
    queryKey: laborKeys.shift(id),
    queryFn: async ({ signal }) =>
      unwrap(
        (await bodyOf(api.GET('/v2/labor/shifts/{id}', { params: { path: { id } }, signal })))
          .shift,
        'shift',
      ),
  });
}

export const useShift = (id: string) => useQuery(shiftOptions(id));

/**
 * The employee's shifts that could overlap `shift`: the finished ones whose times reach into it
 * and the open one, if any. Asked fresh each time (the form checks before saving).
 */
export async function findOverlappingShifts(
  queryClient: QueryClient,
  shift: ShiftTimes & { employee_id: string },
): Promise<OtherShift[]> {
  const employee_id = [shift.employee_id];
  const fetchAll = (request: ShiftSearchRequest) =>
    queryClient.fetchQuery({ ...allShiftsOptions(request), staleTime: 0 });
  try {
    const [finished, open] = await Promise.all([
      fetchAll({
        query: {
          filter: {
            employee_id,
            // Started before this one ends and ended after it starts (both ends inclusive).
            ...(shift.end_at ? { start: { end_at: shift.end_at } } : {}),
            end: { start_at: shift.start_at },
          },
        },
      }),
      fetchAll({ query: { filter: { employee_id, status: 'OPEN' } } }),
    ]);
    return [...finished.shifts, ...open.shifts];
  } catch {
    // Without the lookup the service still refuses an overlap; the form then shows its answer.
    return [];
  }
}

export const useCreateShift = () =>
  useCommand(
    async (body: z.input<typeof CreateShiftRequest>) =>
      unwrap((await bodyOf(api.POST('/v2/labor/shifts', { body }))).shift, 'shift'),
    { invalidates: workedTimeKey },
  );

export function useUpdateShift(id: string) {
  const queryClient = useQueryClient();
  return useCommand(
    async (body: z.input<typeof UpdateShiftRequest>) =>
      unwrap(
        (await bodyOf(api.PUT('/v2/labor/shifts/{id}', { params: { path: { id } }, body }))).shift,
        'shift',
      ),
    {
      invalidates: workedTimeKey,
      onSuccess: (shift) => queryClient.setQueryData(laborKeys.shift(id), shift),
    },
  );
}

export function useDeleteShift(id: string) {
  const queryClient = useQueryClient();
  return useCommand(
    () => bodyOf(api.DELETE('/v2/labor/shifts/{id}', { params: { path: { id } } })),
    {
      invalidates: workedTimeKey,
      onSuccess: () => queryClient.removeQueries({ queryKey: laborKeys.shift(id) }),
    },
  );
}
