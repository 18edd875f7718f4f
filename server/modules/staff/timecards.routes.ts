import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  V1CreateTimecardBody,
  V1DeleteTimecardResponse,
  V1ListTimecardsQuery,
  V1Timecard,
  V1TimecardEvent,
  V1UpdateTimecardBody,
} from '@contract/timecards';
import { PreconditionHeaders } from '@contract/common';
import type { AppEnv } from '../../http/env';
import { v1List } from '../../http/lists';
import { ifMatch } from '../../http/preconditions';
import { jsonBody, merchantContext, operation } from '../../http/route';
import * as timecards from './timecards.service';

const tags = ['Timecards (v1)'];
const params = z.object({ timecard_id: z.string() });

/** Generation 1 timecards and their events: `/v1/me/timecards`. */
export function timecardRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'ListTimecards',
        method: 'get',
        path: '/v1/me/timecards',
        summary: 'Lists timecards',
        description:
          'Sorted by created_at (order, default ASC). deleted=true only deleted, false only valid, ' +
          'omitted both. Ranges: begin inclusive, end exclusive. Paged with batch_token and Link.',
        tags,
        scopes: ['TIMECARDS_READ'],
        approvedOnly: true,
        request: { query: V1ListTimecardsQuery },
        response: z.array(V1Timecard),
      }),
      async (c) => {
        const query = c.req.valid('query');
        const ctx = merchantContext(c);
        const items = await v1List(c, 'v1.timecards', query, (page) =>
          timecards.listTimecards(ctx, query, page),
        );
        return c.json(items, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'CreateTimecard',
        method: 'post',
        path: '/v1/me/timecards',
        summary: 'Clocks an employee in, or imports a finished timecard',
        description:
          'clockin_time defaults to now. Send clockin_time and clockout_time to import a finished ' +
          'timecard. Rejected while the employee is clocked in. Records an API_CREATE event.',
        tags,
        scopes: ['TIMECARDS_WRITE'],
        approvedOnly: true,
        request: { body: jsonBody(V1CreateTimecardBody) },
        response: V1Timecard,
      }),
      async (c) =>
        c.json(await timecards.createTimecard(merchantContext(c), c.req.valid('json')), 200),
    )
    .openapi(
      operation({
        operationId: 'RetrieveTimecard',
        method: 'get',
        path: '/v1/me/timecards/{timecard_id}',
        summary: 'Retrieves a timecard (deleted ones too)',
        tags,
        scopes: ['TIMECARDS_READ'],
        approvedOnly: true,
        request: { params },
        response: V1Timecard,
      }),
      async (c) =>
        c.json(
          await timecards.getTimecard(merchantContext(c), c.req.valid('param').timecard_id),
          200,
        ),
    )
    .openapi(
      operation({
        operationId: 'UpdateTimecard',
        method: 'put',
        path: '/v1/me/timecards/{timecard_id}',
        summary: 'Updates the fields sent of a timecard; records an API_EDIT event',
        tags,
        scopes: ['TIMECARDS_WRITE'],
        approvedOnly: true,
        request: { params, headers: PreconditionHeaders, body: jsonBody(V1UpdateTimecardBody) },
        response: V1Timecard,
      }),
      async (c) =>
        c.json(
          await timecards.updateTimecard(
            merchantContext(c),
            c.req.valid('param').timecard_id,
            c.req.valid('json'),
            ifMatch(c.req.valid('header')),
          ),
          200,
        ),
    )
    .openapi(
      operation({
        operationId: 'DeleteTimecard',
        method: 'delete',
        path: '/v1/me/timecards/{timecard_id}',
        summary: 'Deletes a timecard (it stays readable and can no longer be modified)',
        tags,
        scopes: ['TIMECARDS_WRITE'],
        approvedOnly: true,
        request: { params },
        response: V1DeleteTimecardResponse,
      }),
      async (c) => {
        await timecards.deleteTimecard(merchantContext(c), c.req.valid('param').timecard_id);
        return c.json({}, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'ListTimecardEvents',
        method: 'get',
        path: '/v1/me/timecards/{timecard_id}/events',
        summary: 'Lists the events of a timecard, oldest first',
        tags,
        scopes: ['TIMECARDS_READ'],
        approvedOnly: true,
        request: { params },
        response: z.array(V1TimecardEvent),
      }),
      async (c) =>
        c.json(
          await timecards.listTimecardEvents(merchantContext(c), c.req.valid('param').timecard_id),
          200,
        ),
    );
}
