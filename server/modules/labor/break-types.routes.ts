import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  BREAK_TYPES_DEFAULT_LIMIT,
  CreateBreakTypeRequest,
  CreateBreakTypeResponse,
  DeleteBreakTypeResponse,
  GetBreakTypeResponse,
  ListBreakTypesQuery,
  ListBreakTypesResponse,
  MAX_BREAK_TYPES_PER_LOCATION,
  UpdateBreakTypeRequest,
  UpdateBreakTypeResponse,
} from '@contract/break-types';
import type { AppEnv } from '../../http/env';
import { v2List } from '../../http/lists';
import { jsonBody, merchantContext, operation } from '../../http/route';
import * as breakTypes from './break-types.service';

const tags = ['Labor: break types'];
const params = z.object({ id: z.string() });

/** Break types, the templates of a shift's breaks: `/v2/labor/break-types`. */
export function breakTypeRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'ListBreakTypes',
        method: 'get',
        path: '/v2/labor/break-types',
        summary: 'Lists break types',
        description:
          `Sorted by created_at. location_id keeps one location's. limit 1..200, default ` +
          `${BREAK_TYPES_DEFAULT_LIMIT}. Next page in \`cursor\`.`,
        tags,
        scopes: ['TIMECARDS_SETTINGS_READ'],
        approvedOnly: true,
        request: { query: ListBreakTypesQuery },
        response: ListBreakTypesResponse,
      }),
      async (c) => {
        const query = c.req.valid('query');
        const ctx = merchantContext(c);
        const { items, cursor } = await v2List(
          c,
          'v2.break-types',
          query,
          BREAK_TYPES_DEFAULT_LIMIT,
          (page) => breakTypes.listBreakTypes(ctx, query, page),
        );
        return c.json({ break_types: items, ...(cursor ? { cursor } : {}) }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'CreateBreakType',
        method: 'post',
        path: '/v2/labor/break-types',
        summary: 'Creates a break type',
        description:
          `At most ${MAX_BREAK_TYPES_PER_LOCATION} per location: the next one is rejected with ` +
          `category INVALID_REQUEST_ERROR and the detail "Exceeded limit of ` +
          `${MAX_BREAK_TYPES_PER_LOCATION} breaks per location.". The same idempotency_key and ` +
          'body return the first result.',
        tags,
        scopes: ['TIMECARDS_SETTINGS_WRITE'],
        approvedOnly: true,
        request: { body: jsonBody(CreateBreakTypeRequest) },
        response: CreateBreakTypeResponse,
      }),
      async (c) =>
        c.json(
          { break_type: await breakTypes.createBreakType(merchantContext(c), c.req.valid('json')) },
          200,
        ),
    )
    .openapi(
      operation({
        operationId: 'GetBreakType',
        method: 'get',
        path: '/v2/labor/break-types/{id}',
        summary: 'Retrieves a break type',
        tags,
        scopes: ['TIMECARDS_SETTINGS_READ'],
        approvedOnly: true,
        request: { params },
        response: GetBreakTypeResponse,
      }),
      async (c) =>
        c.json(
          {
            break_type: await breakTypes.getBreakType(merchantContext(c), c.req.valid('param').id),
          },
          200,
        ),
    )
    .openapi(
      operation({
        operationId: 'UpdateBreakType',
        method: 'put',
        path: '/v2/labor/break-types/{id}',
        summary: 'Replaces a break type',
        description:
          'version must equal the stored one (409 CONFLICT otherwise); without it the write is ' +
          'blind. Each update increments version.',
        tags,
        scopes: ['TIMECARDS_SETTINGS_WRITE', 'TIMECARDS_SETTINGS_READ'],
        approvedOnly: true,
        request: { params, body: jsonBody(UpdateBreakTypeRequest) },
        response: UpdateBreakTypeResponse,
      }),
      async (c) =>
        c.json(
          {
            break_type: await breakTypes.updateBreakType(
              merchantContext(c),
              c.req.valid('param').id,
              c.req.valid('json').break_type,
            ),
          },
          200,
        ),
    )
    .openapi(
      operation({
        operationId: 'DeleteBreakType',
        method: 'delete',
        path: '/v2/labor/break-types/{id}',
        summary: 'Deletes a break type',
        description: 'Allowed while shifts use it: their breaks keep a copy of it.',
        tags,
        scopes: ['TIMECARDS_SETTINGS_WRITE'],
        approvedOnly: true,
        request: { params },
        response: DeleteBreakTypeResponse,
      }),
      async (c) => {
        await breakTypes.deleteBreakType(merchantContext(c), c.req.valid('param').id);
        return c.json({}, 200);
      },
    );
}
