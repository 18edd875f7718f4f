/**
 * One in-process server (real HTTP, its own database) with what the fuzz and isolation tests
 * need: resources of the main merchant created through the API, another merchant's resources, and
 * tokens of every kind (full scope, revoked, other merchant, unapproved merchant, no scopes).
 */
import { ALL_SCOPES, type Scope } from '../server/auth/scopes';
import { issueToken, revokeToken } from '../server/auth/tokens';
import { startTestServer, type TestServer } from '../server/testing/harness';
import { jsonRequest, send } from './http';
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
  /**
   * A next-page token (batch_token or cursor) per list operation, issued to the main merchant and
   * to the other merchant.
   */
  cursors: { own: Record<string, string>; other: Record<string, string> };
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
    // A second role, so the role list has a second page.
    await created(server, main, '/v1/me/roles', { name: 'Reliability role 2', permissions: [] });
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
    // A second timecard, so the timecard list has a second page.
    await created(server, main, '/v1/me/timecards', {
      employee_id: employeePool[0],
      clockin_time: new Date(Date.now() - 5 * hour).toISOString(),
      clockout_time: new Date(Date.now() - 4 * hour).toISOString(),
    });
    // A second employee, role and timecard of the other merchant, so its lists have pages.
    const otherToken = await server.tokenFor(other.merchantId);
    const otherEmployee = await created(server, otherToken, '/v1/me/employees', {
      first_name: 'Otto',
      last_name: 'Othername',
      authorized_location_ids: [otherIds.location],
    });
    const otherRole = await created(server, otherToken, '/v1/me/roles', {
      name: 'Othername role',
      permissions: [],
    });
    const otherTimecard = await created(server, otherToken, '/v1/me/timecards', {
      employee_id: otherEmployee.id,
      clockin_time: new Date(Date.now() - 5 * hour).toISOString(),
      clockout_time: new Date(Date.now() - 4 * hour).toISOString(),
    });
    const doc = await loadDocument(server.url);
    const ops = operations(doc);
    const cursors = {
      own: await nextPageTokens(server.url, ops, main),
      other: await nextPageTokens(server.url, ops, otherToken),
    };
    return {
      server,
      doc,
      ops,
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
        other: otherToken,
        unapproved: await server.tokenFor(server.unapprovedMerchantId),
        noScopes: await server.token([]),
        without: (missing) =>
          server.token(ALL_SCOPES.filter((scope: Scope) => !missing.includes(scope))),
      },
      cursors,
      otherSecrets: [
        ...Object.values(otherIds),
        otherEmployee.id,
        otherRole.id,
        otherTimecard.id,
        'olive@other.example',
        'Other Merchant',
        'Othername',
      ],
      employeePool,
      newEmployee,
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** The page-token parameter of a list operation (v1 batch_token, v2 cursor), if any. */
export function pageTokenParam(op: Operation): string | undefined {
  return op.queryParams.find((p) => p.name === 'batch_token' || p.name === 'cursor')?.name;
}

/** The next-page token of the first page (limit=1) of every list operation, as `token` sees it. */
async function nextPageTokens(
  url: string,
  ops: Operation[],
  token: string,
): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const op of ops) {
    const param = pageTokenParam(op);
    if (op.method !== 'GET' || op.pathParams.length > 0 || !param) continue;
    const outcome = await send(url, {
      method: 'GET',
      path: `${op.path}?limit=1`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (!outcome.ok || outcome.response.status !== 200) {
      throw new Error(
        `GET ${op.path}?limit=1 failed: ${outcome.ok ? outcome.response.text : outcome.error}`,
      );
    }
    const { response } = outcome;
    const link = String(response.headers.link ?? '');
    const fromLink = /[?&]batch_token=([^&>]+)/.exec(link)?.[1];
    const fromBody = (JSON.parse(response.text) as { cursor?: unknown }).cursor;
    const next = fromLink ? decodeURIComponent(fromLink) : fromBody;
    if (typeof next !== 'string') {
      throw new Error(
        `GET ${op.path}?limit=1 gave no next-page token (${link}; ${response.text.slice(0, 200)})`,
      );
    }
    tokens[op.operationId] = next;
  }
  return tokens;
}

/** The secrets `text` contains, leaving out those the request itself carried. */
export function leakedSecrets(fixture: Fixture, text: string, request: string): string[] {
  return fixture.otherSecrets.filter(
    (secret) => text.includes(secret) && !request.includes(secret),
  );
}
