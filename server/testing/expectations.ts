/**
 * Assertions shared by the API integration tests: the two error envelopes, the v1 `Link` paging
 * header, matchers for server-issued values, parallel requests, and a v1 employee factory.
 */
import { expect } from 'vitest';
import type { V1EmployeeT } from '@contract/employees';
import { api, type ApiResponse, type RequestHeaders } from './harness';

export type Client = ReturnType<typeof api>;

interface V1ErrorBody {
  type: string;
  message: string;
}

interface V2ErrorBody {
  errors: { category: string; code: string; detail: string; field?: string }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The status, with the body in the failure message so a wrong status explains itself. */
export function expectStatus(res: ApiResponse, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
}

export function expectJsonContentType(res: ApiResponse) {
  expect(res.headers.get('content-type')).toMatch(/^application\/json(;|$)/);
}

/**
 * A v1 error: exactly `{type, message}`, the message starting with `messageStart` (or, with
 * `exact`, being exactly it).
 */
export function expectV1Error(
  res: ApiResponse,
  status: number,
  type: string,
  messageStart: string,
  { exact = false }: { exact?: boolean } = {},
) {
  expectStatus(res, status);
  expectJsonContentType(res);
  const body = res.body as V1ErrorBody;
  expect(Object.keys(body).sort()).toEqual(['message', 'type']);
  expect(body.type).toBe(type);
  if (exact) expect(body.message).toBe(messageStart);
  else expect(body.message).toMatch(new RegExp(`^${escapeRegExp(messageStart)}`));
}

/** A 400 naming `field`: the message starts with the field name and then states `rule`. */
export function expectV1FieldError(res: ApiResponse, field: string, rule = '') {
  const type =
    rule === 'is required' ? 'bad_request.missing_parameter' : 'bad_request.invalid_parameter';
  expectV1Error(res, 400, type, `${field} ${rule}`);
}

export interface V2ExpectedError {
  category: string;
  code: string;
  field?: string;
  detailStart?: string;
}

/** A v2 error: exactly one `{category, code, detail, field?}` in `errors`. */
export function expectV2Error(res: ApiResponse, status: number, expected: V2ExpectedError) {
  expectStatus(res, status);
  expectJsonContentType(res);
  const body = res.body as V2ErrorBody;
  const [first] = body.errors;
  expect(body).toEqual({
    errors: [
      {
        category: expected.category,
        code: expected.code,
        detail: first?.detail,
        ...(expected.field ? { field: expected.field } : {}),
      },
    ],
  });
  expect(typeof first?.detail).toBe('string');
  const start = expected.detailStart ?? (expected.field ? `${expected.field} ` : '');
  expect(first?.detail).toMatch(new RegExp(`^${escapeRegExp(start)}`));
}

const LINK = /^<([^<>\s]+)>;rel='next'$/;

/**
 * The URL of the next page from a v1 `Link` header (relative unless PUBLIC_URL is configured);
 * undefined when there is none.
 */
export function nextPageUrl(res: ApiResponse): string | undefined {
  const header = res.headers.get('link');
  if (header === null) return undefined;
  const match = LINK.exec(header);
  expect(match, `Link header: ${header}`).not.toBeNull();
  return match?.[1];
}

export function batchTokenOf(url: string): string {
  const token = new URL(url, 'http://link.invalid').searchParams.get('batch_token');
  expect(token).toBeTruthy();
  return token ?? '';
}

/** Follows `Link` headers from `path` to the last page, calling each URL exactly as given. */
export async function collectV1Pages<T>(client: Client, path: string) {
  const pages: T[][] = [];
  const urls: string[] = [];
  let res = await client.get<T[]>(path);
  for (;;) {
    expectStatus(res, 200);
    expect(Array.isArray(res.body)).toBe(true);
    pages.push(res.body);
    const next = nextPageUrl(res);
    if (!next) break;
    expect(urls.length, 'too many pages').toBeLessThan(100);
    urls.push(next);
    res = await client.get<T[]>(next);
  }
  return { pages, urls, items: pages.flat() };
}

/**
 * `api()` for absolute URLs too (the Link header carries one): a path is resolved against the
 * server, a full URL is used as is.
 */
export function clientFor(serverUrl: string, token?: string): Client {
  const relative = api({ url: serverUrl }, token);
  const absolute = api({ url: '' }, token);
  const pick = (path: string) => (/^https?:\/\//.test(path) ? absolute : relative);
  return {
    get: <T>(path: string, headers?: RequestHeaders) => pick(path).get<T>(path, headers),
    post: <T>(path: string, body?: unknown, headers?: RequestHeaders) =>
      pick(path).post<T>(path, body, headers),
    put: <T>(path: string, body?: unknown, headers?: RequestHeaders) =>
      pick(path).put<T>(path, body, headers),
    del: <T>(path: string, headers?: RequestHeaders) => pick(path).del<T>(path, headers),
    raw: <T>(path: string, init?: RequestInit) => pick(path).raw<T>(path, init),
  };
}

/** Creates an employee through the API (first and last name filled in unless given). */
export async function createEmployee(
  client: Client,
  body: Record<string, unknown> = {},
): Promise<V1EmployeeT> {
  const res = await client.post<V1EmployeeT>('/v1/me/employees', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    ...body,
  });
  expectStatus(res, 200);
  return res.body;
}

let employeeCount = 0;

/** Creates an employee with a name of its own through the API; returns its id. */
export async function newEmployeeId(client: Client): Promise<string> {
  employeeCount += 1;
  const employee = await createEmployee(client, {
    first_name: 'Shay',
    last_name: `Worker ${employeeCount}`,
  });
  return employee.id;
}

/** Matches any server-issued id or timestamp. */
export const anyString: unknown = expect.any(String);

/** Matches an instant in the stored form (UTC, milliseconds). */
export const storedInstant: unknown = expect.stringMatching(
  /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
);

/** Sends `count` requests at once and returns the responses in the order sent. */
export const inParallel = <T>(count: number, send: (i: number) => Promise<ApiResponse<T>>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i)));

/** No reply is a 5xx. */
export function expectNo5xx(responses: readonly ApiResponse[]) {
  for (const r of responses) {
    expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
  }
}

/** Resolves after `ms`, so consecutive writes get distinct millisecond timestamps. */
export const pause = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
