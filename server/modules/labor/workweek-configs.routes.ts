import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  ListWorkweekConfigsQuery,
  ListWorkweekConfigsResponse,
  UpdateWorkweekConfigRequest,
  UpdateWorkweekConfigResponse,
  WORKWEEK_CONFIGS_DEFAULT_LIMIT,
} from '@contract/workweek-configs';
import type { AppEnv } from '../../http/env';
import { v2List } from '../../http/lists';
import { jsonBody, merchantContext, operation } from '../../http/route';
import * as workweek from './workweek-configs.service';

const tags = ['Labor: workweek configs'];

/** The merchant's workweek (start of week and of day): `/v2/labor/workweek-configs`. */
export function workweekConfigRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'ListWorkweekConfigs',
        method: 'get',
        path: '/v2/labor/workweek-configs',
        summary: 'Lists workweek configs',
        description:
          "Always exactly one: the merchant's, created as MON, 00:00 when first needed. limit " +
          `1..200, default ${WORKWEEK_CONFIGS_DEFAULT_LIMIT}.`,
        tags,
        scopes: ['TIMECARDS_SETTINGS_READ'],
        approvedOnly: true,
        request: { query: ListWorkweekConfigsQuery },
        response: ListWorkweekConfigsResponse,
      }),
      async (c) => {
        const query = c.req.valid('query');
        const ctx = merchantContext(c);
        const { items, cursor } = await v2List(
          c,
          'v2.workweek-configs',
          query,
          WORKWEEK_CONFIGS_DEFAULT_LIMIT,
          (page) => workweek.listWorkweekConfigs(ctx, query, page),
        );
        return c.json({ workweek_configs: items, ...(cursor ? { cursor } : {}) }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'UpdateWorkweekConfig',
        method: 'put',
        path: '/v2/labor/workweek-configs/{id}',
        summary: 'Updates the workweek config',
        description:
          'version must equal the stored one (409 CONFLICT otherwise); without it the write is ' +
          'blind. Each update increments version.',
        tags,
        scopes: ['TIMECARDS_SETTINGS_WRITE', 'TIMECARDS_SETTINGS_READ'],
        approvedOnly: true,
        request: {
          params: z.object({ id: z.string() }),
          body: jsonBody(UpdateWorkweekConfigRequest),
        },
        response: UpdateWorkweekConfigResponse,
      }),
      async (c) =>
        c.json(
          {
            workweek_config: await workweek.updateWorkweekConfig(
              merchantContext(c),
              c.req.valid('param').id,
              c.req.valid('json').workweek_config,
            ),
          },
          200,
        ),
    );
}
