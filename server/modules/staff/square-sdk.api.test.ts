/**
 * An existing client of the reference wire format, unchanged: Square's own 2019 JavaScript SDK
 * (`square-connect@2.20190814.2`) manages employees, roles and timecards against this service.
 */
import SquareConnect from 'square-connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

interface SdkError {
  status: number;
  response: { text: string };
}

async function rejection(promise: Promise<unknown>): Promise<SdkError> {
  try {
    await promise;
  } catch (error) {
    return error as SdkError;
  }
  throw new Error('expected the SDK call to be rejected');
}

describe(`Square's 2019 SDK against the service (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  let server: TestServer;
  const v1 = new SquareConnect.V1EmployeesApi();
  const v2 = new SquareConnect.EmployeesApi();
  const locations = new SquareConnect.LocationsApi();

  beforeAll(async () => {
    server = await startTestServer();
    const client = SquareConnect.ApiClient.instance;
    client.basePath = server.url;
    client.authentications.oauth2.accessToken = await server.token();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('creates and lists roles, creates an employee and assigns the role', async () => {
    const role = await v1.createEmployeeRole({
      name: 'SDK Lead',
      permissions: ['REGISTER_ISSUE_REFUNDS'],
      is_owner: false,
    });
    expect(role.name).toBe('SDK Lead');
    expect((await v1.listEmployeeRoles({ order: 'DESC' })).map((r) => r.name)).toEqual([
      'SDK Lead',
    ]);

    const employee = await v1.createEmployee({ first_name: 'Sam', last_name: 'Dk' });
    expect(employee.status).toBe('INACTIVE');
    const updated = await v1.updateEmployee(employee.id, { role_ids: [role.id] });
    expect(updated.role_ids).toEqual([role.id]);
    expect((await v1.retrieveEmployee(employee.id)).role_ids).toEqual([role.id]);
    expect((await v2.retrieveEmployee(employee.id)).employee?.status).toBe('INACTIVE');
  });

  it('pages v1 employees through the Link header the SDK hands back', async () => {
    for (const name of ['Ana', 'Ben'])
      await v1.createEmployee({ first_name: name, last_name: 'P' });
    const first = await v1.listEmployeesWithHttpInfo({ limit: 2 });
    expect(first.data).toHaveLength(2);
    const link = first.response.headers.link ?? '';
    expect(link).toMatch(/^<\/v1\/me\/employees\?.*batch_token=.+>;rel='next'$/);
    const batchToken = new URL(
      /<([^>]+)>/.exec(link)?.[1] ?? '',
      'http://link.invalid',
    ).searchParams.get('batch_token');
    const second = await v1.listEmployeesWithHttpInfo({ limit: 2, batchToken });
    expect(second.data).toHaveLength(1);
    expect(second.response.headers.link).toBeUndefined();
  });

  it('clocks in and out, imports, deletes, and reads the events', async () => {
    const employee = await v1.createEmployee({ first_name: 'Tim', last_name: 'Card' });
    const open = await v1.createTimecard({ employee_id: employee.id });
    expect(open.clockout_time).toBeUndefined();

    const twice = await rejection(v1.createTimecard({ employee_id: employee.id }));
    expect(twice.status).toBe(400);
    expect(JSON.parse(twice.response.text)).toMatchObject({
      type: 'bad_request.invalid_parameter',
    });

    const closed = await v1.updateTimecard(open.id, { clockout_time: new Date().toISOString() });
    expect(closed.clockout_time).toEqual(expect.any(String));
    const events = await v1.listTimecardEvents(open.id);
    expect(events.map((e) => e.event_type)).toEqual(['API_CREATE', 'API_EDIT']);

    const imported = await v1.createTimecard({
      employee_id: employee.id,
      clockin_time: '2026-01-05T09:00:00Z',
      clockout_time: '2026-01-05T17:00:00Z',
    });
    expect(imported.regular_seconds_worked).toBe(8 * 3600);
    await v1.deleteTimecard(imported.id);
    expect((await v1.retrieveTimecard(imported.id)).deleted).toBe(true);
    const deleted = await v1.listTimecards({ deleted: true, employeeId: employee.id });
    expect(deleted.map((t) => t.id)).toEqual([imported.id]);
  });

  it('reads v2 employees and locations and surfaces errors as rejections', async () => {
    const page = await v2.listEmployees({ limit: 2 });
    expect(page.employees).toHaveLength(2);
    expect(page.cursor).toEqual(expect.any(String));
    expect((await locations.listLocations()).locations).toHaveLength(server.locationIds.length);
    const missing = await rejection(v1.retrieveEmployee('no-such-employee'));
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.response.text)).toMatchObject({ type: 'not_found' });
  });
});
