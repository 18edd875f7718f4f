import { Stack, Text, Timeline, Title } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useResourceHistory } from '@/api/activity';
import type { ActivityEntryT } from '@/api/schemas/activity';
import { describeChange, describeEntry, entryAmount, type ValueFormat } from '@/lib/activity-words';
import { useValueFormat } from '@/lib/activity-format';
import { useLocationTimeZone, useTimeZone } from '@/lib/time-zone';
import { QueryState } from './query-state';
import { RouterAnchor } from './router-anchor';

interface ResourceHistoryProps {
  /** The resource's own detail query key: its history is refreshed with it. */
  ownerKey: QueryKey;
  resourceId: string;
  /** The record's location: times are shown in its zone (else the selected location's). */
  locationId?: string | null | undefined;
  /** The noun in the empty state: "No changes to this timecard were recorded." */
  noun: string;
  title?: string;
  /** Employees by name in the changes (the staff area's directory); else their ids. */
  employeeName?: (id: string) => string | undefined;
}

/**
 * A resource's own history from the activity log, newest first: who did what and when, and each
 * field before → after ("Edited by Maria Lopez, 2:14 PM: clock-out 2:15 PM → 1:45 PM").
 */
export function ResourceHistory({
  ownerKey,
  resourceId,
  locationId,
  noun,
  title = 'History',
  employeeName,
}: ResourceHistoryProps) {
  const history = useResourceHistory(ownerKey, resourceId);
  const selectedZone = useTimeZone();
  const zoneOf = useLocationTimeZone();
  const format = useValueFormat(zoneOf(locationId) ?? selectedZone, employeeName);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {title}
      </Title>
      <QueryState
        query={history}
        subject="the history"
        isEmpty={(data) => data.entries.length === 0}
        empty={{ message: `No changes to this ${noun} were recorded.` }}
      >
        {(data) => (
          <>
            <HistoryTimeline entries={data.entries} format={format} />
            {data.cursor ? (
              <RouterAnchor to="/activity" search={{ resource_id: resourceId }} size="sm">
                Older changes are in the activity log
              </RouterAnchor>
            ) : null}
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** The entries as a timeline; also used where a page already has them. */
function HistoryTimeline({
  entries,
  format,
}: {
  entries: readonly ActivityEntryT[];
  format: ValueFormat;
}) {
  return (
    <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} aria-label="History">
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} title={describeEntry(entry)}>
          <HistoryEntryDetails entry={entry} format={format} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** When, how much, and the changed fields of one entry. */
function HistoryEntryDetails({ entry, format }: { entry: ActivityEntryT; format: ValueFormat }) {
  const amount = entryAmount(entry);
  const when = new Intl.DateTimeFormat(format.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: format.timeZone,
  }).format(new Date(entry.occurred_at));
  return (
    <>
      <Text size="sm" c="dimmed">
        <time dateTime={entry.occurred_at}>{when}</time>
        {amount ? ` · ${amount}` : ''}
      </Text>
      {entry.changes.length > 0 ? (
        <Text size="sm">{entry.changes.map((c) => describeChange(c, format)).join('; ')}</Text>
      ) : null}
    </>
  );
}
