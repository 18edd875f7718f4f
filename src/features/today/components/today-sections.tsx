import { Badge, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocationName } from '@/api/account';
import type {
  TodayCashDrawersT,
  TodayDepositsT,
  TodayLaborT,
  TodayOrdersT,
  TodaySalesT,
} from '@/api/schemas/today';
import { RouterAnchor } from '@/components/router-anchor';
import { cardBrandLabel } from '@/lib/card-brands';
import { formatMoney } from '@/lib/money';
import { useFormatDateTime } from '@/lib/time-zone';
import { useNow } from '@/lib/use-now';
import {
  elapsedText,
  hoursText,
  salesChangePercent,
  shortDate,
  weekdayOf,
} from '../lib/today-figures';
import classes from './today.module.css';

/**
 * The chart (recharts, the page's heaviest part) loads in its own chunk and draws after the
 * figures have painted: the cards' first paint does not wait for it.
 */
const SalesChart = lazy(() => import('./sales-chart').then((m) => ({ default: m.SalesChart })));

function LaterSalesChart(props: { sales: TodaySalesT; currency: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const placeholder = <Skeleton height={228} aria-hidden />;
  return ready ? (
    <Suspense fallback={placeholder}>
      <SalesChart {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}

/** One card of the page: a heading (with the link to the page behind it) and its content. */
function Section({
  title,
  link,
  children,
}: {
  title: string;
  link?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title} miw={0}>
      <Group justify="space-between" align="baseline" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {link}
      </Group>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

const None = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

interface Scope {
  /** The selected location's id; undefined when the page shows every location. */
  locationId: string | undefined;
  /** The location a list page opens on (the selected one). */
  listLocationId: string | undefined;
}

/** " · <location name>" after a row when the page shows every location; nothing otherwise. */
function useWhere(scope: Scope) {
  const locationName = useLocationName();
  return (locationId: string) => (scope.locationId ? '' : ` · ${locationName(locationId) ?? ''}`);
}

/** A heading inside a card, with the link to the filtered page behind it. */
function SubHeading({
  title,
  link,
  className,
}: {
  title: string;
  link: ReactNode;
  className?: string;
}) {
  return (
    <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
      <Title order={3} size="h6" className={className}>
        {title}
      </Title>
      {link}
    </Group>
  );
}

/** A card's rows as a plain list, or the line saying there are none. */
function Rows<T>({
  rows,
  rowKey,
  label,
  empty,
  children,
}: {
  rows: readonly T[];
  rowKey: (row: T) => string;
  label?: string;
  empty?: ReactNode;
  children: (row: T) => ReactNode;
}) {
  if (rows.length === 0 && empty !== undefined) return <None>{empty}</None>;
  return (
    <List listStyleType="none" spacing={4} size="sm" aria-label={label}>
      {rows.map((row) => (
        <List.Item key={rowKey(row)}>{children(row)}</List.Item>
      ))}
    </List>
  );
}

/** Cash drawers as rows: each drawer's `name`, linking to that drawer, then `children`. */
function DrawerRows<T extends { id: string; location_id: string }>({
  name,
  children,
  ...list
}: {
  rows: readonly T[];
  label: string;
  empty: ReactNode;
  name: (drawer: T) => string;
  children: (drawer: T) => ReactNode;
}) {
  return (
    <Rows {...list} rowKey={(d) => d.id}>
      {(d) => (
        <Text size="sm">
          <RouterAnchor
            to="/cash-drawers/$shiftId"
            params={{ shiftId: d.id }}
            search={{ location: d.location_id }}
            fw={500}
            size="sm"
          >
            {name(d)}
          </RouterAnchor>{' '}
          {children(d)}
        </Text>
      )}
    </Rows>
  );
}

export function SalesSection({
  sales,
  currency,
  scope,
}: {
  sales: TodaySalesT;
  currency: string;
  scope: Scope;
}) {
  const formatDateTime = useFormatDateTime();
  const where = useWhere(scope);
  const change = salesChangePercent(sales);
  const weekday = weekdayOf(sales.last_week_date);
  const paymentsToday = {
    created_from: sales.date,
    created_to: sales.date,
    location_id: scope.locationId,
  };
  return (
    <Section
      title="Sales today"
      link={
        <RouterAnchor to="/payments" search={paymentsToday} size="sm">
          Today’s payments
        </RouterAnchor>
      }
    >
      <Group gap="xl" align="flex-end" wrap="wrap">
        <div>
          <Text size="xl" fw={700} data-testid="today-sales">
            {formatMoney(sales.sales_money)}
          </Text>
          <Text size="sm" c="dimmed">
            {sales.payment_count} {sales.payment_count === 1 ? 'payment' : 'payments'} so far
          </Text>
        </div>
        <div>
          <Text size="sm">
            {change === null ? (
              <>No sales last {weekday} by this time</>
            ) : (
              <>
                <Text span fw={600} className={change >= 0 ? classes.up : classes.down}>
                  {change >= 0 ? '▲' : '▼'} {Math.abs(change)}%
                </Text>{' '}
                against last {weekday} by this time ({formatMoney(sales.last_week_so_far_money)})
              </>
            )}
          </Text>
          <Text size="sm" c="dimmed">
            Last {weekday} ({shortDate(sales.last_week_date)}) in all:{' '}
            {formatMoney(sales.last_week_day_money)}
          </Text>
        </div>
        <div>
          <RouterAnchor
            to="/payments/refunds"
            search={{
              created_from: sales.date,
              created_to: sales.date,
              location_id: scope.locationId,
            }}
            size="sm"
          >
            Refunds today: {formatMoney(sales.refunds_money)} ({sales.refund_count})
          </RouterAnchor>
        </div>
      </Group>
      <LaterSalesChart sales={sales} currency={currency} />
      <div>
        <Title order={3} size="h6" mb={4}>
          Last payments
        </Title>
        <Rows rows={sales.recent_payments} rowKey={(p) => p.id} empty="No payments yet.">
          {(p) => (
            <Group gap="xs" wrap="wrap">
              <RouterAnchor
                to="/payments/$paymentId"
                params={{ paymentId: p.id }}
                fw={500}
                size="sm"
              >
                {formatMoney(p.total_money)}
              </RouterAnchor>
              <Text size="sm" c="dimmed">
                {p.source_type === 'CARD'
                  ? `${cardBrandLabel(p.card_brand)} ${p.last_4 ? `•••• ${p.last_4}` : ''}`
                  : 'Cash'}
                {' · '}
                {formatDateTime(p.created_at, p.location_id)}
                {where(p.location_id)}
              </Text>
              {p.status !== 'COMPLETED' ? (
                <Badge size="sm" variant="light" color={p.status === 'FAILED' ? 'red' : 'gray'}>
                  {p.status === 'APPROVED'
                    ? 'Authorized'
                    : p.status === 'CANCELED'
                      ? 'Voided'
                      : 'Failed'}
                </Badge>
              ) : null}
            </Group>
          )}
        </Rows>
      </div>
    </Section>
  );
}

export function LaborSection({ labor, scope }: { labor: TodayLaborT; scope: Scope }) {
  const now = useNow(30_000);
  const where = useWhere(scope);
  const week = labor.near_overtime[0]?.workweek_start;
  return (
    <Section
      title="Working now"
      link={
        <RouterAnchor
          to="/labor/shifts"
          search={{ status: 'OPEN', location: scope.listLocationId }}
          size="sm"
        >
          Open shifts
        </RouterAnchor>
      }
    >
      <Rows
        rows={labor.clocked_in}
        rowKey={(s) => s.shift_id}
        label="Clocked in"
        empty="Nobody is clocked in."
      >
        {(s) => (
          <Group gap="xs" wrap="wrap">
            <RouterAnchor
              to="/labor/shifts/$shiftId"
              params={{ shiftId: s.shift_id }}
              search={{ location: scope.listLocationId }}
              fw={500}
              size="sm"
            >
              {s.employee_name}
            </RouterAnchor>
            <Text size="sm" c="dimmed">
              for {elapsedText(s.start_at, now)}
              {where(s.location_id)}
            </Text>
            {s.on_break ? (
              <Badge size="sm" variant="dot" color="yellow">
                On {s.on_break.name} for {elapsedText(s.on_break.start_at, now)}
              </Badge>
            ) : null}
          </Group>
        )}
      </Rows>
      <div>
        <SubHeading
          title="Near overtime this workweek"
          link={
            <RouterAnchor
              to="/labor/hours"
              search={{ week, location: scope.listLocationId }}
              size="sm"
            >
              Hours
            </RouterAnchor>
          }
        />
        <Rows
          rows={labor.near_overtime}
          rowKey={(n) => n.employee_id}
          label="Near overtime"
          empty={
            <>
              Nobody has worked {hoursText(labor.near_overtime_seconds)} yet this workweek (overtime
              starts after {hoursText(labor.overtime_threshold_seconds)}).
            </>
          }
        >
          {(n) => (
            <Text size="sm">
              <Text span fw={500}>
                {n.employee_name}
              </Text>{' '}
              {hoursText(n.worked_seconds)}
              {n.overtime_seconds > 0 ? (
                <Text span className={classes.short}>
                  {' '}
                  ({hoursText(n.overtime_seconds)} overtime)
                </Text>
              ) : (
                ` of ${hoursText(labor.overtime_threshold_seconds)}`
              )}
            </Text>
          )}
        </Rows>
      </div>
    </Section>
  );
}

export function CashDrawersSection({
  drawers,
  scope,
}: {
  drawers: TodayCashDrawersT;
  scope: Scope;
}) {
  const formatDateTime = useFormatDateTime();
  const where = useWhere(scope);
  return (
    <Section
      title="Cash drawers"
      link={
        <RouterAnchor to="/cash-drawers" search={{ location: scope.listLocationId }} size="sm">
          All drawers
        </RouterAnchor>
      }
    >
      <DrawerRows
        rows={drawers.open}
        label="Open drawers"
        empty="No drawer is open."
        name={(d) => d.device_name ?? d.description ?? 'Drawer'}
      >
        {(d) => (
          <>
            open since {formatDateTime(d.opened_at, d.location_id)}, expected{' '}
            {formatMoney(d.expected_cash_money)}
            {where(d.location_id)}
          </>
        )}
      </DrawerRows>
      <div>
        <SubHeading
          title={`Counted short or over, last ${drawers.days} days`}
          link={
            <RouterAnchor
              to="/cash-drawers"
              search={{ show: 'differences', location: scope.listLocationId }}
              size="sm"
            >
              Differences
            </RouterAnchor>
          }
        />
        <DrawerRows
          rows={drawers.counted_off}
          label="Counted short or over"
          empty="Every drawer counted matched."
          name={(d) => d.device_name ?? 'Drawer'}
        >
          {(d) => (
            <>
              <Text
                span
                className={d.difference_money.amount < 0 ? classes.short : classes.over}
                fw={600}
              >
                {d.difference_money.amount < 0 ? 'short' : 'over'}{' '}
                {formatMoney({
                  ...d.difference_money,
                  amount: Math.abs(d.difference_money.amount),
                })}
              </Text>
              , counted {formatDateTime(d.closed_at, d.location_id)}
              {where(d.location_id)}
            </>
          )}
        </DrawerRows>
      </div>
    </Section>
  );
}

export function OrdersSection({ orders, scope }: { orders: TodayOrdersT; scope: Scope }) {
  const formatDateTime = useFormatDateTime();
  const where = useWhere(scope);
  return (
    <Section
      title="Online orders waiting"
      link={
        <RouterAnchor
          to="/orders"
          search={{ state: 'OPEN', location: scope.listLocationId }}
          size="sm"
        >
          Open orders
        </RouterAnchor>
      }
    >
      {orders.waiting_count === 0 ? (
        <None>No order is waiting for you.</None>
      ) : (
        <>
          <Text size="sm">
            <Text span fw={700}>
              {orders.waiting_count}
            </Text>{' '}
            {orders.waiting_count === 1 ? 'order is' : 'orders are'} paid and waiting to be
            completed or canceled.
          </Text>
          <Rows rows={orders.waiting} rowKey={(o) => o.id} label="Oldest waiting orders">
            {(o) => (
              <Text size="sm">
                <RouterAnchor
                  to="/orders/$orderId"
                  params={{ orderId: o.id }}
                  search={{ location: o.location_id }}
                  fw={500}
                  size="sm"
                >
                  {formatMoney(o.total_money)}
                </RouterAnchor>{' '}
                {o.recipient_name ? `for ${o.recipient_name} ` : ''}
                since {formatDateTime(o.created_at, o.location_id)}
                {where(o.location_id)}
              </Text>
            )}
          </Rows>
        </>
      )}
    </Section>
  );
}

export function DepositsSection({ deposits, scope }: { deposits: TodayDepositsT; scope: Scope }) {
  const where = useWhere(scope);
  const formatDateTime = useFormatDateTime();
  return (
    <Section
      title="Deposits"
      link={
        <RouterAnchor to="/deposits" search={{ location_id: scope.locationId }} size="sm">
          All deposits
        </RouterAnchor>
      }
    >
      {deposits.next ? (
        <Text size="sm">
          Next:{' '}
          <RouterAnchor
            to="/deposits/$settlementId"
            params={{ settlementId: deposits.next.id }}
            fw={600}
            size="sm"
          >
            {formatMoney(deposits.next.total_money)}
          </RouterAnchor>{' '}
          expected {weekdayOf(deposits.next.expected_arrival_date)},{' '}
          {shortDate(deposits.next.expected_arrival_date)}
          {where(deposits.next.location_id)}
        </Text>
      ) : (
        <None>No deposit is on its way.</None>
      )}
      {deposits.failed.length > 0 ? (
        <Stack gap={6} role="group" aria-label="Failed deposits">
          <SubHeading
            title="Failed"
            className={classes.short}
            link={
              <RouterAnchor
                to="/deposits"
                search={{ status: 'FAILED', location_id: scope.locationId }}
                size="sm"
              >
                Failed deposits
              </RouterAnchor>
            }
          />
          {deposits.failed.map((f) => (
            <Text size="sm" key={f.id}>
              <RouterAnchor
                to="/deposits/$settlementId"
                params={{ settlementId: f.id }}
                fw={600}
                size="sm"
              >
                {formatMoney(f.total_money)}
              </RouterAnchor>
              {f.failed_at ? ` failed ${formatDateTime(f.failed_at, f.location_id)}` : ' failed'}
              {f.failure_reason ? ` (${f.failure_reason})` : ''}
              {where(f.location_id)}. {f.what_to_do}
            </Text>
          ))}
        </Stack>
      ) : (
        <None>No failed deposit.</None>
      )}
    </Section>
  );
}
