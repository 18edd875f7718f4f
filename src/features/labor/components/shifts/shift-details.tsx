import { Button, Group, Menu, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconCoffee } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocationName } from '@/api/account';
import type { BreakTypeT } from '@/api/schemas/break-types';
import type { BreakT, ShiftT } from '@/api/schemas/shifts';
import { ConfirmButton } from '@/components/confirm-button';
import { FactsTable, type Fact } from '@/components/facts-table';
import { describeFailure } from '@/components/form-errors';
import { notifyDone } from '@/components/notify';
import { formatMoney } from '@/lib/money';
import { useFormatDateTime } from '@/lib/time-zone';
import { useNow } from '@/lib/use-now';
import { useUpdateShift } from '../../api/shifts';
import { formatDuration } from '../../lib/break-type-form';
import { useShiftsWorkedTime } from '../../api/worked-time';
import { formatMinutes, formatSeconds, OVERTIME_RULE_TEXT } from '../../lib/labor-hours';
import {
  closeShift,
  currentMinute,
  endBreak,
  openBreakOf,
  startBreak,
  type ShiftUpdateRequest,
} from '../../lib/shift-commands';
import { ShiftStatusBadge } from './shift-status-badge';
import { Gated } from '@/lib/gated';

interface ShiftDetailsProps {
  shift: ShiftT;
  employeeName: string;
  /** The location's break types, for starting a break; undefined while loading. */
  breakTypes: BreakTypeT[] | undefined;
  /** Links to the shift's edit and delete overlays. */
  actions: ReactNode;
}

/** A shift's times, wage and breaks, with the commands an open shift offers. */
export function ShiftDetails({ shift, employeeName, breakTypes, actions }: ShiftDetailsProps) {
  const update = useUpdateShift(shift.id);
  const run = async (
    request: ShiftUpdateRequest,
    done: string,
    message: string,
    failed: string,
  ) => {
    try {
      await update.mutateAsync(request);
      notifyDone(done, message);
    } catch (error) {
      notifications.show({ color: 'red', title: failed, message: describeFailure(error) });
      throw error;
    }
  };
  const openBreak = openBreakOf(shift);
  return (
    <Stack gap="lg">
      <ShiftSummary shift={shift} employeeName={employeeName} />
      {shift.status === 'OPEN' ? (
        <Stack gap="xs">
          <Title order={3} size="h4">
            Working now
          </Title>
          <Group gap="sm">
            {openBreak ? null : (
              <StartBreakMenu
                breakTypes={breakTypes}
                busy={update.isPending}
                onPick={(type) =>
                  void run(
                    startBreak(shift, type, currentMinute(Date.now())),
                    'Break started',
                    `${employeeName} is on a ${type.break_name.toLowerCase()} break.`,
                    'Could not start the break',
                  ).catch(() => undefined)
                }
              />
            )}
            <Gated permission="time.write">
              <ConfirmButton
                variant="filled"
                disabled={openBreak !== undefined}
                title={`Close ${employeeName}'s shift?`}
                message="The shift ends now."
                confirmLabel="Close shift now"
                keepLabel="Keep shift open"
                onConfirm={() =>
                  run(
                    closeShift(shift, currentMinute(Date.now())),
                    'Shift closed',
                    `${employeeName}'s shift is closed.`,
                    'Could not close the shift',
                  )
                }
                aria-describedby={openBreak ? `close-blocked-${shift.id}` : undefined}
              >
                Close shift
              </ConfirmButton>
            </Gated>
          </Group>
          {openBreak ? (
            <Text size="sm" id={`close-blocked-${shift.id}`}>
              {employeeName} is on a break: end the break before closing the shift.
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <Stack gap="xs">
        <Title order={3} size="h4">
          Breaks
        </Title>
        {shift.breaks.length === 0 ? (
          <Text size="sm">No breaks.</Text>
        ) : (
          <BreakTable
            shift={shift}
            onEnd={(b) =>
              run(
                endBreak(shift, b.id, currentMinute(Date.now())),
                'Break ended',
                `${employeeName}'s ${b.name.toLowerCase()} break has ended.`,
                'Could not end the break',
              )
            }
            employeeName={employeeName}
          />
        )}
      </Stack>
      <Group gap="sm">{actions}</Group>
    </Stack>
  );
}

function ShiftSummary({ shift, employeeName }: { shift: ShiftT; employeeName: string }) {
  const formatDateTime = useFormatDateTime();
  const locationName = useLocationName();
  const now = useNow(60_000);
  const figures = useShiftsWorkedTime([shift.id]).byId.get(shift.id);
  const fromService = (seconds: number | undefined) =>
    seconds === undefined ? '…' : formatSeconds(seconds);
  const worked =
    shift.end_at === undefined
      ? `${formatMinutes((now - Date.parse(shift.start_at)) / 60_000)} so far (counted once closed)`
      : fromService(figures?.paid_seconds);
  const rate = shift.wage?.hourly_rate;
  const rows: Fact[] = [
    ['Employee', employeeName],
    ['Status', <ShiftStatusBadge key="status" status={shift.status} />],
    ['Location', locationName(shift.location_id) ?? 'Unknown location'],
    ['Start', formatDateTime(shift.start_at, shift.location_id)],
    ['End', shift.end_at ? formatDateTime(shift.end_at, shift.location_id) : 'Not yet (open)'],
    [shift.end_at ? 'Paid time (h:mm)' : 'Time (h:mm)', worked],
    ['Unpaid breaks (h:mm)', fromService(figures?.unpaid_break_seconds)],
    [
      'Overtime (h:mm)',
      <span key="overtime">
        {fromService(figures?.overtime_seconds)}{' '}
        <Text span size="xs">
          ({OVERTIME_RULE_TEXT.replace('Overtime: ', '')}; week of {figures?.workweek_start ?? '…'})
        </Text>
      </span>,
    ],
    [
      'Labor cost',
      figures?.labor_cost ? formatMoney(figures.labor_cost) : figures ? 'No wage' : '…',
    ],
    [
      'Wage',
      rate || shift.wage?.title
        ? [shift.wage?.title, rate ? `${formatMoney(rate)} an hour` : undefined]
            .filter(Boolean)
            .join(', ')
        : "The employee's wage",
    ],
  ];
  return <FactsTable label="Shift" nameWidth="180px" rows={rows} />;
}

function BreakTable({
  shift,
  employeeName,
  onEnd,
}: {
  shift: ShiftT;
  employeeName: string;
  onEnd: (b: BreakT) => Promise<unknown>;
}) {
  const formatDateTime = useFormatDateTime();
  return (
    <Table withTableBorder verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Break</Table.Th>
          <Table.Th scope="col">Start</Table.Th>
          <Table.Th scope="col">End</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shift.breaks.map((b) => (
          <Table.Tr key={b.id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {b.name}
              </Text>
              <Text size="xs" c="dimmed">
                {b.is_paid ? 'Paid' : 'Unpaid'}, {formatDuration(b.expected_duration)} expected
              </Text>
            </Table.Td>
            <Table.Td>{formatDateTime(b.start_at, shift.location_id)}</Table.Td>
            <Table.Td>
              {b.end_at ? (
                formatDateTime(b.end_at, shift.location_id)
              ) : (
                <Stack gap={4} align="flex-start">
                  <Text size="sm">Going on</Text>
                  <Gated permission="time.write">
                    <ConfirmButton
                      size="compact-sm"
                      variant="light"
                      title={`End ${employeeName}'s break?`}
                      message={`The ${b.name.toLowerCase()} break started at ${formatDateTime(b.start_at, shift.location_id)}. It ends now.`}
                      confirmLabel="End break now"
                      keepLabel="Keep break going"
                      onConfirm={() => onEnd(b)}
                    >
                      End break
                    </ConfirmButton>
                  </Gated>
                </Stack>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function StartBreakMenu({
  breakTypes,
  busy,
  onPick,
}: {
  breakTypes: BreakTypeT[] | undefined;
  busy: boolean;
  onPick: (type: BreakTypeT) => void;
}) {
  if (breakTypes !== undefined && breakTypes.length === 0) return null;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={busy}
          disabled={breakTypes === undefined}
          leftSection={<IconCoffee size={16} stroke={1.5} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Start a break
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {(breakTypes ?? []).map((type) => (
          <Menu.Item key={type.id} onClick={() => onPick(type)}>
            {type.break_name} ({type.is_paid ? 'paid' : 'unpaid'},{' '}
            {formatDuration(type.expected_duration)})
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
