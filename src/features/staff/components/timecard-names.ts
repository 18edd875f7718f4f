import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { V1EmployeeT } from '../../../api/schemas/staff';
import { locationsQueryOptions } from '../../../app/shell/account-queries';
import { useEmployeeDirectory } from '../api/employees';

export function employeeFullName(employee: Pick<V1EmployeeT, 'first_name' | 'last_name'>) {
  return `${employee.first_name} ${employee.last_name}`;
}

/** Names employees by id from the directory; ids it does not know read "Unknown employee". */
export function useEmployeeName() {
  const directory = useEmployeeDirectory();
  const names = useMemo(
    () => new Map((directory.data ?? []).map((e) => [e.id, employeeFullName(e)])),
    [directory.data],
  );
  return useCallback(
    (id: string) => names.get(id) ?? (directory.isPending ? 'Loading…' : 'Unknown employee'),
    [names, directory.isPending],
  );
}

export function useLocationName() {
  const locations = useQuery(locationsQueryOptions());
  const names = useMemo(
    () => new Map((locations.data ?? []).map((l) => [l.id, l.name])),
    [locations.data],
  );
  return useCallback((id: string | undefined) => (id ? names.get(id) : undefined), [names]);
}

/** The browser's IANA zone, shown next to times so nobody mistakes them for UTC. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
