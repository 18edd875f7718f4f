import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface TableScrollerProps {
  /** Names the scrolling box for screen readers, e.g. the table's caption. */
  label: string;
  /** Below this width the table scrolls sideways inside the box (never the page). */
  minWidth: number;
  children: ReactNode;
}

/**
 * The box of a wide report table (hours, the week of shifts, a deposit's entries): below its
 * `minWidth` the table scrolls sideways inside it, and the box can be focused and scrolled from
 * the keyboard (a named region). Lists use `ListTable`, whose rows become cards on a phone.
 */
export function TableScroller({ label, minWidth, children }: TableScrollerProps) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrolls)`}
      // The containing block of the cells' absolutely placed parts (bars, hidden labels), so
      // they are clipped with the table instead of widening the page.
      pos="relative"
    >
      {children}
    </Table.ScrollContainer>
  );
}
