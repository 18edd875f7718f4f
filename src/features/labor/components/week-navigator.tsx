import '@/components/dates-styles';
import { Button, Group, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatDayRange } from '../lib/shift-format';
import { addDays, type Workweek } from '../lib/workweek';

interface WeekNavigatorProps {
  week: Workweek;
  /** The week holding now: later weeks have no shifts yet. */
  currentWeekStart: string;
  /** Shows the week that holds `day` (`YYYY-MM-DD`); undefined: the current week. */
  onChange: (day: string | undefined) => void;
}

/** Previous, this and next workweek, and a day picker to jump to the week holding a day. */
export function WeekNavigator({ week, currentWeekStart, onChange }: WeekNavigatorProps) {
  const isCurrent = week.startDate === currentWeekStart;
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Group gap="xs" align="center" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          onClick={() => onChange(addDays(week.startDate, -7))}
        >
          Previous week
        </Button>
        <Button variant="default" disabled={isCurrent} onClick={() => onChange(undefined)}>
          This week
        </Button>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={week.startDate >= currentWeekStart}
          onClick={() => onChange(addDays(week.startDate, 7))}
        >
          Next week
        </Button>
        <Text fw={600} aria-live="polite" ml="sm">
          {formatDayRange(week.startDate, week.endDate)}
          {isCurrent ? ' (this week)' : ''}
        </Text>
      </Group>
      <DatePickerInput
        label="Go to the week of"
        w={200}
        valueFormat="MMM D, YYYY"
        placeholder="Pick a day"
        maxDate={new Date()}
        value={null}
        onChange={(day) => {
          if (day) onChange(day);
        }}
        previousLabel="Previous month"
        nextLabel="Next month"
      />
    </Group>
  );
}
