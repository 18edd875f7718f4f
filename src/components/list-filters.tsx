import { Button, Group, Paper, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListFilterControl } from '@/lib/list-search';

interface ListFiltersProps<S> extends ListFilterControl<S> {
  /** Names the search landmark, e.g. "Filter payments". */
  label: string;
  /** Columns of the filter grid by breakpoint. */
  cols?: SimpleGridProps['cols'];
  /**
   * The list's filter inputs; `apply` changes some fields of the URL (the list starts over from
   * its first rows, since the query key changes with them).
   */
  children: (apply: (changes: Partial<S>) => void) => ReactNode;
}

/**
 * The filter bar of every list: a search landmark holding the list's inputs in a grid, and one
 * "Clear filters" shown while a filter is set (the order is kept).
 */
export function ListFilters<S>({
  label,
  cols = { base: 1, sm: 2, lg: 4 },
  list,
  search,
  onChange,
  children,
}: ListFiltersProps<S>) {
  const apply = (changes: Partial<S>) => onChange({ ...search, ...changes });
  return (
    <Paper component="section" role="search" aria-label={label} withBorder p="md" mb="md">
      <SimpleGrid cols={cols} spacing="md">
        {children(apply)}
      </SimpleGrid>
      {list.hasFilters(search) ? (
        <Group justify="flex-end" mt="md">
          <ClearFiltersButton onClear={() => onChange(list.withoutFilters(search))} />
        </Group>
      ) : null}
    </Paper>
  );
}

/** The one "Clear filters" of the lists: in the filter bar and in the empty state. */
export function ClearFiltersButton({
  onClear,
  variant = 'subtle',
}: {
  onClear: () => void;
  variant?: 'subtle' | 'default';
}) {
  return (
    <Button variant={variant} onClick={onClear}>
      Clear filters
    </Button>
  );
}
