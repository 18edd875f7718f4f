import { employeeWagesKey, workedTimeKey } from '@/api/queries';
import type { EmployeeListQuery } from './employees';
import type { TimecardListQuery } from './timecards';

/** Every Staff query key, so mutations invalidate exactly what they touch. */
export const staffKeys = {
  all: ['staff'] as const,
  employees: () => [...staffKeys.all, 'employees'] as const,
  employeeList: (query: EmployeeListQuery) => [...staffKeys.employees(), 'list', query] as const,
  employeeDirectory: () => [...staffKeys.employees(), 'directory'] as const,
  employee: (id: string) => [...staffKeys.employees(), 'detail', id] as const,
  /** Under the shared wages root: Labor's Wages list is marked stale with them. */
  wages: () => [...employeeWagesKey, 'staff'] as const,
  employeeWages: (employeeId: string) => [...staffKeys.wages(), employeeId] as const,
  roles: () => [...staffKeys.all, 'roles'] as const,
  roleList: () => [...staffKeys.roles(), 'list'] as const,
  role: (id: string) => [...staffKeys.roles(), 'detail', id] as const,
  /** Under the shared worked-time root: a shift edit in Labor marks timecards stale too. */
  timecards: () => [...workedTimeKey, 'timecards'] as const,
  timecardList: (query: TimecardListQuery) => [...staffKeys.timecards(), 'list', query] as const,
  timecard: (id: string) => [...staffKeys.timecards(), 'detail', id] as const,
  timecardEvents: (id: string) => [...staffKeys.timecards(), 'events', id] as const,
};
