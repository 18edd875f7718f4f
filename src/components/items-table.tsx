import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One line of a sale: what was bought, how many, and the line's total (already formatted). */
export interface ItemLine {
  name: string;
  variationName?: string | null;
  quantity: ReactNode;
  total: ReactNode;
}

/** The lines of a sale (a payment's itemizations, an online order's items) as a table. */
export function ItemsTable({ label, lines }: { label: string; lines: readonly ItemLine[] }) {
  return (
    <Table aria-label={label} verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Item</Table.Th>
          <Table.Th scope="col" style={{ textAlign: 'right' }}>
            Quantity
          </Table.Th>
          <Table.Th scope="col" style={{ textAlign: 'right' }}>
            Total
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, i) => (
          <Table.Tr key={`${line.name}-${i}`}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {line.name}
              {line.variationName ? (
                <Text span size="xs" c="dimmed">
                  {' '}
                  ({line.variationName})
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>{line.quantity}</Table.Td>
            <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{line.total}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
