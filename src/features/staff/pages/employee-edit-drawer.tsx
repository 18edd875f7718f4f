import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { locationsQueryOptions } from '@/api/account';
import { notifyDone } from '@/components/notify';
import { LoadedOverlay } from '@/components/route-drawer';
import { ResourceHistory } from '@/components/resource-history';
import { RouterAnchor } from '@/components/router-anchor';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { useStaleVersion } from '@/lib/use-stale-version';
import { employeeFullName } from '../api/employee-names';
import { useEmployee, useUpdateEmployee } from '../api/employees';
import { staffKeys } from '../api/keys';
import { useRoles } from '../api/roles';
import { EmployeeForm } from '../components/employees/employee-form';
import { useBackToList } from '@/lib/use-back';

const route = getRouteApi('/_app/staff/employees/$employeeId');

export function EmployeeEditDrawer() {
  const { employeeId } = route.useParams();
  const back = useBackToList('/staff/employees');
  const employee = useEmployee(employeeId);
  const roles = useRoles();
  const locations = useQuery(locationsQueryOptions());
  const updateEmployee = useUpdateEmployee(employeeId);
  const { stale, reloading, guard, reload } = useStaleVersion(() => employee.refetch());

  return (
    <LoadedOverlay
      title={employee.data ? `Edit ${employeeFullName(employee.data)}` : 'Edit employee'}
      query={employee}
      subject="employee"
      onClosed={back.list}
    >
      {(current, close) => (
        <Stack gap="md">
          {/* A link by URL only: Staff does not import the Labor area. */}
          <Text size="sm">
            Hourly rates:{' '}
            <RouterAnchor to="/labor/wages" search={{ employee_id: current.id }} underline="always">
              {employeeFullName(current)}&apos;s wages
            </RouterAnchor>
          </Text>
          {stale ? (
            <StaleVersionAlert what="employee" onReload={reload} reloading={reloading} />
          ) : null}
          <EmployeeForm
            // Saved against the copy it started from; a reload starts it over from the new one.
            key={current.updated_at}
            resource={current}
            roles={roles.data}
            locations={locations.data}
            onCancel={close}
            onSave={guard(async (changes) => {
              const saved = await updateEmployee.mutateAsync({
                body: changes,
                read: current.updated_at,
              });
              notifyDone('Changes saved', `${employeeFullName(saved)} was updated.`);
              close();
            })}
          />
          <ResourceHistory
            ownerKey={staffKeys.employee(current.id)}
            resourceId={current.id}
            noun="employee"
          />
        </Stack>
      )}
    </LoadedOverlay>
  );
}
