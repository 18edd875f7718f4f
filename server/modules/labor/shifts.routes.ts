import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  CreateShiftRequest,
  CreateShiftResponse,
  DeleteShiftResponse,
  GetShiftResponse,
  SHIFTS_DEFAULT_LIMIT,
  SearchShiftsRequest,
  SearchShiftsResponse,
  UpdateShiftRequest,
  UpdateShiftResponse,
} from '@contract/shifts';
import type { AppEnv } from '../../http/env';
import { v2List } from '../../http/lists';
import { jsonBody, merchantContext, operation } from '../../http/route';
import { DEFAULT_SORT } from './shifts-search';
import * as shifts from './shifts.service';

const tags = ['Labor: shifts'];
const params = z.object({ id: z.string() });

const RULES =
  'Rejected with BAD_REQUEST: start_at or end_at in the future, a second OPEN shift for the ' +
  'employee, an overlap with another shift of the employee, a break outside the shift, and ' +
  'closing (end_at) while a break has no end_at.';

/** Shifts and their breaks: `/v2/labor/shifts`. */
export function shiftRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'CreateShift',
        method: 'post',
        path: '/v2/labor/shifts',
        summary: 'Creates a shift',
        description:
          `OPEN without end_at, CLOSED with it; timezone is the location's. ${RULES} The same ` +
          'idempotency_key and body return the first result.',
        tags,
        scopes: ['TIMECARDS_WRITE'],
        approvedOnly: true,
        request: { body: jsonBody(CreateShiftRequest) },
        response: CreateShiftResponse,
      }),
      async (c) =>
        c.json({ shift: await shifts.createShift(merchantContext(c), c.req.valid('json')) }, 200),
    )
    .openapi(
      operation({
        operationId: 'SearchShifts',
        method: 'post',
        path: '/v2/labor/shifts/search',
        summary: 'Searches shifts',
        description:
          'Every filter sent applies (AND): location_id/location_ids, employee_id/employee_ids, ' +
          "status, start and end (inclusive time ranges), workday (date_range in each shift's " +
          "zone, days beginning at the workweek config's start_of_day_local_time, matched by " +
          'START_AT by default). Sorted by query.sort.field (default START_AT; END_AT puts OPEN ' +
          `shifts last) and order (default DESC). limit 1..200, default ${SHIFTS_DEFAULT_LIMIT}; ` +
          'next page in `cursor`.',
        tags,
        scopes: ['TIMECARDS_READ'],
        approvedOnly: true,
        request: { body: jsonBody(SearchShiftsRequest) },
        response: SearchShiftsResponse,
      }),
      async (c) => {
        const body = c.req.valid('json');
        const ctx = merchantContext(c);
        const filter = body.query?.filter;
        const field = body.query?.sort?.field ?? DEFAULT_SORT.field;
        const { items, cursor } = await v2List(
          c,
          'v2.shifts.search',
          {
            filter,
            sort_field: field,
            order: body.query?.sort?.order,
            limit: body.limit,
            cursor: body.cursor,
          },
          SHIFTS_DEFAULT_LIMIT,
          (page) => shifts.searchShifts(ctx, filter, field, page),
          DEFAULT_SORT.order,
        );
        return c.json({ shifts: items, ...(cursor ? { cursor } : {}) }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'GetShift',
        method: 'get',
        path: '/v2/labor/shifts/{id}',
        summary: 'Retrieves a shift',
        tags,
        scopes: ['TIMECARDS_READ'],
        approvedOnly: true,
        request: { params },
        response: GetShiftResponse,
      }),
      async (c) =>
        c.json({ shift: await shifts.getShift(merchantContext(c), c.req.valid('param').id) }, 200),
    )
    .openapi(
      operation({
        operationId: 'UpdateShift',
        method: 'put',
        path: '/v2/labor/shifts/{id}',
        summary: 'Replaces a shift and its breaks',
        description:
          "The shift sent replaces the stored one, breaks included (send back a break's id to " +
          'keep it); location_id may be left out to keep it; employee_id cannot change. A break ' +
          'added after one without end_at ends that one where it starts. version must equal the ' +
          `stored one (409 CONFLICT otherwise); without it the write is blind. ${RULES}`,
        tags,
        scopes: ['TIMECARDS_WRITE', 'TIMECARDS_READ'],
        approvedOnly: true,
        request: { params, body: jsonBody(UpdateShiftRequest) },
        response: UpdateShiftResponse,
      }),
      async (c) =>
        c.json(
          {
            shift: await shifts.updateShift(
              merchantContext(c),
              c.req.valid('param').id,
              c.req.valid('json').shift,
            ),
          },
          200,
        ),
    )
    .openapi(
      operation({
        operationId: 'DeleteShift',
        method: 'delete',
        path: '/v2/labor/shifts/{id}',
        summary: 'Deletes a shift and its breaks',
        description: 'Needs TIMECARDS_SETTINGS_WRITE, as in the 2019 reference.',
        tags,
        scopes: ['TIMECARDS_SETTINGS_WRITE'],
        // A person deleting a shift edits shifts; the scope above is the reference's oddity.
        permission: 'time.write',
        approvedOnly: true,
        request: { params },
        response: DeleteShiftResponse,
      }),
      async (c) => {
        await shifts.deleteShift(merchantContext(c), c.req.valid('param').id);
        return c.json({}, 200);
      },
    );
}
