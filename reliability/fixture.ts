/**
 * One in-process server (real HTTP, its own database) with what the fuzz and isolation tests
 * need: resources of the main merchant created through the API, another merchant's resources, and
 * tokens of every kind (full scope, revoked, other merchant, unapproved merchant, no scopes).
 */
import { ALL_SCOPES, type Scope } from '../server/auth/scopes';
import { issueToken, revokeToken } from '../server/auth/tokens';
import { startTestServer, type TestServer } from '../server/testing/harness';
import { created, newPayment } from './api-writes';
import { jsonRequest } from './http';
import { insertLocation } from './locations';
import { signInAs } from '../server/testing/sessions';
import {
  generation1Of,
  laborOf,
  newInvitationSecret,
  newOpenOrder,
  paymentsOf,
} from './merchant-resources';
import { loadDocument, operations, type OpenApiDocument, type Operation } from './openapi';
import { nextPageTokens, SINGLE_RESOURCE_LISTS } from './paging';
import type { IdsByKind, Kind } from './resources';

interface Tokens {
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
  /**
   * List operations that hold one resource per merchant, so they never have a next page (the
   * workweek config): checked to list exactly one, and given no page tokens of their own.
   */
  singleResourceLists: readonly string[];
  /** Strings only the other merchant's data contains (ids, names, e-mail). */
  otherSecrets: string[];
  /** Employees of the main merchant for generated requests to clock in and out. */
  employeePool: string[];
  /** Locations of the main merchant for generated requests to add break types to. */
  locationPool: string[];
  /** Creates an employee of the main merchant through the API. */
  newEmployee(): Promise<string>;
  /** A new resource of the main merchant of a kind some operations use up (FRESH_KINDS). */
  fresh(kind: Kind): Promise<string>;
  /**
   * For operations without a bearer token (Operation.public): the query string that authorises
   * the main merchant's request (a new signed export link).
   */
  publicQueries: Record<string, () => Promise<string>>;
  /**
   * For operations without a bearer token whose credential is in the path (the invitation link's
   * `{secret}`): the path parameters of a new credential of the main merchant.
   */
  publicPaths: Record<string, () => Promise<Record<string, string>>>;
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
    // The main merchant's owner, signed in once on first use (invitations are theirs to make).
    let ownerSession: ReturnType<typeof signInAs> | undefined;
    const owner = () => (ownerSession ??= signInAs(server, db, server.merchantId, { owner: true }));
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
      // Worked time is one store: a timecard is a shift of its employee, so it keeps out of the
      // hours the generated shift bodies use (ending two or more hours ago).
      clockin_time: new Date(Date.now() - 1.5 * hour).toISOString(),
      clockout_time: new Date(Date.now() - 1 * hour).toISOString(),
      clockin_location_id: locationId,
      clockout_location_id: locationId,
    });
    const { other } = server;
    const employeePool: string[] = [];
    for (let i = 0; i < 30; i += 1) employeePool.push(await newEmployee());
    let locations = 0;
    const newLocation = async () => {
      locations += 1;
      return insertLocation(server.db, server.merchantId, `Reliability location ${locations}`);
    };
    const locationPool: string[] = [];
    for (let i = 0; i < 30; i += 1) locationPool.push(await newLocation());
    // A second timecard, so the timecard list has a second page.
    await created(server, main, '/v1/me/timecards', {
      employee_id: employeePool[0],
      clockin_time: new Date(Date.now() - 1.5 * hour).toISOString(),
      clockout_time: new Date(Date.now() - 1 * hour).toISOString(),
    });
    // A second employee, role and timecard of the other merchant, so its lists have pages.
    const otherToken = await server.tokenFor(other.merchantId);
    const otherEmployee = await created(server, otherToken, '/v1/me/employees', {
      first_name: 'Otto',
      last_name: 'Othername',
      authorized_location_ids: [other.locationIds[0]!],
    });
    const otherRole = await created(server, otherToken, '/v1/me/roles', {
      name: 'Othername role',
      permissions: [],
    });
    const otherTimecard = await created(server, otherToken, '/v1/me/timecards', {
      employee_id: otherEmployee.id,
      clockin_time: new Date(Date.now() - 1.5 * hour).toISOString(),
      clockout_time: new Date(Date.now() - 1 * hour).toISOString(),
    });
    const ownLabor = await laborOf(
      server,
      server.merchantId,
      main,
      employeeId,
      [locationId, server.locationIds[1]!],
      'Reliability',
    );
    const otherSecondLocation = await insertLocation(
      server.db,
      other.merchantId,
      'Othername place',
    );
    const otherLabor = await laborOf(
      server,
      other.merchantId,
      otherToken,
      other.employeeId,
      [other.locationIds[0]!, otherSecondLocation],
      'Othername',
    );
    const ownPayments = await paymentsOf(server, server.merchantId, main, locationId);
    const otherPayments = await paymentsOf(
      server,
      other.merchantId,
      otherToken,
      other.locationIds[0]!,
    );
    // Settlements are closed by reading them (and a job the in-process server does not run).
    const withSettlements = operations(await loadDocument(server.url)).some(
      (op) => op.operationId === 'V1ListSettlements',
    );
    const ownGeneration1 = await generation1Of(
      server,
      server.merchantId,
      main,
      locationId,
      'Reliability',
      withSettlements,
    );
    const otherGeneration1 = await generation1Of(
      server,
      other.merchantId,
      otherToken,
      other.locationIds[0]!,
      'Othername',
      withSettlements,
    );
    const otherIds: IdsByKind = {
      merchant: other.merchantId,
      location: other.locationIds[0]!,
      employee: other.employeeId,
      role: other.roleId,
      timecard: other.timecardId,
      ...otherLabor.ids,
      ...otherPayments.ids,
      ...otherGeneration1.ids,
    };
    const doc = await loadDocument(server.url);
    const ops = operations(doc);
    const cursors = {
      own: await nextPageTokens(server.url, ops, main, locationId),
      other: await nextPageTokens(server.url, ops, otherToken, other.locationIds[0]!),
    };
    const fresh = async (kind: Kind) => {
      if (kind === 'employee') return newEmployee();
      if (kind === 'location') return newLocation();
      // An APPROVED payment (autocomplete false), for CompletePayment and CancelPayment.
      if (kind === 'payment') {
        return newPayment(server.url, main, 500, { autocomplete: false, locationId });
      }
      // An OPEN online order, which every action of updateOrder but REFUND leaves.
      if (kind === 'order') {
        return newOpenOrder(server, server.merchantId, main, locationId, 'Reliability Buyer');
      }
      throw new Error(`the fixture cannot make a new ${kind}`);
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
        ...ownLabor.ids,
        ...ownPayments.ids,
        ...ownGeneration1.ids,
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
      singleResourceLists: SINGLE_RESOURCE_LISTS,
      otherSecrets: [
        ...new Set([
          ...Object.values(otherIds),
          ...otherLabor.all,
          ...otherPayments.all,
          ...otherGeneration1.all,
          otherSecondLocation,
          otherEmployee.id,
          otherRole.id,
          otherTimecard.id,
          'olive@other.example',
          'Other Merchant',
          'Othername',
        ]),
      ],
      employeePool,
      locationPool,
      newEmployee,
      fresh,
      publicPaths: {
        GetInvitation: async () => ({ secret: await newInvitationSecret(server, await owner()) }),
        AcceptInvitation: async () => ({
          secret: await newInvitationSecret(server, await owner()),
        }),
      },
      publicQueries: {
        DownloadPaymentsExport: () => exportLinkQuery(server.url, '/app/payments/export', main),
        DownloadActivityExport: () => exportLinkQuery(server.url, '/app/activity/export', main),
      },
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** The query of a signed export link made by `path` (POST) with `token`. */
async function exportLinkQuery(url: string, path: string, token: string): Promise<string> {
  const res = await jsonRequest<{ url?: string }>(url, 'POST', path, token);
  const query = res.body.url?.split('?')[1];
  if (res.status !== 200 || query === undefined) {
    throw new Error(`POST ${path} answered ${res.status}: ${res.text}`);
  }
  return `?${query}`;
}

/** The secrets `text` contains, leaving out those the request itself carried. */
export function leakedSecrets(fixture: Fixture, text: string, request: string): string[] {
  return fixture.otherSecrets.filter(
    (secret) => text.includes(secret) && !request.includes(secret),
  );
}
