import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { locationsQueryOptions } from '../../../api/account';
import { RouteDrawer } from '../../../components/route-drawer';
import { useCreateEmployee } from '../api/employees';
import { useRoles } from '../api/roles';
import { CreateEmployeeForm } from '../components/employees/employee-form';

export function EmployeeCreateDrawer() {
  const navigate = useNavigate({ from: '/staff/employees/new' });
  const roles = useRoles();
  const locations = useQuery(locationsQueryOptions());
  const createEmployee = useCreateEmployee();

  return (
    <RouteDrawer
      title="New employee"
      onClosed={() => void navigate({ to: '/staff/employees', search: true })}
    >
      {(close) => (
        <CreateEmployeeForm
          roles={roles.data}
          locations={locations.data}
          onCancel={close}
          onSubmit={async (body) => {
            const employee = await createEmployee.mutateAsync(body);
            notifications.show({
              color: 'green',
              title: 'Employee added',
              message: `${employee.first_name} ${employee.last_name} was added. New employees start inactive.`,
            });
            close();
          }}
        />
      )}
    </RouteDrawer>
  );
}
