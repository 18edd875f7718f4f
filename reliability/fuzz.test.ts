/**
 * Generated requests for every operation of the live /openapi.json (fast-check, seeded): no 5xx,
 * no dropped connection, every error in its generation's envelope, and no 2xx carrying another
 * merchant's data. A failure prints the seed and the requests, so RELIABILITY_SEED=<seed>
 * reproduces the run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseProblems } from './envelope';
import { leakedSecrets, startFixture, type Fixture } from './fixture';
import { describeRequest, requestArbitrary, type GeneratedRequest } from './generate';
import { jsonRequest, keepAliveAgent, pool, send } from './http';
import { BUDGET, ENGINE, LEVEL, SEED } from './level';
import type { JsonSchema } from './openapi';
import { schemaProblems } from './responses';
import { isLabor, isPayments, record } from './stats';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await startFixture();
});

afterAll(async () => {
  await fixture?.server.close();
});

/** Node refuses request heads over 16 KiB: it answers 431 and closes. */
const HEAD_LIMIT = 16 * 1024;

function isOversized(request: GeneratedRequest): boolean {
  const headers = Object.entries(request.headers).reduce(
    (n, [k, v]) => n + k.length + v.length + 4,
    0,
  );
  return request.path.length + headers + 40 > HEAD_LIMIT;
}

/**
 * Whether the server routes the request to the API: like any URL parser, it resolves `..` and
 * `%2e%2e` segments first, so `/v1/%2e%2e/settlements` is the web app's page `/settlements`.
 */
const reachesApi = (path: string) =>
  /^\/(v1|v2|app)\//.test(new URL(path, 'http://fuzz.invalid').pathname);

function responseSchemaProblems(f: Fixture, schema: JsonSchema, text: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return ['200 body is not JSON'];
  }
  return schemaProblems(f.doc, schema, body).map((p) => `response schema: ${p}`);
}

interface Failure {
  index: number;
  request: GeneratedRequest;
  problems: string[];
  response: string;
}

describe(`generated requests (${ENGINE}, ${LEVEL}, seed ${SEED})`, () => {
  it(`answers ${BUDGET.fuzzRequests} generated requests without 5xx, each error in its envelope`, async () => {
    const { server } = fixture;
    // RELIABILITY_OPERATIONS=CreateTimecard,ListTimecards narrows the run (to chase a failure).
    const only = (process.env.RELIABILITY_OPERATIONS ?? '').split(',').filter(Boolean);
    const ops =
      only.length === 0 ? fixture.ops : fixture.ops.filter((op) => only.includes(op.operationId));
    expect(
      ops.length,
      `RELIABILITY_OPERATIONS=${only.join(',')} names no operation`,
    ).toBeGreaterThan(0);
    const arbitrary = requestArbitrary({ ...fixture, tokens: fixture.tokens }, ops);
    // Request i is sample i of the seed: the same seed gives the same requests.
    const requests = fc.sample(arbitrary, { seed: SEED, numRuns: BUDGET.fuzzRequests });
    const agent = keepAliveAgent(BUDGET.fuzzConcurrency);
    const failures: Failure[] = [];
    const counts = {
      serverErrors: 0,
      transport: 0,
      envelope: 0,
      oversizedReset: 0,
      labor: 0,
      labor2xx: 0,
      payments: 0,
      payments2xx: 0,
      byStatus: new Map<number, number>(),
    };
    const perOperation = new Map<string, number>();
    const byId = new Map(ops.map((op) => [op.operationId, op]));
    await pool(requests.length, BUDGET.fuzzConcurrency, async (index) => {
      const request = requests[index]!;
      perOperation.set(request.operationId, (perOperation.get(request.operationId) ?? 0) + 1);
      const outcome = await send(server.url, request, agent);
      if (!outcome.ok && isOversized(request)) {
        // The server answers 431 and closes while the client is still writing the head.
        counts.oversizedReset += 1;
        return;
      }
      if (!outcome.ok) {
        counts.transport += 1;
        failures.push({ index, request, problems: [outcome.error], response: '(none)' });
        return;
      }
      const { response } = outcome;
      counts.byStatus.set(response.status, (counts.byStatus.get(response.status) ?? 0) + 1);
      const problems = responseProblems(request.method, request.path.split('?')[0]!, response);
      const op = byId.get(request.operationId)!;
      if (isLabor(op)) {
        counts.labor += 1;
        if (response.status >= 200 && response.status < 300) counts.labor2xx += 1;
      }
      if (isPayments(op)) {
        counts.payments += 1;
        if (response.status >= 200 && response.status < 300) counts.payments2xx += 1;
      }
      if (
        response.status === 200 &&
        request.method === op.method &&
        op.response &&
        reachesApi(request.path)
      ) {
        problems.push(...responseSchemaProblems(fixture, op.response, response.text));
      }
      if (response.status >= 500) counts.serverErrors += 1;
      else if (problems.length > 0) counts.envelope += 1;
      if (
        response.status < 300 &&
        request.headers.authorization === `Bearer ${fixture.tokens.main}`
      ) {
        const leaks = leakedSecrets(fixture, response.text, describeRequest(request));
        if (leaks.length > 0) problems.push(`2xx carries another merchant's ${leaks.join(', ')}`);
      }
      if (problems.length > 0) {
        const text = response.text.length > 400 ? `${response.text.slice(0, 400)}…` : response.text;
        failures.push({ index, request, problems, response: `${response.status} ${text}` });
      }
    });
    agent.destroy();

    record('fuzz requests', requests.length);
    record('fuzz 5xx', counts.serverErrors);
    record('fuzz transport errors', counts.transport);
    record('fuzz other rule breaks', counts.envelope);
    record('labor fuzz requests', counts.labor);
    record('labor fuzz 2xx', counts.labor2xx);
    record('payments fuzz requests', counts.payments);
    record('payments fuzz 2xx', counts.payments2xx);
    const statuses = [...counts.byStatus.entries()].sort(([a], [b]) => a - b);
    console.log(
      `fuzz ${ENGINE}: ${requests.length} requests (seed ${SEED}) over ${perOperation.size} ` +
        `operations (labor: ${counts.labor} requests, ${counts.labor2xx} answered 2xx; payments: ` +
        `${counts.payments} requests, ${counts.payments2xx} answered 2xx); ` +
        `${counts.oversizedReset} oversized heads reset; statuses ${statuses.map(([s, n]) => `${s}×${n}`).join(' ')}`,
    );

    // Every operation of the document was exercised.
    expect([...perOperation.keys()].sort()).toEqual(ops.map((op) => op.operationId).sort());
    // The server still answers normally afterwards.
    const after = await jsonRequest(server.url, 'GET', '/v2/merchants/me', fixture.tokens.main);
    expect(after.status).toBe(200);

    const report = failures
      .sort((a, b) => a.index - b.index)
      .slice(0, 15)
      .map(
        (f) =>
          `#${f.index}: ${f.problems.join('; ')}\n${describeRequest(f.request)}\n-> ${f.response}`,
      )
      .join('\n\n');
    expect(
      failures.length,
      `${failures.length} of ${requests.length} generated requests broke a rule ` +
        `(${counts.serverErrors}× 5xx, ${counts.transport} transport errors, ${counts.envelope} ` +
        `envelope, schema or leak). Reproduce with RELIABILITY_SEED=${SEED} ` +
        `RELIABILITY_LEVEL=${LEVEL} TEST_ENGINE=${ENGINE}.\n\n${report}`,
    ).toBe(0);
  });
});
