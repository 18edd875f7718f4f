import { Badge } from '@mantine/core';

/** Open shifts stand out (the employee is working now); closed ones are plain. */
export function ShiftStatusBadge({ status }: { status: 'OPEN' | 'CLOSED' }) {
  return status === 'OPEN' ? (
    <Badge color="teal.9" variant="filled">
      Open
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Closed
    </Badge>
  );
}
