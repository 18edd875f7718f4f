import { ActionIcon, Badge, Group, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { V1TimecardT } from '@/api/schemas/timecards';
import { RouterAnchor } from '@/components/router-anchor';
import { useNow } from '@/lib/use-now';
import { useFormatDateTime } from '@/lib/time-zone';
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

const ELAPSED_REFRESH_MS = 30_000;
const COLUMN_COUNT = 7;

interface TimecardTableProps {
  timecards: V1TimecardT[];
  caption: string;
}

export function TimecardTable({ timecards, caption }: TimecardTableProps) {
  const now = useNow(ELAPSED_REFRESH_MS);
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" highlightOnHover tabularNums>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Employee</Table.Th>
            <Table.Th scope="col">Clock-in</Table.Th>
            <Table.Th scope="col">Clock-out</Table.Th>
            <Table.Th scope="col">Hours (h:mm)</Table.Th>
            <Table.Th scope="col">Location</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {timecards.map((timecard) => (
            <TimecardRow key={timecard.id} timecard={timecard} now={now} />
          ))}
        </Table.Tbody>
        <TimecardTotals timecards={timecards} />
      </Table>
    </Table.ScrollContainer>
  );
}

function TimecardRow({ timecard, now }: { timecard: V1TimecardT; now: number }) {
  const employeeName = useEmployeeName();
  const formatDateTime = useFormatDateTime();
  const name = employeeName(timecard.employee_id);
  const open = isOpen(timecard);
  return (
    <Table.Tr className={open ? classes.openRow : undefined}>
      <Table.Td>
        <RouterAnchor
          to="/staff/timecards/$timecardId"
          params={{ timecardId: timecard.id }}
          search={true}
          fw={500}
        >
          {name}
        </RouterAnchor>
      </Table.Td>
      <Table.Td>{formatDateTime(timecard.clockin_time, timecard.clockin_location_id)}</Table.Td>
      <Table.Td>
        {timecard.clockout_time ? (
          formatDateTime(timecard.clockout_time, timecard.clockin_location_id)
        ) : open ? (
          <Badge color="teal.9" variant="filled">
            Open
          </Badge>
        ) : (
          <Text size="sm">Not clocked out</Text>
        )}
      </Table.Td>
      <Table.Td>
        {open ? (
          <Text size="sm" fs="italic">
            {formatHoursMinutes(elapsedSeconds(timecard.clockin_time, now))} so far
          </Text>
        ) : (
          <TimecardWorkedHours timecard={timecard} />
        )}
      </Table.Td>
      <Table.Td>
        <TimecardLocation timecard={timecard} />
      </Table.Td>
      <Table.Td>
        {timecard.deleted ? (
          <Badge color="red" variant="light">
            Deleted
          </Badge>
        ) : (
          <Text size="sm">Valid</Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {open ? <TimecardClockOutButton timecard={timecard} /> : null}
          <TimecardRowMenu timecard={timecard} employeeName={name} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

interface TimecardRowMenuProps {
  timecard: V1TimecardT;
  employeeName: string;
}

/** History, edit and delete each open as their own page (deep-linkable) over the list. */
function TimecardRowMenu({ timecard, employeeName }: TimecardRowMenuProps) {
  const navigate = useNavigate();
  const formatDateTime = useFormatDateTime();
  const open = (
    to:
      | '/staff/timecards/$timecardId'
      | '/staff/timecards/$timecardId/edit'
      | '/staff/timecards/$timecardId/delete',
  ) => void navigate({ to, params: { timecardId: timecard.id }, search: true });
  const label = `More actions for ${employeeName}, clocked in ${formatDateTime(timecard.clockin_time, timecard.clockin_location_id)}`;
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
            >
              Edit times
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} stroke={1.5} aria-hidden />}
              onClick={() => open('/staff/timecards/$timecardId/delete')}
            >
              Delete
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function TimecardTotals({ timecards }: { timecards: V1TimecardT[] }) {
  const summary = summarizeTimecards(timecards);
  const notCounted = [
    summary.openCount > 0 ? `${summary.openCount} open` : undefined,
    summary.deletedCount > 0 ? `${summary.deletedCount} deleted` : undefined,
  ].filter(Boolean);
  return (
    <Table.Tfoot>
      <Table.Tr>
        <Table.Th scope="row" colSpan={3}>
          Page total ({summary.countedCount} finished{' '}
          {summary.countedCount === 1 ? 'timecard' : 'timecards'})
        </Table.Th>
        <Table.Td>
          <Stack gap={0}>
            <Text size="sm" fw={700}>
              {formatHoursMinutes(summary.workedSeconds)}
            </Text>
            <Text size="xs">{formatHoursMinutes(summary.overtimeSeconds)} overtime</Text>
            {summary.doubletimeSeconds > 0 ? (
              <Text size="xs">{formatHoursMinutes(summary.doubletimeSeconds)} double time</Text>
            ) : null}
          </Stack>
        </Table.Td>
        <Table.Td colSpan={COLUMN_COUNT - 4}>
          <Text size="sm">
            {notCounted.length > 0 ? `Not counted: ${notCounted.join(', ')}.` : null}
          </Text>
        </Table.Td>
      </Table.Tr>
    </Table.Tfoot>
  );
}
