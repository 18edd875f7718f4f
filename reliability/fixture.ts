/**
 * One in-process server (real HTTP, its own database) with what the fuzz and isolation tests
 * need: resources of the main merchant created through the API, another merchant's resources, and
 * tokens of every kind (full scope, revoked, other merchant, unapproved merchant, no scopes).
 */
import { ALL_SCOPES, type Scope } from '../server/auth/scopes';
import { issueToken, revokeToken } from '../server/auth/tokens';
import { startTestServer, type TestServer } from '../server/testing/harness';
import { jsonRequest } from './http';
import { loadDocument, operations, type OpenApiDocument, type Operation } from './openapi';
import type { IdsByKind } from './resources';

export interface Tokens {
  main: string;
  revoked: string;
  other: string;
  unapproved: string;
  noScopes: string;
  /** A main-merchant token with every scope but `missing`. */
  without(missing: readonly string[]): Promise<string>;
}

export interface Fixture {
  server: TestServer;
  doc: OpenApiDocument;
  ops: Operation[];
  own: IdsByKind;
  other: IdsByKind;
  tokens: Tokens;
  /** Strings only the other merchant's data contains (ids, names, e-mail). */
  otherSecrets: string[];
  /** Employees of the main merchant for generated requests to clock in and out. */
  employeePool: string[];
  /** Creates an employee of the main merchant through the API. */
  newEmployee(): Promise<string>;
}

async function created(
  server: TestServer,
  token: string,
  path: string,
  body: unknown,
): Promise<{ id: string }> {
  const res = await jsonRequest<{ id: string }>(server.url, 'POST', path, token, body);
  if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status}: ${res.text}`);
  return res.body;
}

export async function startFixture(): Promise<Fixture> {
  // A short body deadline: sockets of rejected bodies linger that long before close() is done.
  const server = await startTestServer({ config: { bodyTimeoutMs: 1_000 } });
  try {
    const db = server.db;
    const main = await server.token();
    const revokedToken = await issueToken(db, server.merchantId, ALL_SCOPES, 'revoked');
    await revokeToken(db, revokedToken.id);
    const locationId = server.locationIds[0]!;
    const role = await created(server, main, '/v1/me/roles', {
      name: 'Reliability role',
      permissions: [],
    });
    let employees = 0;
    const newEmployee = async () => {
      employees += 1;
      const employee = await created(server, main, '/v1/me/employees', {
        first_name: 'Rel',
        last_name: `Employee ${employees}`,
        role_ids: [role.id],
        authorized_location_ids: [locationId],
      });
      return employee.id;
    };
    const employeeId = await newEmployee();
    const hour = 3_600_000;
    const timecard = await created(server, main, '/v1/me/timecards', {
      employee_id: employeeId,
      clockin_time: new Date(Date.now() - 3 * hour).toISOString(),
      clockout_time: new Date(Date.now() - 2 * hour).toISOString(),
      clockin_location_id: locationId,
      clockout_location_id: locationId,
    });
    const { other } = server;
    const otherIds: IdsByKind = {
      merchant: other.merchantId,
      location: other.locationIds[0]!,
      employee: other.employeeId,
      role: other.roleId,
      timecard: other.timecardId,
    };
    const employeePool: string[] = [];
    for (let i = 0; i < 30; i += 1) employeePool.push(await newEmployee());
    const doc = await loadDocument(server.url);
    return {
      server,
      doc,
      ops: operations(doc),
      own: {
        merchant: server.merchantId,
        location: locationId,
        employee: employeeId,
        role: role.id,
        timecard: timecard.id,
      },
      other: otherIds,
      tokens: {
        main,
        revoked: revokedToken.token,
        other: await server.tokenFor(other.merchantId),
        unapproved: await server.tokenFor(server.unapprovedMerchantId),
        noScopes: await server.token([]),
        without: (missing) =>
          server.token(ALL_SCOPES.filter((scope: Scope) => !missing.includes(scope))),
      },
      otherSecrets: [...Object.values(otherIds), 'olive@other.example', 'Other Merchant'],
      employeePool,
      newEmployee,
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** The secrets `text` contains, leaving out those the request itself carried. */
export function leakedSecrets(fixture: Fixture, text: string, request: string): string[] {
  return fixture.otherSecrets.filter(
    (secret) => text.includes(secret) && !request.includes(secret),
  );
}
