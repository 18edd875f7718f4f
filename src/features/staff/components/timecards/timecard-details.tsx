import { Badge, Stack, Text, Timeline, Title } from '@mantine/core';
import { useLocationName } from '@/api/account';
import { useResourceHistory } from '@/api/activity';
import type { ActivityEntryT } from '@/api/schemas/activity';
import type { V1TimecardEventT, V1TimecardT } from '@/api/schemas/timecards';
import { FactsTable, type Fact } from '@/components/facts-table';
import { QueryState } from '@/components/query-state';
import { describeChange, entryForEvent, eventByWords } from '@/lib/activity-words';
import { useValueFormat } from '@/lib/activity-format';
import { useLocationTimeZone, useFormatDateTime, useTimeZone } from '@/lib/time-zone';
import { useEmployeeName, useKnownEmployeeName } from '../../api/employee-names';
import { staffKeys } from '../../api/keys';
import { useTimecard, useTimecardEvents } from '../../api/timecards';
import { timecardEventColor, timecardEventLabel } from '../../lib/timecard-event-labels';
import { isOpen } from '../../lib/timecard-hours';
import { TimecardWorkedHours } from './timecard-worked-hours';

/** One timecard's summary and the history of its events, oldest first. */
export function TimecardDetails({ timecardId }: { timecardId: string }) {
  const timecard = useTimecard(timecardId);
  const events = useTimecardEvents(timecardId);
  // Who made each API change: the activity log's entries of this timecard.
  const history = useResourceHistory(staffKeys.timecard(timecardId), timecardId);
  return (
    <Stack gap="lg">
      <QueryState query={timecard} subject="the timecard" skeletonRows={5}>
        {(data) => <TimecardSummary timecard={data} />}
      </QueryState>
      <Stack gap="sm">
        <Title order={3} size="h4">
          Event history
        </Title>
        <QueryState
          query={events}
          subject="the event history"
          isEmpty={(data) => data.length === 0}
          empty={{ message: 'No events were recorded for this timecard.' }}
        >
          {(data) => (
            <TimecardEventTimeline
              events={data}
              entries={history.data?.entries ?? []}
              locationId={timecard.data?.clockin_location_id}
            />
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}

function TimecardStatusBadge({ timecard }: { timecard: V1TimecardT }) {
  if (timecard.deleted) {
    return (
      <Badge color="red" variant="light">
        Deleted
      </Badge>
    );
  }
  if (isOpen(timecard)) {
    return (
      <Badge color="teal.9" variant="filled">
        Open
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="light">
      Clocked out
    </Badge>
  );
}

function TimecardSummary({ timecard }: { timecard: V1TimecardT }) {
  const employeeName = useEmployeeName();
  const locationName = useLocationName();
  const formatDateTime = useFormatDateTime();
  const rows: Fact[] = [
    ['Employee', employeeName(timecard.employee_id)],
    ['Status', <TimecardStatusBadge key="status" timecard={timecard} />],
    ['Clock-in', formatDateTime(timecard.clockin_time, timecard.clockin_location_id)],
    [
      'Clock-out',
      timecard.clockout_time
        ? formatDateTime(timecard.clockout_time, timecard.clockin_location_id)
        : 'Not clocked out',
    ],
    [
      'Hours (h:mm)',
      isOpen(timecard) ? 'Counted once clocked out' : <TimecardWorkedHours timecard={timecard} />,
    ],
    ['Clock-in location', locationName(timecard.clockin_location_id) ?? 'None'],
    ['Clock-out location', locationName(timecard.clockout_location_id) ?? 'None'],
  ];
  return <FactsTable label="Timecard" nameWidth="160px" rows={rows} />;
}

const API_KIND = { API_CREATE: 'create', API_EDIT: 'edit', API_DELETE: 'delete' } as const;

/**
 * The events' times are in the zone of the timecard's location (`locationId`), as its summary's.
 * An API event names who made it and what changed, from its activity log entry (`entries`);
 * events from before the log keep their generic label.
 */
function TimecardEventTimeline({
  events,
  entries,
  locationId,
}: {
  events: V1TimecardEventT[];
  entries: readonly ActivityEntryT[];
  locationId: string | undefined;
}) {
  const formatDateTime = useFormatDateTime();
  const selectedZone = useTimeZone();
  const zoneOf = useLocationTimeZone();
  const format = useValueFormat(zoneOf(locationId) ?? selectedZone, useKnownEmployeeName());
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2}>
      {events.map((event) => {
        const kind = API_KIND[event.event_type as keyof typeof API_KIND] as
          (typeof API_KIND)[keyof typeof API_KIND] | undefined;
        const index = kind ? entryForEvent(kind, event.created_at, entries) : undefined;
        const entry = index === undefined ? undefined : entries[index];
        return (
          <Timeline.Item
            key={event.id}
            color={timecardEventColor(event.event_type)}
            title={kind && entry ? eventByWords(kind, entry) : timecardEventLabel(event.event_type)}
          >
            <Text size="sm">
              <time dateTime={event.created_at}>
                {formatDateTime(event.created_at, locationId)}
              </time>
            </Text>
            {entry && kind === 'edit' && entry.changes.length > 0 ? (
              <Text size="sm">
                {entry.changes.map((c) => describeChange(c, format)).join('; ')}
              </Text>
            ) : null}
            <Text size="sm">
              Afterwards: in{' '}
              {event.clockin_time ? formatDateTime(event.clockin_time, locationId) : 'not recorded'}
              , out{' '}
              {event.clockout_time
                ? formatDateTime(event.clockout_time, locationId)
                : 'not clocked out'}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
