import { z } from 'zod';
import { CalendarDate, Money } from './common';

/**
 * The Today page's summary (`GET /app/today`, back office only): what a manager checks first, for
 * one location or all of them, in one request. Each section is present only when the caller may
 * read it (a signed-in person's permission set, or a token's scopes): `sales` and `cash_drawers`
 * need "See payments", `labor` "See timecards", `orders` "See online orders", `deposits` "See
 * deposits". Times are UTC instants; money is in minor units; hours and days are each location's
 * own wall clock.
 */

export const TodayQuery = z
  .object({
    location_id: z
      .string()
      .min(1, { error: 'must name a location, or be left out for every location' })
      .max(64, { error: 'must be at most 64 characters' })
      .optional()
      .meta({ description: 'One location of the merchant; left out: every location.' }),
  })
  .meta({ id: 'TodayQuery' });

const SalesHour = z
  .object({
    hour: z.number().int().min(0).max(23).meta({ description: 'Local hour of day, 0–23.' }),
    today_amount: z.number().int().meta({ description: 'Completed sales in that hour today.' }),
    last_week_amount: z
      .number()
      .int()
      .meta({ description: 'Completed sales in that hour on the same weekday last week.' }),
  })
  .meta({ id: 'TodaySalesHour' });

const TodayPayment = z
  .object({
    id: z.string(),
    location_id: z.string(),
    created_at: z.string(),
    status: z.string().meta({ example: 'COMPLETED' }),
    source_type: z.string().meta({ example: 'CARD' }),
    total_money: Money,
    card_brand: z.string().nullable(),
    last_4: z.string().nullable(),
  })
  .meta({ id: 'TodayPayment' });

const TodaySales = z
  .object({
    date: CalendarDate.meta({
      description:
        "Today's date on the location's clock (every location: the first location's, each location counting its own day).",
    }),
    last_week_date: CalendarDate.meta({ description: 'The same weekday one week before.' }),
    time_zone: z.string().meta({ description: 'The zone of `date` and of the hours.' }),
    sales_money: Money.meta({ description: 'Completed payments today so far (tips included).' }),
    payment_count: z.number().int(),
    last_week_so_far_money: Money.meta({
      description: 'The same weekday last week, up to the same time of day.',
    }),
    last_week_day_money: Money.meta({ description: 'That whole day last week.' }),
    hours: z.array(SalesHour).length(24),
    refunds_money: Money.meta({ description: 'Refunds made today (completed or pending).' }),
    refund_count: z.number().int(),
    recent_payments: z
      .array(TodayPayment)
      .meta({ description: 'The last few payments, newest first, any status.' }),
  })
  .meta({ id: 'TodaySales' });

const ClockedIn = z
  .object({
    shift_id: z.string(),
    employee_id: z.string(),
    employee_name: z.string(),
    location_id: z.string(),
    start_at: z.string(),
    on_break: z
      .object({ name: z.string(), start_at: z.string() })
      .nullable()
      .meta({ description: 'The break running now, if any.' }),
  })
  .meta({ id: 'TodayClockedIn' });

const NearOvertime = z
  .object({
    employee_id: z.string(),
    employee_name: z.string(),
    workweek_start: CalendarDate,
    worked_seconds: z.number().int().meta({
      description: 'Paid time this workweek, the shift running now counted up to now.',
    }),
    overtime_seconds: z.number().int(),
  })
  .meta({ id: 'TodayNearOvertime' });

const TodayLabor = z
  .object({
    clocked_in: z.array(ClockedIn).meta({ description: 'Open shifts, longest first.' }),
    near_overtime: z
      .array(NearOvertime)
      .meta({ description: 'Employees within 4 hours of overtime this workweek, or over it.' }),
    overtime_threshold_seconds: z.number().int(),
    near_overtime_seconds: z.number().int().meta({ description: 'Where "near" begins.' }),
  })
  .meta({ id: 'TodayLabor' });

const OpenDrawer = z
  .object({
    id: z.string(),
    location_id: z.string(),
    opened_at: z.string(),
    device_name: z.string().nullable(),
    description: z.string().nullable(),
    expected_cash_money: Money,
  })
  .meta({ id: 'TodayOpenDrawer' });

const CountedOffDrawer = z
  .object({
    id: z.string(),
    location_id: z.string(),
    opened_at: z.string(),
    closed_at: z.string(),
    device_name: z.string().nullable(),
    difference_money: Money.meta({ description: 'Counted − expected: below 0 short, above over.' }),
  })
  .meta({ id: 'TodayCountedOffDrawer' });

const TodayCashDrawers = z
  .object({
    open: z.array(OpenDrawer),
    counted_off: z.array(CountedOffDrawer).meta({
      description: 'Drawers counted short or over in the last `days` days, newest first.',
    }),
    days: z.number().int(),
  })
  .meta({ id: 'TodayCashDrawers' });

const WaitingOrder = z
  .object({
    id: z.string(),
    location_id: z.string(),
    created_at: z.string(),
    total_money: Money,
    recipient_name: z.string().nullable(),
  })
  .meta({ id: 'TodayWaitingOrder' });

const TodayOrders = z
  .object({
    waiting_count: z.number().int().meta({ description: 'OPEN orders: to complete or cancel.' }),
    waiting: z.array(WaitingOrder).meta({ description: 'The oldest few, oldest first.' }),
  })
  .meta({ id: 'TodayOrders' });

const NextDeposit = z
  .object({
    id: z.string(),
    location_id: z.string(),
    total_money: Money,
    initiated_at: z.string(),
    expected_arrival_date: CalendarDate,
  })
  .meta({ id: 'TodayNextDeposit' });

const FailedDeposit = z
  .object({
    id: z.string(),
    location_id: z.string(),
    total_money: Money,
    failed_at: z.string().nullable(),
    failure_reason: z.string().nullable(),
    what_to_do: z.string(),
  })
  .meta({ id: 'TodayFailedDeposit' });

const TodayDeposits = z
  .object({
    next: NextDeposit.nullable().meta({ description: 'The sent deposit that arrives soonest.' }),
    failed: z
      .array(FailedDeposit)
      .meta({ description: 'Failed deposits not re-sent yet, newest first.' }),
  })
  .meta({ id: 'TodayDeposits' });

export const TodayResponse = z
  .object({
    generated_at: z.string(),
    location_id: z.string().nullable().meta({ description: 'null: every location.' }),
    currency: z.string(),
    sales: TodaySales.optional(),
    labor: TodayLabor.optional(),
    cash_drawers: TodayCashDrawers.optional(),
    orders: TodayOrders.optional(),
    deposits: TodayDeposits.optional(),
  })
  .meta({ id: 'TodayResponse' });

export type TodayResponseT = z.infer<typeof TodayResponse>;
export type TodaySalesT = z.infer<typeof TodaySales>;
export type TodayLaborT = z.infer<typeof TodayLabor>;
export type TodayCashDrawersT = z.infer<typeof TodayCashDrawers>;
export type TodayOrdersT = z.infer<typeof TodayOrders>;
export type TodayDepositsT = z.infer<typeof TodayDeposits>;
