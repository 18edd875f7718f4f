import '@/components/dates-styles';
import { Badge, CloseButton, Group, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { ACTIVITY_AREAS } from '@/api/schemas/values';
import { AnySelect } from '@/components/filter-selects';
import { ListFilters } from '@/components/list-filters';
import {
  AREA_LABELS,
  RESOURCE_TYPES,
  activitySearch,
  type ActivitySearch,
} from '../lib/activity-search';

interface ActivityFiltersProps {
  search: ActivitySearch;
  onChange: (next: ActivitySearch) => void;
  /** The person's name as the log has it, when the person filter is set. */
  personName: string | undefined;
}

/** Area, kind of resource and day; the person and the one resource are set from the table. */
export function ActivityFilters({ search, onChange, personName }: ActivityFiltersProps) {
  return (
    <ListFilters
      label="Filter the activity log"
      list={activitySearch}
      search={search}
      onChange={onChange}
    >
      {(apply) => (
        <>
          <AnySelect
            label="Area"
            anyLabel="Every area"
            options={ACTIVITY_AREAS.map((a) => ({ value: a, label: AREA_LABELS[a] }))}
            value={search.area}
            onChange={(area) => apply({ area })}
          />
          <AnySelect
            label="What changed"
            anyLabel="Anything"
            options={RESOURCE_TYPES}
            value={RESOURCE_TYPES.find((t) => t.value === search.resource_type)?.value}
            onChange={(resource_type) => apply({ resource_type })}
          />
          <DatePickerInput
            label="Day"
            placeholder="Any day"
            valueFormat="MMM D, YYYY"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear Day' }}
            maxDate={new Date()}
            value={search.day ?? null}
            onChange={(day) => apply({ day: day ?? undefined })}
            previousLabel="Previous month"
            nextLabel="Next month"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Narrowed to
            </Text>
            <Group gap="xs" mih={36}>
              {search.person ? (
                <Badge
                  variant="light"
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label="Show everyone"
                      onClick={() => apply({ person: undefined })}
                    />
                  }
                >
                  {personName ?? 'One person'}
                </Badge>
              ) : null}
              {search.resource_id ? (
                <Badge
                  variant="light"
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label="Show every resource"
                      onClick={() => apply({ resource_id: undefined })}
                    />
                  }
                >
                  One {search.resource_type ?? 'resource'}
                </Badge>
              ) : null}
              {!search.person && !search.resource_id ? (
                <Text size="sm" c="dimmed">
                  Everyone; pick a name or a history in the table
                </Text>
              ) : null}
            </Group>
          </Stack>
        </>
      )}
    </ListFilters>
  );
}
