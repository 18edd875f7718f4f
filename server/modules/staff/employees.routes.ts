import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  V1CreateEmployeeBody,
  V1Employee,
  V1ListEmployeesQuery,
  V1UpdateEmployeeBody,
} from '@contract/employees';
import { PreconditionHeaders } from '@contract/common';
import type { AppEnv } from '../../http/env';
import { v1List } from '../../http/lists';
import { ifMatch } from '../../http/preconditions';
import { jsonBody, merchantContext, operation } from '../../http/route';
import * as employees from './employees.service';

const tags = ['Employees (v1)'];
const params = z.object({ employee_id: z.string() });

/** Generation 1 employees: `/v1/me/employees`. */
export function employeeRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'ListEmployees',
        method: 'get',
        path: '/v1/me/employees',
        summary: 'Lists employees (v1)',
        description:
          'Sorted by created_at (order, default ASC). Ranges: begin inclusive, end exclusive. ' +
          "The next page is announced in a `Link: <…?batch_token=…>;rel='next'` header.",
        tags,
        scopes: ['EMPLOYEES_READ'],
        approvedOnly: true,
        request: { query: V1ListEmployeesQuery },
        response: z.array(V1Employee),
      }),
      async (c) => {
        const query = c.req.valid('query');
        const ctx = merchantContext(c);
        const items = await v1List(c, 'v1.employees', query, (page) =>
          employees.listV1Employees(ctx, query, page),
        );
        return c.json(items, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'CreateEmployee',
        method: 'post',
        path: '/v1/me/employees',
        summary: 'Creates an employee (always INACTIVE)',
        tags,
        scopes: ['EMPLOYEES_WRITE'],
        approvedOnly: true,
        request: { body: jsonBody(V1CreateEmployeeBody) },
        response: V1Employee,
      }),
      async (c) =>
        c.json(await employees.createEmployee(merchantContext(c), c.req.valid('json')), 200),
    )
    .openapi(
      operation({
        operationId: 'RetrieveEmployee',
        method: 'get',
        path: '/v1/me/employees/{employee_id}',
        summary: 'Retrieves an employee (v1)',
        tags,
        scopes: ['EMPLOYEES_READ'],
        approvedOnly: true,
        request: { params },
        response: V1Employee,
      }),
      async (c) =>
        c.json(
          await employees.getV1Employee(merchantContext(c), c.req.valid('param').employee_id),
          200,
        ),
    )
    .openapi(
      operation({
        operationId: 'UpdateEmployee',
        method: 'put',
        path: '/v1/me/employees/{employee_id}',
        summary: 'Updates the fields sent; assigns or removes the role',
        tags,
        scopes: ['EMPLOYEES_WRITE'],
        approvedOnly: true,
        request: { params, headers: PreconditionHeaders, body: jsonBody(V1UpdateEmployeeBody) },
        response: V1Employee,
      }),
      async (c) =>
        c.json(
          await employees.updateEmployee(
            merchantContext(c),
            c.req.valid('param').employee_id,
            c.req.valid('json'),
            ifMatch(c.req.valid('header')),
          ),
          200,
        ),
    );
}
