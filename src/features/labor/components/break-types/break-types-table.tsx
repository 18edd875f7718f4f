import { Badge, Group, VisuallyHidden } from '@mantine/core';
import type { BreakTypeT } from '@/api/schemas/break-types';
import { LinkButton } from '@/components/link-button';
import { ListTable, type ListColumn } from '@/components/list-table';
import { useFormatDateTime } from '@/lib/time-zone';
import { formatDuration } from '../../lib/break-type-form';
import { Gated } from '@/lib/permissions';

interface BreakTypesTableProps {
  breakTypes: readonly BreakTypeT[];
  /** The location's name, for the caption. */
  locationName: string;
}

/** A location's break types (at most three, answered at once), each with Edit and Delete. */
export function BreakTypesTable({ breakTypes, locationName }: BreakTypesTableProps) {
  const formatDateTime = useFormatDateTime();
  const columns: ListColumn<BreakTypeT>[] = [
    { key: 'name', card: 'title', header: 'Name', cell: (type) => <b>{type.break_name}</b> },
    {
      key: 'length',
      card: 'meta',
      header: 'Expected length',
      width: '10rem',
      cell: (type) => formatDuration(type.expected_duration),
    },
    {
      key: 'pay',
      card: 'meta',
      header: 'Pay',
      width: '7rem',
      cell: (type) =>
        type.is_paid ? (
          <Badge color="yellow" variant="dot">
            Paid
          </Badge>
        ) : (
          <Badge color="gray" variant="dot">
            Unpaid
          </Badge>
        ),
    },
    {
      key: 'updated',
      header: 'Last changed',
      width: '12rem',
      cell: (type) => formatDateTime(type.updated_at),
    },
    {
      key: 'actions',
      card: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      width: '9rem',
      align: 'end',
      cell: (type) => (
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
          <Gated permission="labor-settings.write">
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
          </Gated>
        </Group>
      ),
    },
  ];
  return (
    <ListTable
      caption={`Break types at ${locationName}`}
      columns={columns}
      rows={breakTypes}
      rowKey={(type) => type.id}
      noun="break type"
      minWidth={640}
    />
  );
}
