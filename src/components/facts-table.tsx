import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface FactsTableProps {
  /** The table's accessible name. */
  label: string;
  /** Name and value, one row each; the names are row headers. */
  rows: [string, ReactNode][];
  /** Width of the names' column (default 40%). */
  nameWidth?: string;
}

/** A drawer's facts: a two-column table of names and values, without borders. */
export function FactsTable({ label, rows, nameWidth = '40%' }: FactsTableProps) {
  return (
    <Table aria-label={label} verticalSpacing={6} withRowBorders={false}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" w={nameWidth} fw={500} c="dimmed">
              {name}
            </Table.Th>
            <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
