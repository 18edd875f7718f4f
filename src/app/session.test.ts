import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adoptTokenFromUrlFragment,
  clearToken,
  getToken,
  safeRedirectPath,
  setToken,
  verifyToken,
} from './session';

describe('access token storage', () => {
  it('keeps one token in sessionStorage until cleared', () => {
    expect(getToken()).toBeNull();
    setToken('EAAAfirst');
    setToken('EAAAsecond');
    expect(getToken()).toBe('EAAAsecond');
    clearToken();
    expect(getToken()).toBeNull();
  });
});

describe('adoptTokenFromUrlFragment', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('stores the token from #token= and removes it from the URL', () => {
    window.history.replaceState(null, '', '/staff/employees?location=L1#token=EAAAdemo');
    const replaceState = vi.spyOn(window.history, 'replaceState');

    adoptTokenFromUrlFragment();

    expect(getToken()).toBe('EAAAdemo');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/staff/employees?location=L1');
    expect(replaceState).toHaveBeenCalledOnce();
    replaceState.mockRestore();
  });

  it('leaves other fragments and the stored token alone', () => {
    setToken('EAAAkept');
    window.history.replaceState(null, '', '/#section');

    adoptTokenFromUrlFragment();

    expect(getToken()).toBe('EAAAkept');
    expect(window.location.hash).toBe('#section');
  });

  it('strips an empty #token= without storing anything', () => {
    window.history.replaceState(null, '', '/#token=');

    adoptTokenFromUrlFragment();

    expect(getToken()).toBeNull();
    expect(window.location.hash).toBe('');
  });
});

describe('verifyToken', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answerWith = (status: number) => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status })));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };

  it('asks the merchant endpoint with the bearer token', async () => {
    const fetchMock = answerWith(200);
    await expect(verifyToken('EAAAgood')).resolves.toBe('valid');
    const [request] = fetchMock.mock.calls[0] as unknown as [Request];
    expect(new URL(request.url).pathname).toBe('/v2/merchants/me');
    expect(request.headers.get('Authorization')).toBe('Bearer EAAAgood');
  });

  it('reports 401 as an invalid token', async () => {
    answerWith(401);
    await expect(verifyToken('EAAAbad')).resolves.toBe('invalid');
  });

  it('throws ApiRequestError for other answers', async () => {
    answerWith(503);
    await expect(verifyToken('EAAAany')).rejects.toMatchObject({ status: 503 });
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
