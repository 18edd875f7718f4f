/**
 * Tenant isolation and authentication for every operation of the live /openapi.json: no token, a
 * malformed token, a revoked token, a token missing each required scope, an unapproved merchant,
 * another merchant's ids in each path parameter, query filter and body reference, and another
 * merchant's (or an altered) page token. Each case
 * must get the reference's status and error (401/403/404, §9 of the wire facts), never another
 * merchant's data, and the other merchant's data must be unchanged afterwards. A control request
 * with the main merchant's own ids must succeed, so a 404 means "not yours", not "broken".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_SCOPES, FRESH_KINDS, minimalValue, referenceFields, validBody } from './bodies';
import { responseProblems } from './envelope';
import { leakedSecrets, startFixture, type Fixture } from './fixture';
import { pageRequest, pageTokenParam } from './paging';
import { keepAliveAgent, send, type RawResponse } from './http';
import { ENGINE } from './level';
import { fillPath, type Operation } from './openapi';
import { kindOf, type IdsByKind } from './resources';
import { isLabor, isPayments, record } from './stats';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await startFixture();
});

afterAll(async () => {
  await fixture?.server.close();
});

type Expected =
  | { status: 400 | 401 | 403 | 404; v1: string; v2: string }
  | { status: '2xx' }
  | { status: '400|404' }
  | { status: 'any' };

const UNAUTHORIZED: Expected = { status: 401, v1: 'service.not_authorized', v2: 'UNAUTHORIZED' };
const REVOKED: Expected = { status: 401, v1: 'oauth.revoked', v2: 'ACCESS_TOKEN_REVOKED' };
// An unknown, altered or used invitation link.
const NO_SUCH_LINK: Expected = { status: 404, v1: 'not_found', v2: 'NOT_FOUND' };
const NO_SCOPE: Expected = { status: 403, v1: 'forbidden', v2: 'INSUFFICIENT_SCOPES' };
const UNAPPROVED: Expected = { status: 403, v1: 'forbidden', v2: 'FORBIDDEN' };
const NOT_FOUND: Expected = { status: 404, v1: 'not_found', v2: 'NOT_FOUND' };
/** A token where only a signed-in person may act (a token has no password to set). */
const PERSON_ONLY: Expected = { status: 403, v1: 'forbidden', v2: 'FORBIDDEN' };
/** Operations for a signed-in person only: their token control is the documented 403. */
const SESSION_ONLY = new Set(['SetFirstPassword']);
const BAD_CURSOR: Expected = {
  status: 400,
  v1: 'bad_request.invalid_parameter',
  v2: 'INVALID_CURSOR',
};

/** The token with one character of its signed payload changed. */
function tampered(token: string): string {
  const at = Math.floor(token.indexOf('.') / 2);
  const swapped = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${swapped}${token.slice(at + 1)}`;
}

interface Case {
  op: Operation;
  name: string;
  authorization: string | undefined;
  path: string;
  body: unknown;
  expected: Expected;
  /** Strings the response must not contain (a foreign id the operation should have ignored). */
  absent?: string[];
}

function errorIdentity(op: Operation, response: RawResponse): string {
  try {
    const body = JSON.parse(response.text) as { type?: string; errors?: { code?: string }[] };
    return op.generation === 'v1' ? String(body.type) : String(body.errors?.[0]?.code);
  } catch {
    return '(not JSON)';
  }
}

function verdict(c: Case, response: RawResponse): string[] {
  const problems = responseProblems(c.op.method, c.path.split('?')[0]!, response);
  const { status } = response;
  const { expected } = c;
  if (expected.status === '2xx') {
    if (status < 200 || status > 299) problems.push(`expected 2xx, got ${status}`);
  } else if (expected.status === '400|404') {
    if (status !== 400 && status !== 404) problems.push(`expected 400 or 404, got ${status}`);
  } else if (expected.status !== 'any') {
    const want = c.op.generation === 'v1' ? expected.v1 : expected.v2;
    const got = errorIdentity(c.op, response);
    if (status !== expected.status || got !== want) {
      problems.push(`expected ${expected.status} ${want}, got ${status} ${got}`);
    }
  }
  for (const text of c.absent ?? []) {
    if (response.text.includes(text)) problems.push(`the response echoes ${text}`);
  }
  return problems;
}

/**
 * The path of `op` with own ids, or `other`'s id in parameter `otherParam`, and its required
 * query parameters (an id of their kind, or a value their schema accepts).
 */
function pathFor(op: Operation, ids: IdsByKind, other?: { param: string; ids: IdsByKind }) {
  const values: Record<string, string> = {};
  const valueOf = (name: string) => {
    const kind = kindOf(op, name);
    const source = other?.param === name ? other.ids : ids;
    return encodeURIComponent(kind ? source[kind] : 'x');
  };
  for (const param of op.pathParams) values[param.name] = valueOf(param.name);
  const query = op.queryParams
    .filter((p) => p.required)
    .map((p) => {
      const value = kindOf(op, p.name)
        ? valueOf(p.name)
        : encodeURIComponent(String(minimalValue(fixture.doc, p.schema)));
      return `${p.name}=${value}`;
    });
  return `${fillPath(op, values)}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/** `path` with one more query parameter. */
const withQuery = (path: string, pair: string) => `${path}${path.includes('?') ? '&' : '?'}${pair}`;

/** Own ids, with new ones of the kinds the operation uses up (an employee for a clock-in). */
async function ownIds(op: Operation): Promise<IdsByKind> {
  const ids = { ...fixture.own };
  for (const kind of FRESH_KINDS[op.operationId] ?? []) ids[kind] = await fixture.fresh(kind);
  return ids;
}

/**
 * An operation without a bearer token (the export download, authorised by its signed link): the
 * main merchant's link must work and carry nothing of the other merchant's (the leak check), an
 * altered or missing link is refused, and a bearer token does not stand in for the link.
 */
async function publicCases(op: Operation): Promise<Case[]> {
  const pathCredential = fixture.publicPaths[op.operationId];
  if (pathCredential) return pathCredentialCases(op, pathCredential);
  const query = fixture.publicQueries[op.operationId];
  if (!query)
    throw new Error(`${op.operationId}: no bearer token, and the fixture has no query for it`);
  // The link's own query authorises it: the path alone, without the required parameters.
  const path = pathFor(op, fixture.own).split('?')[0]!;
  const own = await query();
  const at = own.length - 5;
  const altered = `${own.slice(0, at)}${own[at] === 'A' ? 'B' : 'A'}${own.slice(at + 1)}`;
  const base = { op, body: undefined, authorization: undefined };
  return [
    { ...base, name: 'altered link', path: `${path}${altered}`, expected: UNAUTHORIZED },
    {
      ...base,
      name: 'no link, a bearer token',
      path,
      authorization: `Bearer ${fixture.tokens.main}`,
      expected: { status: '400|404' },
    },
    {
      ...base,
      name: 'control: own link',
      path: `${path}${await query()}`,
      expected: { status: '2xx' },
    },
  ];
}

/**
 * An operation authorised by a secret in its path (the invitation link): an altered secret and a
 * bearer token with a made-up secret are refused (404, as for an unknown link: nothing tells the
 * two apart), the main merchant's own link works and carries nothing of the other merchant's.
 */
async function pathCredentialCases(
  op: Operation,
  credential: () => Promise<Record<string, string>>,
): Promise<Case[]> {
  const body = op.body ? validBody(fixture.doc, op, fixture.own) : undefined;
  const base = { op, body, authorization: undefined };
  const encoded = (values: Record<string, string>) =>
    fillPath(
      op,
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v)])),
    );
  const alter = (value: string) => {
    const at = value.length - 5;
    return `${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`;
  };
  const altered = Object.fromEntries(
    Object.entries(await credential()).map(([k, v]) => [k, alter(v)]),
  );
  const madeUp = Object.fromEntries(op.pathParams.map((p) => [p.name, 'x'.repeat(43)]));
  return [
    { ...base, name: 'altered link', path: encoded(altered), expected: NO_SUCH_LINK },
    {
      ...base,
      name: 'made-up link, a bearer token',
      path: encoded(madeUp),
      authorization: `Bearer ${fixture.tokens.main}`,
      expected: NO_SUCH_LINK,
    },
    {
      ...base,
      name: 'control: own link',
      path: encoded(await credential()),
      expected: { status: '2xx' },
    },
  ];
}

async function casesFor(op: Operation): Promise<Case[]> {
  if (op.public) return publicCases(op);
  const { tokens, other, doc } = fixture;
  const main = `Bearer ${tokens.main}`;
  const own = await ownIds(op);
  const path = pathFor(op, own);
  const body = op.body ? validBody(doc, op, own) : undefined;
  const base = { op, path, body };
  const cases: Case[] = [
    { ...base, name: 'no token', authorization: undefined, expected: UNAUTHORIZED },
    {
      ...base,
      name: 'revoked token',
      authorization: `Bearer ${tokens.revoked}`,
      expected: REVOKED,
    },
  ];
  const malformed = [
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    tokens.main,
    `Token ${tokens.main}`,
    `Bearer ${tokens.main}x`,
    `Bearer ${tokens.main.slice(0, -1)}`,
    `Bearer ${tokens.main} ${tokens.main}`,
    `Bearer EAAA${'A'.repeat(43)}`,
    `Bearer ${'é'.repeat(10)}`,
  ];
  for (const [i, authorization] of malformed.entries()) {
    cases.push({ ...base, name: `malformed token #${i}`, authorization, expected: UNAUTHORIZED });
  }
  if (op.scopes.length > 0) {
    for (const scope of op.scopes) {
      cases.push({
        ...base,
        name: `token without ${scope}`,
        authorization: `Bearer ${await tokens.without([scope])}`,
        expected: NO_SCOPE,
      });
    }
    // A field that needs one more scope: refused without it, accepted without the field.
    for (const { field, scope } of EXTRA_SCOPES[op.operationId] ?? []) {
      if (!(base.body && field in base.body)) {
        throw new Error(`${op.operationId}: EXTRA_SCOPES names ${field}, not in its valid body`);
      }
      const without = `Bearer ${await tokens.without([scope])}`;
      const { [field]: _sent, ...rest } = validBody(doc, op, await ownIds(op));
      cases.push(
        { ...base, name: `${field} without ${scope}`, authorization: without, expected: NO_SCOPE },
        {
          ...base,
          name: `control: no ${field}, without ${scope}`,
          authorization: without,
          body: rest,
          expected: { status: '2xx' },
        },
      );
    }
    cases.push({
      ...base,
      name: 'token with no scopes',
      authorization: `Bearer ${tokens.noScopes}`,
      expected: NO_SCOPE,
    });
  }
  if (op.approvedOnly) {
    cases.push({
      ...base,
      name: 'unapproved merchant',
      authorization: `Bearer ${tokens.unapproved}`,
      expected: UNAPPROVED,
    });
  }
  for (const param of op.pathParams) {
    if (!kindOf(op, param.name)) continue;
    cases.push({
      ...base,
      name: `other merchant's ${param.name}`,
      authorization: main,
      path: pathFor(op, own, { param: param.name, ids: other }),
      expected: NOT_FOUND,
    });
  }
  for (const param of op.queryParams) {
    const kind = kindOf(op, param.name);
    if (!kind) continue;
    cases.push({
      ...base,
      name: `other merchant's ${param.name} as a filter`,
      authorization: main,
      path: param.required
        ? pathFor(op, own, { param: param.name, ids: other })
        : withQuery(path, `${param.name}=${encodeURIComponent(other[kind])}`),
      // A required one naming what to read (location_id): not yours, not found; a list of ids
      // selects (unknown ones are left out), and the leak check sees that none of it comes back.
      expected:
        param.required && !/ids$/.test(param.name) ? { status: '400|404' } : { status: 'any' },
    });
  }
  const tokenParam = pageTokenParam(op);
  if (tokenParam) {
    // The tokens were issued for a page of one; the same filters make the own one valid.
    const withCursor = (cursor: string) => pageRequest(op, tokenParam, own.location, cursor);
    const { name } = tokenParam;
    const ownCursor = fixture.cursors.own[op.operationId];
    const otherCursor = fixture.cursors.other[op.operationId];
    if (ownCursor && otherCursor) {
      cases.push(
        {
          ...base,
          ...withCursor(otherCursor),
          name: `other merchant's ${name}`,
          authorization: main,
          expected: BAD_CURSOR,
        },
        {
          ...base,
          ...withCursor(tampered(ownCursor)),
          name: `altered ${name}`,
          authorization: main,
          expected: BAD_CURSOR,
        },
        {
          ...base,
          ...withCursor(ownCursor),
          name: `control: own ${name}`,
          authorization: main,
          expected: { status: '2xx' },
        },
      );
    } else if (!fixture.singleResourceLists.includes(op.operationId)) {
      throw new Error(`${op.operationId}: the fixture has no page tokens for it`);
    }
    // A token of another list (the own merchant's, and the other's) fits no other list; for a
    // list that never has a second page (one workweek config) these are its page-token cases.
    const elsewhere = Object.keys(fixture.cursors.own).find((id) => id !== op.operationId);
    if (elsewhere) {
      cases.push(
        {
          ...base,
          ...withCursor(fixture.cursors.own[elsewhere]!),
          name: `own ${name} of ${elsewhere}`,
          authorization: main,
          expected: BAD_CURSOR,
        },
        {
          ...base,
          ...withCursor(fixture.cursors.other[elsewhere]!),
          name: `other merchant's ${name} of ${elsewhere}`,
          authorization: main,
          expected: BAD_CURSOR,
        },
      );
    }
  }
  for (const field of referenceFields(doc, op)) {
    const foreign = other[field.kind];
    const attackIds = { ...(await ownIds(op)), [field.kind]: foreign };
    // A filter with another merchant's id selects nothing of it (the leak check sees to that);
    // an ignored reference changes nothing; any other reference is refused.
    const expected: Expected =
      field.filter || field.ignored ? { status: '2xx' } : { status: '400|404' };
    cases.push({
      ...base,
      name: `other merchant's ${field.name} in the body`,
      authorization: main,
      body: validBody(doc, op, attackIds, field.name),
      expected,
      ...(field.ignored ? { absent: [foreign] } : {}),
    });
    cases.push({
      ...base,
      name: `control: own ${field.name} in the body`,
      authorization: main,
      body: validBody(doc, op, await ownIds(op), field.name),
      expected: { status: '2xx' },
    });
  }
  // Last, as it may consume the resource (a delete): the request itself with own ids.
  const scopeless = op.scopes.length === 0 ? tokens.noScopes : tokens.main;
  cases.push({
    ...base,
    name: 'control: own ids',
    authorization: `Bearer ${scopeless}`,
    body: op.body ? validBody(doc, op, await ownIds(op)) : undefined,
    expected: SESSION_ONLY.has(op.operationId) ? PERSON_ONLY : { status: '2xx' },
  });
  return cases;
}

/** What the other merchant sees through every read operation, to prove nothing changed. */
async function otherMerchantView(): Promise<string[]> {
  const { ops, other, tokens, server } = fixture;
  const views: string[] = [];
  for (const op of ops.filter((o) => o.method === 'GET')) {
    const path = pathFor(op, other);
    const outcome = await send(server.url, {
      method: 'GET',
      path,
      headers: { authorization: `Bearer ${tokens.other}` },
    });
    if (!outcome.ok) throw new Error(`GET ${path}: ${outcome.error}`);
    // Timestamps of reads do not change; the whole body must be identical, but for the moment
    // a summary (Today) says it was made.
    const text = outcome.response.text.replace(/"generated_at":"[^"]*"/g, '"generated_at":…');
    views.push(`${path} ${outcome.response.status} ${text}`);
  }
  return views;
}

describe(`tenant isolation and authentication (${ENGINE})`, () => {
  it('answers every operation with the right 401/403/404 and never another merchant’s data', async () => {
    const { ops, server } = fixture;
    const before = await otherMerchantView();
    // Deletes last: their control consumes the resource the others use.
    const ordered = [...ops].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    const agent = keepAliveAgent(4);
    const failures: string[] = [];
    let count = 0;
    let labor = 0;
    let payments = 0;
    const perOperation: string[] = [];
    for (const op of ordered) {
      const cases = await casesFor(op);
      perOperation.push(`${op.operationId}: ${cases.length}`);
      for (const c of cases) {
        count += 1;
        if (isLabor(op)) labor += 1;
        if (isPayments(op)) payments += 1;
        const headers: Record<string, string> = { accept: 'application/json' };
        if (c.authorization !== undefined) headers.authorization = c.authorization;
        let payload: Buffer | undefined;
        if (c.body !== undefined) {
          headers['content-type'] = 'application/json';
          payload = Buffer.from(JSON.stringify(c.body));
        }
        const outcome = await send(
          server.url,
          { method: c.op.method, path: c.path, headers, body: payload },
          agent,
        );
        const label = `${op.operationId} ${op.method} ${c.path} — ${c.name}`;
        if (!outcome.ok) {
          failures.push(`${label}: ${outcome.error}`);
          continue;
        }
        const problems = verdict(c, outcome.response);
        const request = `${c.path} ${JSON.stringify(c.body ?? '')}`;
        const leaks = leakedSecrets(fixture, outcome.response.text, request);
        if (leaks.length > 0)
          problems.push(`response carries the other merchant's ${leaks.join(', ')}`);
        if (problems.length > 0) {
          const text = outcome.response.text.slice(0, 300);
          failures.push(
            `${label}: ${problems.join('; ')}\n  body sent: ${JSON.stringify(c.body)}\n  -> ${outcome.response.status} ${text}`,
          );
        }
      }
    }
    agent.destroy();
    const after = await otherMerchantView();
    record('isolation cases', count);
    record('labor isolation cases', labor);
    record('payments isolation cases', payments);
    record('isolation leaks', failures.filter((f) => f.includes('other merchant')).length);
    console.log(
      `isolation ${ENGINE}: ${count} cases over ${ops.length} operations (${perOperation.join(', ')})`,
    );
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(after, 'the other merchant’s data changed').toEqual(before);
  });
});
