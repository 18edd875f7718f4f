/**
 * Regression tests for the defects of issue 9 §1 that live in the HTTP layer, and for the
 * observability of §2 (request ids, logs, probes, metrics), over real HTTP on both engines.
 * Each test names the defect it covers.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { startServer } from '../server';
import {
  createEmployee,
  expectV1FieldError,
  expectV2Error,
  nextPageUrl,
} from '../testing/expectations';
import { api, startTestServer, testEngine, type TestServer } from '../testing/harness';

const engine = testEngine();

/** Sends raw bytes on a new connection; resolves with everything the server sent back. */
function rawExchange(url: string, bytes: string | Buffer, endAfterWrite = false): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(bytes);
    if (endAfterWrite) socket.end();
  });
}

/** The first response on a connection that stays open (body still unsent): status and body. */
function firstResponse(
  url: string,
  head: string,
): Promise<{ text: string; close: () => void; written: () => boolean }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = /content-length: (\d+)/i.exec(text)?.[1];
      if (length !== undefined && text.length < end + 4 + Number(length)) return;
      resolve({ text, close: () => socket.destroy(), written: () => socket.writable });
    });
    socket.write(head);
  });
}

function jsonBody(response: string): unknown {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as unknown;
}

describe(`HTTP hardening (${engine})`, () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ config: { bodyTimeoutMs: 500 } });
    token = await server.token();
  });
  afterAll(() => server.close());

  describe('defect 1: instants outside 0000–9999 after the offset', () => {
    it('rejects a clockin_time that normalises before the year 0000 with 400 naming it', async () => {
      const client = api(server, token);
      const employee = await createEmployee(client, { first_name: 'Early' });
      const res = await client.post('/v1/me/timecards', {
        employee_id: employee.id,
        clockin_time: '0000-01-01T00:00:00+01:00',
      });
      expectV1FieldError(res, 'clockin_time', 'must fall between the years 0000 and 9999');
    });

    it('rejects a filter that normalises after 9999 with 400 naming it', async () => {
      const client = api(server, token);
      const v1 = await client.get('/v1/me/timecards?end_updated_at=9999-12-31T23:59:59-12:00');
      expectV1FieldError(v1, 'end_updated_at', 'must fall between the years 0000 and 9999');
      const v1Employees = await client.get(
        '/v1/me/employees?end_created_at=9999-12-31T23:59:59-12:00',
      );
      expectV1FieldError(
        v1Employees,
        'end_created_at',
        'must fall between the years 0000 and 9999',
      );
    });

    it('still accepts the edges 0000-01-01T00:00:00Z and 9999-12-31T23:59:59Z', async () => {
      const client = api(server, token);
      const res = await client.get(
        '/v1/me/timecards?begin_updated_at=0000-01-01T00:00:00Z&end_updated_at=9999-12-31T23:59:59.999Z',
      );
      expect(res.status).toBe(200);
    });
  });

  describe('defect 2: bodies are read only after authentication, within a time bound', () => {
    it('answers an unauthenticated upload 401 before its body has arrived', async () => {
      const { text, close } = await firstResponse(
        server.url,
        'POST /v1/me/employees HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Transfer-Encoding: chunked\r\n\r\n5\r\n{"fir\r\n',
      );
      close();
      expect(text).toMatch(/^HTTP\/1\.1 401 /);
      expect(text).toMatch(/connection: close/i);
      expect(jsonBody(text)).toMatchObject({ type: 'service.not_authorized' });
    });

    it('answers 408 in the envelope when an authenticated body stops arriving', async () => {
      const response = await rawExchange(
        server.url,
        `POST /v2/employees HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"given_name":',
      );
      expect(response).toMatch(/^HTTP\/1\.1 408 /);
      expect(jsonBody(response)).toEqual({
        errors: [expect.objectContaining({ code: 'REQUEST_TIMEOUT' })],
      });
    });
  });

  it('defect 3: a keep-alive client still uploading after an early 401 keeps working', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const half = 'x'.repeat(250_000);
    try {
      let connection: string | undefined;
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          `${server.url}/v1/me/employees`,
          {
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', 'content-length': 2 * half.length },
          },
          (res) => {
            connection = res.headers.connection;
            res.resume();
            res.on('end', () => {
              // The rest of the body comes later than @hono/node-server's drain deadline
              // (500 ms); the upload may then fail (the client has its answer), but nothing
              // else may.
              setTimeout(() => req.end(half), 800);
              req.on('close', () => resolve(res.statusCode ?? 0));
            });
          },
        );
        req.on('error', () => undefined);
        req.write(half);
        setTimeout(() => reject(new Error('no response')), 5_000).unref();
      });
      expect(status).toBe(401);
      // The body was left unread: the reply says so, and the client does not reuse the socket.
      expect(connection).toBe('close');
      // At once on the same agent: it must not pick a connection the server is dropping.
      const next = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          `${server.url}/v1/me/employees`,
          { agent, headers: { authorization: `Bearer ${token}` } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(next).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('defect 3: keep-alive clients survive early rejections of large bodies', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const big = JSON.stringify({ first_name: 'x'.repeat(500_000) });
    const send = (path: string, method: string, headers: Record<string, string>, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(`${server.url}${path}`, { method, agent, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end(body);
      });
    const json = { 'content-type': 'application/json' };
    const statuses: number[] = [];
    try {
      for (let round = 0; round < 8; round++) {
        // 401 (no token), 403 (missing scope? no: a revoked-like unknown token), 404.
        statuses.push(await send('/v1/me/employees', 'POST', json, big));
        statuses.push(
          await send(
            '/v1/me/no-such-thing',
            'POST',
            { ...json, authorization: `Bearer ${token}` },
            big,
          ),
        );
        statuses.push(await send('/v1/me/employees', 'GET', { authorization: `Bearer ${token}` }));
      }
    } finally {
      agent.destroy();
    }
    expect(statuses).toEqual(Array.from({ length: 8 }, () => [401, 404, 200]).flat());
  });

  describe('defect 5: the Link header never trusts Host', () => {
    it('is relative without PUBLIC_URL, whatever Host says', async () => {
      const client = api(server, token);
      for (const name of ['L1', 'L2']) await createEmployee(client, { first_name: name });
      const res = await new Promise<{ link: string | undefined }>((resolve, reject) => {
        const req = httpRequest(
          `${server.url}/v1/me/employees?limit=1`,
          { headers: { host: 'evil.example', authorization: `Bearer ${token}` } },
          (r) => {
            r.resume();
            const { link } = r.headers;
            resolve({ link: Array.isArray(link) ? link.join(', ') : link });
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(res.link).toMatch(/^<\/v1\/me\/employees\?limit=1&batch_token=[^>]+>;rel='next'$/);
      expect(res.link).not.toContain('evil');
    });

    it('is absolute on the configured PUBLIC_URL', async () => {
      const other = await startServer(
        { ...server.config, port: 0, publicUrl: 'https://ledger.example.com/base' },
        {},
      );
      try {
        const res = await api({ url: other.url }, token).get('/v1/me/employees?limit=1', {
          host: 'evil.example',
        });
        const next = nextPageUrl(res) ?? '';
        expect(next).toMatch(/^https:\/\/ledger\.example\.com\/base\/v1\/me\/employees\?/);
      } finally {
        await other.close();
      }
    });
  });

  describe('defect 6: Content-Security-Policy and Cache-Control', () => {
    it('marks API responses no-store and forbids framing them', async () => {
      const client = api(server, token);
      for (const path of ['/v1/me/employees', '/v2/employees', '/v2/no-such']) {
        const res = await client.get(path);
        expect(res.headers.get('cache-control'), path).toBe('no-store');
        expect(res.headers.get('content-security-policy'), path).toContain(
          "frame-ancestors 'none'",
        );
      }
      const unauthenticated = await api(server).get('/v1/me/employees');
      expect(unauthenticated.headers.get('cache-control')).toBe('no-store');
    });

    it("serves the app's page with a per-page nonce policy without 'unsafe-inline'", async () => {
      const dist = mkdtempSync(join(tmpdir(), 'ledgerline-dist-'));
      writeFileSync(
        join(dist, 'index.html'),
        '<!doctype html><meta property="csp-nonce" nonce="LEDGERLINE_CSP_NONCE">' +
          '<script type="module" nonce="LEDGERLINE_CSP_NONCE" src="/assets/a.js"></script>',
      );
      const web = await startServer({ ...server.config, port: 0, webDistDir: dist }, {});
      try {
        const pages = await Promise.all(['/', '/staff/employees'].map((p) => fetch(web.url + p)));
        const nonces = new Set<string>();
        for (const page of pages) {
          expect(page.status).toBe(200);
          const policy = page.headers.get('content-security-policy') ?? '';
          expect(policy).toContain("frame-ancestors 'none'");
          expect(policy).not.toContain('unsafe-inline');
          expect(policy).toContain("script-src 'self'");
          const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
          expect(nonce).not.toBe('');
          const html = await page.text();
          expect(html).not.toContain('LEDGERLINE_CSP_NONCE');
          expect(html).toContain(`nonce="${nonce}"`);
          nonces.add(nonce);
        }
        expect(nonces.size).toBe(2);
        // A HEAD of an app route answers as its GET does, without the page.
        const head = await fetch(web.url + '/staff/employees', { method: 'HEAD' });
        expect(head.status).toBe(200);
        expect(head.headers.get('content-type')).toContain('text/html');
        expect(await head.text()).toBe('');
      } finally {
        await web.close();
        rmSync(dist, { recursive: true, force: true });
      }
    });
  });

  describe('defect 9: failed authentication is throttled per client address', () => {
    // Behind one trusted proxy, so each test is its own client address (X-Forwarded-For): on
    // PostgreSQL the counters persist in the database with the other tests' failures.
    const behindProxy = (address: string) => ({ 'x-forwarded-for': `198.51.100.9, ${address}` });
    it('answers 429 with Retry-After in the envelope after the limit, then even good tokens wait', async () => {
      const limited = await startServer(
        {
          ...server.config,
          port: 0,
          trustProxy: 1,
          authFailureLimit: 5,
          authFailureWindowSeconds: 60,
        },
        {},
      );
      try {
        const bad = api({ url: limited.url }, 'EAAAnot-a-token');
        const statuses: number[] = [];
        const from = behindProxy('203.0.113.5');
        for (let i = 0; i < 5; i++) {
          statuses.push((await bad.get('/v1/me/employees', from)).status);
        }
        expect(statuses).toEqual([401, 401, 401, 401, 401]);
        const v1 = await bad.get('/v1/me/employees', from);
        expect(v1.status).toBe(429);
        expect(Number(v1.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(v1.body).toMatchObject({ type: 'rate_limited' });
        expect(Object.keys(v1.body as object).sort()).toEqual(['message', 'type']);
        const v2 = await api({ url: limited.url }, token).get('/v2/employees', from);
        expectV2Error(v2, 429, { category: 'RATE_LIMIT_ERROR', code: 'RATE_LIMITED' });
        expect(v2.headers.get('retry-after')).not.toBeNull();
        // Another address is not affected.
        const elsewhere = behindProxy('203.0.113.6');
        expect(
          (await api({ url: limited.url }, token).get('/v2/employees', elsewhere)).status,
        ).toBe(200);
      } finally {
        await limited.close();
      }
    });

    it.runIf(engine === 'postgres')(
      'shares the counters between instances on one PostgreSQL',
      async () => {
        const config = { ...server.config, port: 0, trustProxy: 1, authFailureLimit: 3 };
        const a = await startServer(config, {});
        const b = await startServer(config, {});
        try {
          // Another client address than the previous test's: a fresh key in the shared table.
          const headers = { authorization: 'Bearer EAAAwrong', ...behindProxy('203.0.113.7') };
          const from = (url: string) =>
            fetch(`${url}/v2/employees`, { headers }).then((r) => r.status);
          expect([await from(a.url), await from(b.url), await from(a.url)]).toEqual([
            401, 401, 401,
          ]);
          // The fourth failure, counted on A and B together, is over the limit on B.
          expect(await from(b.url)).toBe(429);
          expect(await from(a.url)).toBe(429);
        } finally {
          await a.close();
          await b.close();
        }
      },
    );
  });

  describe('defect 11: URLs over 16 kB', () => {
    it.each([
      [
        '/v1/me/employees',
        (body: unknown) => expect(body).toMatchObject({ type: 'request_header_fields_too_large' }),
      ],
      [
        '/v2/employees',
        (body: unknown) =>
          expect(body).toEqual({
            errors: [expect.objectContaining({ code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' })],
          }),
      ],
    ])('answers %s?<17 kB> 431 in its envelope', async (path, check) => {
      const response = await rawExchange(
        server.url,
        `GET ${path}?external_id=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expect(response).toMatch(/^HTTP\/1\.1 431 /);
      expect(response).toMatch(/content-type: application\/json/i);
      check(jsonBody(response));
    });
  });
});

describe(`observability (${engine})`, () => {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          raw.push(line);
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    server = await startTestServer({
      logger: createLogger('info', destination),
      config: { logRequests: true, metricsToken: 'metrics-token-0123456789' },
    });
    token = await server.token();
  });
  afterAll(() => server.close());

  it('echoes a well-formed X-Request-Id, replaces a malformed one, and logs it on the request line', async () => {
    const client = api(server, token);
    const kept = await client.get('/v1/me/employees', { 'x-request-id': 'trace-42.a:b' });
    expect(kept.headers.get('x-request-id')).toBe('trace-42.a:b');
    const replaced = await client.get('/v1/me/employees', { 'x-request-id': 'bad id<script>' });
    const id = replaced.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.find((l) => l.reqId === 'trace-42.a:b' && l.msg === 'request');
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/v1/me/employees',
      status: 200,
    });
    expect(typeof line?.ms).toBe('number');
    expect(lines.some((l) => l.reqId === id)).toBe(true);
  });

  it('logs the route template, never tokens, card data or bodies', async () => {
    const client = api(server, token);
    const employee = await createEmployee(client, { first_name: 'Secretname' });
    await client.get(`/v1/me/employees/${employee.id}`, { 'x-request-id': 'tmpl-1' });
    await client.put(`/v1/me/employees/${employee.id}`, {
      first_name: 'Otherbody',
      card_number: '4111111111111111',
    });
    await api(server, 'EAAAbadtokenvalue').get('/v2/employees?cursor=4111111111111111');
    expect(lines.find((l) => l.reqId === 'tmpl-1')).toMatchObject({
      route: '/v1/me/employees/:employee_id',
      path: `/v1/me/employees/${employee.id}`,
    });
    const all = raw.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain('EAAAbadtokenvalue');
    expect(all).not.toContain('4111111111111111');
    expect(all).not.toContain('Secretname');
    expect(all).not.toContain('Otherbody');
  });

  it('answers /healthz and /readyz, and /metrics only to the metrics token', async () => {
    expect((await api(server).get('/healthz')).status).toBe(200);
    const ready = await api(server).get('/readyz');
    expect(ready.status).toBe(200);
    expect(await api(server).get('/metrics')).toMatchObject({ status: 401 });
    expect(await api(server, token).get('/metrics')).toMatchObject({ status: 401 });
    const metrics = await api(server, 'metrics-token-0123456789').get<string>('/metrics');
    expect(metrics.status).toBe(200);
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds_bucket',
      'http_request_errors_total',
      'db_pool_connections',
    ]) {
      expect(metrics.body, name).toContain(name);
    }
    expect(metrics.body).toMatch(
      /http_requests_total\{[^}]*route="\/v1\/me\/employees\/:employee_id"/,
    );
    expect(metrics.body).toMatch(/http_request_errors_total\{[^}]*status="401"/);
  });

  it('serves no /metrics on the public port without a token, and serves it on METRICS_PORT', async () => {
    const other = await startServer(
      { ...server.config, port: 0, metricsToken: undefined, metricsPort: 0 },
      {},
    );
    try {
      expect((await fetch(`${other.url}/metrics`)).status).toBe(404);
      const scraped = await fetch(`${other.metricsUrl}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('http_request_duration_seconds');
      expect((await fetch(`${other.metricsUrl}/readyz`)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
