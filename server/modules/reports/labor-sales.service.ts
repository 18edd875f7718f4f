import { sql } from 'kysely';
import {
  LABOR_SALES_DEFAULT_DAYS,
  LABOR_SALES_MAX_DAYS,
  type LaborVsSalesDayT,
  type LaborVsSalesQueryT,
  type LaborVsSalesReportT,
} from '@contract/labor-sales';
import { ApiError, notFound } from '../../http/errors';
import { addDays } from '../../lib/time';
import { inTransaction, type MerchantContext } from '../context';
import {
  costFromMinuteUnits,
  dayIndex,
  emptyFigures,
  laborPercent,
  localDate,
  localDays,
  paidMinutes,
  totalsOf,
  type BreakTimes,
} from './labor-sales.math';

/**
 * Labor cost vs net sales at one location, per local day (docs/decisions/2026-11-23-labor-cost-
 * vs-sales.md). Four queries whatever the range: the location, the range's shifts, their unpaid
 * breaks, and the sales grouped by day in SQL (a join on the days' instants, so the days follow
 * the zone's daylight saving on both engines). Shifts are bucketed here by their start.
 */
export async function laborVsSales(
  ctx: MerchantContext,
  query: LaborVsSalesQueryT,
  now = Date.now(),
): Promise<LaborVsSalesReportT> {
  return inTransaction(ctx, async ({ db }) => {
    const location = await db
      .selectFrom('locations')
      .select(['id', 'timezone', 'currency'])
      .where('merchant_id', '=', ctx.merchantId)
      .where('id', '=', query.location_id)
      .executeTakeFirst();
    if (!location) throw notFound(`Location ${query.location_id}`);
    const { timezone, currency } = location;

    const endDate = query.end_date ?? localDate(now, timezone);
    const beginDate = query.begin_date ?? addDays(endDate, 1 - LABOR_SALES_DEFAULT_DAYS);
    if (beginDate > endDate) {
      // Only reachable with begin_date alone (the contract checks the range when both are given).
      throw new ApiError(
        'INVALID_TIME_RANGE',
        `begin_date must not be after end_date (${endDate})`,
        'begin_date',
      );
    }
    if (addDays(beginDate, LABOR_SALES_MAX_DAYS - 1) < endDate) {
      throw new ApiError(
        'INVALID_TIME_RANGE',
        `begin_date must be at most ${LABOR_SALES_MAX_DAYS} days before end_date (${endDate}), both included`,
        'begin_date',
      );
    }
    const days = localDays(beginDate, endDate, timezone);
    const rangeStart = days[0]!.start;
    const rangeEnd = days[days.length - 1]!.end;

    const shiftsInRange = db
      .selectFrom('shifts')
      .where('shifts.merchant_id', '=', ctx.merchantId)
      .where('shifts.location_id', '=', location.id)
      // A deleted record (v1 deleteTimecard, v2 DeleteShift) is no worked time.
      .where('shifts.deleted', '=', 0)
      .where('shifts.start_at', '>=', rangeStart)
      .where('shifts.start_at', '<', rangeEnd);
    const shifts = await shiftsInRange
      .select([
        'shifts.id',
        'shifts.start_at',
        'shifts.end_at',
        'shifts.status',
        'shifts.wage_amount',
        'shifts.wage_currency',
      ])
      .execute();
    const breaks = await shiftsInRange
      .innerJoin('shift_breaks', 'shift_breaks.shift_id', 'shifts.id')
      .select(['shift_breaks.shift_id', 'shift_breaks.start_at', 'shift_breaks.end_at'])
      .where('shifts.status', '=', 'CLOSED')
      .where('shift_breaks.is_paid', '=', 0)
      .execute();
    const dayValues = sql.join(
      days.map((d) => sql`(${d.date}, ${d.start}, ${d.end})`),
      sql`, `,
    );
    const sales = await sql<{
      date: string;
      payment_count: string | number;
      sales: string | number | null;
      refunded: string | number | null;
    }>`
      select d.column1 as date, count(*) as payment_count, sum(p.amount) as sales,
        sum(p.refunded_amount) as refunded
      from payments p
      join (values ${dayValues}) as d on p.created_at >= d.column2 and p.created_at < d.column3
      where p.merchant_id = ${ctx.merchantId} and p.location_id = ${location.id}
        and p.created_at >= ${rangeStart} and p.created_at < ${rangeEnd}
        and p.status = 'COMPLETED' and p.currency = ${currency}
      group by d.column1`.execute(db);

    const unpaidByShift = new Map<string, BreakTimes[]>();
    for (const b of breaks) {
      const list = unpaidByShift.get(b.shift_id) ?? [];
      list.push(b);
      unpaidByShift.set(b.shift_id, list);
    }
    const figures = days.map(() => ({ ...emptyFigures(), minuteUnits: 0 }));
    for (const shift of shifts) {
      const day = figures[dayIndex(days, shift.start_at)];
      if (!day) continue;
      if (shift.status !== 'CLOSED' || shift.end_at === null) {
        day.open_shift_count += 1;
        continue;
      }
      const minutes = paidMinutes(
        { start_at: shift.start_at, end_at: shift.end_at },
        unpaidByShift.get(shift.id) ?? [],
      );
      day.shift_count += 1;
      day.labor_minutes += minutes;
      if (shift.wage_amount !== null && shift.wage_currency === currency) {
        day.minuteUnits += minutes * Number(shift.wage_amount);
      } else {
        day.unpriced_minutes += minutes;
      }
    }
    const byDate = new Map(sales.rows.map((r) => [r.date, r]));
    const result: LaborVsSalesDayT[] = days.map((d, i) => {
      const { minuteUnits, ...f } = figures[i]!;
      const row = byDate.get(d.date);
      const salesAmount = Number(row?.sales ?? 0);
      const refunded = Number(row?.refunded ?? 0);
      const cost = costFromMinuteUnits(minuteUnits);
      return {
        date: d.date,
        ...f,
        labor_cost_amount: cost,
        payment_count: Number(row?.payment_count ?? 0),
        sales_amount: salesAmount,
        refunded_amount: refunded,
        net_sales_amount: salesAmount - refunded,
        labor_percent: laborPercent(cost, salesAmount - refunded),
      };
    });
    return {
      location_id: location.id,
      timezone,
      currency,
      begin_date: beginDate,
      end_date: endDate,
      days: result,
      totals: totalsOf(result),
    };
  });
}
