import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { V1EmployeeT } from '@contract/employees';
import type { EmployeeWageT } from '@contract/employee-wages';
import { newId } from '../../lib/ids';
import {
  clientFor,
  expectStatus,
  expectV1FieldError,
  expectV2Error,
  newEmployeeId,
  type Client,
} from '../../testing/expectations';
import { api, startTestServer, type TestServer } from '../../testing/harness';
import { signInAs } from '../../testing/sessions';

/**
 * The back office's own staff operations (issue 18 §3): activate/deactivate an employee and set
 * their wages, under /app/staff/…, which the public API cannot do.
 */
let server: TestServer;
let client: Client;

const statusPath = (id: string) => `/app/staff/employees/${id}/status`;
const wagesPath = (id: string) => `/app/staff/employees/${id}/wages`;
const wagePath = (id: string) => `/app/staff/employee-wages/${id}`;
const usd = (amount: number) => ({ amount, currency: 'USD' });

const invalid = (field: string, code: string) => ({
  category: 'INVALID_REQUEST_ERROR',
  code,
  field,
});
const notFound = (detailStart: string) => ({
  category: 'INVALID_REQUEST_ERROR',
  code: 'NOT_FOUND',
  detailStart,
});

async function employee(id: string) {
  const res = await client.get<V1EmployeeT>(`/v1/me/employees/${id}`);
  expectStatus(res, 200);
  return res.body;
}

async function wagesOf(employeeId: string) {
  const res = await client.get<{ employee_wages?: EmployeeWageT[] }>(
    `/v2/labor/employee-wages?employee_id=${employeeId}`,
  );
  expectStatus(res, 200);
  return res.body.employee_wages ?? [];
}

async function createWage(
  employeeId: string,
  body: unknown = { title: 'Barista', hourly_rate: usd(1650) },
) {
  const res = await client.post<{ employee_wage: EmployeeWageT }>(wagesPath(employeeId), body);
  expectStatus(res, 200);
  return res.body.employee_wage;
}

/** The other merchant's wage, recorded directly. */
async function foreignWage(): Promise<string> {
  const id = newId();
  await server.db
    .insertInto('employee_wages')
    .values({
      id,
      merchant_id: server.otherMerchantId,
      employee_id: server.other.employeeId,
      title: 'Theirs',
      hourly_rate_amount: 2000,
      hourly_rate_currency: 'USD',
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
});

afterAll(async () => {
  await server?.close();
});

describe('PUT /app/staff/employees/{employee_id}/status', () => {
  it('activates and deactivates an employee, as every read then shows', async () => {
    const id = await newEmployeeId(client);
    const created = await employee(id);
    expect(created.status).toBe('INACTIVE');

    const on = await client.put<{ employee: V1EmployeeT }>(statusPath(id), { status: 'ACTIVE' });
    expectStatus(on, 200);
    expect(on.body.employee).toMatchObject({ id, status: 'ACTIVE' });
    expect(on.body.employee.updated_at > created.updated_at).toBe(true);
    expect(await employee(id)).toEqual(on.body.employee);
    const v2 = await client.get<{ employee: { status: string } }>(`/v2/employees/${id}`);
    expect(v2.body.employee.status).toBe('ACTIVE');

    const off = await client.put<{ employee: V1EmployeeT }>(statusPath(id), { status: 'INACTIVE' });
    expectStatus(off, 200);
    expect((await employee(id)).status).toBe('INACTIVE');
  });

  it('changes nothing when the employee already has the status sent', async () => {
    const id = await newEmployeeId(client);
    const before = await employee(id);
    const res = await client.put<{ employee: V1EmployeeT }>(statusPath(id), { status: 'INACTIVE' });
    expectStatus(res, 200);
    expect(res.body.employee).toEqual(before);
    expect(await employee(id)).toEqual(before);
  });

  it.each<[string, unknown, string, string]>([
    ['an unknown status', { status: 'FIRED' }, 'status', 'INVALID_ENUM_VALUE'],
    ['no status', {}, 'status', 'MISSING_REQUIRED_PARAMETER'],
    ['a status of the wrong type', { status: 1 }, 'status', 'INVALID_ENUM_VALUE'],
  ])('refuses %s, naming the field, and writes nothing', async (_, body, field, code) => {
    const id = await newEmployeeId(client);
    const before = await employee(id);
    expectV2Error(await client.put(statusPath(id), body), 400, invalid(field, code));
    expect(await employee(id)).toEqual(before);
  });

  it("answers 404 for another merchant's employee and leaves it as it was", async () => {
    const theirs = server.other.employeeId;
    const read = () =>
      server.db
        .selectFrom('employees')
        .selectAll()
        .where('id', '=', theirs)
        .executeTakeFirstOrThrow();
    const before = await read();
    for (const status of ['ACTIVE', 'INACTIVE']) {
      expectV2Error(
        await client.put(statusPath(theirs), { status }),
        404,
        notFound(`Employee ${theirs} was not found`),
      );
    }
    expectV2Error(
      await client.put(statusPath('no-such-employee'), { status: 'ACTIVE' }),
      404,
      notFound('Employee no-such-employee was not found'),
    );
    expect(await read()).toEqual(before);
  });

  it('needs EMPLOYEES_WRITE (403, nothing changes)', async () => {
    const id = await newEmployeeId(client);
    const reader = clientFor(server.url, await server.token(['EMPLOYEES_READ']));
    expectV2Error(await reader.put(statusPath(id), { status: 'ACTIVE' }), 403, {
      category: 'AUTHENTICATION_ERROR',
      code: 'INSUFFICIENT_SCOPES',
      detailStart: 'You have insufficient permissions',
    });
    expect((await employee(id)).status).toBe('INACTIVE');
  });

  it('the public API still refuses to change a status', async () => {
    const id = await newEmployeeId(client);
    expectV1FieldError(
      await client.put(`/v1/me/employees/${id}`, { status: 'ACTIVE' }),
      'status',
      'cannot be changed',
    );
    expect((await employee(id)).status).toBe('INACTIVE');
  });
});

describe('wages: POST /app/staff/employees/{employee_id}/wages, PUT and DELETE /app/staff/employee-wages/{wage_id}', () => {
  it('adds, changes and removes a wage, as the public wage list then shows', async () => {
    const id = await newEmployeeId(client);
    const wage = await createWage(id);
    expect(wage).toEqual({
      id: wage.id,
      employee_id: id,
      title: 'Barista',
      hourly_rate: usd(1650),
    });
    expect(await wagesOf(id)).toEqual([wage]);
    const got = await client.get<{ employee_wage: EmployeeWageT }>(
      `/v2/labor/employee-wages/${wage.id}`,
    );
    expect(got.body.employee_wage).toEqual(wage);

    const second = await createWage(id, { hourly_rate: usd(1200) });
    expect(second).toEqual({ id: second.id, employee_id: id, hourly_rate: usd(1200) });

    const changed = await client.put<{ employee_wage: EmployeeWageT }>(wagePath(wage.id), {
      title: 'Head barista',
      hourly_rate: usd(1900),
    });
    expectStatus(changed, 200);
    expect(changed.body.employee_wage).toEqual({
      ...wage,
      title: 'Head barista',
      hourly_rate: usd(1900),
    });

    const untitled = await client.put<{ employee_wage: EmployeeWageT }>(wagePath(wage.id), {
      title: null,
      hourly_rate: usd(1900),
    });
    expect(untitled.body.employee_wage).toEqual({
      id: wage.id,
      employee_id: id,
      hourly_rate: usd(1900),
    });
    expect(await wagesOf(id)).toEqual([untitled.body.employee_wage, second]);

    const removed = await client.del(wagePath(wage.id));
    expectStatus(removed, 200);
    expect(removed.body).toEqual({});
    expect(await wagesOf(id)).toEqual([second]);
    expectV2Error(
      await client.get(`/v2/labor/employee-wages/${wage.id}`),
      404,
      notFound(`Employee wage ${wage.id} was not found`),
    );
    expectV2Error(
      await client.del(wagePath(wage.id)),
      404,
      notFound(`Employee wage ${wage.id} was not found`),
    );
  });

  it.each<[string, unknown, string, string]>([
    ['no rate', { title: 'Cook' }, 'hourly_rate', 'MISSING_REQUIRED_PARAMETER'],
    [
      'no amount',
      { hourly_rate: { currency: 'USD' } },
      'hourly_rate.amount',
      'MISSING_REQUIRED_PARAMETER',
    ],
    ['a negative rate', { hourly_rate: usd(-1) }, 'hourly_rate.amount', 'VALUE_TOO_LOW'],
    ['a fractional rate', { hourly_rate: usd(12.5) }, 'hourly_rate.amount', 'EXPECTED_INTEGER'],
    ['a huge rate', { hourly_rate: usd(1e12) }, 'hourly_rate.amount', 'VALUE_TOO_HIGH'],
    [
      'a rate as a string',
      { hourly_rate: { amount: '1650', currency: 'USD' } },
      'hourly_rate.amount',
      'EXPECTED_INTEGER',
    ],
    [
      'a bad currency code',
      { hourly_rate: { amount: 1, currency: 'usd' } },
      'hourly_rate.currency',
      'INVALID_VALUE',
    ],
    [
      'another currency',
      { hourly_rate: { amount: 1, currency: 'EUR' } },
      'hourly_rate.currency',
      'INVALID_VALUE',
    ],
    ['an empty title', { title: '  ', hourly_rate: usd(1) }, 'title', 'VALUE_TOO_SHORT'],
    ['a long title', { title: 'x'.repeat(256), hourly_rate: usd(1) }, 'title', 'VALUE_TOO_LONG'],
  ])(
    'refuses %s, naming the field, on create and on change, writing nothing',
    async (_, body, field, code) => {
      const id = await newEmployeeId(client);
      const wage = await createWage(id);
      const res = await client.post(wagesPath(id), body);
      expectV2Error(res, 400, invalid(field, code));
      expectV2Error(await client.put(wagePath(wage.id), body), 400, invalid(field, code));
      expect(await wagesOf(id)).toEqual([wage]);
    },
  );

  it("answers 404 for another merchant's employee or wage and leaves theirs as it was", async () => {
    const theirs = await foreignWage();
    const read = () =>
      server.db
        .selectFrom('employee_wages')
        .selectAll()
        .where('merchant_id', '=', server.otherMerchantId)
        .execute();
    const before = await read();
    const body = { title: 'Mine now', hourly_rate: usd(1) };
    expectV2Error(
      await client.post(wagesPath(server.other.employeeId), body),
      404,
      notFound(`Employee ${server.other.employeeId} was not found`),
    );
    expectV2Error(
      await client.put(wagePath(theirs), body),
      404,
      notFound(`Employee wage ${theirs} was not found`),
    );
    expectV2Error(
      await client.del(wagePath(theirs)),
      404,
      notFound(`Employee wage ${theirs} was not found`),
    );
    expect(await read()).toEqual(before);
  });

  it('needs EMPLOYEES_WRITE (403, nothing changes)', async () => {
    const id = await newEmployeeId(client);
    const wage = await createWage(id);
    const reader = clientFor(server.url, await server.token(['EMPLOYEES_READ']));
    const denied = {
      category: 'AUTHENTICATION_ERROR',
      code: 'INSUFFICIENT_SCOPES',
      detailStart: 'You have insufficient permissions',
    };
    expectV2Error(await reader.post(wagesPath(id), { hourly_rate: usd(1) }), 403, denied);
    expectV2Error(await reader.put(wagePath(wage.id), { hourly_rate: usd(1) }), 403, denied);
    expectV2Error(await reader.del(wagePath(wage.id)), 403, denied);
    expect(await wagesOf(id)).toEqual([wage]);
  });
});

describe('signed-in people: each operation needs its own permission', () => {
  const forbidden = (label: string) => ({
    category: 'AUTHENTICATION_ERROR',
    code: 'FORBIDDEN',
    detailStart: `Your permission set does not include “${label}”`,
  });
  const as = async (permissions: Parameters<typeof signInAs>[3]) =>
    api(server, await signInAs(server, server.db, server.merchantId, permissions));

  it('a person without "Activate and deactivate employees" gets 403 and nothing changes; with it, 200', async () => {
    const id = await newEmployeeId(client);
    // Every other permission, wages included.
    const lacking = await as({
      permissions: ['staff.read', 'staff.write', 'staff.wages', 'time.write'],
    });
    expectV2Error(
      await lacking.put(statusPath(id), { status: 'ACTIVE' }),
      403,
      forbidden('Activate and deactivate employees'),
    );
    expect((await employee(id)).status).toBe('INACTIVE');

    const allowed = await as({ permissions: ['staff.status'] });
    const res = await allowed.put<{ employee: V1EmployeeT }>(statusPath(id), { status: 'ACTIVE' });
    expectStatus(res, 200);
    expect((await employee(id)).status).toBe('ACTIVE');
  });

  it('a person without "Set employees\' wages" gets 403 on every wage write and nothing changes; with it, 200', async () => {
    const id = await newEmployeeId(client);
    const wage = await createWage(id);
    const lacking = await as({ permissions: ['staff.read', 'staff.write', 'staff.status'] });
    const denied = forbidden("Set employees' wages");
    expectV2Error(await lacking.post(wagesPath(id), { hourly_rate: usd(1) }), 403, denied);
    expectV2Error(await lacking.put(wagePath(wage.id), { hourly_rate: usd(1) }), 403, denied);
    expectV2Error(await lacking.del(wagePath(wage.id)), 403, denied);
    expect(await wagesOf(id)).toEqual([wage]);

    const allowed = await as({ permissions: ['staff.wages'] });
    expectStatus(await allowed.post(wagesPath(id), { hourly_rate: usd(1500) }), 200);
    expectStatus(await allowed.put(wagePath(wage.id), { hourly_rate: usd(1700) }), 200);
    expectStatus(await allowed.del(wagePath(wage.id)), 200);
    expect((await wagesOf(id)).map((w) => w.hourly_rate)).toEqual([usd(1500)]);
  });

  it("the owner may do both; another merchant's owner gets 404 for this merchant's employee", async () => {
    const id = await newEmployeeId(client);
    const owner = await as({ owner: true });
    expectStatus(await owner.put(statusPath(id), { status: 'ACTIVE' }), 200);
    expectStatus(await owner.post(wagesPath(id), { hourly_rate: usd(1) }), 200);

    const theirs = api(
      server,
      await signInAs(server, server.db, server.otherMerchantId, { owner: true }),
    );
    expectV2Error(
      await theirs.put(statusPath(id), { status: 'INACTIVE' }),
      404,
      notFound(`Employee ${id} was not found`),
    );
    expectV2Error(
      await theirs.post(wagesPath(id), { hourly_rate: usd(1) }),
      404,
      notFound(`Employee ${id} was not found`),
    );
    expect((await employee(id)).status).toBe('ACTIVE');
    expect(await wagesOf(id)).toHaveLength(1);
  });
});
