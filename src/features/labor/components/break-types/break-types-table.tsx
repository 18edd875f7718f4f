import { Badge, Group, Table, VisuallyHidden } from '@mantine/core';
import type { BreakTypeT } from '@/api/schemas/break-types';
import { LinkButton } from '@/components/link-button';
import { useFormatDateTime } from '@/lib/time-zone';
import { formatDuration } from '../../lib/break-type-form';

export function BreakTypesTable({ breakTypes }: { breakTypes: BreakTypeT[] }) {
  const formatDateTime = useFormatDateTime();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Expected length</Table.Th>
            <Table.Th scope="col">Pay</Table.Th>
            <Table.Th scope="col">Last changed</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {breakTypes.map((type) => (
            <Table.Tr key={type.id}>
              <Table.Td fw={500}>{type.break_name}</Table.Td>
              <Table.Td>{formatDuration(type.expected_duration)}</Table.Td>
              <Table.Td>
                {type.is_paid ? (
                  <Badge color="yellow" variant="dot">
                    Paid
                  </Badge>
                ) : (
                  <Badge color="gray" variant="dot">
                    Unpaid
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(type.updated_at)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <LinkButton
                    to="/labor/break-types/$breakTypeId"
                    params={{ breakTypeId: type.id }}
                    search
                    variant="subtle"
                    size="compact-sm"
                    aria-label={`Edit ${type.break_name}`}
                  >
                    Edit
                  </LinkButton>
                  <LinkButton
                    to="/labor/break-types/$breakTypeId/delete"
                    params={{ breakTypeId: type.id }}
                    search
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={`Delete ${type.break_name}`}
                  >
                    Delete
                  </LinkButton>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
