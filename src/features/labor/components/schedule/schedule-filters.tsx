import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { ScheduleSearch } from '../../lib/schedule-search';
import { EmployeeSelect } from '@/components/employee-select';
import { useEmployeeChoices } from '@/features/staff/api/employee-names';

const STATUS_OPTIONS = [
  { value: 'ALL', label: 'All shifts' },
  { value: 'OPEN', label: 'Open' },
  { value: 'CLOSED', label: 'Closed' },
];

interface ScheduleFiltersProps {
  search: ScheduleSearch;
  onChange: (changes: Partial<ScheduleSearch>) => void;
}

/** The week view's filters: one employee, and open or closed shifts. */
export function ScheduleFilters({ search, onChange }: ScheduleFiltersProps) {
  const statusLabel = useId();
  const employees = useEmployeeChoices();
  const filtered = search.employee_id !== undefined || search.status !== undefined;
  return (
    <Group role="search" aria-label="Filter the worked week" align="flex-end" gap="md" wrap="wrap">
      <EmployeeSelect
        employees={employees}
        label="Employee"
        placeholder="All employees"
        clearable
        w={240}
        value={search.employee_id ?? null}
        onChange={(employee) => onChange({ employee_id: employee ?? undefined })}
      />
      <Stack gap={4}>
        <Text id={statusLabel} size="sm" fw={500}>
          Status
        </Text>
        <SegmentedControl
          aria-labelledby={statusLabel}
          data={STATUS_OPTIONS}
          value={search.status ?? 'ALL'}
          onChange={(value) =>
            onChange({ status: value === 'OPEN' || value === 'CLOSED' ? value : undefined })
          }
        />
      </Stack>
      {filtered ? (
        <Button
          variant="subtle"
          onClick={() => onChange({ employee_id: undefined, status: undefined })}
        >
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
