import { sql } from 'kysely';
import {
  LABOR_SALES_DEFAULT_DAYS,
  type LaborVsSalesDayT,
  type LaborVsSalesQueryT,
  type LaborVsSalesReportT,
} from '@contract/labor-sales';
import { LABOR_SALES_MAX_DAYS } from '@contract/values';
import { addDays, localDate, toMs } from '../../lib/time';
import { inTransaction, type MerchantContext } from '../context';
import { DomainError, notFound } from '../errors';
import { loadWorkedTime } from '../labor';
import { dayIndex, emptyFigures, laborPercent, localDays, totalsOf } from './labor-sales.math';

/**
 * Labor cost vs net sales at one location, per local day (docs/decisions/2026-11-23-labor-cost-
 * vs-sales.md, 2026-11-25-worked-time-rule.md). Five queries whatever the range: the location,
 * the worked-time module's three (workweek config, the range's workweeks' shifts, their breaks),
 * and the sales grouped by day in SQL (a join on the days' instants, so the days follow the zone's
 * daylight saving on both engines). Shifts count on the local day they start; their paid time and
 * cost (overtime included) come from the worked-time module.
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
      throw new DomainError(
        'INVALID_TIME_RANGE',
        `begin_date must not be after end_date (${endDate})`,
        'begin_date',
      );
    }
    if (addDays(beginDate, LABOR_SALES_MAX_DAYS - 1) < endDate) {
      throw new DomainError(
        'INVALID_TIME_RANGE',
        `begin_date must be at most ${LABOR_SALES_MAX_DAYS} days before end_date (${endDate}), both included`,
        'begin_date',
      );
    }
    const days = localDays(beginDate, endDate, timezone);
    const rangeStart = days[0]!.start;
    const rangeEnd = days[days.length - 1]!.end;

    // Labor through the one worked-time rule: overtime comes from each employee's whole workweek
    // (every location), so a day's cost includes the overtime of the shifts that started on it.
    const worked = await loadWorkedTime(
      { ...ctx, db },
      { begin_at: rangeStart, end_at: rangeEnd, location_id: location.id },
    );
    const dayValues = sql.join(
      // Milliseconds, as payments.created_at is stored (migration 0022).
      days.map(
        (d) => sql`(${d.date}, cast(${toMs(d.start)} as bigint), cast(${toMs(d.end)} as bigint))`,
      ),
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
        and p.created_at >= ${toMs(rangeStart)} and p.created_at < ${toMs(rangeEnd)}
        and p.status = 'COMPLETED' and p.currency = ${currency}
      group by d.column1`.execute(db);

    const figures = days.map(() => ({ ...emptyFigures(), paidSeconds: 0, unpricedSeconds: 0 }));
    for (const shift of worked.shifts) {
      const day = figures[dayIndex(days, shift.start_at)];
      if (!day) continue;
      if (shift.open) {
        day.open_shift_count += 1;
        continue;
      }
      day.shift_count += 1;
      day.paidSeconds += shift.paid_seconds;
      if (shift.labor_cost !== null && shift.labor_cost.currency === currency) {
        day.labor_cost_amount += shift.labor_cost.amount;
      } else {
        day.unpricedSeconds += shift.paid_seconds;
      }
    }
    const byDate = new Map(sales.rows.map((r) => [r.date, r]));
    const result: LaborVsSalesDayT[] = days.map((d, i) => {
      const { paidSeconds, unpricedSeconds, ...f } = figures[i]!;
      const row = byDate.get(d.date);
      const salesAmount = Number(row?.sales ?? 0);
      const refunded = Number(row?.refunded ?? 0);
      const cost = f.labor_cost_amount;
      return {
        date: d.date,
        ...f,
        labor_minutes: Math.floor(paidSeconds / 60),
        unpriced_minutes: Math.floor(unpricedSeconds / 60),
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
