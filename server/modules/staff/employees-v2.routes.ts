import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  ListEmployeesQuery,
  ListEmployeesResponse,
  RetrieveEmployeeResponse,
  V2_EMPLOYEES_DEFAULT_LIMIT,
} from '@contract/employees-v2';
import type { AppEnv } from '../../http/env';
import { v2List } from '../../http/lists';
import { merchantContext, operation } from '../../http/route';
import * as employees from './employees.service';

const tags = ['Employees (v2)'];

/** Generation 2 employees (read-only): `/v2/employees`. */
export function employeeV2Routes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'ListEmployeesV2',
        method: 'get',
        path: '/v2/employees',
        summary: 'Lists employees (v2)',
        description: `Sorted by created_at. limit 1..200, default ${V2_EMPLOYEES_DEFAULT_LIMIT}. Next page in \`cursor\`.`,
        tags,
        scopes: ['EMPLOYEES_READ'],
        approvedOnly: true,
        request: { query: ListEmployeesQuery },
        response: ListEmployeesResponse,
      }),
      async (c) => {
        const query = c.req.valid('query');
        const ctx = merchantContext(c);
        const { items, cursor } = await v2List(
          c,
          'v2.employees',
          query,
          V2_EMPLOYEES_DEFAULT_LIMIT,
          (page) => employees.listV2Employees(ctx, query, page),
        );
        return c.json({ employees: items, ...(cursor ? { cursor } : {}) }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'RetrieveEmployeeV2',
        method: 'get',
        path: '/v2/employees/{id}',
        summary: 'Retrieves an employee (v2)',
        tags,
        scopes: ['EMPLOYEES_READ'],
        approvedOnly: true,
        request: { params: z.object({ id: z.string() }) },
        response: RetrieveEmployeeResponse,
      }),
      async (c) =>
        c.json(
          { employee: await employees.getV2Employee(merchantContext(c), c.req.valid('param').id) },
          200,
        ),
    );
}
