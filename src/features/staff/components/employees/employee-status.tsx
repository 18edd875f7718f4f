import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { V1EmployeeT } from '@/api/schemas/employees';
import { ConfirmButton } from '@/components/confirm-button';
import { describeFailure } from '@/components/form-errors';
import { notifyDone } from '@/components/notify';
import { employeeFullName } from '../../api/employee-names';
import { useSetEmployeeStatus } from '../../api/employees';

type EmployeeStatus = V1EmployeeT['status'];

export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  return (
    // The dot variant keeps the label in the body text colour: light badges fail AA contrast.
    <Badge color={status === 'ACTIVE' ? 'green' : 'gray'} variant="dot" miw="max-content">
      {status === 'ACTIVE' ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** A new employee's status: they start inactive and are activated from their drawer. */
export function NewEmployeeStatusNote() {
  return (
    <div>
      <Group gap="xs" mb={4}>
        <Text size="sm" fw={500}>
          Status
        </Text>
        <EmployeeStatusBadge status="INACTIVE" />
      </Group>
      <Text size="xs" c="dimmed">
        New employees start inactive; activate them from their page once they are added.
      </Text>
    </div>
  );
}

/**
 * The employee's status and the back office's own command to change it (the public API cannot):
 * Activate at once; Deactivate after a confirmation naming the person.
 */
export function EmployeeStatusControl({ employee }: { employee: V1EmployeeT }) {
  const setStatus = useSetEmployeeStatus(employee.id);
  const name = employeeFullName(employee);
  const change = async (status: EmployeeStatus) => {
    const verb = status === 'ACTIVE' ? 'activate' : 'deactivate';
    try {
      const saved = await setStatus.mutateAsync(status);
      notifyDone(
        `Employee ${verb}d`,
        `${employeeFullName(saved)} is now ${status === 'ACTIVE' ? 'active' : 'inactive'}.`,
      );
    } catch (error) {
      notifications.show({
        color: 'red',
        title: `Could not ${verb} ${name}`,
        message: describeFailure(error),
      });
      throw error;
    }
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" mb={4}>
          <Text size="sm" fw={500}>
            Status
          </Text>
          <EmployeeStatusBadge status={employee.status} />
        </Group>
        <Text size="xs" c="dimmed">
          {employee.status === 'ACTIVE'
            ? 'Deactivate them when they leave; their records are kept.'
            : 'Activate them when they start working here.'}
        </Text>
      </div>
      {employee.status === 'ACTIVE' ? (
        <ConfirmButton
          flex="none"
          variant="default"
          color="red"
          title={`Deactivate ${name}?`}
          message={`${name} will be marked inactive. Their timecards, shifts and wages are kept, and you can activate them again at any time.`}
          confirmLabel={`Deactivate ${name}`}
          keepLabel="Keep active"
          onConfirm={() => change('INACTIVE')}
        >
          Deactivate
        </ConfirmButton>
      ) : (
        <Button
          flex="none"
          variant="default"
          loading={setStatus.isPending}
          onClick={() => void change('ACTIVE').catch(() => undefined)}
        >
          Activate
        </Button>
      )}
    </Group>
  );
}
