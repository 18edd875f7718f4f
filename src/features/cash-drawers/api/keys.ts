import type { DrawerShiftListQuery } from '../lib/drawer-shifts-search';

/** Every Cash drawers query key. Read-only area: nothing here is invalidated by a command. */
export const drawerKeys = {
  all: ['cash-drawers'] as const,
  shifts: (locationId: string) => [...drawerKeys.all, locationId, 'shifts'] as const,
  shiftList: (locationId: string, query: DrawerShiftListQuery) =>
    [...drawerKeys.shifts(locationId), 'list', query] as const,
  shift: (locationId: string, shiftId: string) =>
    [...drawerKeys.shifts(locationId), 'detail', shiftId] as const,
};
