import { useCallback, useMemo } from 'react';
import type { V1EmployeeT } from '@/api/schemas/employees';
import { useEmployeeDirectory } from './employees';

export function employeeFullName(employee: Pick<V1EmployeeT, 'first_name' | 'last_name'>) {
  return `${employee.first_name} ${employee.last_name}`;
}

/**
 * Names employees by id from the directory; ids it does not know read "Unknown employee". Other
 * areas (labor, cash drawers) may use it along their edge to `staff/api`.
 */
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

/** The employee options of a picker, by name; inactive employees are marked. */
export function useEmployeeOptions() {
  const directory = useEmployeeDirectory();
  const options = useMemo(
    () =>
      (directory.data ?? [])
        .map((employee) => ({
          value: employee.id,
          label: employeeFullName(employee) + (employee.status === 'INACTIVE' ? ' (inactive)' : ''),
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [directory.data],
  );
  const placeholder = directory.isPending
    ? 'Loading employees…'
    : directory.isError
      ? 'Employees could not be loaded'
      : 'Choose an employee';
  return { options, directory, placeholder };
}
