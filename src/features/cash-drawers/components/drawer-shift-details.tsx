import { Alert, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { V1CashDrawerShiftT } from '@/api/schemas/cash-drawers';
import { FactsTable, type Fact } from '@/components/facts-table';
import { formatMoney } from '@/lib/money';
import {
  drawerEventLabel,
  eventsInTimeOrder,
  SHIFT_STATE_DESCRIPTIONS,
} from '../lib/drawer-format';
import { drawerSummary } from '../lib/drawer-math';
import { Difference } from './difference';
import classes from './drawer.module.css';
import { DrawerShiftStateBadge } from './drawer-shift-state-badge';

interface DrawerShiftDetailsProps {
  shift: V1CashDrawerShiftT;
  formatDateTime: (iso: string) => string;
  employeeName: (id: string) => string;
}

/** "+$12.00" / "−$3.00": a signed amount, as the drawer moved. */
function signed(amount: number, currency: string): string {
  const text = formatMoney({ amount: Math.abs(amount), currency });
  return amount < 0 ? `−${text}` : amount > 0 ? `+${text}` : text;
}

/** The shift's arithmetic, line by line, down to the difference. */
function DrawerSummaryTable({ shift }: { shift: V1CashDrawerShiftT }) {
  const s = drawerSummary(shift);
  const money = (amount: number) => formatMoney({ amount, currency: s.currency });
  const expected = s.reportedExpected ?? s.expected;
  return (
    <FactsTable
      label="Drawer summary"
      nameWidth="60%"
      numeric
      rows={[
        ['Starting cash', money(s.starting)],
        ['Cash payments', signed(s.cashPayments, s.currency)],
        ['Cash refunds', signed(s.cashRefunds, s.currency)],
        ['Paid in', signed(s.paidIn, s.currency)],
        ['Paid out', signed(s.paidOut, s.currency)],
        ['Expected in drawer', money(expected), { total: true, ruleAbove: true }],
        [
          'Counted',
          s.counted === undefined ? 'Not counted yet' : money(s.counted),
          { total: true },
        ],
        [
          'Difference',
          <Difference key="difference" amount={s.difference} currency={s.currency} />,
          { total: true },
        ],
      ]}
    />
  );
}

/** Who and when. */
function Facts({ shift, formatDateTime, employeeName }: DrawerShiftDetailsProps) {
  const when = (iso: string | undefined) => (iso ? formatDateTime(iso) : '—');
  const who = (id: string | undefined) => (id ? employeeName(id) : '—');
  const facts: Fact[] = [
    ['Device', shift.device?.name ?? shift.device?.id ?? '—'],
    ['Opened', `${when(shift.opened_at)} by ${who(shift.opening_employee_id)}`],
    ['Ended', shift.ended_at ? `${when(shift.ended_at)} by ${who(shift.ending_employee_id)}` : '—'],
    [
      'Closed',
      shift.closed_at ? `${when(shift.closed_at)} by ${who(shift.closing_employee_id)}` : '—',
    ],
    ['Employees', (shift.employee_ids ?? []).map(employeeName).join(', ') || '—'],
  ];
  if (shift.description) facts.push(['Description', shift.description]);
  return <FactsTable label="Shift" nameWidth="110px" rows={facts} />;
}

/** The events of the shift in time order, amounts signed (+ into the drawer, − out of it). */
function EventsTable({ shift, formatDateTime, employeeName }: DrawerShiftDetailsProps) {
  const events = eventsInTimeOrder(shift.events ?? []);
  const currency = drawerSummary(shift).currency;
  if (events.length === 0) {
    return <Text c="dimmed">No events in this shift.</Text>;
  }
  return (
    <Table striped verticalSpacing="xs" fz="sm">
      <Table.Caption>Drawer events, in time order</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Time</Table.Th>
          <Table.Th scope="col">Event</Table.Th>
          <Table.Th scope="col">Employee</Table.Th>
          <Table.Th scope="col" className={classes.money}>
            Amount
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((event, index) => (
          <Table.Tr key={event.id ?? index}>
            <Table.Td>{event.created_at ? formatDateTime(event.created_at) : '—'}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={500}>
                {drawerEventLabel(event.event_type)}
              </Text>
              {event.description ? (
                <Text size="xs" c="dimmed">
                  {event.description}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{event.employee_id ? employeeName(event.employee_id) : '—'}</Table.Td>
            <Table.Td className={classes.money}>
              {event.event_money?.amount === undefined
                ? '—'
                : signed(event.event_money.amount, event.event_money.currency_code ?? currency)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One drawer shift: its state, the arithmetic to the difference, and its events. */
export function DrawerShiftDetails(props: DrawerShiftDetailsProps) {
  const { shift } = props;
  const summary = drawerSummary(shift);
  const inconsistent =
    summary.reportedExpected !== undefined && summary.reportedExpected !== summary.expected;
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <DrawerShiftStateBadge state={shift.event_type} />
        {shift.event_type ? (
          <Text size="sm" c="dimmed">
            {SHIFT_STATE_DESCRIPTIONS[shift.event_type]}
          </Text>
        ) : null}
      </Group>
      <section aria-labelledby="drawer-summary-title">
        <Title order={3} size="h5" mb="xs" id="drawer-summary-title">
          Cash
        </Title>
        <DrawerSummaryTable shift={shift} />
        {inconsistent ? (
          <Alert color="yellow" mt="sm" title="The sums do not add up">
            The service reports{' '}
            {formatMoney({ amount: summary.reportedExpected ?? 0, currency: summary.currency })}{' '}
            expected, but the lines above add up to{' '}
            {formatMoney({ amount: summary.expected, currency: summary.currency })}.
          </Alert>
        ) : null}
      </section>
      <Facts {...props} />
      <section aria-labelledby="drawer-events-title">
        <Title order={3} size="h5" mb="xs" id="drawer-events-title">
          Events
        </Title>
        <EventsTable {...props} />
      </section>
    </Stack>
  );
}
