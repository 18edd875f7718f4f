/**
 * Every operation of the service, called by signed-in people (session cookies), on the engine
 * under test: a person whose permission set lacks what the operation needs gets 403 in the
 * envelope of its path (v1 `{type, message}`, v2 `{errors}`), naming the permission in a manager's
 * words, and nothing in the database changes; a person with exactly what it needs and the owner
 * get past the check. The operations and what each needs are read from the service's own
 * OpenAPI document (`x-ledgerline-permissions`), so a new operation is covered without a change
 * here; owner-only powers are refused to everyone but the owner, and to tokens.
 */
import {
  ALL_PERMISSIONS,
  OWNER_ONLY,
  PERMISSIONS,
  type OwnerPower,
  type Permission,
} from '@contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeDocument } from '../app';
import { api, startTestServer, type ApiResponse, type TestServer } from '../testing/harness';
import { signInAs, type SignedInPerson } from '../testing/sessions';

interface Op {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  needs: (Permission | OwnerPower)[];
}

const document = backOfficeDocument() as unknown as {
  paths: Record<
    string,
    Record<
      string,
      { 'x-ledgerline-permissions'?: string[]; 'x-ledgerline-sessions-only'?: boolean }
    >
  >;
};
const SESSIONS_ONLY = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, op]) => op['x-ledgerline-sessions-only'] === true)
    .map(([method]) => ({ method: method as Op['method'], path, needs: [] })),
);
const OPERATIONS: Op[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).flatMap(([method, op]) =>
    op['x-ledgerline-permissions'] === undefined
      ? [] // a signed link, not a person (GET /app/exports/payments.csv)
      : [
          {
            method: method as Op['method'],
            path,
            needs: op['x-ledgerline-permissions'] as Op['needs'],
          },
        ],
  ),
);
const GUARDED = OPERATIONS.filter((op) => op.needs.length > 0);
const label = (op: Op) => `${op.method.toUpperCase()} ${op.path}`;

let server: TestServer;
/** People whose set has every permission but one (key: the one left out). */
const lacking = new Map<string, SignedInPerson>();
let owner: SignedInPerson;
let everything: SignedInPerson;

/** The path with made-up ids (the check comes before any lookup or body validation). */
function concrete(path: string): string {
  return path
    .replace('{location_id}', server.locationIds[0]!)
    .replace(/\{[a-z_]+\}/g, '00000000-0000-4000-8000-000000000000');
}

function call(person: SignedInPerson, op: Op): Promise<ApiResponse> {
  const client = api(server, person);
  const path = concrete(op.path);
  if (op.method === 'get') return client.get(path);
  if (op.method === 'delete') return client.del(path);
  return client[op.method](path, {});
}

/** Rows per table: what a refused request must leave as it was. */
async function fingerprint(): Promise<Record<string, number>> {
  const tables = await server.db.introspection.getTables();
  const counts: Record<string, number> = {};
  for (const t of tables) {
    if (t.name.startsWith('kysely_') || t.name === 'auth_throttle') continue;
    const row = await server.db
      .selectFrom(t.name as 'merchants')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[t.name] = Number(row.n);
  }
  return counts;
}

beforeAll(async () => {
  server = await startTestServer();
  const needed = new Set(GUARDED.flatMap((op) => op.needs));
  for (const p of needed) {
    if ((OWNER_ONLY as readonly string[]).includes(p)) continue;
    lacking.set(
      p,
      await signInAs(server, server.db, server.merchantId, {
        permissions: ALL_PERMISSIONS.filter((q) => q !== p),
      }),
    );
  }
  owner = await signInAs(server, server.db, server.merchantId, { owner: true });
  everything = await signInAs(server, server.db, server.merchantId, {
    permissions: ALL_PERMISSIONS,
  });
  // The first request stores the paging secret; done here so the fingerprints compare writes.
  expect((await api(server, owner).get('/app/me')).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe('sessions are held to their permission sets on every operation', () => {
  it('covers the operations of every area', () => {
    const areas = new Set(GUARDED.map((op) => op.path.split('/')[1]));
    expect(areas).toEqual(new Set(['v1', 'v2', 'app']));
    expect(GUARDED.length).toBeGreaterThan(50);
  });

  it.each(GUARDED.map((op) => [label(op), op] as const))(
    '%s: 403 without its permission, nothing written',
    async (_, op) => {
      for (const need of op.needs) {
        const before = await fingerprint();
        const person = (OWNER_ONLY as readonly string[]).includes(need)
          ? everything
          : lacking.get(need)!;
        const res = await call(person, op);
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        const words = (OWNER_ONLY as readonly string[]).includes(need)
          ? 'Only the business owner'
          : PERMISSIONS[need as Permission].label;
        if (op.path.startsWith('/v1/')) {
          expect(Object.keys(res.body as object).sort()).toEqual(['message', 'type']);
          expect(res.body).toMatchObject({ type: 'forbidden' });
          expect((res.body as { message: string }).message).toContain(words);
        } else {
          const errors = (
            res.body as { errors: { category: string; code: string; detail: string }[] }
          ).errors;
          expect(errors[0]).toMatchObject({ category: 'AUTHENTICATION_ERROR', code: 'FORBIDDEN' });
          expect(errors[0]!.detail).toContain(words);
        }
        expect(await fingerprint()).toEqual(before);
      }
    },
  );

  it.each(OPERATIONS.map((op) => [label(op), op] as const))(
    '%s: the owner, and a person with every permission unless owner-only, get past the check',
    async (_, op) => {
      const ownerOnly = op.needs.some((n) => (OWNER_ONLY as readonly string[]).includes(n));
      for (const person of ownerOnly ? [owner] : [owner, everything]) {
        const res = await call(person, op);
        // The body and ids are made up: 400 or 404 is fine, 401 or 403 is not.
        expect([401, 403], `${res.status} ${JSON.stringify(res.body)}`).not.toContain(res.status);
      }
    },
  );

  it.each(SESSIONS_ONLY.map((op) => [label(op), op] as const))(
    '%s: for people only, a token with every scope is refused',
    async (_, op) => {
      const client = api(server, await server.token());
      const path = concrete(op.path);
      const res =
        op.method === 'get'
          ? await client.get(path)
          : op.method === 'delete'
            ? await client.del(path)
            : await client[op.method](path, {});
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).toMatch(/an access token cannot/);
    },
  );
});
