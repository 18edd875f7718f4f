import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  EMPLOYEE_WAGES_DEFAULT_LIMIT,
  GetEmployeeWageResponse,
  ListEmployeeWagesQuery,
  ListEmployeeWagesResponse,
} from '@contract/employee-wages';
import type { AppEnv } from '../../http/env';
import { v2List } from '../../http/lists';
import { merchantContext, operation } from '../../http/route';
import * as wages from './employee-wages.service';

const tags = ['Labor: employee wages'];

/** Employees' wages (read-only): `/v2/labor/employee-wages`. */
export function employeeWageRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'ListEmployeeWages',
        method: 'get',
        path: '/v2/labor/employee-wages',
        summary: 'Lists employee wages',
        description:
          `Sorted by when the wage was recorded. employee_id keeps one employee's. limit 1..200, ` +
          `default ${EMPLOYEE_WAGES_DEFAULT_LIMIT}. Next page in \`cursor\`.`,
        tags,
        scopes: ['EMPLOYEES_READ'],
        approvedOnly: true,
        request: { query: ListEmployeeWagesQuery },
        response: ListEmployeeWagesResponse,
      }),
      async (c) => {
        const query = c.req.valid('query');
        const ctx = merchantContext(c);
        const { items, cursor } = await v2List(
          c,
          'v2.employee-wages',
          query,
          EMPLOYEE_WAGES_DEFAULT_LIMIT,
          (page) => wages.listEmployeeWages(ctx, query, page),
        );
        return c.json({ employee_wages: items, ...(cursor ? { cursor } : {}) }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'GetEmployeeWage',
        method: 'get',
        path: '/v2/labor/employee-wages/{id}',
        summary: 'Retrieves an employee wage',
        tags,
        scopes: ['EMPLOYEES_READ'],
        approvedOnly: true,
        request: { params: z.object({ id: z.string() }) },
        response: GetEmployeeWageResponse,
      }),
      async (c) =>
        c.json(
          {
            employee_wage: await wages.getEmployeeWage(merchantContext(c), c.req.valid('param').id),
          },
          200,
        ),
    );
}
