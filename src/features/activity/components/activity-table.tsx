import { Anchor, Stack, Text } from '@mantine/core';
import type { ListMore } from '@/api/paging';
import type { ActivityEntryT } from '@/api/schemas/activity';
import { ListTable, type ListColumn } from '@/components/list-table';
import {
  actorKindWords,
  describeChange,
  entryAmount,
  type ValueFormat,
} from '@/lib/activity-words';
import { AREA_LABELS } from '../lib/activity-search';

interface ActivityTableProps {
  entries: readonly ActivityEntryT[];
  caption: string;
  format: ValueFormat;
  formatWhen: (iso: string) => string;
  /** Narrows the log to what this person did. */
  onPerson: (userId: string) => void;
  /** Narrows the log to one resource's history. */
  onResource: (resourceId: string) => void;
  more?: ListMore | undefined;
  stale?: boolean | undefined;
}

/** The activity log as a table: when, who, what (with each change), area, amount. */
export function ActivityTable({
  entries,
  caption,
  format,
  formatWhen,
  onPerson,
  onResource,
  more,
  stale,
}: ActivityTableProps) {
  const columns: ListColumn<ActivityEntryT>[] = [
    {
      key: 'when',
      card: 'meta',
      header: 'When',
      width: '11rem',
      cell: (e) => <time dateTime={e.occurred_at}>{formatWhen(e.occurred_at)}</time>,
    },
    {
      key: 'who',
      card: 'meta',
      header: 'Who',
      width: '13rem',
      wrap: true,
      cell: (e) => (
        <Stack gap={0}>
          {e.actor.user_id ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={500}
              onClick={() => onPerson(e.actor.user_id!)}
              aria-label={`Only what ${e.actor.name} did`}
            >
              {e.actor.name}
            </Anchor>
          ) : (
            <Text size="sm" fw={500}>
              {e.actor.name}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {actorKindWords(e)} · {e.address}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'what',
      card: 'title',
      header: 'What',
      wrap: true,
      cell: (e) => (
        <Stack gap={0}>
          <Text size="sm">
            {e.actor.name} {e.summary}{' '}
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => onResource(e.resource_id)}
              aria-label={`History of this ${e.resource_type.replace('-', ' ')}`}
            >
              (history)
            </Anchor>
          </Text>
          {e.changes.length > 0 ? (
            <Text size="xs" c="dimmed">
              {e.changes.map((c) => describeChange(c, format)).join('; ')}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'area',
      header: 'Area',
      width: '8rem',
      cell: (e) => AREA_LABELS[e.area],
    },
    {
      key: 'amount',
      card: 'trailing',
      header: 'Amount',
      width: '7rem',
      align: 'end',
      cell: (e) => entryAmount(e) ?? '',
    },
  ];
  return (
    <ListTable
      caption={caption}
      columns={columns}
      rows={entries}
      rowKey={(e) => e.id}
      noun="entry"
      nounPlural="entries"
      more={more}
      stale={stale}
      minWidth={820}
      rowHeight={64}
    />
  );
}
