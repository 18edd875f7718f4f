import { OpenAPIHono, z } from '@hono/zod-openapi';
import { V1CashDrawerShift, V1ListCashDrawerShiftsQuery } from '@contract/cash-drawers';
import type { AppEnv } from '../../http/env';
import { merchantContext, operation } from '../../http/route';
import { merchantLocation } from '../locations';
import * as drawers from './cash-drawers.service';

const tags = ['Cash drawers (v1)'];

/** Generation 1 cash drawer shifts: `/v1/{location_id}/cash-drawer-shifts`, read-only. */
export function cashDrawerRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'V1ListCashDrawerShifts',
        method: 'get',
        path: '/v1/{location_id}/cash-drawer-shifts',
        summary: 'Lists the cash drawer shifts of a location',
        description:
          'Shifts opened in [begin_time, end_time), by opened_at in order (default ASC), without ' +
          'their events. end_time defaults to now, begin_time to 90 days before end_time; the ' +
          'range may span at most 90 days. No paging (the whole range in one array). ' +
          '`me` is not a location here: 404.',
        tags,
        scopes: ['PAYMENTS_READ'],
        request: {
          params: z.object({ location_id: z.string() }),
          query: V1ListCashDrawerShiftsQuery,
        },
        response: z.array(V1CashDrawerShift),
      }),
      async (c) => {
        const { location_id } = c.req.valid('param');
        const ctx = merchantContext(c);
        const locationId = await merchantLocation(ctx, location_id);
        return c.json(
          await drawers.listCashDrawerShifts(ctx, locationId, c.req.valid('query')),
          200,
        );
      },
    )
    .openapi(
      operation({
        operationId: 'V1RetrieveCashDrawerShift',
        method: 'get',
        path: '/v1/{location_id}/cash-drawer-shifts/{shift_id}',
        summary: 'Retrieves a cash drawer shift with its events',
        description:
          'Events by created_at, event_money signed (+ into the drawer, − out). Needs ' +
          'TIMECARDS_READ, as the reference (sic).',
        tags,
        scopes: ['TIMECARDS_READ'],
        // A person reads cash drawers with the payments permission, as the list; the scope above
        // is the reference's oddity.
        permission: 'payments.read',
        request: { params: z.object({ location_id: z.string(), shift_id: z.string() }) },
        response: V1CashDrawerShift,
      }),
      async (c) => {
        const { location_id, shift_id } = c.req.valid('param');
        const ctx = merchantContext(c);
        const locationId = await merchantLocation(ctx, location_id);
        return c.json(await drawers.retrieveCashDrawerShift(ctx, locationId, shift_id), 200);
      },
    );
}
