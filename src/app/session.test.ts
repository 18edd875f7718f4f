import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meKeys } from '@/api/me';
import { currentPerson, safeRedirectPath } from './session';

function reply(status: number, body: unknown) {
  return vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
}

describe('currentPerson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the person /app/me describes, asked with the cookie and no token', async () => {
    const fetch = reply(200, {
      id: 'u1',
      name: 'Maria Lopez',
      email: 'maria@example.com',
      isOwner: false,
      permissions: ['staff.read', 'refunds.write', 'not-a-permission'],
      refundLimit: 5000,
      twoFactorEnabled: false,
    });
    vi.stubGlobal('fetch', fetch);
    const me = await currentPerson(new QueryClient());
    expect(me?.name).toBe('Maria Lopez');
    expect([...(me?.permissions ?? [])]).toEqual(['staff.read', 'refunds.write']);
    expect(me?.refundLimit).toBe(5000);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/app\/me$/);
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('is null without a session (401), and remembers nothing', async () => {
    vi.stubGlobal('fetch', reply(401, { errors: [{ code: 'UNAUTHORIZED', detail: 'Sign in' }] }));
    const queryClient = new QueryClient();
    expect(await currentPerson(queryClient)).toBeNull();
    expect(queryClient.getQueryData(meKeys.all)).toBeUndefined();
  });

  it('throws other failures, so the page can say the service is unreachable', async () => {
    vi.stubGlobal('fetch', reply(503, {}));
    await expect(currentPerson(new QueryClient())).rejects.toMatchObject({ status: 503 });
  });

  it('gives the owner every permission whatever the list says', async () => {
    vi.stubGlobal(
      'fetch',
      reply(200, { id: 'o', name: 'Owner', email: 'o@x', isOwner: true, permissions: [] }),
    );
    const me = await currentPerson(new QueryClient());
    expect(me?.permissions.has('refunds.write')).toBe(true);
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/staff/roles?x=1', '/staff/roles?x=1'],
    [undefined, undefined],
    ['https://evil.example', undefined],
    ['//evil.example/path', undefined],
    ['/\\evil.example', undefined],
    ['staff', undefined],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
