import { OpenAPIHono, z } from '@hono/zod-openapi';
import { SetEmployeeStatusBody, SetEmployeeStatusResponse } from '@contract/employees';
import {
  DeleteEmployeeWageResponse,
  EmployeeWageBody,
  EmployeeWageResponse,
} from '@contract/employee-wages';
import type { AppEnv } from '../../http/env';
import { jsonBody, merchantContext, operation } from '../../http/route';
import { createEmployeeWage, deleteEmployeeWage, updateEmployeeWage } from '../labor';
import { appListEmployees, employeesPage } from './employees.routes';
import * as employees from './employees.service';

const tags = ['Back office: staff'];
const employeeParams = z.object({ employee_id: z.string() });
const wageParams = z.object({ wage_id: z.string() });

/**
 * What only the back office can do with employees (issue 18 §3): activate or deactivate them and
 * set their wages; and its Employees list, which searches by name (issue 19 §2). Under `/app/staff/…`: in the web app's client, never in the public
 * `/openapi.json`; the public API still refuses to change a status.
 *
 * Activity log: each handler's service call is one transaction; `recordActivity` joins it when
 * the activity module lands (see the ACTIVITY notes below).
 */
export function staffDashboardRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(operation(appListEmployees), async (c) =>
      c.json(await employeesPage(c, 'app.employees', c.req.valid('query')), 200),
    )
    .openapi(
      operation({
        operationId: 'SetEmployeeStatus',
        method: 'put',
        path: '/app/staff/employees/{employee_id}/status',
        summary: 'Activates or deactivates an employee (back office only)',
        description:
          'ACTIVE or INACTIVE. Sending the status the employee already has changes nothing. ' +
          "Another merchant's employee is 404.",
        tags,
        // A token needs EMPLOYEES_WRITE; a signed-in person, "Activate and deactivate employees".
        scopes: ['EMPLOYEES_WRITE'],
        permission: 'staff.status',
        approvedOnly: true,
        request: { params: employeeParams, body: jsonBody(SetEmployeeStatusBody) },
        response: SetEmployeeStatusResponse,
      }),
      async (c) => {
        const { after } = await employees.setEmployeeStatus(
          merchantContext(c),
          c.req.valid('param').employee_id,
          c.req.valid('json').status,
        );
        return c.json({ employee: after }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'CreateEmployeeWage',
        method: 'post',
        path: '/app/staff/employees/{employee_id}/wages',
        summary: 'Adds a wage to an employee (back office only)',
        description:
          "A job title (optional) and an hourly rate in minor units of the merchant's currency.",
        tags,
        scopes: ['EMPLOYEES_WRITE'],
        permission: 'staff.wages',
        approvedOnly: true,
        request: { params: employeeParams, body: jsonBody(EmployeeWageBody) },
        response: EmployeeWageResponse,
      }),
      async (c) => {
        const wage = await createEmployeeWage(
          merchantContext(c),
          c.req.valid('param').employee_id,
          c.req.valid('json'),
        );
        return c.json({ employee_wage: wage }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'UpdateEmployeeWage',
        method: 'put',
        path: '/app/staff/employee-wages/{wage_id}',
        summary: "Changes an employee's wage (back office only)",
        description:
          'Replaces the title and the hourly rate. Shifts keep the wage they were given.',
        tags,
        scopes: ['EMPLOYEES_WRITE'],
        permission: 'staff.wages',
        approvedOnly: true,
        request: { params: wageParams, body: jsonBody(EmployeeWageBody) },
        response: EmployeeWageResponse,
      }),
      async (c) => {
        const { after } = await updateEmployeeWage(
          merchantContext(c),
          c.req.valid('param').wage_id,
          c.req.valid('json'),
        );
        return c.json({ employee_wage: after }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'DeleteEmployeeWage',
        method: 'delete',
        path: '/app/staff/employee-wages/{wage_id}',
        summary: "Removes an employee's wage (back office only)",
        description: 'Shifts keep the wage they were given.',
        tags,
        scopes: ['EMPLOYEES_WRITE'],
        permission: 'staff.wages',
        approvedOnly: true,
        request: { params: wageParams },
        response: DeleteEmployeeWageResponse,
      }),
      async (c) => {
        await deleteEmployeeWage(merchantContext(c), c.req.valid('param').wage_id);
        return c.json({}, 200);
      },
    );
}
