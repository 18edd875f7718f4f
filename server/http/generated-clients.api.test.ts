/**
 * Query strings exactly as Square's 2019 generated SDKs write them (their ApiClient code, see
 * docs/decisions/2026-11-25-query-parameters.md): Python and .NET write booleans as `True`/`False`,
 * PHP as `1`/`0` and a DateTime with a `+0000` offset, Java leaves a `+` unencoded (a space once
 * decoded). What no client writes (no offset, an empty value, `10.0`) is still refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import {
  clientFor,
  createEmployee,
  expectStatus,
  expectV1FieldError,
  type Client,
} from '../testing/expectations';

let server: TestServer;
let client: Client;
let deletedId: string;
let validId: string;

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: { type?: string };
}
type OpenApiDocument = {
  paths: Record<string, Record<string, { operationId: string; parameters?: OpenApiParameter[] }>>;
};

const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  const employee = await createEmployee(client);
  const timecard = async (hoursAgo: number) => {
    const res = await client.post<{ id: string }>('/v1/me/timecards', {
      employee_id: employee.id,
      clockin_time: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
      clockout_time: new Date(Date.now() - (hoursAgo - 1) * HOUR).toISOString(),
    });
    expectStatus(res, 200);
    return res.body.id;
  };
  deletedId = await timecard(30);
  validId = await timecard(10);
  expectStatus(await client.del(`/v1/me/timecards/${deletedId}`), 200);
});

afterAll(async () => {
  await server?.close();
});

const ids = (res: { body: unknown }) => (res.body as { id: string }[]).map((t) => t.id).sort();

describe('boolean query parameters', () => {
  it('every boolean query parameter of the OpenAPI document takes True, FALSE, true, 1 and 0', async () => {
    const doc = (await client.get<OpenApiDocument>('/openapi.json')).body;
    const booleans = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) =>
        (op.parameters ?? [])
          .filter((p) => p.in === 'query' && p.schema?.type === 'boolean')
          .map((p) => ({ path, method, name: p.name, operation: op.operationId })),
      ),
    );
    // The two of the reference (v1 listTimecards, v1 listPayments); a new one is checked too.
    expect(booleans.map((b) => `${b.operation}.${b.name}`)).toEqual(
      expect.arrayContaining(['ListTimecards.deleted', 'V1ListPayments.include_partial']),
    );
    for (const b of booleans) {
      expect(b.method).toBe('get');
      const path = b.path.replace('{location_id}', server.locationIds[0]!);
      expect(path, `${b.operation} has path parameters this test cannot fill`).not.toMatch(/\{/);
      for (const value of ['True', 'False', 'TRUE', 'FALSE', 'true', 'false', '1', '0']) {
        const res = await client.get(`${path}?${b.name}=${value}`);
        expect({ operation: b.operation, value, status: res.status }).toEqual({
          operation: b.operation,
          value,
          status: 200,
        });
      }
      for (const value of ['yes', 'tru', '2', '', 'True%20']) {
        expectV1FieldError(await client.get(`${path}?${b.name}=${value}`), b.name);
      }
    }
  });

  it('deleted=True (Python, .NET) and deleted=1 (PHP) list only deleted timecards', async () => {
    for (const value of ['True', 'true', '1', 'TRUE']) {
      const res = await client.get(`/v1/me/timecards?deleted=${value}`);
      expectStatus(res, 200);
      expect(ids(res)).toEqual([deletedId]);
    }
    for (const value of ['False', 'false', '0']) {
      const res = await client.get(`/v1/me/timecards?deleted=${value}`);
      expectStatus(res, 200);
      expect(ids(res)).toEqual([validId]);
    }
  });

  it('include_partial=True (Python) is read as true', async () => {
    const location = server.locationIds[0]!;
    for (const value of ['True', 'False', '1', '0']) {
      expectStatus(await client.get(`/v1/${location}/payments?include_partial=${value}`), 200);
    }
  });
});

describe('times in query strings', () => {
  const clockins = (query: string) => client.get(`/v1/me/timecards?${query}`);
  const before = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
  // The deleted timecard clocked in 30 h ago, the valid one 10 h ago: a begin 20 h ago finds
  // only the valid one, whatever spelling of that instant the client sends.
  const begin = before(20);
  const iso = begin.toISOString();
  const seconds = iso.slice(0, 19);
  const minutes = iso.slice(0, 16);

  it.each([
    ['JavaScript toISOString()', iso],
    ['Python isoformat() with microseconds', `${seconds}.${iso.slice(20, 23)}000+00:00`],
    ['Ruby/PHP DateTime::ATOM', `${seconds}+00:00`],
    ['.NET ToString("o")', `${seconds}.${iso.slice(20, 23)}0000Z`],
    ['Java Instant with nanoseconds', `${seconds}.${iso.slice(20, 23)}000000Z`],
    ['PHP DateTime::ISO8601 (the PHP SDK serializer)', `${seconds}+0000`],
    ['an offset other than UTC', shifted(begin, -5 * 60) + '-05:00'],
  ])('%s: %s', async (_client, value) => {
    const res = await clockins(`begin_clockin_time=${encodeURIComponent(value)}`);
    expectStatus(res, 200);
    expect(ids(res)).toEqual([validId]);
  });

  it('a + left unencoded (Java SDK through Jersey) arrives as a space and is read as +', async () => {
    const res = await clockins(`begin_clockin_time=${seconds}+00:00`);
    expectStatus(res, 200);
    expect(ids(res)).toEqual([validId]);
    const basic = await clockins(`begin_clockin_time=${seconds}+0000`);
    expect(ids(basic)).toEqual([validId]);
  });

  it("without seconds (Java OffsetDateTime.toString()) it is the minute's start", async () => {
    const res = await clockins(`begin_clockin_time=${encodeURIComponent(`${minutes}Z`)}`);
    expectStatus(res, 200);
    expect(ids(res)).toEqual([validId]);
  });

  it.each([
    ['no offset: the instant is unknown (Python naive isoformat, .NET Unspecified)', seconds],
    ['a date only', iso.slice(0, 10)],
    ['an empty value (no client sends one; they leave the parameter out)', ''],
    ['a space but no offset digits', `${seconds} `],
    ['an hour-only offset', `${seconds}+00`],
  ])('refuses %s', async (_what, value) => {
    expectV1FieldError(
      await clockins(`begin_clockin_time=${encodeURIComponent(value)}`),
      'begin_clockin_time',
    );
  });

  it('v2 lists take the same spellings (listPayments begin_time)', async () => {
    for (const value of [`${seconds}+0000`, `${minutes}Z`, `${seconds}.0000000Z`]) {
      const res = await client.get(`/v2/payments?begin_time=${encodeURIComponent(value)}`);
      expectStatus(res, 200);
    }
    const spaced = await client.get(`/v2/payments?begin_time=${seconds}+00:00`);
    expectStatus(spaced, 200);
  });
});

describe('numbers and enums as generated clients write them', () => {
  it('limit is written as a whole number by every SDK (str(int), String.valueOf, ToString)', async () => {
    expectStatus(await client.get('/v1/me/timecards?limit=10'), 200);
    expectStatus(await client.get('/v2/payments?total=100'), 200);
  });

  it('refuses what no client writes: a fraction, an exponent, an empty limit', async () => {
    for (const value of ['10.0', '1e1', '']) {
      expectV1FieldError(await client.get(`/v1/me/timecards?limit=${value}`), 'limit');
    }
  });

  it('enums pass through every SDK as the caller typed them, so only the reference spelling is taken', async () => {
    expectStatus(await client.get('/v1/me/timecards?order=DESC'), 200);
    expectV1FieldError(await client.get('/v1/me/timecards?order=desc'), 'order');
  });
});

/** `date` as the wall clock `offsetMinutes` from UTC shows it, without an offset. */
function shifted(date: Date, offsetMinutes: number): string {
  return new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 23);
}
