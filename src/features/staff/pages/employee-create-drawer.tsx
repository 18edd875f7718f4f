import { useQuery } from '@tanstack/react-query';
import { notifyDone } from '@/components/notify';
import { locationsQueryOptions } from '@/api/account';
import { RouteDrawer } from '@/components/route-drawer';
import { employeeFullName } from '../api/employee-names';
import { useCreateEmployee } from '../api/employees';
import { useRoles } from '../api/roles';
import { EmployeeForm } from '../components/employees/employee-form';
import { useBackToList } from '@/lib/use-back';

export function EmployeeCreateDrawer() {
  const back = useBackToList('/staff/employees');
  const roles = useRoles();
  const locations = useQuery(locationsQueryOptions());
  const createEmployee = useCreateEmployee();

  return (
    <RouteDrawer title="New employee" onClosed={back.list}>
      {(close) => (
        <EmployeeForm
          roles={roles.data}
          locations={locations.data}
          onCancel={close}
          onSave={async (body) => {
            const employee = await createEmployee.mutateAsync(body);
            notifyDone(
              'Employee added',
              `${employeeFullName(employee)} was added. New employees start inactive.`,
            );
            close();
          }}
        />
      )}
    </RouteDrawer>
  );
}
