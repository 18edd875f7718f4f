/**
 * Keep-alive connections after early answers: a client that reuses its connection must get an
 * answer to its next request, whether the previous one was rejected before its body was read
 * (401/404 to a large POST) or its head was too large (431 in the envelope, even on a connection
 * that has already served responses).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/testing/harness';
import { envelopeProblems } from './envelope';
import { keepAliveAgent, send } from './http';
import { ENGINE } from './level';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ config: { bodyTimeoutMs: 1_000 } });
  token = await server.token();
});

afterAll(async () => {
  await server?.close();
});

/** Writes `requests` one after another on one socket; returns everything the server sent. */
function onOneSocket(requests: string[]): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    let next = 0;
    const writeNext = () => {
      const request = requests[next];
      next += 1;
      if (request === undefined) socket.end();
      else socket.write(request);
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      // One response per request: write the next once this one is complete.
      if (received.split('HTTP/1.1 ').length - 1 === next) setTimeout(writeNext, 20);
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.on('connect', writeNext);
  });
}

describe(`keep-alive connections after early answers (${ENGINE})`, () => {
  it('answers a head over 16 KiB with 431 in the envelope on a connection already used', async () => {
    const received = await onOneSocket([
      'GET /v2/merchants/me HTTP/1.1\r\nHost: a\r\n\r\n',
      `GET /v1/me/timecards/${'x'.repeat(17_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
    ]);
    const responses = received.split(/(?=HTTP\/1\.1 )/);
    expect(responses.map((r) => r.slice(0, 12))).toEqual(['HTTP/1.1 401', 'HTTP/1.1 431']);
    const last = responses[1]!;
    const body = last.slice(last.indexOf('\r\n\r\n') + 4);
    const problems = envelopeProblems('/v1/me/timecards/x', {
      status: 431,
      headers: { 'content-type': 'application/json' },
      text: body,
    });
    expect(problems).toEqual([]);
  });

  it.each([
    ['no token (401)', undefined, '/v1/me/employees'],
    ['an unknown path (404)', 'valid', '/v1/me/no-such-collection'],
  ])(
    'serves the next request on a keep-alive connection after a 500 kB POST with %s',
    async (_, auth, path) => {
      const agent = keepAliveAgent(1);
      const failures: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (auth) headers.authorization = `Bearer ${token}`;
        const big = Buffer.from(JSON.stringify({ first_name: 'x'.repeat(500_000) }));
        const rejected = await send(
          server.url,
          { method: 'POST', path, headers, body: big },
          agent,
        );
        if (!rejected.ok) failures.push(`POST ${i}: ${rejected.error}`);
        const next = await send(
          server.url,
          {
            method: 'GET',
            path: '/v2/merchants/me',
            headers: { authorization: `Bearer ${token}` },
          },
          agent,
        );
        if (!next.ok) failures.push(`GET after POST ${i}: ${next.error}`);
        else if (next.response.status !== 200)
          failures.push(`GET after POST ${i}: ${next.response.status}`);
      }
      agent.destroy();
      expect(failures).toEqual([]);
    },
  );
});
