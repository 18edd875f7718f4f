import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { locationsQueryOptions } from '../../../api/account';
import { QueryState } from '../../../components/query-state';
import { RouteDrawer } from '../../../components/route-drawer';
import { useEmployee, useUpdateEmployee } from '../api/employees';
import { useRoles } from '../api/roles';
import { EditEmployeeForm } from '../components/employees/employee-form';

const route = getRouteApi('/_app/staff/employees/$employeeId');

export function EmployeeEditDrawer() {
  const { employeeId } = route.useParams();
  const navigate = route.useNavigate();
  const employee = useEmployee(employeeId);
  const roles = useRoles();
  const locations = useQuery(locationsQueryOptions());
  const updateEmployee = useUpdateEmployee(employeeId);
  const title = employee.data
    ? `Edit ${employee.data.first_name} ${employee.data.last_name}`
    : 'Edit employee';

  return (
    <RouteDrawer
      title={title}
      onClosed={() => void navigate({ to: '/staff/employees', search: true })}
    >
      {(close) => (
        <QueryState query={employee} subject="employee" skeletonRows={6}>
          {(current) => (
            <EditEmployeeForm
              key={current.id}
              employee={current}
              roles={roles.data}
              locations={locations.data}
              onCancel={close}
              onSubmit={async (changes) => {
                const saved = await updateEmployee.mutateAsync(changes);
                notifications.show({
                  color: 'green',
                  title: 'Changes saved',
                  message: `${saved.first_name} ${saved.last_name} was updated.`,
                });
                close();
              }}
            />
          )}
        </QueryState>
      )}
    </RouteDrawer>
  );
}
