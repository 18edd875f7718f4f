/**
 * Failed sign-ins with email and password, on the engine under test (counters in memory on
 * SQLite, in the shared table on PostgreSQL): one answer for an unknown email and a wrong
 * password; per account, the failure after the limit is 429 with Retry-After and the account
 * stays blocked for the window, even for the right password, from any address; per address, the
 * same across accounts; a success clears the account's count. Addresses come from
 * X-Forwarded-For (TRUST_PROXY=1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { signInAs } from '../testing/sessions';

let server: TestServer;
let origin: string;

const ACCOUNT_LIMIT = 3;
const ADDRESS_LIMIT = 5;

beforeAll(async () => {
  server = await startTestServer({
    config: {
      trustProxy: 1,
      signInFailureLimitPerAccount: ACCOUNT_LIMIT,
      signInFailureLimitPerAddress: ADDRESS_LIMIT,
      signInFailureWindowSeconds: 600,
    },
  });
  origin = new URL(server.url).origin;
});
afterAll(async () => {
  await server.close();
});

async function signIn(email: string, password: string, address: string) {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    cookie: res.headers.get('set-cookie'),
    body: (await res.json()) as { code: string; message: string },
  };
}

describe('failed sign-ins', () => {
  it('answer an unknown email and a wrong password alike', async () => {
    const person = await signInAs(server, server.db, server.merchantId, { owner: true });
    const wrong = await signIn(person.email, 'not-the-password', '198.51.100.1');
    const unknown = await signIn('nobody@example.test', 'not-the-password', '198.51.100.1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe('That email and password do not match a Ledgerline sign-in.');
  });

  it('block an account after its limit, from every address, even with the right password', async () => {
    const person = await signInAs(server, server.db, server.merchantId, { owner: true });
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      // A different address each time: the account's count, not the address's.
      expect((await signIn(person.email, 'wrong-password', `198.51.100.${10 + i}`)).status).toBe(
        401,
      );
    }
    const over = await signIn(person.email, 'wrong-password', '198.51.100.20');
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(over.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(over.body.message).toMatch(/^Too many failed sign-ins: try again in \d+ minutes/);
    const right = await signIn(person.email, person.password, '198.51.100.21');
    expect(right.status).toBe(429);
    expect(right.cookie).toBeNull();
    // Someone else signs in from the same addresses.
    const other = await signInAs(server, server.db, server.merchantId, { owner: true });
    expect((await signIn(other.email, other.password, '198.51.100.20')).status).toBe(200);
  });

  it('block an address after its limit, across accounts', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      expect((await signIn(`stuffing-${i}@example.test`, 'guess-123456', address)).status).toBe(
        401,
      );
    }
    const over = await signIn('stuffing-x@example.test', 'guess-123456', address);
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    const person = await signInAs(server, server.db, server.merchantId, { owner: true });
    expect((await signIn(person.email, person.password, address)).status).toBe(429);
    expect((await signIn(person.email, person.password, '203.0.113.8')).status).toBe(200);
  });

  it("a successful sign-in clears the account's count", async () => {
    const person = await signInAs(server, server.db, server.merchantId, { owner: true });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < ACCOUNT_LIMIT; i++) {
        expect(
          (await signIn(person.email, 'wrong-password', `192.0.2.${round * 10 + i}`)).status,
        ).toBe(401);
      }
      expect(
        (await signIn(person.email, person.password, `192.0.2.${round * 10 + 5}`)).status,
      ).toBe(200);
    }
  });

  it('a sign-in from another origin, or with none, is refused before any password is checked', async () => {
    const person = await signInAs(server, server.db, server.merchantId, { owner: true });
    for (const headers of [{}, { origin: 'https://evil.example' }] as Record<string, string>[]) {
      const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: person.email, password: person.password }),
      });
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(((await res.json()) as { code: string }).code).toBe('CROSS_SITE_REQUEST');
    }
  });
});
