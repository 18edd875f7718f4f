import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntryT } from '@contract/activity';
import type { BreakTypeT } from '@contract/break-types';
import type { WorkweekConfigT } from '@contract/workweek-configs';
import { backOfficeDocument } from '../../app';
import { ALL_SCOPES } from '../../auth/scopes';
import { issueToken } from '../../auth/tokens';
import { newId } from '../../lib/ids';
import {
  clientFor,
  createEmployee,
  expectStatus,
  newEmployeeId,
  type Client,
} from '../../testing/expectations';
import type { ApiResponse, TestServer } from '../../testing/harness';
import { api, startTestServer } from '../../testing/harness';
import { signInAs, type SignedInPerson } from '../../testing/sessions';
import {
  BREAK_TYPES,
  SHIFTS,
  WORKWEEK,
  at,
  createBreakType,
  createShift,
  shiftBody,
} from '../../testing/labor';
import { insertOrder, ordersPath } from '../../testing/orders';
import {
  PAYMENTS,
  REFUNDS,
  approvedPayment,
  cardSale,
  createPayment,
  paymentBody,
  refundBody,
} from '../../testing/payments';
import { createTimecard } from '../../testing/timecards';

let server: TestServer;
/** Who the scenarios write as: the token first, then a signed-in person. */
let client: Client;
let tokenClient: Client;
let tokenId: string;
const LABEL = 'Back office integration';

beforeAll(async () => {
  server = await startTestServer();
  const issued = await issueToken(server.db, server.merchantId, ALL_SCOPES, LABEL);
  tokenId = issued.id;
  tokenClient = clientFor(server.url, issued.token);
  client = tokenClient;
});

afterAll(async () => {
  await server?.close();
});

const entries = () =>
  server.db
    .selectFrom('activity_log')
    .selectAll()
    .where('merchant_id', '=', server.merchantId)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();

/**
 * How to make each write of the public document succeed: `setup` prepares what it needs (its
 * own writes may record entries; they are counted before `run`), `run` sends the operation once,
 * `resource` says which resource the entry must name.
 */
interface Scenario {
  setup: () => Promise<Record<string, string>>;
  run: (s: Record<string, string>) => Promise<ApiResponse>;
  resource: (s: Record<string, string>, res: ApiResponse) => string;
  status?: number;
  /** Owner powers and person-only operations: no token may call them (the session run only). */
  sessionsOnly?: true;
  /** Who the entry names when it is not the caller (an accepted invitation: the new person). */
  actor?: (s: Record<string, string>, res: ApiResponse) => Record<string, unknown>;
}

const loc = () => server.locationIds[0]!;
const REDIRECT = 'https://app.example/callback';
const origin = () => ({ origin: new URL(server.url).origin });
let unique = 0;
const nextEmail = () => `person${(unique += 1)}@example.com`;

/** A wage of a new employee, through the back office. */
async function createWage(): Promise<string> {
  const employee = await newEmployeeId(client);
  const res = await client.post<{ employee_wage: { id: string } }>(
    `/app/staff/employees/${employee}/wages`,
    { title: 'Barista', hourly_rate: { amount: 1650, currency: 'USD' } },
  );
  expectStatus(res, 200);
  return res.body.employee_wage.id;
}

async function permissionSetId(name: string): Promise<string> {
  const res = await client.get<{ permission_sets: { id: string; name: string }[] }>(
    '/app/team/permission-sets',
  );
  expectStatus(res, 200);
  return res.body.permission_sets.find((set) => set.name === name)!.id;
}

async function createSet(): Promise<string> {
  const res = await client.post<{ permission_set: { id: string } }>('/app/team/permission-sets', {
    name: `Set ${(unique += 1)}`,
    permissions: ['staff.read'],
  });
  expectStatus(res, 200);
  return res.body.permission_set.id;
}

async function createInvitation(): Promise<{ id: string; secret: string }> {
  const res = await client.post<{ invitation: { id: string }; url: string }>(
    '/app/team/invitations',
    { email: nextEmail(), permission_set_id: await permissionSetId('Shift lead') },
  );
  expectStatus(res, 200);
  return { id: res.body.invitation.id, secret: res.body.url.split('/invite/')[1]! };
}

async function registerApp(): Promise<{ id: string; client_id: string; client_secret: string }> {
  const res = await client.post<{ app: { id: string; client_id: string }; client_secret: string }>(
    '/app/developer/apps',
    { name: 'Shift Planner', redirect_urls: [REDIRECT] },
  );
  expectStatus(res, 200);
  return { ...res.body.app, client_secret: res.body.client_secret };
}

const consentBody = (clientId: string) => ({
  client_id: clientId,
  scope: 'EMPLOYEES_READ',
  state: 'st-1',
  decision: 'allow',
});

/** An app connected to the merchant: allowed, and its code exchanged for tokens. */
async function connectedApp(): Promise<string> {
  const app = await registerApp();
  const allowed = await client.post<{ redirect_url: string }>(
    '/app/developer/consent',
    consentBody(app.client_id),
  );
  expectStatus(allowed, 200);
  const code = new URL(allowed.body.redirect_url).searchParams.get('code')!;
  const tokens = await api(server).post('/oauth2/token', {
    client_id: app.client_id,
    client_secret: app.client_secret,
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
  });
  expectStatus(tokens, 200);
  return app.id;
}
const body = (res: ApiResponse) => res.body as Record<string, { id: string }>;

const WRITES: Record<string, Scenario> = {
  CreateEmployee: {
    setup: () => Promise.resolve({}),
    run: () => client.post('/v1/me/employees', { first_name: 'Maria', last_name: 'Lopez' }),
    resource: (_, res) => (res.body as { id: string }).id,
  },
  UpdateEmployee: {
    setup: async () => ({ id: (await createEmployee(client)).id }),
    run: (s) => client.put(`/v1/me/employees/${s.id}`, { last_name: 'Byron' }),
    resource: (s) => s.id!,
  },
  CreateEmployeeRole: {
    setup: () => Promise.resolve({}),
    run: () => client.post('/v1/me/roles', { name: 'Lead', permissions: [] }),
    resource: (_, res) => (res.body as { id: string }).id,
  },
  UpdateEmployeeRole: {
    setup: async () => {
      const res = await client.post<{ id: string }>('/v1/me/roles', { name: 'A', permissions: [] });
      return { id: res.body.id };
    },
    run: (s) => client.put(`/v1/me/roles/${s.id}`, { name: 'B' }),
    resource: (s) => s.id!,
  },
  CreateTimecard: {
    setup: async () => ({ employee: await newEmployeeId(client) }),
    run: (s) =>
      client.post('/v1/me/timecards', {
        employee_id: s.employee,
        clockin_time: at(1),
        clockout_time: at(2),
      }),
    resource: (_, res) => (res.body as { id: string }).id,
  },
  UpdateTimecard: {
    setup: async () => {
      const employee = await newEmployeeId(client);
      const t = await createTimecard(client, {
        employee_id: employee,
        clockin_time: at(1),
        clockout_time: at(3),
      });
      return { id: t.id };
    },
    run: (s) => client.put(`/v1/me/timecards/${s.id}`, { clockout_time: at(2) }),
    resource: (s) => s.id!,
  },
  DeleteTimecard: {
    setup: async () => {
      const employee = await newEmployeeId(client);
      const t = await createTimecard(client, {
        employee_id: employee,
        clockin_time: at(1),
        clockout_time: at(3),
      });
      return { id: t.id };
    },
    run: (s) => client.del(`/v1/me/timecards/${s.id}`),
    resource: (s) => s.id!,
  },
  CreateBreakType: {
    setup: () => Promise.resolve({}),
    run: () =>
      client.post(BREAK_TYPES, {
        break_type: {
          location_id: server.locationIds[1]!,
          break_name: 'Coffee',
          expected_duration: 'PT10M',
          is_paid: true,
        },
      }),
    resource: (_, res) => body(res).break_type!.id,
  },
  UpdateBreakType: {
    setup: async () => ({ id: (await createBreakType(client, loc(), { break_name: 'X' })).id }),
    run: (s) =>
      client.put(`${BREAK_TYPES}/${s.id}`, {
        break_type: {
          location_id: loc(),
          break_name: 'Y',
          expected_duration: 'PT15M',
          is_paid: false,
        },
      }),
    resource: (s) => s.id!,
  },
  DeleteBreakType: {
    setup: async () => ({ id: (await createBreakType(client, loc(), { break_name: 'Z' })).id }),
    run: (s) => client.del(`${BREAK_TYPES}/${s.id}`),
    resource: (s) => s.id!,
  },
  CreateShift: {
    setup: async () => ({ employee: await newEmployeeId(client) }),
    run: (s) => client.post(SHIFTS, { shift: shiftBody(s.employee!, loc(), 5, 9) }),
    resource: (_, res) => body(res).shift!.id,
  },
  UpdateShift: {
    setup: async () => {
      const shift = await createShift(client, shiftBody(await newEmployeeId(client), loc(), 5, 9));
      return { id: shift.id, employee: shift.employee_id };
    },
    run: (s) => client.put(`${SHIFTS}/${s.id}`, { shift: shiftBody(s.employee!, loc(), 5, 8) }),
    resource: (s) => s.id!,
  },
  DeleteShift: {
    setup: async () => ({
      id: (await createShift(client, shiftBody(await newEmployeeId(client), loc(), 5, 9))).id,
    }),
    run: (s) => client.del(`${SHIFTS}/${s.id}`),
    resource: (s) => s.id!,
  },
  UpdateWorkweekConfig: {
    setup: async () => {
      const res = await client.get<{ workweek_configs: WorkweekConfigT[] }>(WORKWEEK);
      return { id: res.body.workweek_configs[0]!.id };
    },
    run: (s) =>
      client.put(`${WORKWEEK}/${s.id}`, {
        workweek_config: { start_of_week: 'TUE', start_of_day_local_time: '05:00' },
      }),
    resource: (s) => s.id!,
  },
  CreatePayment: {
    setup: () => Promise.resolve({}),
    run: () => client.post(PAYMENTS, paymentBody()),
    resource: (_, res) => body(res).payment!.id,
  },
  CompletePayment: {
    setup: async () => ({ id: (await approvedPayment(client)).id }),
    run: (s) => client.post(`${PAYMENTS}/${s.id}/complete`, {}),
    resource: (s) => s.id!,
  },
  CancelPayment: {
    setup: async () => ({ id: (await approvedPayment(client)).id }),
    run: (s) => client.post(`${PAYMENTS}/${s.id}/cancel`, {}),
    resource: (s) => s.id!,
  },
  CancelPaymentByIdempotencyKey: {
    setup: async () => {
      const key = newId();
      return { key, id: (await approvedPayment(client, { idempotency_key: key })).id };
    },
    run: (s) => client.post(`${PAYMENTS}/cancel`, { idempotency_key: s.key }),
    resource: (s) => s.id!,
  },
  RefundPayment: {
    setup: async () => ({ id: (await createPayment(client)).id }),
    run: (s) => client.post(REFUNDS, refundBody(s.id!, 300)),
    resource: (s) => s.id!,
  },
  V1CreateRefund: {
    setup: async () => {
      const s = await cardSale(server, 4_000);
      return { id: s.paymentId, checkout: s.checkoutId };
    },
    run: (s) =>
      client.post(`/v1/${loc()}/refunds`, {
        payment_id: s.checkout,
        type: 'PARTIAL',
        reason: 'Broken glass',
        refunded_money: { amount: -500, currency_code: 'USD' },
      }),
    resource: (s) => s.id!,
  },
  V1UpdateOrder: {
    setup: async () => ({ id: (await insertOrder(server, 'OPEN')).id }),
    run: (s) => client.put(ordersPath(loc(), s.id), { action: 'COMPLETE' }),
    resource: (s) => s.id!,
  },
  SetEmployeeStatus: {
    setup: async () => {
      const employee = await createEmployee(client);
      // The other status: sending the one it has changes nothing and records nothing.
      return { id: employee.id, status: employee.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE' };
    },
    run: (s) => client.put(`/app/staff/employees/${s.id}/status`, { status: s.status }),
    resource: (s) => s.id!,
  },
  CreateEmployeeWage: {
    setup: async () => ({ employee: await newEmployeeId(client) }),
    run: (s) =>
      client.post(`/app/staff/employees/${s.employee}/wages`, {
        title: 'Cook',
        hourly_rate: { amount: 1800, currency: 'USD' },
      }),
    resource: (_, res) => body(res).employee_wage!.id,
  },
  UpdateEmployeeWage: {
    setup: async () => ({ id: await createWage() }),
    run: (s) =>
      client.put(`/app/staff/employee-wages/${s.id}`, {
        title: 'Head barista',
        hourly_rate: { amount: 1900, currency: 'USD' },
      }),
    resource: (s) => s.id!,
  },
  DeleteEmployeeWage: {
    setup: async () => ({ id: await createWage() }),
    run: (s) => client.del(`/app/staff/employee-wages/${s.id}`),
    resource: (s) => s.id!,
  },
  UpdateTeamMember: {
    setup: async () => ({
      id: (await signInAs(server, server.db, server.merchantId, { permissions: ['staff.read'] }))
        .userId,
      set: await permissionSetId('Bookkeeper'),
    }),
    run: (s) =>
      client.post(`/app/team/members/${s.id}`, { permission_set_id: s.set, refund_limit: 5000 }),
    resource: (s) => s.id!,
    sessionsOnly: true,
  },
  RemoveTeamMember: {
    setup: async () => ({
      id: (await signInAs(server, server.db, server.merchantId, { permissions: ['staff.read'] }))
        .userId,
    }),
    run: (s) => client.del(`/app/team/members/${s.id}`),
    resource: (s) => s.id!,
    sessionsOnly: true,
  },
  CreatePasswordResetLink: {
    setup: async () => ({
      id: (await signInAs(server, server.db, server.merchantId, { permissions: ['staff.read'] }))
        .userId,
    }),
    run: (s) => client.post(`/app/team/members/${s.id}/password-reset-link`),
    resource: (s) => s.id!,
    sessionsOnly: true,
  },
  CreateInvitation: {
    setup: async () => ({ set: await permissionSetId('Shift lead') }),
    run: (s) =>
      client.post('/app/team/invitations', { email: nextEmail(), permission_set_id: s.set }),
    resource: (_, res) => body(res).invitation!.id,
    sessionsOnly: true,
  },
  RevokeInvitation: {
    setup: async () => ({ id: (await createInvitation()).id }),
    run: (s) => client.del(`/app/team/invitations/${s.id}`),
    resource: (s) => s.id!,
    sessionsOnly: true,
  },
  AcceptInvitation: {
    setup: async () => ({ secret: (await createInvitation()).secret }),
    run: (s) =>
      api(server).post(
        `/app/invitations/${s.secret}/accept`,
        { name: 'Nadia Okafor', password: 'a long password' },
        origin(),
      ),
    resource: (_, res) => (res.body as { user: { id: string } }).user.id,
    sessionsOnly: true,
    actor: (_, res) => ({
      actor_kind: 'session',
      actor_name: 'Nadia Okafor',
      actor_user_id: (res.body as { user: { id: string } }).user.id,
      token_id: null,
    }),
  },
  CreatePermissionSet: {
    setup: () => Promise.resolve({}),
    run: () =>
      client.post('/app/team/permission-sets', {
        name: `Closing ${(unique += 1)}`,
        permissions: ['staff.read', 'time.read'],
      }),
    resource: (_, res) => body(res).permission_set!.id,
    sessionsOnly: true,
  },
  UpdatePermissionSet: {
    setup: async () => ({ id: await createSet() }),
    run: (s) =>
      client.post(`/app/team/permission-sets/${s.id}`, {
        permissions: ['staff.read', 'time.read'],
      }),
    resource: (s) => s.id!,
    sessionsOnly: true,
  },
  DeletePermissionSet: {
    setup: async () => ({ id: await createSet() }),
    run: (s) => client.del(`/app/team/permission-sets/${s.id}`),
    resource: (s) => s.id!,
    sessionsOnly: true,
  },
  CreatePersonalToken: {
    setup: () => Promise.resolve({}),
    run: () =>
      client.post('/app/developer/tokens', { label: 'Payroll export', scopes: ['EMPLOYEES_READ'] }),
    resource: (_, res) => body(res).token!.id,
    sessionsOnly: true,
  },
  RevokePersonalToken: {
    setup: async () => {
      const res = await client.post<{ token: { id: string } }>('/app/developer/tokens', {
        label: 'Old export',
        scopes: ['EMPLOYEES_READ'],
      });
      expectStatus(res, 200);
      return { id: res.body.token.id };
    },
    run: (s) => client.del(`/app/developer/tokens/${s.id}`),
    resource: (s) => s.id!,
    sessionsOnly: true,
  },
  CreateOAuthApp: {
    setup: () => Promise.resolve({}),
    run: () =>
      client.post('/app/developer/apps', { name: 'Shift Planner', redirect_urls: [REDIRECT] }),
    resource: (_, res) => body(res).app!.id,
    sessionsOnly: true,
  },
  DeleteOAuthApp: {
    setup: async () => ({ id: (await registerApp()).id }),
    run: (s) => client.del(`/app/developer/apps/${s.id}`),
    resource: (s) => s.id!,
    sessionsOnly: true,
  },
  DisconnectApp: {
    setup: async () => ({ id: await connectedApp() }),
    run: (s) => client.del(`/app/developer/connected-apps/${s.id}`),
    resource: (s) => s.id!,
    sessionsOnly: true,
  },
  DecideConsent: {
    setup: async () => {
      const app = await registerApp();
      return { id: app.id, client: app.client_id };
    },
    run: (s) => client.post('/app/developer/consent', consentBody(s.client!)),
    resource: (s) => s.id!,
    sessionsOnly: true,
  },
};

/**
 * Writes only a signed-in person can make (`sessionsOnly`): a person's own sessions. Each scenario
 * signs the writer in once more elsewhere, so the session ended is not the one writing.
 */
const SESSION_WRITES: Record<string, Scenario> = {
  EndMySession: {
    setup: async () => {
      const { id } = await anotherSessionOf(sessionPerson);
      return { id };
    },
    run: (s) => client.del(`/app/me/sessions/${s.id}`),
    resource: (s) => s.id!,
  },
  EndOtherSessions: {
    setup: async () => {
      await anotherSessionOf(sessionPerson);
      return {};
    },
    run: () => client.post('/app/me/sessions/end-others'),
    resource: () => sessionPerson.userId,
  },
};

/** The person the session scenarios write as (set by the session describe block). */
let sessionPerson: SignedInPerson;

/** Signs `person` in again (another browser); the new session's id. */
async function anotherSessionOf(person: SignedInPerson): Promise<{ id: string }> {
  const before = new Set(
    (
      await server.db
        .selectFrom('session')
        .select('id')
        .where('userId', '=', person.userId)
        .execute()
    ).map((r) => r.id),
  );
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(server.url).origin },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  expect(res.status).toBe(200);
  const rows = await server.db
    .selectFrom('session')
    .select('id')
    .where('userId', '=', person.userId)
    .execute();
  return { id: rows.map((r) => r.id).find((id) => !before.has(id))! };
}

/** POSTs that read: they must write no entry. */
const READS: Record<string, () => Promise<ApiResponse>> = {
  SearchShifts: () => client.post(`${SHIFTS}/search`, {}),
  CreatePaymentsExport: () => client.post('/app/payments/export'),
  CreateActivityExport: () => client.post('/app/activity/export'),
};

/**
 * Writes whose success this file cannot produce yet: SetFirstPassword needs a person signed in
 * by a one-time link with no password (the entry is recorded after better-auth commits it).
 */
const NOT_COVERED = ['SetFirstPassword'];

function nonGetOperations(): string[] {
  const doc = backOfficeDocument() as unknown as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  return Object.values(doc.paths).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => method !== 'get')
      .map(([, op]) => op.operationId),
  );
}

/** Runs the operation's scenario and checks that exactly one entry, by `actor`, was added. */
async function expectOneEntry(operationId: string, actor: Record<string, unknown>) {
  expect(nonGetOperations()).toContain(operationId);
  const scenario = (WRITES[operationId] ?? SESSION_WRITES[operationId])!;
  const state = await scenario.setup();
  const before = (await entries()).length;
  const res = await scenario.run(state);
  expectStatus(res, scenario.status ?? 200);
  const added = (await entries()).slice(before);
  expect(added).toHaveLength(1);
  const entry = added[0]!;
  expect(entry).toMatchObject({
    operation: operationId,
    ...(scenario.actor ? scenario.actor(state, res) : actor),
    resource_id: scenario.resource(state, res),
    address: expect.stringMatching(/127\.0\.0\.1/) as unknown,
  });
  expect(entry.user_agent).toBeTruthy();
  expect(entry.summary.length).toBeGreaterThan(3);
  expect(() => JSON.parse(entry.changes) as unknown).not.toThrow();
}

describe('every write of the document records exactly one entry', () => {
  it('knows every non-GET operation: each is a write with a scenario or a read listed as one', () => {
    const unknown = nonGetOperations().filter(
      (id) =>
        !(id in WRITES) && !(id in SESSION_WRITES) && !(id in READS) && !NOT_COVERED.includes(id),
    );
    expect(unknown).toEqual([]);
    expect(nonGetOperations()).toEqual(expect.arrayContaining(NOT_COVERED));
  });

  it.each(Object.keys(WRITES).filter((id) => !WRITES[id]!.sessionsOnly))(
    '%s, by a token',
    async (operationId) => {
      await expectOneEntry(operationId, {
        actor_kind: 'token',
        actor_name: LABEL,
        token_id: tokenId,
        actor_user_id: null,
      });
    },
  );

  it.each(Object.keys(READS))('%s writes no entry', async (operationId) => {
    const before = (await entries()).length;
    expectStatus(await READS[operationId]!(), 200);
    expect(await entries()).toHaveLength(before);
  });
});

describe('every write through a session records the person', () => {
  let person: SignedInPerson;

  beforeAll(async () => {
    person = await signInAs(server, server.db, server.merchantId, {
      owner: true,
      name: 'Maria Lopez',
    });
    sessionPerson = person;
    client = api(server, { headers: person.headers });
  });

  afterAll(() => {
    client = tokenClient;
  });

  it.each(Object.keys(WRITES))('%s, by a signed-in person', async (operationId) => {
    await expectOneEntry(operationId, {
      actor_kind: 'session',
      actor_name: 'Maria Lopez',
      actor_user_id: person.userId,
      token_id: null,
    });
  });

  it.each(Object.keys(SESSION_WRITES))('%s, by a signed-in person', async (operationId) => {
    await expectOneEntry(operationId, {
      actor_kind: 'session',
      actor_name: 'Maria Lopez',
      actor_user_id: person.userId,
      token_id: null,
    });
  });

  it('the person filter lists only what they did', async () => {
    const res = await client.get<{ entries: ActivityEntryT[] }>(
      `/app/activity?person=${person.userId}&limit=200`,
    );
    expectStatus(res, 200);
    expect(res.body.entries.length).toBeGreaterThanOrEqual(Object.keys(WRITES).length);
    expect(res.body.entries.every((e) => e.actor.user_id === person.userId)).toBe(true);
  });

  it('a person without “See the activity log” is refused in the documented envelope', async () => {
    const shiftLead = await signInAs(server, server.db, server.merchantId, {
      permissions: ['time.read', 'time.write'],
    });
    const res = await api(server, { headers: shiftLead.headers }).get<{
      errors: { code: string; detail: string }[];
    }>('/app/activity');
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toMatchObject({ code: 'FORBIDDEN' });
    expect(res.body.errors[0]!.detail).toContain('See the activity log');
    const bookkeeper = await signInAs(server, server.db, server.merchantId, {
      permissions: ['activity.read'],
    });
    expectStatus(await api(server, { headers: bookkeeper.headers }).get('/app/activity'), 200);
  });
});

describe('what an entry holds', () => {
  it('an edited timecard lists the clock-out before and after', async () => {
    const employee = await createEmployee(client, { first_name: 'Maria', last_name: 'Lopez' });
    const t = await createTimecard(client, {
      employee_id: employee.id,
      clockin_time: at(1),
      clockout_time: at(3),
    });
    expectStatus(await client.put(`/v1/me/timecards/${t.id}`, { clockout_time: at(2.5) }), 200);
    const res = await client.get<{ entries: ActivityEntryT[] }>(
      `/app/activity?resource_id=${t.id}`,
    );
    expectStatus(res, 200);
    const [edit, create] = res.body.entries;
    expect(edit).toMatchObject({
      operation: 'UpdateTimecard',
      area: 'staff',
      resource_type: 'timecard',
      summary: 'edited the timecard of Maria Lopez',
      changes: [{ field: 'clockout_time', before: at(3), after: at(2.5) }],
      actor: { kind: 'token', name: LABEL, token_id: tokenId, user_id: null },
      amount_money: null,
    });
    expect(create).toMatchObject({ operation: 'CreateTimecard' });
  });

  it('a payment names its amount, the card brand and last 4 digits, never the number', async () => {
    const payment = await createPayment(client, {
      amount_money: { amount: 1234, currency: 'USD' },
    });
    const [row] = await server.db
      .selectFrom('activity_log')
      .selectAll()
      .where('resource_id', '=', payment.id)
      .execute();
    expect(row).toMatchObject({ amount: 1234, currency: 'USD', area: 'payments' });
    const text = JSON.stringify(row);
    expect(text).toContain(payment.card_details!.card!.last_4!);
    // Ids aside: a UUID's last group is 12 random hex digits, sometimes all decimal ones.
    const withoutIds = text.replace(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
      '',
    );
    expect(withoutIds).not.toMatch(/\d{12,}/);
    expect(text).not.toContain('cnon:');
  });

  it('a write that fails records nothing', async () => {
    const before = (await entries()).length;
    const res = await client.put(`/v1/me/timecards/${newId()}`, { clockout_time: at(2) });
    expect(res.status).toBe(404);
    const bad = await client.post(REFUNDS, refundBody((await createPayment(client)).id, 999_999));
    expect(bad.status).toBe(400);
    expect(await entries()).toHaveLength(before + 1); // the payment only
  });

  it('an idempotent replay records nothing more', async () => {
    const b = paymentBody();
    expectStatus(await client.post(PAYMENTS, b), 200);
    const before = (await entries()).length;
    expectStatus(await client.post(PAYMENTS, b), 200);
    expect(await entries()).toHaveLength(before);
  });

  it('no token value is ever stored', async () => {
    const { token } = await issueToken(server.db, server.merchantId, ['EMPLOYEES_WRITE'], 'Temp');
    expectStatus(
      await clientFor(server.url, token).post('/v1/me/roles', { name: 'T', permissions: [] }),
      200,
    );
    const all = JSON.stringify(await entries());
    expect(all).not.toContain(token);
    expect(all).toContain('"actor_name":"Temp"');
  });
});

describe('team and developer entries keep no secret', () => {
  it('a personal token, a client secret and an invitation link are never stored', async () => {
    const owner = await signInAs(server, server.db, server.merchantId, { owner: true });
    const asOwner = api(server, { headers: owner.headers });
    const made = await asOwner.post<{ access_token: string }>('/app/developer/tokens', {
      label: 'Secretive',
      scopes: ['EMPLOYEES_READ'],
    });
    expectStatus(made, 200);
    const app = await asOwner.post<{ client_secret: string }>('/app/developer/apps', {
      name: 'Secret keeper',
      redirect_urls: [REDIRECT],
    });
    expectStatus(app, 200);
    const set = (
      await asOwner.get<{ permission_sets: { id: string }[] }>('/app/team/permission-sets')
    ).body.permission_sets[0]!.id;
    const invited = await asOwner.post<{ url: string }>('/app/team/invitations', {
      email: nextEmail(),
      permission_set_id: set,
    });
    expectStatus(invited, 200);
    const all = JSON.stringify(await entries());
    expect(all).toContain('Secretive');
    expect(all).toContain('Secret keeper');
    expect(all).not.toContain(made.body.access_token);
    expect(all).not.toContain(app.body.client_secret);
    expect(all).not.toContain(invited.body.url.split('/invite/')[1]!);
  });
});

describe('GET /app/activity', () => {
  let employee: string;
  let breakType: BreakTypeT;

  beforeAll(async () => {
    employee = await newEmployeeId(client);
    breakType = await createBreakType(client, server.locationIds[1]!, { break_name: 'Tea' });
  });

  it('lists newest first in keyset pages with a cursor bound to the filters', async () => {
    const all: ActivityEntryT[] = [];
    let cursor: string | undefined;
    do {
      const res = await client.get<{ entries: ActivityEntryT[]; cursor?: string }>(
        `/app/activity?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expectStatus(res, 200);
      all.push(...res.body.entries);
      cursor = res.body.cursor;
    } while (cursor);
    const stored = await entries();
    expect(all.map((e) => e.id)).toEqual(stored.map((e) => e.id).reverse());
    for (let i = 1; i < all.length; i += 1) {
      expect(all[i - 1]!.occurred_at >= all[i]!.occurred_at).toBe(true);
    }
    const first = await client.get<{ cursor: string }>('/app/activity?limit=1');
    const wrong = await client.get(`/app/activity?limit=1&area=staff&cursor=${first.body.cursor}`);
    expect(wrong.status).toBe(400);
  });

  it('filters by area, resource type, resource id and day; none leaks another merchant', async () => {
    const byArea = await client.get<{ entries: ActivityEntryT[] }>(
      '/app/activity?area=labor&limit=200',
    );
    expect(byArea.body.entries.length).toBeGreaterThan(0);
    expect(byArea.body.entries.every((e) => e.area === 'labor')).toBe(true);
    const byType = await client.get<{ entries: ActivityEntryT[] }>(
      '/app/activity?resource_type=break-type&limit=200',
    );
    expect(byType.body.entries.every((e) => e.resource_type === 'break-type')).toBe(true);
    const byId = await client.get<{ entries: ActivityEntryT[] }>(
      `/app/activity?resource_id=${breakType.id}`,
    );
    expect(byId.body.entries.map((e) => e.operation)).toEqual(['CreateBreakType']);
    const byEmployee = await client.get<{ entries: ActivityEntryT[] }>(
      `/app/activity?resource_id=${employee}`,
    );
    expect(byEmployee.body.entries.map((e) => e.operation)).toEqual(['CreateEmployee']);

    const today = new Date().toISOString().slice(0, 10);
    const day = await client.get<{ entries: ActivityEntryT[] }>(
      `/app/activity?day=${today}&limit=200`,
    );
    expect(day.body.entries.length).toBeGreaterThan(0);
    const empty = await client.get<{ entries: ActivityEntryT[] }>('/app/activity?day=2001-01-01');
    expect(empty.body.entries).toEqual([]);
    // A day in a location's zone: the location must be the merchant's.
    expectStatus(await client.get(`/app/activity?day=${today}&location_id=${loc()}`), 200);
    const foreign = await client.get(
      `/app/activity?day=${today}&location_id=${server.other.locationIds[0]}`,
    );
    expect(foreign.status).toBe(404);

    const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
    const theirs = await other.get<{ entries: ActivityEntryT[] }>(
      `/app/activity?resource_id=${breakType.id}`,
    );
    expect(theirs.body.entries).toEqual([]);
  });

  it('names the field and the rule for a bad filter', async () => {
    const res = await client.get<{ errors: { field: string; detail: string }[] }>(
      '/app/activity?area=kitchen&day=26-11-2026&person=maria',
    );
    expect(res.status).toBe(400);
    const fields = res.body.errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['area', 'day', 'person']));
  });

  it('exports the filtered log as CSV through a signed link', async () => {
    const link = await client.post<{ url: string; expires_at: string }>(
      '/app/activity/export?area=labor',
    );
    expectStatus(link, 200);
    const res = await fetch(`${server.url}${link.body.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      // (fetch's text() drops the byte order mark)
      'occurred_at,who,actor_kind,user_id,token_id,app_id,operation,area,resource_type,' +
        'resource_id,summary,changes,currency,amount,address,user_agent',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes(',labor,'))).toBe(true);
    expect(lines.some((l) => l.includes('CreateBreakType'))).toBe(true);
    const altered = link.body.url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await fetch(`${server.url}${altered}`)).status).toBe(401);
  });

  it('needs a token', async () => {
    expect((await clientFor(server.url).get('/app/activity')).status).toBe(401);
  });
});

describe('append-only', () => {
  it('the document has no operation that changes or deletes an entry', () => {
    const doc = backOfficeDocument() as unknown as {
      paths: Record<string, Record<string, unknown>>;
    };
    const activityPaths = Object.entries(doc.paths).filter(([p]) => p.startsWith('/app/activity'));
    expect(activityPaths.map(([p]) => p).sort()).toEqual(['/app/activity', '/app/activity/export']);
    for (const [, item] of activityPaths) {
      expect(Object.keys(item).filter((m) => ['put', 'patch', 'delete'].includes(m))).toEqual([]);
    }
  });

  it('PUT, PATCH and DELETE on entries are refused and change nothing', async () => {
    const [entry] = await entries();
    const before = await entries();
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/app/activity', `/app/activity/${entry!.id}`]) {
        const res = await client.raw(path, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'DELETE' ? undefined : JSON.stringify({ summary: 'nothing happened' }),
        });
        expect(res.status).toBe(404);
      }
    }
    expect(await entries()).toEqual(before);
  });
});
