import { OpenAPIHono } from '@hono/zod-openapi';
import { WorkedTimeQuery, WorkedTimeResponse } from '@contract/worked-time';
import type { AppEnv } from '../../http/env';
import { merchantContext, operation } from '../../http/route';
import { workedTimeReport } from './worked-time.service';

/**
 * App-only worked time of the web Labor and Staff areas (not a Square operation, hence `/app/`):
 * the figures of the one rule in worked-time.ts. It reads shifts (TIMECARDS_READ), as the
 * searches it replaces do.
 */
export function workedTimeRoutes() {
  return new OpenAPIHono<AppEnv>().openapi(
    operation({
      operationId: 'GetWorkedTime',
      method: 'get',
      path: '/app/labor/worked-time',
      summary: 'Paid time, overtime and labor cost per shift and per employee per workweek',
      description:
        'Select shifts by start (begin_at to end_at, at most 42 days), by workweek (the date of ' +
        'its first workday; each shift in its own location’s zone), or by shift_ids; narrow with ' +
        'location_id and employee_id. Overtime is paid time over 40 hours in an employee’s ' +
        'workweek at every location, allocated chronologically, paid at 1.5× the shift’s hourly ' +
        'wage; unpaid breaks are not paid time; OPEN shifts count 0 until clocked out. ' +
        '`workweeks` totals every shift of each (employee, workweek) the selection touches.',
      tags: ['App: labor'],
      scopes: ['TIMECARDS_READ'],
      request: { query: WorkedTimeQuery },
      response: WorkedTimeResponse,
    }),
    async (c) => c.json(await workedTimeReport(merchantContext(c), c.req.valid('query')), 200),
  );
}
