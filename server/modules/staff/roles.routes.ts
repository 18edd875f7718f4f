import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  V1CreateEmployeeRoleBody,
  V1EmployeeRole,
  V1ListRolesQuery,
  V1UpdateEmployeeRoleBody,
} from '@contract/roles';
import { PreconditionHeaders } from '@contract/common';
import type { AppEnv } from '../../http/env';
import { v1List } from '../../http/lists';
import { ifMatch } from '../../http/preconditions';
import { jsonBody, merchantContext, operation } from '../../http/route';
import * as roles from './roles.service';

const tags = ['Roles (v1)'];
const params = z.object({ role_id: z.string() });

/** Generation 1 employee roles: `/v1/me/roles`. */
export function roleRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'ListEmployeeRoles',
        method: 'get',
        path: '/v1/me/roles',
        summary: 'Lists employee roles',
        description: 'Sorted by created_at (order, default ASC); paged with batch_token and Link.',
        tags,
        scopes: ['EMPLOYEES_READ'],
        approvedOnly: true,
        request: { query: V1ListRolesQuery },
        response: z.array(V1EmployeeRole),
      }),
      async (c) => {
        const ctx = merchantContext(c);
        const items = await v1List(c, 'v1.roles', c.req.valid('query'), (page) =>
          roles.listRoles(ctx, page),
        );
        return c.json(items, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'CreateEmployeeRole',
        method: 'post',
        path: '/v1/me/roles',
        summary: 'Creates an employee role',
        tags,
        scopes: ['EMPLOYEES_WRITE'],
        approvedOnly: true,
        request: { body: jsonBody(V1CreateEmployeeRoleBody) },
        response: V1EmployeeRole,
      }),
      async (c) => c.json(await roles.createRole(merchantContext(c), c.req.valid('json')), 200),
    )
    .openapi(
      operation({
        operationId: 'RetrieveEmployeeRole',
        method: 'get',
        path: '/v1/me/roles/{role_id}',
        summary: 'Retrieves an employee role',
        tags,
        scopes: ['EMPLOYEES_READ'],
        approvedOnly: true,
        request: { params },
        response: V1EmployeeRole,
      }),
      async (c) =>
        c.json(await roles.getRole(merchantContext(c), c.req.valid('param').role_id), 200),
    )
    .openapi(
      operation({
        operationId: 'UpdateEmployeeRole',
        method: 'put',
        path: '/v1/me/roles/{role_id}',
        summary: 'Updates the fields sent of an employee role',
        tags,
        scopes: ['EMPLOYEES_WRITE'],
        approvedOnly: true,
        request: { params, headers: PreconditionHeaders, body: jsonBody(V1UpdateEmployeeRoleBody) },
        response: V1EmployeeRole,
      }),
      async (c) =>
        c.json(
          await roles.updateRole(
            merchantContext(c),
            c.req.valid('param').role_id,
            c.req.valid('json'),
            ifMatch(c.req.valid('header')),
          ),
          200,
        ),
    );
}
