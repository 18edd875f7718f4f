import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { infiniteListOptions } from '@/api/paging';
import { bodyOf } from '@/api/queries';
import type { DrawerShiftListQuery } from '../lib/drawer-shifts-search';
import { drawerKeys } from './keys';

/**
 * A location's shifts opened in the query's period (GET /v1/{location_id}/cash-drawer-shifts): the
 * service answers at once, so the list has one page. `enabled` is false for a period the form
 * refused, so no request is sent.
 */
export function drawerShiftListOptions(
  locationId: string,
  query: DrawerShiftListQuery,
  enabled = true,
) {
  return {
    ...infiniteListOptions({
      queryKey: drawerKeys.shiftList(locationId, query),
      fetchPage: async (_token, signal) => ({
        items:
          (await bodyOf(
            api.GET('/v1/{location_id}/cash-drawer-shifts', {
              params: { path: { location_id: locationId }, query },
              signal,
            }),
          )) ?? [],
        nextToken: undefined,
      }),
    }),
    enabled,
  };
}

export const useDrawerShiftList = (
  locationId: string,
  query: DrawerShiftListQuery,
  enabled: boolean,
) => useInfiniteQuery(drawerShiftListOptions(locationId, query, enabled));

/** One shift with its events (GET /v1/{location_id}/cash-drawer-shifts/{shift_id}). */
export function drawerShiftOptions(locationId: string, shiftId: string) {
  return queryOptions({
    queryKey: drawerKeys.shift(locationId, shiftId),
    queryFn: ({ signal }) =>
      bodyOf(
        api.GET('/v1/{location_id}/cash-drawer-shifts/{shift_id}', {
          params: { path: { location_id: locationId, shift_id: shiftId } },
          signal,
        }),
      ),
  });
}

export const useDrawerShift = (locationId: string, shiftId: string) =>
  useQuery({ ...drawerShiftOptions(locationId, shiftId), enabled: locationId !== '' });
