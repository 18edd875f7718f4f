import { OpenAPIHono } from '@hono/zod-openapi';
import { GetLaborVsSalesResponse, LaborVsSalesQuery } from '@contract/labor-sales';
import type { AppEnv } from '../../http/env';
import { merchantContext, operation } from '../../http/route';
import { laborVsSales } from './labor-sales.service';

/**
 * App-only report of the web Labor area (not a Square operation, hence `/app/`): labor cost
 * against net sales per local day. It reads shifts and wages (TIMECARDS_READ) and payments
 * (PAYMENTS_READ), so it needs both scopes.
 */
export function laborSalesRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(
    operation({
      operationId: 'GetLaborVsSales',
      method: 'get',
      path: '/app/reports/labor-vs-sales',
      summary: 'Labor cost against net sales, day by day, at one location',
      description:
        'Local calendar days (begin_date to end_date, both included, at most 92) in the ' +
        'location’s time zone; another merchant’s or an unknown location is 404. Per day: the ' +
        'CLOSED shifts that started that day (paid time = length less unpaid breaks; cost from ' +
        'the worked-time rule: regular hours × the shift’s hourly wage + overtime (over 40 h in ' +
        'the employee’s workweek) × wage × 1.5, each shift rounded once; OPEN shifts only ' +
        'counted apart) and the COMPLETED payments taken that day (net sales = amount without tips less ' +
        'their completed refunds, as GET /app/payments/totals counts them), the labor percent, ' +
        'and the totals. Money in minor units of `currency`. Four queries whatever the range.',
      tags: ['App: reports'],
      scopes: ['TIMECARDS_READ', 'PAYMENTS_READ'],
      request: { query: LaborVsSalesQuery },
      response: GetLaborVsSalesResponse,
    }),
    async (c) =>
      c.json({ report: await laborVsSales(merchantContext(c), c.req.valid('query')) }, 200),
  );
}
