import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { bodyOf } from '../../../api/queries';
import type { ShiftListQuery } from '../lib/shifts-search';
import { drawerKeys } from './keys';

/**
 * A location's shifts opened in the query's period (GET /v1/{location_id}/cash-drawer-shifts):
 * one answer, no pages. `enabled` is false for a period the form refused, so no request is sent.
 */
export function shiftListOptions(locationId: string, query: ShiftListQuery, enabled = true) {
  return queryOptions({
    queryKey: drawerKeys.shiftList(locationId, query),
    queryFn: async ({ signal }) =>
      (await bodyOf(
        api.GET('/v1/{location_id}/cash-drawer-shifts', {
          params: { path: { location_id: locationId }, query },
          signal,
        }),
      )) ?? [],
    enabled,
    placeholderData: (previous) => previous,
  });
}

export const useShiftList = (locationId: string, query: ShiftListQuery, enabled: boolean) =>
  useQuery(shiftListOptions(locationId, query, enabled));

/** One shift with its events (GET /v1/{location_id}/cash-drawer-shifts/{shift_id}). */
export function shiftOptions(locationId: string, shiftId: string) {
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

export const useShift = (locationId: string, shiftId: string) =>
  useQuery({ ...shiftOptions(locationId, shiftId), enabled: locationId !== '' });
