import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  AppListEmployeesQuery,
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

type OperationDef = Parameters<typeof operation>[0];

const v1ListEmployees = {
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
} satisfies OperationDef;

/** The v1 list with `q`, in the web app's client only (the Employees page). */
export const appListEmployees = {
  ...v1ListEmployees,
  operationId: 'ListEmployeesForBackOffice',
  path: '/app/staff/employees',
  summary: 'Lists employees, found by name, email or external id (the Employees page)',
  description:
    'The v1 list with its filters, order and `Link` paging, plus `q`: words each ' +
    'contained (any case) in the first or last name, email or external id, not ' +
    'necessarily the same one ("smith quinn", "quinn 0009"). The public v1 list is unchanged.',
  tags: ['Back office: staff'],
  request: { query: AppListEmployeesQuery },
} satisfies OperationDef;

/** A page of the merchant's employees, as the v1 list pages them. */
export async function employeesPage(
  c: Context<AppEnv>,
  list: 'app.employees' | 'v1.employees',
  query: z.output<typeof AppListEmployeesQuery>,
) {
  const ctx = merchantContext(c);
  return v1List(c, list, query, (page) => employees.listV1Employees(ctx, query, page));
}

/** Generation 1 employees: `/v1/me/employees`. */
export function employeeRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(operation(v1ListEmployees), async (c) =>
      c.json(await employeesPage(c, 'v1.employees', c.req.valid('query')), 200),
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
