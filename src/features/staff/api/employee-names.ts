import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { V1EmployeeT } from '@/api/schemas/employees';
import type { EmployeeChoices } from '@/components/employee-select';
import { employeeDirectoryOptions, useEmployeeDirectory } from './employees';

export function employeeFullName(employee: Pick<V1EmployeeT, 'first_name' | 'last_name'>) {
  return `${employee.first_name} ${employee.last_name}`;
}

/**
 * Names employees by id from the directory; ids it does not know read "Unknown employee". Other
 * areas (labor, cash drawers) may use it along their edge to `staff/api`.
 */
export function useEmployeeName() {
  const directory = useEmployeeDirectory();
  const known = useNamesOf(directory.data);
  return useCallback(
    (id: string) => known(id) ?? (directory.isPending ? 'Loading…' : 'Unknown employee'),
    [known, directory.isPending],
  );
}

function useNamesOf(employees: readonly V1EmployeeT[] | undefined) {
  const names = useMemo(
    () => new Map((employees ?? []).map((e) => [e.id, employeeFullName(e)])),
    [employees],
  );
  return useCallback((id: string): string | undefined => names.get(id), [names]);
}

/**
 * Names employees by id, undefined for an id the directory does not have (or before it loads):
 * for text that shows the id instead, such as the activity log's changes. Only asks the service
 * when `ask` (a person without "See employees and roles" would be refused).
 */
export function useKnownEmployeeName(ask = true) {
  const directory = useQuery({ ...employeeDirectoryOptions(), enabled: ask });
  return useNamesOf(directory.data);
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
