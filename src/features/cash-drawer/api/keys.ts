import type { ShiftListQuery } from '../lib/shifts-search';

/** Every Cash drawers query key. Read-only area: nothing here is invalidated by a command. */
export const drawerKeys = {
  all: ['cash-drawers'] as const,
  shifts: (locationId: string) => [...drawerKeys.all, locationId, 'shifts'] as const,
  shiftList: (locationId: string, query: ShiftListQuery) =>
    [...drawerKeys.shifts(locationId), 'list', query] as const,
  shift: (locationId: string, shiftId: string) =>
    [...drawerKeys.shifts(locationId), 'detail', shiftId] as const,
};
