import { ActionIcon, Badge, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ListMore } from '@/api/paging';
import type { V1TimecardT } from '@/api/schemas/timecards';
import { ListTable, type ListColumn } from '@/components/list-table';
import { RouterAnchor } from '@/components/router-anchor';
import { useNow } from '@/lib/use-now';
import { useFormatDateTime } from '@/lib/time-zone';
import { useLocationName } from '@/api/account';
import { useEmployeeName } from '../../api/employee-names';
import {
  elapsedSeconds,
  formatHoursMinutes,
  isOpen,
  summarizeTimecards,
} from '../../lib/timecard-hours';
import { TimecardClockOutButton } from './timecard-clock-out-button';
import { TimecardLocation } from './timecard-location';
import { TimecardWorkedHours } from './timecard-worked-hours';
import classes from './timecard-table.module.css';
import { reasonFor, usePermissions } from '@/lib/permissions';

const ELAPSED_REFRESH_MS = 30_000;

interface TimecardTableProps {
  timecards: readonly V1TimecardT[];
  caption: string;
  more: ListMore;
  /** True while the next filters' results replace these. */
  stale: boolean;
}

/** The loaded timecards, open ones marked; the name opens the timecard's history. */
export function TimecardTable({ timecards, caption, more, stale }: TimecardTableProps) {
  const now = useNow(ELAPSED_REFRESH_MS);
  const employeeName = useEmployeeName();
  const formatDateTime = useFormatDateTime();
  // Read once for every row, not in each row's cells.
  const locationName = useLocationName();
  const mayEdit = usePermissions().can('time.write');
  const columns: ListColumn<V1TimecardT>[] = [
    {
      key: 'employee',
      card: 'title',
      header: 'Employee',
      cell: (timecard) => (
        <RouterAnchor
          to="/staff/timecards/$timecardId"
          params={{ timecardId: timecard.id }}
          search={true}
          fw={500}
          title={employeeName(timecard.employee_id)}
        >
          {employeeName(timecard.employee_id)}
        </RouterAnchor>
      ),
    },
    {
      key: 'clock-in',
      card: 'meta',
      header: 'Clock-in',
      width: '12.5rem',
      cell: (timecard) => formatDateTime(timecard.clockin_time, timecard.clockin_location_id),
    },
    {
      key: 'clock-out',
      card: 'meta',
      header: 'Clock-out',
      width: '12.5rem',
      cell: (timecard) =>
        timecard.clockout_time ? (
          formatDateTime(timecard.clockout_time, timecard.clockin_location_id)
        ) : isOpen(timecard) ? (
          <Badge color="teal.9" variant="filled">
            Open
          </Badge>
        ) : (
          <Text size="sm">Not clocked out</Text>
        ),
    },
    {
      key: 'hours',
      card: 'trailing',
      header: 'Hours (h:mm)',
      width: '6.5rem',
      cell: (timecard) =>
        isOpen(timecard) ? (
          <Text size="sm" fs="italic">
            {formatHoursMinutes(elapsedSeconds(timecard.clockin_time, now))} so far
          </Text>
        ) : (
          <TimecardWorkedHours timecard={timecard} />
        ),
    },
    {
      key: 'location',
      header: 'Location',
      wrap: true,
      cell: (timecard) => <TimecardLocation timecard={timecard} locationName={locationName} />,
    },
    {
      key: 'status',
      card: 'meta',
      header: 'Status',
      width: '6rem',
      cell: (timecard) =>
        timecard.deleted ? (
          <Badge color="red" variant="light">
            Deleted
          </Badge>
        ) : (
          <Text size="sm">Valid</Text>
        ),
    },
    {
      key: 'actions',
      card: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      // "Clock out" and the row menu side by side, uncut.
      width: '9.5rem',
      align: 'end',
      cell: (timecard) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {isOpen(timecard) ? <TimecardClockOutButton timecard={timecard} /> : null}
          <TimecardRowMenu
            timecard={timecard}
            label={`More actions for ${employeeName(timecard.employee_id)}, clocked in ${formatDateTime(timecard.clockin_time, timecard.clockin_location_id)}`}
            mayEdit={mayEdit}
          />
        </Group>
      ),
    },
  ];
  return (
    <>
      <ListTable
        caption={caption}
        columns={columns}
        rows={timecards}
        rowKey={(timecard) => timecard.id}
        rowProps={(timecard) => ({ className: isOpen(timecard) ? classes.openRow : undefined })}
        noun="timecard"
        more={more}
        stale={stale}
        minWidth={980}
      />
      <TimecardTotals timecards={timecards} />
    </>
  );
}

interface TimecardRowMenuProps {
  timecard: V1TimecardT;
  /** The menu button's accessible name. */
  label: string;
  /** May edit and delete timecards (`time.write`). */
  mayEdit: boolean;
}

/** History, edit and delete each open as their own page (deep-linkable) over the list. */
function TimecardRowMenu({ timecard, label, mayEdit }: TimecardRowMenuProps) {
  const navigate = useNavigate();
  const open = (
    to:
      | '/staff/timecards/$timecardId'
      | '/staff/timecards/$timecardId/edit'
      | '/staff/timecards/$timecardId/delete',
  ) => void navigate({ to, params: { timecardId: timecard.id }, search: true });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} stroke={1.5} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconHistory size={16} stroke={1.5} aria-hidden />}
          onClick={() => open('/staff/timecards/$timecardId')}
        >
          View history
        </Menu.Item>
        {/* Deleted timecards are read-only on the service. */}
        {timecard.deleted ? null : (
          <>
            <Menu.Item
              leftSection={<IconPencil size={16} stroke={1.5} aria-hidden />}
              onClick={() => open('/staff/timecards/$timecardId/edit')}
              disabled={!mayEdit}
            >
              Edit times
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} stroke={1.5} aria-hidden />}
              onClick={() => open('/staff/timecards/$timecardId/delete')}
              disabled={!mayEdit}
            >
              Delete
            </Menu.Item>
            {mayEdit ? null : (
              <Text size="xs" c="dimmed" px="sm" py={4} maw={260}>
                {reasonFor('time.write')}
              </Text>
            )}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The hours of the loaded timecards (open and deleted ones are not counted). */
function TimecardTotals({ timecards }: { timecards: readonly V1TimecardT[] }) {
  const summary = summarizeTimecards(timecards);
  const notCounted = [
    summary.openCount > 0 ? `${summary.openCount} open` : undefined,
    summary.deletedCount > 0 ? `${summary.deletedCount} deleted` : undefined,
  ].filter(Boolean);
  return (
    <Group component="section" aria-label="Hours of the loaded timecards" gap="lg" mt="xs">
      <Text size="sm" fw={500}>
        Loaded total ({summary.countedCount} finished{' '}
        {summary.countedCount === 1 ? 'timecard' : 'timecards'}):{' '}
        <Text span fw={700}>
          {formatHoursMinutes(summary.workedSeconds)}
        </Text>
        , {formatHoursMinutes(summary.overtimeSeconds)} overtime
        {summary.doubletimeSeconds > 0
          ? `, ${formatHoursMinutes(summary.doubletimeSeconds)} double time`
          : ''}
      </Text>
      {notCounted.length > 0 ? <Text size="sm">Not counted: {notCounted.join(', ')}.</Text> : null}
    </Group>
  );
}
