/**
 * The endpoints of people and their sessions (issue 18), which the token-driven suites leave out:
 * the owner's team and developer operations (`x-ledgerline-sessions-only`), `/app/me`, the
 * invitation link's accept, better-auth's email sign-in and the OAuth token endpoint.
 *
 * - Cross-merchant: the other merchant's owner (a session) sending the main merchant's member,
 *   invitation, permission set, personal token, OAuth app and connected app ids to every
 *   sessions-only operation with an id in its path gets 404 (or 400) and nothing of the main
 *   merchant, whose rows do not change.
 * - Generated requests (fast-check, seeded like fuzz.test.ts): junk path values, bodies (JSON of
 *   any shape, the schema's fields with junk values, bytes that are not JSON), content types and
 *   cookies (the owner's, a person's without the power, the other merchant's owner's, none, a
 *   forged one, a write without Origin). Rules: never 5xx, never a dropped connection, errors of
 *   `/app/…` in the v2 envelope, no 2xx carrying the other merchant's data, junk never signs in.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedInPerson } from '../server/testing/sessions';
import { responseProblems } from './envelope';
import { startFixture, type Fixture } from './fixture';
import { keepAliveAgent, send, type RawResponse } from './http';
import { BUDGET, ENGINE, LEVEL, SEED } from './level';
import { newInvitationSecret } from './merchant-resources';
import { deref, fillPath, operations, type Operation } from './openapi';
import { record } from './stats';

/** Ids of one merchant's people-side resources, by the collection they are `{id}` under. */
type PeopleIds = {
  members: string;
  invitations: string;
  'permission-sets': string;
  tokens: string;
  apps: string;
  'connected-apps': string;
  /** A session of a person other than the owner (never one a fuzzed request could end). */
  sessions: string;
  clientId: string;
};

let fixture: Fixture;
let sessionOps: Operation[];
let mainOwner: SignedInPerson;
let otherOwner: SignedInPerson;
let lacking: SignedInPerson;
let own: PeopleIds;
let other: PeopleIds;
/** Fresh invitation links of the main merchant, for accepts with junk bodies. */
let secrets: string[];

async function call<T>(person: SignedInPerson, method: string, path: string, body?: unknown) {
  const res = await fetch(`${fixture.server.url}${path}`, {
    method,
    headers: { ...person.headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** One of each people-side resource for the merchant of `owner`, through the API. */
async function peopleIds(merchantId: string, owner: SignedInPerson, tag: string) {
  const member = await signInAs(fixture.server, fixture.server.db, merchantId, {
    permissions: ['staff.read'],
  });
  const set = await call<{ permission_set: { id: string } }>(
    owner,
    'POST',
    '/app/team/permission-sets',
    { name: `Reliability ${tag}`, permissions: ['staff.read'] },
  );
  await newInvitationSecret(fixture.server, owner);
  const invitations = await call<{ invitations: { id: string }[] }>(
    owner,
    'GET',
    '/app/team/invitations',
  );
  const token = await call<{ token: { id: string } }>(owner, 'POST', '/app/developer/tokens', {
    label: `Reliability ${tag}`,
    scopes: ['EMPLOYEES_READ'],
  });
  const app = await call<{ app: { id: string; client_id: string } }>(
    owner,
    'POST',
    '/app/developer/apps',
    { name: `Reliability ${tag}`, redirect_urls: ['https://example.com/callback'] },
  );
  const memberSession = await fixture.server.db
    .selectFrom('session')
    .select('id')
    .where('userId', '=', member.userId)
    .executeTakeFirstOrThrow();
  return {
    members: member.userId,
    sessions: memberSession.id,
    invitations: invitations.invitations[0]!.id,
    'permission-sets': set.permission_set.id,
    tokens: token.token.id,
    apps: app.app.id,
    // A connected app is named by its app's id (none is connected: 404 all the same).
    'connected-apps': app.app.id,
    clientId: app.app.client_id,
  } satisfies PeopleIds;
}

/** The collection an `{id}`/`{user_id}` path parameter belongs to. */
function collectionOf(op: Operation, name: string): keyof PeopleIds {
  const segments = op.path.split('/');
  const collection = segments[segments.indexOf(`{${name}}`) - 1] ?? '';
  if (collection === 'clientId' || !Object.keys(own).includes(collection)) {
    throw new Error(
      `${op.operationId}: {${name}} under "${collection}", a kind people.test.ts does not know`,
    );
  }
  return collection as keyof PeopleIds;
}

beforeAll(async () => {
  fixture = await startFixture();
  const { server } = fixture;
  sessionOps = operations(fixture.doc, { sessionsOnly: true });
  mainOwner = await signInAs(server, server.db, server.merchantId, { owner: true });
  otherOwner = await signInAs(server, server.db, server.otherMerchantId, { owner: true });
  lacking = await signInAs(server, server.db, server.merchantId, { permissions: ['staff.read'] });
  own = await peopleIds(server.merchantId, mainOwner, 'main');
  other = await peopleIds(server.otherMerchantId, otherOwner, 'other');
  secrets = [];
  for (let i = 0; i < 4; i += 1) secrets.push(await newInvitationSecret(server, mainOwner));
}, 120_000);

afterAll(async () => {
  await fixture?.server.close();
});

/** Every row the merchant owns, table by table. */
async function merchantRows(merchantId: string): Promise<Record<string, string>> {
  const db = fixture.server.db;
  const rows: Record<string, string> = {};
  for (const table of await db.introspection.getTables()) {
    if (!table.columns.some((c) => c.name === 'merchant_id')) continue;
    const found = await db
      .selectFrom(table.name as 'employees')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .execute();
    rows[table.name] = found
      .map((r) => JSON.stringify(r))
      .sort()
      .join('\n');
  }
  return rows;
}

describe(`people, invitations, sign-in and OAuth endpoints (${ENGINE}, ${LEVEL}, seed ${SEED})`, () => {
  it("another merchant's owner reaches none of this merchant's team or developer resources", async () => {
    const targeted = sessionOps.filter((op) => op.pathParams.length > 0);
    expect(targeted.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(['UpdateTeamMember', 'RevokeInvitation', 'DeleteOAuthApp']),
    );
    const mainIds = Object.values(own);
    const before = await merchantRows(fixture.server.merchantId);
    const failures: string[] = [];
    for (const op of targeted) {
      const values = Object.fromEntries(
        op.pathParams.map((p) => [p.name, own[collectionOf(op, p.name)]]),
      );
      const path = fillPath(op, values);
      const body = op.body ? minimalPeopleBody(op) : undefined;
      const outcome = await send(fixture.server.url, {
        method: op.method,
        path,
        headers: {
          accept: 'application/json',
          ...otherOwner.headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
      });
      const label = `${op.operationId} ${op.method} ${path} as the other merchant's owner`;
      if (!outcome.ok) {
        failures.push(`${label}: ${outcome.error}`);
        continue;
      }
      const { status, text } = outcome.response;
      const problems = responseProblems(op.method, path, outcome.response);
      if (status !== 404 && status !== 400) problems.push(`expected 404 (or 400), got ${status}`);
      const leaked = mainIds.filter((id) => text.includes(id) && !path.includes(id));
      if (leaked.length > 0) problems.push(`the response carries ${leaked.join(', ')}`);
      if (problems.length > 0) failures.push(`${label}: ${problems.join('; ')} -> ${text}`);
    }
    record('people cross-merchant cases', targeted.length);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(
      await merchantRows(fixture.server.merchantId),
      "the main merchant's data changed",
    ).toEqual(before);
  });

  it(`answers ${BUDGET.fuzzRequests} generated requests to the people endpoints without 5xx`, async () => {
    const requests = fc.sample(peopleRequest(), { seed: SEED, numRuns: BUDGET.fuzzRequests });
    const agent = keepAliveAgent(BUDGET.fuzzConcurrency);
    // What each viewer must never see: the other merchant's owner, the main merchant's data, and
    // everyone else (the main merchant's people, no one), the other merchant's.
    const otherSecrets = [...Object.values(other), otherOwner.email, otherOwner.userId];
    const mainSecrets = [...Object.values(own), mainOwner.email, mainOwner.userId];
    const failures: string[] = [];
    let serverErrors = 0;
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < requests.length; i = next++) {
        const request = requests[i]!;
        const outcome = await send(fixture.server.url, request, agent);
        const label = `#${i} ${request.method} ${request.path.slice(0, 200)} (${request.who}) body ${String(request.body?.subarray(0, 200) ?? '')}`;
        if (!outcome.ok) {
          failures.push(`${label}: ${outcome.error}`);
          continue;
        }
        const foreign = request.who.endsWith('other owner') ? mainSecrets : otherSecrets;
        const problems = rules(request, outcome.response, foreign);
        if (outcome.response.status >= 500) serverErrors += 1;
        if (problems.length > 0) {
          failures.push(
            `${label}: ${problems.join('; ')} -> ${outcome.response.text.slice(0, 300)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: BUDGET.fuzzConcurrency }, worker));
    agent.destroy();
    record('people fuzz requests', requests.length);
    record('people fuzz 5xx', serverErrors);
    console.log(`people fuzz ${ENGINE}: ${requests.length} requests, ${serverErrors} 5xx`);
    expect(
      failures,
      `RELIABILITY_SEED=${SEED} TEST_ENGINE=${ENGINE} npx tsx reliability/run.ts people\n${failures.slice(0, 20).join('\n')}`,
    ).toEqual([]);
  });
});

interface PeopleRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  who: string;
  target: 'app' | 'sign-in' | 'oauth';
}

function rules(request: PeopleRequest, response: RawResponse, foreign: string[]): string[] {
  const { status, text } = response;
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  const path = request.path.split('?')[0]!;
  if (request.target === 'app' && status < 500 && status !== 431) {
    problems.push(...responseProblems(request.method, path, response));
  }
  if (request.target === 'sign-in' && status >= 200 && status < 300) {
    problems.push('junk signed in');
  }
  if (request.target === 'oauth' && status >= 200 && status < 300) {
    problems.push('junk obtained a token');
  }
  if (status >= 200 && status < 300) {
    const leaked = foreign.filter((s) => text.includes(s) && !request.path.includes(s));
    if (leaked.length > 0) problems.push(`a 2xx carries another merchant's ${leaked.join(', ')}`);
  }
  return problems;
}

const nasty = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%zz',
    '..',
    'null',
    "' OR 1=1 --",
    '\u0000',
    'x'.repeat(5_000),
    '😀'.repeat(300),
    randomUUID(),
  ),
);

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nasty, weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 2 },
  { arbitrary: fc.constantFrom(-1, 0, 1e308, -0, 2 ** 63, 1.5, true, false, null), weight: 1 },
);

function minimalPeopleBody(op: Operation): Record<string, unknown> {
  const fields = Object.keys(deref(fixture.doc, op.body ?? {}).properties ?? {});
  return Object.fromEntries(fields.map((f) => [f, 'x']));
}

/** A body for `fields`: any JSON, the fields with junk (or real ids), or bytes that are not JSON. */
function bodyFor(fields: string[], ids: string[]): fc.Arbitrary<Buffer | undefined> {
  const json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null');
  const fieldValue = fc.oneof(junkValue, fc.constantFrom(...ids));
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 4 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json), weight: 8 },
    {
      arbitrary: fc
        .record(Object.fromEntries(fields.map((f) => [f, fieldValue])), { requiredKeys: [] })
        .map(json),
      weight: fields.length > 0 ? 24 : 0,
    },
    {
      arbitrary: fc
        .constantFrom('{', '{"a":', 'nul', '\xff\xfe{}', '[1,', '{"email":"a@b.c","password":')
        .map((s) => Buffer.from(s, 'latin1')),
      weight: 4,
    },
    { arbitrary: fc.constant(Buffer.alloc(300_000, 0x61)), weight: 1 },
  );
}

function cookieFor(): fc.Arbitrary<{ who: string; headers: Record<string, string> }> {
  return fc.oneof(
    { arbitrary: fc.constant({ who: 'owner', headers: mainOwner.headers }), weight: 8 },
    { arbitrary: fc.constant({ who: 'without the power', headers: lacking.headers }), weight: 2 },
    { arbitrary: fc.constant({ who: 'other owner', headers: otherOwner.headers }), weight: 2 },
    { arbitrary: fc.constant({ who: 'no cookie', headers: {} }), weight: 1 },
    {
      arbitrary: fc.constant({ who: 'owner, no Origin', headers: { cookie: mainOwner.cookie } }),
      weight: 1,
    },
    {
      arbitrary: nasty.map((junk) => ({
        who: 'forged cookie',
        headers: {
          cookie: `ledgerline.session_token=${encodeURIComponent(junk)}`,
          origin: mainOwner.headers.origin,
        },
      })),
      weight: 1,
    },
  );
}

function contentType(): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 8 },
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
      'multipart/form-data; boundary=x',
      '',
    ),
  );
}

function peopleRequest(): fc.Arbitrary<PeopleRequest> {
  const ids = [...Object.values(own), ...Object.values(other), randomUUID()];
  const appOps = [
    ...sessionOps,
    ...fixture.ops.filter((op) =>
      ['GetMe', 'GetInvitation', 'AcceptInvitation'].includes(op.operationId),
    ),
  ];
  const appRequest = fc.constantFrom(...appOps).chain((op) => {
    const fields = Object.keys(op.body ? (deref(fixture.doc, op.body).properties ?? {}) : {});
    const pathValue = (name: string) =>
      name === 'secret'
        ? fc.oneof(fc.constantFrom(...secrets), nasty)
        : fc.oneof(
            { arbitrary: fc.constantFrom(...ids), weight: 3 },
            { arbitrary: nasty, weight: 2 },
            { arbitrary: fc.constant(own[collectionOf(op, name)]), weight: 2 },
          );
    return fc
      .record({
        params: fc.record(
          Object.fromEntries(op.pathParams.map((p) => [p.name, pathValue(p.name)])),
        ),
        query: fc.option(
          fc.dictionary(fc.constantFrom('limit', 'cursor', 'scope', 'client_id', 'x'), nasty, {
            maxKeys: 3,
          }),
          { freq: 4 },
        ),
        body: bodyFor(fields, ids),
        contentType: contentType(),
        auth: cookieFor(),
      })
      .map(({ params, query, body, contentType: type, auth }) => {
        const encoded = Object.fromEntries(
          Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)]),
        );
        const search = query ? `?${new URLSearchParams(query).toString()}` : '';
        return {
          method: op.method,
          path: `${fillPath(op, encoded)}${search}`,
          headers: {
            accept: 'application/json',
            ...auth.headers,
            ...(body === undefined ? {} : { 'content-type': type }),
          },
          body,
          who: `${op.operationId}, ${auth.who}`,
          target: 'app' as const,
        };
      });
  });
  const origin = { origin: mainOwner.headers.origin };
  const signIn = fc
    .record({
      body: bodyFor(['email', 'password', 'rememberMe', 'callbackURL'], [mainOwner.email]),
      contentType: contentType(),
      withOrigin: fc.boolean(),
    })
    .map(({ body, contentType: type, withOrigin }) => ({
      method: 'POST',
      path: '/api/auth/sign-in/email',
      headers: {
        accept: 'application/json',
        ...(withOrigin ? origin : {}),
        ...(body === undefined ? {} : { 'content-type': type }),
      },
      body,
      who: 'sign-in',
      target: 'sign-in' as const,
    }));
  const token = fc
    .record({
      body: bodyFor(
        [
          'grant_type',
          'code',
          'refresh_token',
          'client_id',
          'client_secret',
          'code_verifier',
          'redirect_uri',
        ],
        [own.clientId, other.clientId, 'authorization_code', 'refresh_token'],
      ),
      contentType: contentType(),
    })
    .map(({ body, contentType: type }) => ({
      method: 'POST',
      path: '/oauth2/token',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': type }),
      },
      body,
      who: 'token',
      target: 'oauth' as const,
    }));
  return fc.oneof(
    { arbitrary: appRequest, weight: 6 },
    { arbitrary: signIn, weight: 2 },
    { arbitrary: token, weight: 2 },
  );
}
