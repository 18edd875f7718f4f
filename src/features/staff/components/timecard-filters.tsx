import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useId, useState } from 'react';
import { TimecardEmployeeSelect } from './timecard-employee-select';
import {
  clearedFilters,
  hasActiveFilters,
  withFilters,
  type TimecardSearch,
  type TimecardStatus,
} from './timecard-search';

const STATUS_OPTIONS: Array<{ value: TimecardStatus; label: string }> = [
  { value: 'valid', label: 'Valid' },
  { value: 'deleted', label: 'Deleted' },
  { value: 'all', label: 'All' },
];

const ORDER_OPTIONS = [
  { value: 'DESC', label: 'Newest recorded first' },
  { value: 'ASC', label: 'Oldest recorded first' },
];

interface TimecardFiltersProps {
  search: TimecardSearch;
  onChange: (next: TimecardSearch) => void;
}

export function TimecardFilters({ search, onChange }: TimecardFiltersProps) {
  const statusLabelId = useId();
  const apply = (changes: Parameters<typeof withFilters>[1]) =>
    onChange(withFilters(search, changes));

  return (
    <Paper component="section" aria-label="Filters" withBorder p="md" mb="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <TimecardEmployeeSelect
          label="Employee"
          placeholder="All employees"
          clearable
          value={search.employee ?? null}
          onChange={(employee) => apply({ employee: employee ?? undefined })}
        />
        <DayRangeFilter
          key={`clockin:${search.clockinFrom}:${search.clockinTo}`}
          label="Clocked in"
          from={search.clockinFrom}
          to={search.clockinTo}
          onChange={(clockinFrom, clockinTo) => apply({ clockinFrom, clockinTo })}
        />
        <DayRangeFilter
          key={`clockout:${search.clockoutFrom}:${search.clockoutTo}`}
          label="Clocked out"
          from={search.clockoutFrom}
          to={search.clockoutTo}
          onChange={(clockoutFrom, clockoutTo) => apply({ clockoutFrom, clockoutTo })}
        />
        <Select
          label="Order"
          data={ORDER_OPTIONS}
          value={search.order}
          allowDeselect={false}
          onChange={(order) => apply({ order: order === 'ASC' ? 'ASC' : 'DESC' })}
        />
      </SimpleGrid>
      <Group justify="space-between" align="flex-end" mt="md">
        <Stack gap={4}>
          <Text id={statusLabelId} size="sm" fw={500}>
            Timecards
          </Text>
          <SegmentedControl
            aria-labelledby={statusLabelId}
            data={STATUS_OPTIONS}
            value={search.status}
            onChange={(value) =>
              apply({ status: STATUS_OPTIONS.find((o) => o.value === value)?.value ?? 'valid' })
            }
          />
        </Stack>
        {hasActiveFilters(search) ? (
          <Button variant="subtle" onClick={() => onChange(clearedFilters(search))}>
            Clear filters
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

interface DayRangeFilterProps {
  label: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
}

/** Whole days; applied once both ends are picked (or both cleared). */
function DayRangeFilter({ label, from, to, onChange }: DayRangeFilterProps) {
  const [range, setRange] = useState<[string | null, string | null]>([from ?? null, to ?? null]);
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder="Any day"
      valueFormat="MMM D, YYYY"
      clearable
      allowSingleDateInRange
      maxDate={new Date()}
      value={range}
      onChange={(next) => {
        setRange(next);
        const [start, end] = next;
        if ((start && end) || (!start && !end)) onChange(start ?? undefined, end ?? undefined);
      }}
    />
  );
}
