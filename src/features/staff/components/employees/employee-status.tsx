import { Badge, Group, Text } from '@mantine/core';
import type { V1EmployeeT } from '@/api/schemas/employees';

type EmployeeStatus = V1EmployeeT['status'];

export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  return (
    // The dot variant keeps the label in the body text colour: light badges fail AA contrast.
    <Badge color={status === 'ACTIVE' ? 'green' : 'gray'} variant="dot" miw="max-content">
      {status === 'ACTIVE' ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** Status is read-only here: the API cannot change it. */
export function EmployeeStatusNote({ status }: { status: EmployeeStatus }) {
  return (
    <div>
      <Group gap="xs" mb={4}>
        <Text size="sm" fw={500}>
          Status
        </Text>
        <EmployeeStatusBadge status={status} />
      </Group>
      <Text size="xs" c="dimmed">
        Status is managed in the point-of-sale dashboard; new employees start inactive.
      </Text>
    </div>
  );
}
