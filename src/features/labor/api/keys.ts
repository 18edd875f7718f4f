import { employeeWagesKey, workedTimeKey } from '@/api/queries';
import type { ShiftListRequest, ShiftSearchRequest } from '../lib/shifts-search';
import type { LaborSalesQuery } from './labor-sales';
import type { WageListQuery } from './employee-wages';
import type { WorkedTimeSelection } from './worked-time';

/** Every Labor query key, so mutations invalidate exactly what they touch. */
export const laborKeys = {
  all: ['labor'] as const,
  breakTypes: () => [...laborKeys.all, 'break-types'] as const,
  breakTypeList: (locationId: string) => [...laborKeys.breakTypes(), 'list', locationId] as const,
  breakType: (id: string) => [...laborKeys.breakTypes(), 'detail', id] as const,
  /** Under the shared worked-time root: a timecard edit in Staff marks shifts stale too. */
  shifts: () => [...workedTimeKey, 'shifts'] as const,
  /** One page of a search. */
  shiftSearch: (request: ShiftSearchRequest) => [...laborKeys.shifts(), 'search', request] as const,
  /** The Shifts list: a search's pages, loaded one after another. */
  shiftList: (request: ShiftListRequest) => [...laborKeys.shifts(), 'list', request] as const,
  /** Every page of a search (a week's shifts). */
  shiftSearchAll: (request: ShiftSearchRequest) =>
    [...laborKeys.shifts(), 'search-all', request] as const,
  shift: (id: string) => [...laborKeys.shifts(), 'detail', id] as const,
  /** Worked time from the service: under shifts, so every shift edit invalidates it. */
  workedTime: (selection: WorkedTimeSelection) =>
    [...laborKeys.shifts(), 'worked-time', selection] as const,
  /** Under the shared wages root: a wage set in Staff's employee drawer marks the list stale. */
  wages: () => [...employeeWagesKey, 'labor'] as const,
  wageList: (query: WageListQuery) => [...laborKeys.wages(), 'list', query] as const,
  workweekConfig: () => [...laborKeys.all, 'workweek-config'] as const,
  /** Labor cost vs sales of a location and days: its labor is worked time. */
  laborSales: (query: LaborSalesQuery) => [...workedTimeKey, 'labor-vs-sales', query] as const,
};
