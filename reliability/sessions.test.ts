/**
 * Isolation for people signed in with a session (issue 18 §2 and §6): between the people of one
 * merchant, by their permission sets, and between merchants.
 *
 * - For every operation of the back-office document that names what a person needs
 *   (`x-ledgerline-permissions`, or an owner-only power), a person of the main merchant whose
 *   permission set holds every other permission gets 403 FORBIDDEN in the operation's envelope,
 *   with a valid request and the merchant's own ids, and nothing of the merchant changes (every
 *   row of every table with a `merchant_id`, read before and after).
 * - For every operation that takes an id in its path, the other merchant's owner (a session, not a
 *   token) sending the main merchant's ids gets 404 (or 400 naming a reference) and nothing of the
 *   main merchant: their cookie never reaches another merchant's data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../src/api/schemas/permissions';
import { signInAs, type SignedInPerson } from '../server/testing/sessions';
import { minimalValue, validBody } from './bodies';
import { responseProblems } from './envelope';
import { startFixture, type Fixture } from './fixture';
import { keepAliveAgent, send, type RawResponse } from './http';
import { ENGINE } from './level';
import { fillPath, type Operation } from './openapi';
import { kindOf, type IdsByKind } from './resources';
import { record } from './stats';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await startFixture();
});

afterAll(async () => {
  await fixture?.server.close();
});

/** The path of `op` with `ids` and its required query parameters. */
function pathFor(op: Operation, ids: IdsByKind): string {
  const valueOf = (name: string) => {
    const kind = kindOf(op, name);
    return encodeURIComponent(kind ? ids[kind] : 'x');
  };
  const values: Record<string, string> = {};
  for (const param of op.pathParams) values[param.name] = valueOf(param.name);
  const query = op.queryParams
    .filter((p) => p.required)
    .map((p) =>
      kindOf(op, p.name)
        ? `${p.name}=${valueOf(p.name)}`
        : `${p.name}=${encodeURIComponent(String(minimalValue(fixture.doc, p.schema)))}`,
    );
  return `${fillPath(op, values)}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/** Every row the merchant owns, table by table, to prove a refused request wrote nothing. */
async function merchantRows(merchantId: string): Promise<Record<string, string>> {
  const db = fixture.server.db;
  const tables = await db.introspection.getTables();
  const rows: Record<string, string> = {};
  for (const table of tables) {
    if (!table.columns.some((c) => c.name === 'merchant_id')) continue;
    const found = await db
      .selectFrom(table.name as 'employees')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .execute();
    const sorted = found.map((r) => JSON.stringify(r)).sort();
    rows[table.name] = sorted.join('\n');
  }
  return rows;
}

function errorCode(op: Operation, response: RawResponse): string {
  try {
    const body = JSON.parse(response.text) as { type?: string; errors?: { code?: string }[] };
    return op.generation === 'v1' ? String(body.type) : String(body.errors?.[0]?.code);
  } catch {
    return '(not JSON)';
  }
}

async function request(
  op: Operation,
  person: SignedInPerson,
  path: string,
  body: unknown,
  agent: ReturnType<typeof keepAliveAgent>,
) {
  const headers: Record<string, string> = { accept: 'application/json', ...person.headers };
  let payload: Buffer | undefined;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = Buffer.from(JSON.stringify(body));
  }
  return send(fixture.server.url, { method: op.method, path, headers, body: payload }, agent);
}

describe(`people and their permission sets (${ENGINE})`, () => {
  it('a person without the permission an operation needs gets 403 and nothing changes', async () => {
    const { ops, own, server, doc } = fixture;
    const guarded = ops.filter((op) => !op.public && op.permissions.length > 0);
    expect(guarded.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(['SetEmployeeStatus', 'CreateEmployeeWage', 'UpdateTimecard']),
    );
    // Everyone signs in first: their permission sets are rows of the merchant too.
    const people = new Map<string, SignedInPerson>();
    const lackingOf = (op: Operation) => ALL_PERMISSIONS.filter((p) => !op.permissions.includes(p));
    for (const op of guarded) {
      const key = lackingOf(op).join(' ');
      if (!people.has(key)) {
        people.set(
          key,
          await signInAs(server, server.db, server.merchantId, { permissions: lackingOf(op) }),
        );
      }
    }
    const before = await merchantRows(server.merchantId);
    const agent = keepAliveAgent(2);
    const failures: string[] = [];
    for (const op of guarded) {
      const person = people.get(lackingOf(op).join(' '))!;
      const path = pathFor(op, own);
      const body = op.body ? validBody(doc, op, own) : undefined;
      const outcome = await request(op, person, path, body, agent);
      const label = `${op.operationId} ${op.method} ${path} without ${op.permissions.join(', ')}`;
      if (!outcome.ok) {
        failures.push(`${label}: ${outcome.error}`);
        continue;
      }
      const problems = responseProblems(op.method, path.split('?')[0]!, outcome.response);
      const code = errorCode(op, outcome.response);
      const want = op.generation === 'v1' ? 'forbidden' : 'FORBIDDEN';
      if (outcome.response.status !== 403 || code !== want) {
        problems.push(`expected 403 ${want}, got ${outcome.response.status} ${code}`);
      }
      if (problems.length > 0) {
        failures.push(`${label}: ${problems.join('; ')} -> ${outcome.response.text.slice(0, 300)}`);
      }
    }
    agent.destroy();
    record('session permission cases', guarded.length);
    console.log(
      `sessions ${ENGINE}: ${guarded.length} operations refused to people lacking their permission`,
    );
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await merchantRows(server.merchantId), 'a refused request wrote something').toEqual(
      before,
    );
  });

  it("another merchant's owner never reaches this merchant's data through their session", async () => {
    const { ops, own, server, doc } = fixture;
    const owner = await signInAs(server, server.db, server.otherMerchantId, { owner: true });
    const targeted = ops.filter(
      (op) => !op.public && op.pathParams.some((p) => kindOf(op, p.name) !== undefined),
    );
    const mainSecrets = [...new Set(Object.values(own))];
    const before = await merchantRows(server.merchantId);
    const agent = keepAliveAgent(2);
    const failures: string[] = [];
    for (const op of targeted) {
      const path = pathFor(op, own);
      const body = op.body ? validBody(doc, op, own) : undefined;
      const outcome = await request(op, owner, path, body, agent);
      const label = `${op.operationId} ${op.method} ${path} as the other merchant's owner`;
      if (!outcome.ok) {
        failures.push(`${label}: ${outcome.error}`);
        continue;
      }
      const { status, text } = outcome.response;
      const problems = responseProblems(op.method, path.split('?')[0]!, outcome.response);
      if (status !== 404 && status !== 400) problems.push(`expected 404 (or 400), got ${status}`);
      // An error may name the id that was asked for, nothing else of the main merchant.
      const leaked = mainSecrets.filter((id) => text.includes(id) && !path.includes(id));
      if (leaked.length > 0) problems.push(`the response carries ${leaked.join(', ')}`);
      if (problems.length > 0)
        failures.push(`${label}: ${problems.join('; ')} -> ${text.slice(0, 300)}`);
    }
    agent.destroy();
    record('session cross-merchant cases', targeted.length);
    expect(targeted.length).toBeGreaterThan(20);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(await merchantRows(server.merchantId), "the main merchant's data changed").toEqual(
      before,
    );
  });
});
