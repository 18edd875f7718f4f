import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListColumn } from './list-table';

/** The last column of a list: the row's own commands, under a header only screen readers read. */
export function actionsColumn<T>(
  cell: (row: T) => ReactNode,
  { width, align }: { width: string; align?: ListColumn<T>['align'] },
): ListColumn<T> {
  return {
    key: 'actions',
    card: 'actions',
    header: <VisuallyHidden>Actions</VisuallyHidden>,
    width,
    ...(align ? { align } : {}),
    cell,
  };
}

interface NameColumnDef<T> {
  width: string;
  name: (row: T) => string;
  /** A badge after the name, e.g. Owner or Built in. */
  badge?: (row: T) => { label: string; color: string } | null;
  /** One line ending in an ellipsis instead of the whole name. */
  truncate?: boolean;
}

/** A row's name in medium weight, with a badge that names what is special about it. */
export function nameColumn<T>({ width, name, badge, truncate }: NameColumnDef<T>): ListColumn<T> {
  return {
    key: 'name',
    card: 'title',
    header: 'Name',
    width,
    cell: (row) => {
      const mark = badge?.(row);
      return (
        <Group gap="xs" wrap="nowrap">
          <Text fw={500} size="sm" truncate={truncate}>
            {name(row)}
          </Text>
          {mark ? (
            <Badge color={mark.color} variant="light" miw="max-content">
              {mark.label}
            </Badge>
          ) : null}
        </Group>
      );
    },
  };
}
