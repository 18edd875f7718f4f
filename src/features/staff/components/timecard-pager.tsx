import { Button, Group, Loader, Select, Text } from '@mantine/core';
import {
  TIMECARD_PAGE_SIZES,
  nextPageSearch,
  pageNumber,
  previousPageSearch,
  withFilters,
  type TimecardSearch,
} from './timecard-search';

const SIZE_OPTIONS = TIMECARD_PAGE_SIZES.map(String);

interface TimecardPagerProps {
  search: TimecardSearch;
  nextToken: string | undefined;
  /** A page is being fetched; the one shown is the previous one. */
  loading: boolean;
  onChange: (next: TimecardSearch) => void;
}

export function TimecardPager({ search, nextToken, loading, onChange }: TimecardPagerProps) {
  const changeSize = (value: string | null) => {
    const size = TIMECARD_PAGE_SIZES.find((option) => String(option) === value);
    if (size) onChange(withFilters(search, { size }));
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
      <Group component="nav" aria-label="Pages" gap="sm">
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
          disabled={!nextToken}
          onClick={() => nextToken && onChange(nextPageSearch(search, nextToken))}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
