import { Badge, Group } from '@mantine/core';
import type { BreakTypeT } from '@/api/schemas/break-types';
import { RowLinkButton } from '@/components/link-button';
import { actionsColumn } from '@/components/list-columns';
import { ListTable, type ListColumn } from '@/components/list-table';
import { useFormatDateTime } from '@/lib/time-zone';
import { formatDuration } from '../../lib/break-type-form';
import { Gated } from '@/lib/gated';

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
    actionsColumn(
      (type) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <RowLinkButton
            to="/labor/break-types/$breakTypeId"
            params={{ breakTypeId: type.id }}
            search
            aria-label={`Edit ${type.break_name}`}
          >
            Edit
          </RowLinkButton>
          <Gated permission="labor-settings.write">
            <RowLinkButton
              to="/labor/break-types/$breakTypeId/delete"
              params={{ breakTypeId: type.id }}
              search
              color="red"
              aria-label={`Delete ${type.break_name}`}
            >
              Delete
            </RowLinkButton>
          </Gated>
        </Group>
      ),
      { width: '9rem', align: 'end' },
    ),
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
