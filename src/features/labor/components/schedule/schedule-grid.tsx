import { ActionIcon, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { EmployeeWorkweekT } from '@/api/schemas/worked-time';
import { formatSeconds } from '../../lib/labor-hours';
import type { ScheduleRow, ShiftBar } from '../../lib/schedule-layout';
import { formatDay, formatLongDay, formatTime } from '../../lib/shift-format';
import type { Workweek } from '../../lib/workweek';
import classes from './schedule-grid.module.css';
import { TableScroller } from '@/components/table-scroller';

/** Class names that apply. */
const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

interface ScheduleGridProps {
  week: Workweek;
  rows: ScheduleRow[];
  /** The location's zone: times are its clock's. */
  timeZone: string;
  employeeName: (id: string) => string;
  /** Each employee's workweek figures from the service (all locations). */
  weekHours: ReadonlyMap<string, EmployeeWorkweekT>;
  /** The workday holding now, if in this week: highlighted, and the last one shifts can be added to. */
  today: string;
  /** Opens the new-shift drawer for an employee on a day. */
  onAddShift: (employeeId: string, day: string) => void;
  /** Names the table, e.g. "Shifts at Main St, Mar 2 – 8, 2026". */
  caption: string;
}

/** The week as a grid: one row per employee, one column per workday, a bar per shift. */
export function ScheduleGrid({
  week,
  rows,
  timeZone,
  employeeName,
  weekHours,
  today,
  onAddShift,
  caption,
}: ScheduleGridProps) {
  return (
    <TableScroller label={caption} minWidth={980}>
      <table className={classes.grid}>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col" className={classes.employeeColumn}>
              Employee
            </th>
            {week.days.map((day) => (
              <th
                key={day.date}
                scope="col"
                className={cx(day.date === today && classes.today)}
                aria-current={day.date === today ? 'date' : undefined}
              >
                <abbr title={formatLongDay(day.date)} style={{ textDecoration: 'none' }}>
                  {formatDay(day.date)}
                </abbr>
                {day.date === today ? <VisuallyHidden> (today)</VisuallyHidden> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = employeeName(row.employee_id);
            const hours = weekHours.get(row.employee_id);
            return (
              <tr key={row.employee_id}>
                <th scope="row">
                  <Text size="sm" fw={600}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.shiftCount} {row.shiftCount === 1 ? 'shift' : 'shifts'}
                    {row.openCount > 0 ? `, ${row.openCount} open` : ''}
                  </Text>
                  {hours ? (
                    <Text size="xs" data-testid="week-hours">
                      {formatSeconds(hours.paid_seconds)} paid
                      {hours.overtime_seconds > 0
                        ? `, ${formatSeconds(hours.overtime_seconds)} overtime`
                        : ''}
                    </Text>
                  ) : null}
                </th>
                {row.days.map((bars, index) => {
                  const day = week.days[index]?.date ?? '';
                  return (
                    <td key={day}>
                      <div className={classes.cell}>
                        {bars.map((bar) => (
                          <ShiftBlock
                            key={bar.shift.id}
                            bar={bar}
                            name={name}
                            day={day}
                            timeZone={timeZone}
                          />
                        ))}
                        {day <= today ? (
                          <Group justify="flex-end">
                            <Tooltip label="Add a shift" openDelay={400}>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                size="sm"
                                aria-label={`Add a shift for ${name} on ${formatLongDay(day)}`}
                                onClick={() => onAddShift(row.employee_id, day)}
                              >
                                <IconPlus size={14} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        ) : null}
                      </div>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

function ShiftBlock({
  bar,
  name,
  day,
  timeZone,
}: {
  bar: ShiftBar;
  name: string;
  day: string;
  timeZone: string;
}) {
  const { shift } = bar;
  const start = formatTime(shift.start_at, timeZone);
  const end = shift.end_at ? formatTime(shift.end_at, timeZone) : 'now';
  return (
    <Link
      to="/labor/schedule/$shiftId"
      params={{ shiftId: shift.id }}
      search
      className={cx(classes.shift, bar.open && classes.open)}
    >
      {/* The name is the visible text with its context around it (axe: label-content-name-mismatch). */}
      <VisuallyHidden>
        {name}, {formatLongDay(day)}:{' '}
      </VisuallyHidden>
      <span className={classes.times}>
        {start} – {end}
      </span>
      {bar.open ? <span className={classes.meta}>Open</span> : null}
      {shift.breaks.length > 0 ? (
        <span className={classes.meta}>
          {shift.breaks.length} {shift.breaks.length === 1 ? 'break' : 'breaks'}
          {shift.breaks.some((b) => b.end_at === undefined) ? ', on a break now' : ''}
        </span>
      ) : null}
      <span className={classes.track} aria-hidden>
        <span
          className={cx(classes.bar, bar.continues && classes.continues)}
          style={{ left: percent(bar.left), width: percent(bar.width) }}
        />
        {bar.breaks.map((b, i) => (
          <span
            key={i}
            className={cx(classes.break, b.paid && classes.paidBreak)}
            style={{ left: percent(b.left), width: percent(b.width) }}
          />
        ))}
      </span>
    </Link>
  );
}

/** What the bars' colours mean. */
export function ScheduleLegend() {
  const items = [
    [classes.closedSwatch, 'Closed shift'],
    [classes.openSwatch, 'Open shift (working now)'],
    [classes.unpaidSwatch, 'Unpaid break'],
    [classes.paidSwatch, 'Paid break'],
  ] as const;
  return (
    <Group gap="lg" mt="sm" component="ul" aria-label="Legend" className={classes.legendList}>
      {items.map(([swatch, label]) => (
        <li key={label} className={classes.legend}>
          <span className={cx(classes.swatch, swatch)} />
          {label}
        </li>
      ))}
    </Group>
  );
}
