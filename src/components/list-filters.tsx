import {
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  type SimpleGridProps,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import type { ListFilterControl } from '@/lib/list-search';
import { usePhoneLayout } from '@/lib/use-phone-layout';

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
  /** Folded behind a "Filters" button; the phone layout's answer unless set (tests). */
  folded?: boolean;
}

/**
 * The filter bar of every list: a search landmark holding the list's inputs in a grid, and one
 * "Clear filters" shown while a filter is set (the order is kept). Below the tablet width it is
 * folded behind a "Filters" button that says how many filters are set, so the rows come first.
 */
export function ListFilters<S>({
  label,
  cols = { base: 1, sm: 2, lg: 4 },
  list,
  search,
  onChange,
  children,
  folded: foldedProp,
}: ListFiltersProps<S>) {
  const phone = usePhoneLayout();
  const folded = foldedProp ?? phone;
  const [open, { toggle }] = useDisclosure(false);
  const panelId = useId();
  const apply = (changes: Partial<S>) => onChange({ ...search, ...changes });
  const active = list.activeFilters(search);
  const bar = (
    <Paper
      component="section"
      role="search"
      aria-label={label}
      withBorder
      p="md"
      mb="md"
      id={panelId}
    >
      <SimpleGrid cols={cols} spacing="md">
        {children(apply)}
      </SimpleGrid>
      {active > 0 ? (
        <Group justify="flex-end" mt="md">
          <ClearFiltersButton onClear={() => onChange(list.withoutFilters(search))} />
        </Group>
      ) : null}
    </Paper>
  );
  if (!folded) return bar;
  return (
    <>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Button
          variant="default"
          onClick={toggle}
          aria-expanded={open}
          aria-controls={panelId}
          leftSection={<IconAdjustmentsHorizontal size={16} stroke={1.5} aria-hidden />}
          rightSection={
            active > 0 ? (
              <Badge size="sm" circle aria-hidden>
                {active}
              </Badge>
            ) : null
          }
          aria-label={active > 0 ? `Filters, ${active} set` : 'Filters'}
        >
          Filters
        </Button>
        {active > 0 && !open ? (
          <ClearFiltersButton onClear={() => onChange(list.withoutFilters(search))} />
        ) : null}
      </Group>
      <Collapse expanded={open}>{bar}</Collapse>
    </>
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
