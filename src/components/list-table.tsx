import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListTableProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The table's caption (its accessible name). */
  caption?: ReactNode;
  /** The rows are an older answer while a new one loads: dimmed and marked busy. */
  stale?: boolean;
  /** Head and body. */
  children: ReactNode;
}

/** A list page's table: striped rows, hover highlight, sideways scroll on narrow screens. */
export function ListTable({ minWidth, caption, stale = false, children }: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-busy={stale}
        style={{ opacity: stale ? 0.6 : 1 }}
      >
        {caption === undefined ? null : <Table.Caption>{caption}</Table.Caption>}
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
