import { Button, Group, Text } from '@mantine/core';

interface ListPagerProps {
  /** 1-based. */
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Names the navigation landmark, e.g. "Employee pages". */
  label: string;
}

/** Previous/Next for keyset paging: there is no total, so no page count or jumps. */
export function ListPager({
  pageNumber,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  label,
}: ListPagerProps) {
  return (
    <Group component="nav" aria-label={label} justify="space-between" mt="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        Page {pageNumber}
      </Text>
      <Group gap="sm">
        <Button variant="default" onClick={onPrevious} disabled={!hasPrevious}>
          Previous
        </Button>
        <Button variant="default" onClick={onNext} disabled={!hasNext}>
          Next
        </Button>
      </Group>
    </Group>
  );
}
