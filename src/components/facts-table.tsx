import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** How one fact stands out from the others (e.g. the totals under a drawer's lines). */
interface FactEmphasis {
  /** A result rather than an input: its name and value in bold. */
  total?: boolean;
  /** A rule above the row, e.g. under the lines a total adds up. */
  ruleAbove?: boolean;
}

/** A name, its value, and how it stands out (optional). */
export type Fact = readonly [name: string, value: ReactNode, emphasis?: FactEmphasis];

interface FactsTableProps {
  /** The table's accessible name. */
  label: string;
  /** Name and value, one row each; the names are row headers. */
  rows: readonly Fact[];
  /** Width of the names' column (default 40%). */
  nameWidth?: string | number;
  /** Amounts: the values aligned right, never wrapped, so their digits line up. */
  numeric?: boolean;
}

const RULE = { borderTop: '1px solid var(--mantine-color-default-border)' };

/** A detail panel's facts: a two-column table of names and values, without borders. */
export function FactsTable({ label, rows, nameWidth = '40%', numeric = false }: FactsTableProps) {
  return (
    <Table aria-label={label} verticalSpacing={6} withRowBorders={false}>
      <Table.Tbody>
        {rows.map(([name, value, emphasis]) => (
          <Table.Tr key={name} style={emphasis?.ruleAbove ? RULE : undefined}>
            <Table.Th
              scope="row"
              w={nameWidth}
              fw={emphasis?.total ? 700 : 500}
              c={emphasis?.total ? undefined : 'dimmed'}
            >
              {name}
            </Table.Th>
            <Table.Td
              fw={emphasis?.total ? 600 : undefined}
              ta={numeric ? 'right' : undefined}
              style={{
                fontVariantNumeric: 'tabular-nums',
                whiteSpace: numeric ? 'nowrap' : undefined,
              }}
            >
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
