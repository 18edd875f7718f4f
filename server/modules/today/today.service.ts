import type {
  TodayCashDrawersT,
  TodayDepositsT,
  TodayLaborT,
  TodayOrdersT,
  TodayResponseT,
  TodaySalesT,
} from '@contract/today';
import { sql, type Expression, type SqlBool } from 'kysely';
import { compareCodeUnits } from '../../lib/compare';
import { addDays, fromMs, localDate, toMs, zonedInstant } from '../../lib/time';
import type { MerchantContext } from '../context';
import { notFound } from '../errors';
import { expectedArrivalDate, notResent } from '../deposits';
import { loadWorkedTime, OVERTIME_THRESHOLD_SECONDS, readRule, workweekStartOf } from '../labor';
import { merchantLocation } from '../locations';
import { PAYMENT_SUMMARY_COLUMNS, voidExpired } from '../payments';

/** The sections of the summary; each is computed only when the caller may read it. */
export type TodaySection = 'sales' | 'labor' | 'cash_drawers' | 'orders' | 'deposits';

/** Payments listed under "last few". */
const RECENT_PAYMENTS = 5;
/** Online orders listed (the count is of all of them). */
const WAITING_ORDERS = 5;
/** Drawers counted short or over within this many days. */
const COUNTED_OFF_DAYS = 7;
/** At most this many drawers of each kind are listed. */
const DRAWERS_LISTED = 10;
/** Within this much of the overtime threshold is "near". */
const NEAR_OVERTIME_SECONDS = 4 * 3600;
/** Sent deposits this recent may still be on their way (3 business days, weekends between). */
const DEPOSIT_LOOKBACK_DAYS = 7;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** A payment's UTC hour: hours since the epoch (`payments.created_at` is milliseconds, 0022). */
const utcHour = sql<number>`created_at / ${sql.lit(HOUR_MS)}`;

interface Place {
  id: string;
  timezone: string;
}

/** One location's day windows, on its own clock. */
interface DayWindows {
  location: Place;
  date: string;
  todayStart: string;
  lastWeekStart: string;
  lastWeekEnd: string;
  /** The same wall-clock time as now, a week ago. */
  lastWeekNow: string;
}

function windowsOf(location: Place, now: string): DayWindows {
  const tz = location.timezone;
  const date = localDate(now, tz);
  const todayStart = zonedInstant(date, '00:00', tz);
  const lastWeekDate = addDays(date, -7);
  const lastWeekStart = zonedInstant(lastWeekDate, '00:00', tz);
  const lastWeekEnd = zonedInstant(addDays(lastWeekDate, 1), '00:00', tz);
  const elapsed = Date.parse(now) - Date.parse(todayStart);
  const lastWeekNow = new Date(
    Math.min(Date.parse(lastWeekStart) + elapsed, Date.parse(lastWeekEnd)),
  ).toISOString();
  return { location, date, todayStart, lastWeekStart, lastWeekEnd, lastWeekNow };
}

/** The local hour (0–23) on `timeZone`'s clock at an instant. */
function localHour(instant: number, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    hourCycle: 'h23',
  }).format(instant);
  return Number(hour) % 24;
}

const num = (v: unknown) => Number(v ?? 0);
const name = (first: string, last: string) => `${first} ${last}`.trim();

async function readSales(
  ctx: MerchantContext,
  places: DayWindows[],
  currency: string,
  now: string,
  locationId: string | undefined,
): Promise<TodaySalesT> {
  await voidExpired(ctx, now);
  const zoneOf = new Map(places.map((p) => [p.location.id, p.location.timezone]));
  const nowMs = toMs(now);
  const ms = places.map((p) => ({
    id: p.location.id,
    todayStart: toMs(p.todayStart),
    lastWeekStart: toMs(p.lastWeekStart),
    lastWeekEnd: toMs(p.lastWeekEnd),
    lastWeekNow: toMs(p.lastWeekNow),
  }));
  // One grouped query: each location's today and its same weekday last week, by UTC hour.
  const hourly = await ctx.db
    .selectFrom('payments')
    .select((eb) => [
      'location_id',
      utcHour.as('utc_hour'),
      eb.fn.sum<number>('total_amount').as('amount'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('merchant_id', '=', ctx.merchantId)
    .where('status', '=', 'COMPLETED')
    .where((eb) =>
      eb.or(
        ms.flatMap((p) => [
          eb.and([
            eb('location_id', '=', p.id),
            eb('created_at', '>=', p.todayStart),
            eb('created_at', '<', nowMs),
          ]),
          eb.and([
            eb('location_id', '=', p.id),
            eb('created_at', '>=', p.lastWeekStart),
            eb('created_at', '<', p.lastWeekEnd),
          ]),
        ]),
      ),
    )
    .groupBy(['location_id', utcHour])
    .execute();
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    today_amount: 0,
    last_week_amount: 0,
  }));
  let sales = 0;
  let count = 0;
  let lastWeekDay = 0;
  const windowOf = new Map(places.map((p) => [p.location.id, p]));
  for (const row of hourly) {
    const place = windowOf.get(row.location_id)!;
    const start = Number(row.utc_hour) * HOUR_MS;
    const hour = localHour(start, zoneOf.get(row.location_id)!);
    const amount = num(row.amount);
    if (start >= Date.parse(place.lastWeekEnd)) {
      hours[hour]!.today_amount += amount;
      sales += amount;
      count += num(row.count);
    } else {
      hours[hour]!.last_week_amount += amount;
      lastWeekDay += amount;
    }
  }

  const [soFar, refunds, recent] = await Promise.all([
    ctx.db
      .selectFrom('payments')
      .select((eb) => eb.fn.sum<number>('total_amount').as('amount'))
      .where('merchant_id', '=', ctx.merchantId)
      .where('status', '=', 'COMPLETED')
      .where((eb) =>
        eb.or(
          ms.map((p) =>
            eb.and([
              eb('location_id', '=', p.id),
              eb('created_at', '>=', p.lastWeekStart),
              eb('created_at', '<', p.lastWeekNow),
            ]),
          ),
        ),
      )
      .executeTakeFirst(),
    ctx.db
      .selectFrom('refunds')
      .select((eb) => [eb.fn.sum<number>('amount').as('amount'), eb.fn.countAll<number>().as('n')])
      .where('merchant_id', '=', ctx.merchantId)
      .where('status', 'in', ['COMPLETED', 'PENDING'])
      .where((eb) =>
        eb.or(
          places.map((p) =>
            eb.and([
              eb('location_id', '=', p.location.id),
              eb('created_at', '>=', p.todayStart),
              eb('created_at', '<', now),
            ]),
          ),
        ),
      )
      .executeTakeFirst(),
    ctx.db
      .selectFrom('payments')
      .select([...PAYMENT_SUMMARY_COLUMNS, 'source_type'])
      .where('merchant_id', '=', ctx.merchantId)
      .$if(locationId !== undefined, (q) => q.where('location_id', '=', locationId!))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_PAYMENTS)
      .execute(),
  ]);
  const first = places[0]!;
  const money = (amount: number) => ({ amount, currency });
  return {
    date: first.date,
    last_week_date: addDays(first.date, -7),
    time_zone: first.location.timezone,
    sales_money: money(sales),
    payment_count: count,
    last_week_so_far_money: money(num(soFar?.amount)),
    last_week_day_money: money(lastWeekDay),
    hours,
    refunds_money: money(num(refunds?.amount)),
    refund_count: num(refunds?.n),
    recent_payments: recent.map((p) => ({
      id: p.id,
      location_id: p.location_id,
      created_at: fromMs(p.created_at),
      status: p.status,
      source_type: p.source_type,
      total_money: { amount: num(p.total_amount), currency: p.currency },
      card_brand: p.card_brand,
      last_4: p.last_4,
    })),
  };
}

async function readLabor(
  ctx: MerchantContext,
  now: string,
  locationId: string | undefined,
): Promise<TodayLaborT> {
  const open = await ctx.db
    .selectFrom('shifts')
    .innerJoin('employees', 'employees.id', 'shifts.employee_id')
    .leftJoin('shift_breaks', (join) =>
      join.onRef('shift_breaks.shift_id', '=', 'shifts.id').on('shift_breaks.end_at', 'is', null),
    )
    .select([
      'shifts.id',
      'shifts.employee_id',
      'shifts.location_id',
      'shifts.start_at',
      'employees.first_name',
      'employees.last_name',
      'shift_breaks.name as break_name',
      'shift_breaks.start_at as break_start_at',
    ])
    .where('shifts.merchant_id', '=', ctx.merchantId)
    .where('shifts.status', '=', 'OPEN')
    .where('shifts.deleted', '=', sql.lit(0))
    .$if(locationId !== undefined, (q) => q.where('shifts.location_id', '=', locationId!))
    .orderBy('shifts.start_at')
    .orderBy('shifts.id')
    .execute();

  // Worked time of every workweek that touches the last 8 days: the current one included.
  const rule = await readRule(ctx);
  const worked = await loadWorkedTime(
    ctx,
    { begin_at: new Date(Date.parse(now) - 8 * DAY_MS).toISOString(), end_at: now },
    rule,
  );
  const openStart = new Map(open.map((s) => [s.id, s]));
  const latestZone = new Map<string, string>();
  for (const s of worked.shifts) latestZone.set(s.employee_id, s.timezone);
  const running = new Map<string, number>();
  for (const s of worked.shifts) {
    if (!s.open) continue;
    const shift = openStart.get(s.shift_id);
    const onBreak = shift?.break_start_at ? Date.parse(now) - Date.parse(shift.break_start_at) : 0;
    const seconds = Math.max(
      0,
      Math.floor((Date.parse(now) - Date.parse(s.start_at) - Math.max(0, onBreak)) / 1000),
    );
    const key = `${s.employee_id}\u0000${s.workweek_start}`;
    running.set(key, (running.get(key) ?? 0) + seconds);
  }
  const near = worked.weeks
    .filter((w) => w.workweek_start === workweekStartOf(now, rule, latestZone.get(w.employee_id)!))
    .filter((w) => !locationId || w.locations.some((l) => l.location_id === locationId))
    .map((w) => {
      const extra = running.get(`${w.employee_id}\u0000${w.workweek_start}`) ?? 0;
      const total = w.paid_seconds + extra;
      return {
        employee_id: w.employee_id,
        workweek_start: w.workweek_start,
        worked_seconds: total,
        overtime_seconds: Math.max(0, total - OVERTIME_THRESHOLD_SECONDS),
      };
    })
    .filter((w) => w.worked_seconds >= OVERTIME_THRESHOLD_SECONDS - NEAR_OVERTIME_SECONDS)
    .sort((a, b) => b.worked_seconds - a.worked_seconds);
  const names = near.length
    ? await ctx.db
        .selectFrom('employees')
        .select(['id', 'first_name', 'last_name'])
        .where('merchant_id', '=', ctx.merchantId)
        .where(
          'id',
          'in',
          near.map((n) => n.employee_id),
        )
        .execute()
    : [];
  const nameOf = new Map(names.map((e) => [e.id, name(e.first_name, e.last_name)]));
  return {
    clocked_in: open.map((s) => ({
      shift_id: s.id,
      employee_id: s.employee_id,
      employee_name: name(s.first_name, s.last_name),
      location_id: s.location_id,
      start_at: s.start_at,
      on_break:
        s.break_name !== null && s.break_start_at !== null
          ? { name: s.break_name, start_at: s.break_start_at }
          : null,
    })),
    near_overtime: near.map((n) => ({ ...n, employee_name: nameOf.get(n.employee_id) ?? '' })),
    overtime_threshold_seconds: OVERTIME_THRESHOLD_SECONDS,
    near_overtime_seconds: OVERTIME_THRESHOLD_SECONDS - NEAR_OVERTIME_SECONDS,
  };
}

async function readCashDrawers(
  ctx: MerchantContext,
  now: string,
  locationId: string | undefined,
): Promise<TodayCashDrawersT> {
  const since = new Date(Date.parse(now) - COUNTED_OFF_DAYS * DAY_MS).toISOString();
  const base = ctx.db
    .selectFrom('cash_drawer_shifts')
    .where('merchant_id', '=', ctx.merchantId)
    .$if(locationId !== undefined, (q) => q.where('location_id', '=', locationId!));
  const [open, counted] = await Promise.all([
    base
      .select([
        'id',
        'location_id',
        'opened_at',
        'device_name',
        'description',
        'expected_cash_amount',
        'currency',
      ])
      .where('state', '=', 'OPEN')
      .orderBy('opened_at')
      .orderBy('id')
      .limit(DRAWERS_LISTED)
      .execute(),
    base
      .select([
        'id',
        'location_id',
        'opened_at',
        'closed_at',
        'device_name',
        'expected_cash_amount',
        'closed_cash_amount',
        'currency',
      ])
      .where('closed_at', '>=', since)
      .where(
        (eb) =>
          eb('closed_cash_amount', '!=', eb.ref('expected_cash_amount')) as Expression<SqlBool>,
      )
      .orderBy('closed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(DRAWERS_LISTED)
      .execute(),
  ]);
  return {
    open: open.map((d) => ({
      id: d.id,
      location_id: d.location_id,
      opened_at: d.opened_at,
      device_name: d.device_name,
      description: d.description,
      expected_cash_money: { amount: num(d.expected_cash_amount), currency: d.currency },
    })),
    counted_off: counted.map((d) => ({
      id: d.id,
      location_id: d.location_id,
      opened_at: d.opened_at,
      closed_at: d.closed_at!,
      device_name: d.device_name,
      difference_money: {
        amount: num(d.closed_cash_amount) - num(d.expected_cash_amount),
        currency: d.currency,
      },
    })),
    days: COUNTED_OFF_DAYS,
  };
}

async function readOrders(
  ctx: MerchantContext,
  locationId: string | undefined,
): Promise<TodayOrdersT> {
  const base = ctx.db
    .selectFrom('online_orders')
    .where('merchant_id', '=', ctx.merchantId)
    .where('state', '=', 'OPEN')
    .$if(locationId !== undefined, (q) => q.where('location_id', '=', locationId!));
  const [count, oldest] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .select(['id', 'location_id', 'created_at', 'total_amount', 'currency', 'recipient_name'])
      .orderBy('created_at')
      .orderBy('id')
      .limit(WAITING_ORDERS)
      .execute(),
  ]);
  return {
    waiting_count: num(count?.n),
    waiting: oldest.map((o) => ({
      id: o.id,
      location_id: o.location_id,
      created_at: o.created_at,
      total_money: { amount: num(o.total_amount), currency: o.currency },
      recipient_name: o.recipient_name,
    })),
  };
}

const FAILED_DEPOSIT_ADVICE =
  'Check the bank account this location pays into (Deposits → the deposit shows it); the next deposit re-sends the amount once the account accepts it.';

async function readDeposits(
  ctx: MerchantContext,
  now: string,
  locationId: string | undefined,
): Promise<TodayDepositsT> {
  const since = new Date(Date.parse(now) - DEPOSIT_LOOKBACK_DAYS * DAY_MS).toISOString();
  const base = ctx.db
    .selectFrom('settlements as s')
    .where('s.merchant_id', '=', ctx.merchantId)
    .$if(locationId !== undefined, (q) => q.where('s.location_id', '=', locationId!));
  const [sent, failed] = await Promise.all([
    base
      .select(['s.id', 's.location_id', 's.total_amount', 's.currency', 's.initiated_at'])
      .where('s.status', '=', 'SENT')
      .where('s.initiated_at', '>=', since)
      .orderBy('s.initiated_at')
      .orderBy('s.id')
      .execute(),
    base
      .select([
        's.id',
        's.location_id',
        's.total_amount',
        's.currency',
        's.failed_at',
        's.failure_reason',
      ])
      .where('s.status', '=', 'FAILED')
      .where(notResent)
      .orderBy('s.initiated_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(DRAWERS_LISTED)
      .execute(),
  ]);
  const today = localDate(now, 'America/Los_Angeles');
  const next = sent
    .map((s) => ({ ...s, arrival: expectedArrivalDate(s.initiated_at) }))
    .filter((s) => s.arrival >= today)
    .sort(
      (a, b) =>
        compareCodeUnits(a.arrival, b.arrival) || compareCodeUnits(a.initiated_at, b.initiated_at),
    )[0];
  return {
    next: next
      ? {
          id: next.id,
          location_id: next.location_id,
          total_money: { amount: num(next.total_amount), currency: next.currency },
          initiated_at: next.initiated_at,
          expected_arrival_date: next.arrival,
        }
      : null,
    failed: failed.map((f) => ({
      id: f.id,
      location_id: f.location_id,
      total_money: { amount: num(f.total_amount), currency: f.currency },
      failed_at: f.failed_at,
      failure_reason: f.failure_reason,
      what_to_do: FAILED_DEPOSIT_ADVICE,
    })),
  };
}

/**
 * The Today summary of `sections` for one location (`locationId`) or all: each section a few
 * grouped queries, whatever the number of rows; another merchant's location is NOT_FOUND.
 */
export async function todaySummary(
  ctx: MerchantContext,
  locationId: string | undefined,
  sections: ReadonlySet<TodaySection>,
  now = new Date().toISOString(),
): Promise<TodayResponseT> {
  if (locationId !== undefined) await merchantLocation(ctx, locationId);
  const [merchant, locations] = await Promise.all([
    ctx.db
      .selectFrom('merchants')
      .select('currency')
      .where('id', '=', ctx.merchantId)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('locations')
      .select(['id', 'timezone'])
      .where('merchant_id', '=', ctx.merchantId)
      .$if(locationId !== undefined, (q) => q.where('id', '=', locationId!))
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  if (!merchant) throw notFound('Merchant');
  const currency = merchant.currency;
  const places = locations.map((l) => windowsOf(l, now));
  const has = (s: TodaySection) => sections.has(s);
  // Sales writes (voids expired authorisations) before reading: it goes first, the rest alongside.
  const sales =
    has('sales') && places.length > 0
      ? await readSales(ctx, places, currency, now, locationId)
      : undefined;
  const [labor, cashDrawers, orders, deposits] = await Promise.all([
    has('labor') ? readLabor(ctx, now, locationId) : undefined,
    has('cash_drawers') ? readCashDrawers(ctx, now, locationId) : undefined,
    has('orders') ? readOrders(ctx, locationId) : undefined,
    has('deposits') ? readDeposits(ctx, now, locationId) : undefined,
  ]);
  return {
    generated_at: now,
    location_id: locationId ?? null,
    currency,
    ...(sales ? { sales } : {}),
    ...(labor ? { labor } : {}),
    ...(cashDrawers ? { cash_drawers: cashDrawers } : {}),
    ...(orders ? { orders } : {}),
    ...(deposits ? { deposits } : {}),
  };
}
