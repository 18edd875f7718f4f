import { Button, Group, Loader, Select, Text } from '@mantine/core';
import {
  PAGE_SIZES,
  nextPageSearch,
  pageNumber,
  previousPageSearch,
  withFilters,
  type ListPosition,
} from '@/lib/list-search';

const SIZE_OPTIONS = PAGE_SIZES.map(String);

interface ListPagerProps<S extends ListPosition> {
  search: S;
  /** Token of the next page; absent on the last page or while it is unknown. */
  nextToken: string | undefined;
  /** A page is being fetched; the one shown is the previous one. */
  loading: boolean;
  onChange: (next: S) => void;
  /** Names the page navigation, e.g. "Employee pages". */
  label: string;
}

/** Rows per page, and Previous/Next for keyset paging: there is no total, so no page count. */
export function ListPager<S extends ListPosition>({
  search,
  nextToken,
  loading,
  onChange,
  label,
}: ListPagerProps<S>) {
  const changeSize = (value: string | null) => {
    const size = PAGE_SIZES.find((option) => String(option) === value);
    if (size) onChange(withFilters(search, { size } as Partial<Omit<S, 'page' | 'previous'>>));
  };

  return (
    <Group justify="space-between" align="flex-end" mt="md">
      <Select
        label="Rows per page"
        w={130}
        data={SIZE_OPTIONS}
        value={String(search.size)}
        allowDeselect={false}
        onChange={changeSize}
      />
      <Group component="nav" aria-label={label} gap="sm">
        {loading ? <Loader size="xs" aria-label="Loading page" /> : null}
        <Button
          variant="default"
          disabled={!search.page}
          onClick={() => onChange(previousPageSearch(search))}
        >
          Previous
        </Button>
        <Text size="sm" aria-live="polite">
          Page {pageNumber(search)}
        </Text>
        <Button
          variant="default"
          disabled={!nextToken || loading}
          onClick={() => nextToken && onChange(nextPageSearch(search, nextToken))}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
