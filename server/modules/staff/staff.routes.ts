import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  ListEmployeesQuery,
  ListEmployeesResponse,
  RetrieveEmployeeResponse,
  V1CreateEmployeeBody,
  V1CreateEmployeeRoleBody,
  V1CreateTimecardBody,
  V1DeleteTimecardResponse,
  V1Employee,
  V1EmployeeRole,
  V1ListEmployeesQuery,
  V1ListRolesQuery,
  V1ListTimecardsQuery,
  V1Timecard,
  V1TimecardEvent,
  V1UpdateEmployeeBody,
  V1UpdateEmployeeRoleBody,
  V1UpdateTimecardBody,
} from '../../../src/api/schemas/staff';
import type { AppEnv } from '../../http/env';
import { v1List, v2List } from '../../http/lists';
import { jsonBody, merchantContext, operation } from '../../http/route';
import * as employees from './employees.service';
import * as roles from './roles.service';
import * as timecards from './timecards.service';

const V2_EMPLOYEES_LIMIT_DEFAULT = 100;

const employeeIdParam = z.object({ employee_id: z.string() });
const roleIdParam = z.object({ role_id: z.string() });
const timecardIdParam = z.object({ timecard_id: z.string() });

const employeesTag = ['Employees (v1)'];
const rolesTag = ['Roles (v1)'];
const timecardsTag = ['Timecards (v1)'];
const v2Tag = ['Employees (v2)'];

const listEmployees = operation({
  operationId: 'ListEmployees',
  method: 'get',
  path: '/v1/me/employees',
  summary: 'Lists employees (v1)',
  description:
    'Sorted by created_at (order, default ASC). Ranges: begin inclusive, end exclusive. ' +
    "The next page is announced in a `Link: <…?batch_token=…>;rel='next'` header.",
  tags: employeesTag,
  scopes: ['EMPLOYEES_READ'],
  approvedOnly: true,
  request: { query: V1ListEmployeesQuery },
  response: z.array(V1Employee),
});

const createEmployee = operation({
  operationId: 'CreateEmployee',
  method: 'post',
  path: '/v1/me/employees',
  summary: 'Creates an employee (always INACTIVE)',
  tags: employeesTag,
  scopes: ['EMPLOYEES_WRITE'],
  approvedOnly: true,
  request: { body: jsonBody(V1CreateEmployeeBody) },
  response: V1Employee,
});

const retrieveEmployee = operation({
  operationId: 'RetrieveEmployee',
  method: 'get',
  path: '/v1/me/employees/{employee_id}',
  summary: 'Retrieves an employee (v1)',
  tags: employeesTag,
  scopes: ['EMPLOYEES_READ'],
  approvedOnly: true,
  request: { params: employeeIdParam },
  response: V1Employee,
});

const updateEmployee = operation({
  operationId: 'UpdateEmployee',
  method: 'put',
  path: '/v1/me/employees/{employee_id}',
  summary: 'Updates the fields sent; assigns or removes the role',
  tags: employeesTag,
  scopes: ['EMPLOYEES_WRITE'],
  approvedOnly: true,
  request: { params: employeeIdParam, body: jsonBody(V1UpdateEmployeeBody) },
  response: V1Employee,
});

const listRoles = operation({
  operationId: 'ListEmployeeRoles',
  method: 'get',
  path: '/v1/me/roles',
  summary: 'Lists employee roles',
  description: 'Sorted by created_at (order, default ASC); paged with batch_token and Link.',
  tags: rolesTag,
  scopes: ['EMPLOYEES_READ'],
  approvedOnly: true,
  request: { query: V1ListRolesQuery },
  response: z.array(V1EmployeeRole),
});

const createRole = operation({
  operationId: 'CreateEmployeeRole',
  method: 'post',
  path: '/v1/me/roles',
  summary: 'Creates an employee role',
  tags: rolesTag,
  scopes: ['EMPLOYEES_WRITE'],
  approvedOnly: true,
  request: { body: jsonBody(V1CreateEmployeeRoleBody) },
  response: V1EmployeeRole,
});

const retrieveRole = operation({
  operationId: 'RetrieveEmployeeRole',
  method: 'get',
  path: '/v1/me/roles/{role_id}',
  summary: 'Retrieves an employee role',
  tags: rolesTag,
  scopes: ['EMPLOYEES_READ'],
  approvedOnly: true,
  request: { params: roleIdParam },
  response: V1EmployeeRole,
});

const updateRole = operation({
  operationId: 'UpdateEmployeeRole',
  method: 'put',
  path: '/v1/me/roles/{role_id}',
  summary: 'Updates the fields sent of an employee role',
  tags: rolesTag,
  scopes: ['EMPLOYEES_WRITE'],
  approvedOnly: true,
  request: { params: roleIdParam, body: jsonBody(V1UpdateEmployeeRoleBody) },
  response: V1EmployeeRole,
});

const listTimecards = operation({
  operationId: 'ListTimecards',
  method: 'get',
  path: '/v1/me/timecards',
  summary: 'Lists timecards',
  description:
    'Sorted by created_at (order, default ASC). deleted=true only deleted, false only valid, ' +
    'omitted both. Ranges: begin inclusive, end exclusive. Paged with batch_token and Link.',
  tags: timecardsTag,
  scopes: ['TIMECARDS_READ'],
  approvedOnly: true,
  request: { query: V1ListTimecardsQuery },
  response: z.array(V1Timecard),
});

const createTimecard = operation({
  operationId: 'CreateTimecard',
  method: 'post',
  path: '/v1/me/timecards',
  summary: 'Clocks an employee in, or imports a finished timecard',
  description:
    'clockin_time defaults to now. Send clockin_time and clockout_time to import a finished ' +
    'timecard. Rejected while the employee is clocked in. Records an API_CREATE event.',
  tags: timecardsTag,
  scopes: ['TIMECARDS_WRITE'],
  approvedOnly: true,
  request: { body: jsonBody(V1CreateTimecardBody) },
  response: V1Timecard,
});

const retrieveTimecard = operation({
  operationId: 'RetrieveTimecard',
  method: 'get',
  path: '/v1/me/timecards/{timecard_id}',
  summary: 'Retrieves a timecard (deleted ones too)',
  tags: timecardsTag,
  scopes: ['TIMECARDS_READ'],
  approvedOnly: true,
  request: { params: timecardIdParam },
  response: V1Timecard,
});

const updateTimecard = operation({
  operationId: 'UpdateTimecard',
  method: 'put',
  path: '/v1/me/timecards/{timecard_id}',
  summary: 'Updates the fields sent of a timecard; records an API_EDIT event',
  tags: timecardsTag,
  scopes: ['TIMECARDS_WRITE'],
  approvedOnly: true,
  request: { params: timecardIdParam, body: jsonBody(V1UpdateTimecardBody) },
  response: V1Timecard,
});

const deleteTimecard = operation({
  operationId: 'DeleteTimecard',
  method: 'delete',
  path: '/v1/me/timecards/{timecard_id}',
  summary: 'Deletes a timecard (it stays readable and can no longer be modified)',
  tags: timecardsTag,
  scopes: ['TIMECARDS_WRITE'],
  approvedOnly: true,
  request: { params: timecardIdParam },
  response: V1DeleteTimecardResponse,
});

const listTimecardEvents = operation({
  operationId: 'ListTimecardEvents',
  method: 'get',
  path: '/v1/me/timecards/{timecard_id}/events',
  summary: 'Lists the events of a timecard, oldest first',
  tags: timecardsTag,
  scopes: ['TIMECARDS_READ'],
  approvedOnly: true,
  request: { params: timecardIdParam },
  response: z.array(V1TimecardEvent),
});

const listEmployeesV2 = operation({
  operationId: 'ListEmployeesV2',
  method: 'get',
  path: '/v2/employees',
  summary: 'Lists employees (v2)',
  description: 'Sorted by created_at. limit 1..200, default 100. Next page in `cursor`.',
  tags: v2Tag,
  scopes: ['EMPLOYEES_READ'],
  approvedOnly: true,
  request: { query: ListEmployeesQuery },
  response: ListEmployeesResponse,
});

const retrieveEmployeeV2 = operation({
  operationId: 'RetrieveEmployeeV2',
  method: 'get',
  path: '/v2/employees/{id}',
  summary: 'Retrieves an employee (v2)',
  tags: v2Tag,
  scopes: ['EMPLOYEES_READ'],
  approvedOnly: true,
  request: { params: z.object({ id: z.string() }) },
  response: RetrieveEmployeeResponse,
});

export function staffRoutes() {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(listEmployees, async (c) => {
    const q = c.req.valid('query');
    const ctx = merchantContext(c);
    const items = await v1List(c, 'v1.employees', q, (page) =>
      employees.listV1Employees(ctx, {
        ...page,
        status: q.status,
        externalId: q.external_id,
        beginCreatedAt: q.begin_created_at,
        endCreatedAt: q.end_created_at,
        beginUpdatedAt: q.begin_updated_at,
        endUpdatedAt: q.end_updated_at,
      }),
    );
    return c.json(items, 200);
  });

  app.openapi(createEmployee, async (c) =>
    c.json(await employees.createEmployee(merchantContext(c), c.req.valid('json')), 200),
  );
  app.openapi(retrieveEmployee, async (c) =>
    c.json(
      await employees.getV1Employee(merchantContext(c), c.req.valid('param').employee_id),
      200,
    ),
  );
  app.openapi(updateEmployee, async (c) =>
    c.json(
      await employees.updateEmployee(
        merchantContext(c),
        c.req.valid('param').employee_id,
        c.req.valid('json'),
      ),
      200,
    ),
  );

  app.openapi(listRoles, async (c) => {
    const ctx = merchantContext(c);
    const items = await v1List(c, 'v1.roles', c.req.valid('query'), (page) =>
      roles.listRoles(ctx, page),
    );
    return c.json(items, 200);
  });

  app.openapi(createRole, async (c) =>
    c.json(await roles.createRole(merchantContext(c), c.req.valid('json')), 200),
  );
  app.openapi(retrieveRole, async (c) =>
    c.json(await roles.getRole(merchantContext(c), c.req.valid('param').role_id), 200),
  );
  app.openapi(updateRole, async (c) =>
    c.json(
      await roles.updateRole(merchantContext(c), c.req.valid('param').role_id, c.req.valid('json')),
      200,
    ),
  );

  app.openapi(listTimecards, async (c) => {
    const q = c.req.valid('query');
    const ctx = merchantContext(c);
    const items = await v1List(c, 'v1.timecards', q, (page) =>
      timecards.listTimecards(ctx, {
        ...page,
        employeeId: q.employee_id,
        deleted: q.deleted,
        beginClockinTime: q.begin_clockin_time,
        endClockinTime: q.end_clockin_time,
        beginClockoutTime: q.begin_clockout_time,
        endClockoutTime: q.end_clockout_time,
        beginUpdatedAt: q.begin_updated_at,
        endUpdatedAt: q.end_updated_at,
      }),
    );
    return c.json(items, 200);
  });

  app.openapi(createTimecard, async (c) =>
    c.json(await timecards.createTimecard(merchantContext(c), c.req.valid('json')), 200),
  );
  app.openapi(retrieveTimecard, async (c) =>
    c.json(await timecards.getTimecard(merchantContext(c), c.req.valid('param').timecard_id), 200),
  );
  app.openapi(updateTimecard, async (c) =>
    c.json(
      await timecards.updateTimecard(
        merchantContext(c),
        c.req.valid('param').timecard_id,
        c.req.valid('json'),
      ),
      200,
    ),
  );
  app.openapi(deleteTimecard, async (c) => {
    await timecards.deleteTimecard(merchantContext(c), c.req.valid('param').timecard_id);
    return c.json({}, 200);
  });
  app.openapi(listTimecardEvents, async (c) =>
    c.json(
      await timecards.listTimecardEvents(merchantContext(c), c.req.valid('param').timecard_id),
      200,
    ),
  );

  app.openapi(listEmployeesV2, async (c) => {
    const q = c.req.valid('query');
    const ctx = merchantContext(c);
    const { items, cursor } = await v2List(
      c,
      'v2.employees',
      q,
      V2_EMPLOYEES_LIMIT_DEFAULT,
      (page) =>
        employees.listV2Employees(ctx, { ...page, status: q.status, locationId: q.location_id }),
    );
    return c.json({ employees: items, ...(cursor ? { cursor } : {}) }, 200);
  });

  app.openapi(retrieveEmployeeV2, async (c) =>
    c.json(
      { employee: await employees.getV2Employee(merchantContext(c), c.req.valid('param').id) },
      200,
    ),
  );

  return app;
}
