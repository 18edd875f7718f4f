import { useCallback, useMemo } from 'react';
import type { V1EmployeeT } from '@/api/schemas/employees';
import type { EmployeeChoices } from '@/components/employee-select';
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

/**
 * The choices of an employee picker (`EmployeeSelect` in components), by name; inactive employees
 * are marked. Other areas (labor) use it along their edge to `staff/api`.
 */
export function useEmployeeChoices(): EmployeeChoices {
  const directory = useEmployeeDirectory();
  const options = useMemo(
    () =>
      (directory.data ?? [])
        .map((employee) => ({
          value: employee.id,
          label: employeeFullName(employee) + (employee.status === 'INACTIVE' ? ' (inactive)' : ''),
          keywords: [employee.email, employee.external_id].filter((k): k is string => Boolean(k)),
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [directory.data],
  );
  const placeholder = directory.isPending
    ? 'Loading employees…'
    : directory.isError
      ? 'Employees could not be loaded'
      : 'Choose an employee';
  return { options, placeholder, loading: directory.isPending };
}
