import { z } from 'zod';
import { CalendarDate } from './common';
import { LABOR_SALES_MAX_DAYS } from './values';

/**
 * App-only report of the web Labor area (not a Square resource, served under `/app/`): labor cost
 * against net sales, day by day, at one location. Days are local calendar days in the location's
 * time zone. Rules (docs/decisions/2026-11-23-labor-cost-vs-sales.md):
 *
 * - a shift counts on the day it starts; only CLOSED shifts count (OPEN ones are reported apart);
 * - paid time, overtime and cost come from the one worked-time rule (server/modules/labor/
 *   worked-time.ts): regular hours × the shift's hourly wage + overtime hours (over 40 h in the
 *   employee's workweek, every location) × wage × 1.5, each shift rounded once;
 * - net sales = Σ `amount` (tips excluded) − Σ `refunded_amount` of the COMPLETED payments taken
 *   that day, so a refund counts against the day of its sale, as GET /app/payments/totals does.
 */

/** The default range when begin_date is not given: this many days ending on end_date. */
export const LABOR_SALES_DEFAULT_DAYS = 7;

const dayDiff = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export const LaborVsSalesQuery = z
  .object({
    location_id: z
      .string({ error: 'must be the id of one of your locations' })
      .min(1, { error: 'must not be empty' })
      .max(64),
    begin_date: CalendarDate.optional().meta({
      description: `First local day (included); default ${LABOR_SALES_DEFAULT_DAYS - 1} days before end_date.`,
    }),
    end_date: CalendarDate.optional().meta({
      description: 'Last local day (included); default today in the location’s time zone.',
    }),
  })
  .superRefine((q, ctx) => {
    if (q.begin_date === undefined || q.end_date === undefined) return;
    const days = dayDiff(q.begin_date, q.end_date);
    if (days < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'must not be before begin_date',
        params: { code: 'INVALID_TIME_RANGE' },
      });
    } else if (days + 1 > LABOR_SALES_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: `must be at most ${LABOR_SALES_MAX_DAYS} days from begin_date (both included)`,
        params: { code: 'INVALID_TIME_RANGE' },
      });
    }
  })
  .meta({ id: 'LaborVsSalesQuery' });

const figures = {
  labor_cost_amount: z.number().int().meta({
    description:
      'Labor cost of the CLOSED shifts (regular × hourly wage + overtime × wage × 1.5, each shift rounded once), minor units of `currency`.',
  }),
  labor_minutes: z.number().int().meta({
    description: 'Paid minutes of the CLOSED shifts (their length less unpaid breaks).',
  }),
  shift_count: z.number().int().meta({ description: 'CLOSED shifts counted.' }),
  open_shift_count: z.number().int().meta({ description: 'OPEN shifts, not counted.' }),
  unpriced_minutes: z.number().int().meta({
    description:
      'Paid minutes of counted shifts without an hourly wage in `currency`: in the hours, not in the cost.',
  }),
  payment_count: z.number().int().meta({ description: 'COMPLETED payments.' }),
  sales_amount: z
    .number()
    .int()
    .meta({ description: 'Σ amount of the COMPLETED payments (tips excluded).' }),
  refunded_amount: z.number().int().meta({ description: 'Σ COMPLETED refunds of those payments.' }),
  net_sales_amount: z.number().int().meta({ description: 'sales_amount − refunded_amount.' }),
  labor_percent: z.number().nullable().meta({
    description:
      'labor_cost_amount / net_sales_amount × 100, one decimal; null when net sales are not positive.',
  }),
};

const LaborVsSalesDay = z
  .object({ date: z.string().meta({ description: 'Local day, YYYY-MM-DD.' }), ...figures })
  .meta({ id: 'LaborVsSalesDay' });

const LaborVsSalesTotals = z.object(figures).meta({
  id: 'LaborVsSalesTotals',
  description: 'Sums of the days (the percent of the sums).',
});

const LaborVsSalesReport = z
  .object({
    location_id: z.string(),
    timezone: z.string().meta({ description: 'The IANA zone the days are read in.' }),
    currency: z.string(),
    begin_date: z.string(),
    end_date: z.string(),
    days: z.array(LaborVsSalesDay).meta({ description: 'Every day of the range, in order.' }),
    totals: LaborVsSalesTotals,
  })
  .meta({ id: 'LaborVsSalesReport' });

export const GetLaborVsSalesResponse = z
  .object({ report: LaborVsSalesReport })
  .meta({ id: 'GetLaborVsSalesResponse' });

export type LaborVsSalesQueryT = z.output<typeof LaborVsSalesQuery>;
export type LaborVsSalesDayT = z.infer<typeof LaborVsSalesDay>;
export type LaborVsSalesTotalsT = z.infer<typeof LaborVsSalesTotals>;
export type LaborVsSalesReportT = z.infer<typeof LaborVsSalesReport>;
