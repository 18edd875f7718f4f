import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreakTypeT } from '@contract/break-types';
import type { ShiftT } from '@contract/shifts';
import {
  clientFor,
  expectStatus,
  expectV2Error,
  anyString,
  newEmployeeId,
  type Client,
} from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import {
  BREAK_TYPES,
  LIMIT_DETAIL,
  SHIFTS,
  breakBody,
  breakTypeBody,
  createBreakType,
  createShift,
  cursorOf,
  expectRejected,
  laborSnapshot,
  shiftBody,
  tampered,
} from '../../testing/labor';

interface ListBody {
  break_types: BreakTypeT[];
  cursor?: string;
}

let server: TestServer;
let client: Client;
/** Locations of the main merchant; each test that creates break types uses its own. */
let spare: string[];
/** A break type of the other merchant. */
let theirs: BreakTypeT;

const list = (query = '') => client.get<ListBody>(`${BREAK_TYPES}${query}`);

/** A fresh location of the main merchant, so per-location limits start at 0. */
function newLocation(): string {
  const [taken] = spare.splice(0, 1);
  if (!taken) throw new Error('out of test locations');
  return taken;
}

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  const now = new Date().toISOString();
  spare = Array.from({ length: 16 }, (_, i) => `loc-bt-${i}-${server.merchantId.slice(0, 8)}`);
  await server.db
    .insertInto('locations')
    .values(
      spare.map((id, i) => ({
        id,
        merchant_id: server.merchantId,
        name: `Break test ${i}`,
        timezone: 'America/Chicago',
        address_line_1: null,
        locality: null,
        administrative_district_level_1: null,
        postal_code: null,
        country: 'US',
        currency: 'USD',
        status: 'ACTIVE',
        created_at: now,
      })),
    )
    .execute();
  const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
  theirs = await createBreakType(other, server.other.locationIds[0]!, { break_name: 'Theirs' });
});

afterAll(async () => {
  await server?.close();
});

describe(`break types (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  describe('CreateBreakType', () => {
    it('creates one and answers { break_type } with the canonical duration and version 1', async () => {
      const location = newLocation();
      const res = await client.post<{ break_type: BreakTypeT }>(BREAK_TYPES, {
        break_type: breakTypeBody(location, {
          break_name: '  Meal  ',
          expected_duration: 'PT90M',
          is_paid: true,
          // Read-only fields sent along are ignored.
          id: 'mine',
          created_at: '2020-01-01T00:00:00Z',
        }),
      });
      expectStatus(res, 200);
      const created = res.body.break_type;
      expect(res.body).toEqual({
        break_type: {
          id: anyString,
          location_id: location,
          break_name: 'Meal',
          expected_duration: 'PT1H30M',
          is_paid: true,
          version: 1,
          created_at: anyString,
          updated_at: created.created_at,
        },
      });
      expect(created.id).not.toBe('mine');
      expect((await client.get(`${BREAK_TYPES}/${created.id}`)).body).toEqual(res.body);
    });

    it.each(['location_id', 'break_name', 'expected_duration', 'is_paid'])(
      'rejects a break type without %s, naming it, and writes nothing',
      async (field) => {
        const body: Record<string, unknown> = breakTypeBody(server.locationIds[0]!);
        delete body[field];
        await expectRejected(server, () => client.post(BREAK_TYPES, { break_type: body }), 400, {
          code: 'MISSING_REQUIRED_PARAMETER',
          field: `break_type.${field}`,
          detailStart: `break_type.${field} is required`,
        });
      },
    );

    it('rejects a body without break_type', async () => {
      await expectRejected(server, () => client.post(BREAK_TYPES, {}), 400, {
        code: 'MISSING_REQUIRED_PARAMETER',
        field: 'break_type',
      });
    });

    it.each([
      ['is_paid', 'yes', 'EXPECTED_BOOLEAN', 'break_type.is_paid must be true or false'],
      [
        'expected_duration',
        '30 minutes',
        'INVALID_VALUE',
        'break_type.expected_duration must be an ISO 8601 duration such as PT30M',
      ],
      ['break_name', '   ', 'VALUE_TOO_SHORT', 'break_type.break_name must not be empty'],
      ['break_name', 'x'.repeat(256), 'VALUE_TOO_LONG', 'break_type.break_name must be at most'],
      ['location_id', 7, 'EXPECTED_STRING', 'break_type.location_id must be a string'],
    ])('rejects a bad %s (case %#)', async (field, value, code, detailStart) => {
      await expectRejected(
        server,
        () =>
          client.post(BREAK_TYPES, {
            break_type: breakTypeBody(server.locationIds[0]!, { [field]: value }),
          }),
        400,
        { code, field: `break_type.${field}`, detailStart },
      );
    });

    it("rejects a location that is not the merchant's, naming location_id", async () => {
      for (const location of ['no-such-location', server.other.locationIds[0]!]) {
        await expectRejected(
          server,
          () => client.post(BREAK_TYPES, { break_type: breakTypeBody(location) }),
          400,
          {
            code: 'INVALID_VALUE',
            field: 'break_type.location_id',
            detailStart: `break_type.location_id refers to a location that does not exist: ${location}`,
          },
        );
      }
    });

    it('allows 3 per location; the 4th is INVALID_REQUEST_ERROR "Exceeded limit of 3 breaks per location."', async () => {
      const location = newLocation();
      for (const name of ['Lunch', 'Rest', 'Dinner']) {
        await createBreakType(client, location, { break_name: name });
      }
      const res = await expectRejected(
        server,
        () => client.post(BREAK_TYPES, { break_type: breakTypeBody(location) }),
        400,
        { code: 'BAD_REQUEST', detailStart: LIMIT_DETAIL },
      );
      expect(res.body).toEqual({
        errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'BAD_REQUEST', detail: LIMIT_DETAIL }],
      });
      expect((await list(`?location_id=${location}`)).body.break_types).toHaveLength(3);
      // Other locations are not affected.
      await createBreakType(client, newLocation());
    });

    it('replays the first answer for the same idempotency_key and body; another body is rejected', async () => {
      const location = newLocation();
      const body = {
        idempotency_key: 'bt-key-1',
        break_type: breakTypeBody(location, { expected_duration: 'PT30M' }),
      };
      const first = await client.post<{ break_type: BreakTypeT }>(BREAK_TYPES, body);
      expectStatus(first, 200);
      // The same request again, with an equivalent duration spelling.
      const again = await client.post(BREAK_TYPES, {
        ...body,
        break_type: { ...body.break_type, expected_duration: 'PT1800S' },
      });
      expect({ status: again.status, body: again.body }).toEqual({
        status: 200,
        body: first.body,
      });
      expect((await list(`?location_id=${location}`)).body.break_types).toHaveLength(1);
      await expectRejected(
        server,
        () =>
          client.post(BREAK_TYPES, {
            ...body,
            break_type: { ...body.break_type, break_name: 'Other' },
          }),
        400,
        {
          code: 'IDEMPOTENCY_KEY_REUSED',
          field: 'idempotency_key',
          detailStart: 'idempotency_key was already used for a different request',
        },
      );
      // The key is the merchant's: another merchant may use the same one.
      const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
      const theirs = await other.post<{ break_type: BreakTypeT }>(BREAK_TYPES, {
        ...body,
        break_type: breakTypeBody(server.other.locationIds[0]!),
      });
      expectStatus(theirs, 200);
      expect(theirs.body.break_type.id).not.toBe(first.body.break_type.id);
    });

    it('rejects an empty or over-long idempotency_key', async () => {
      const break_type = breakTypeBody(server.locationIds[0]!);
      await expectRejected(
        server,
        () => client.post(BREAK_TYPES, { idempotency_key: '', break_type }),
        400,
        { code: 'VALUE_TOO_SHORT', field: 'idempotency_key' },
      );
      await expectRejected(
        server,
        () => client.post(BREAK_TYPES, { idempotency_key: 'k'.repeat(129), break_type }),
        400,
        { code: 'VALUE_TOO_LONG', field: 'idempotency_key' },
      );
    });
  });

  describe('ListBreakTypes and GetBreakType', () => {
    let location: string;
    let created: BreakTypeT[];

    beforeAll(async () => {
      location = newLocation();
      created = [];
      for (const name of ['A', 'B', 'C']) {
        created.push(await createBreakType(client, location, { break_name: name }));
      }
    });

    it('lists by created_at, filters by location_id, and pages with a signed cursor', async () => {
      const filtered = await list(`?location_id=${location}`);
      expectStatus(filtered, 200);
      expect(filtered.body).toEqual({ break_types: created });
      const all = await list();
      expect(all.body.break_types.length).toBeGreaterThanOrEqual(3);
      expect(all.body.cursor).toBeUndefined();
      const stamps = all.body.break_types.map((t) => `${t.created_at}/${t.id}`);
      expect(stamps).toEqual([...stamps].sort());
      expect((await list('?location_id=nowhere')).body).toEqual({ break_types: [] });

      const first = await list(`?location_id=${location}&limit=2`);
      expect(first.body.break_types).toEqual(created.slice(0, 2));
      const cursor = cursorOf(first)!;
      expect(cursor).toEqual(expect.any(String));
      const second = await list(
        `?location_id=${location}&limit=2&cursor=${encodeURIComponent(cursor)}`,
      );
      expect(second.body).toEqual({ break_types: created.slice(2) });
      // The page size may change between pages.
      const wider = await list(
        `?location_id=${location}&limit=200&cursor=${encodeURIComponent(cursor)}`,
      );
      expect(wider.body).toEqual({ break_types: created.slice(2) });

      for (const query of [
        `?location_id=${location}&cursor=${encodeURIComponent(tampered(cursor))}`,
        `?cursor=${encodeURIComponent(cursor)}`,
        `?location_id=${server.locationIds[0]}&cursor=${encodeURIComponent(cursor)}`,
      ]) {
        expectV2Error(await list(query), 400, {
          category: 'INVALID_REQUEST_ERROR',
          code: 'INVALID_CURSOR',
          field: 'cursor',
        });
      }
      // Another merchant cannot continue this merchant's list.
      const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
      expectV2Error(
        await other.get(`${BREAK_TYPES}?location_id=${location}&cursor=${cursor}`),
        400,
        { category: 'INVALID_REQUEST_ERROR', code: 'INVALID_CURSOR', field: 'cursor' },
      );
    });

    it.each([
      ['0', 'VALUE_TOO_LOW', 'limit must be at least 1'],
      ['201', 'VALUE_TOO_HIGH', 'limit must be at most 200'],
      ['ten', 'INVALID_VALUE', 'limit must be a whole number from 1 to 200'],
    ])('rejects limit=%s', async (limit, code, detailStart) => {
      expectV2Error(await list(`?limit=${limit}`), 400, {
        category: 'INVALID_REQUEST_ERROR',
        code,
        field: 'limit',
        detailStart,
      });
    });

    it("gets one; unknown ids and other merchants' ids are 404", async () => {
      const res = await client.get(`${BREAK_TYPES}/${created[1]!.id}`);
      expect(res.body).toEqual({ break_type: created[1] });
      for (const id of ['no-such-id', theirs.id]) {
        expectV2Error(await client.get(`${BREAK_TYPES}/${id}`), 404, {
          category: 'INVALID_REQUEST_ERROR',
          code: 'NOT_FOUND',
          detailStart: `Break type ${id} was not found`,
        });
      }
      expect((await list()).body.break_types.map((t) => t.id)).not.toContain(theirs.id);
    });
  });

  describe('UpdateBreakType', () => {
    it('replaces the fields and increments version; a stale version is 409 CONFLICT', async () => {
      const location = newLocation();
      const original = await createBreakType(client, location);
      const path = `${BREAK_TYPES}/${original.id}`;
      const res = await client.put<{ break_type: BreakTypeT }>(path, {
        break_type: breakTypeBody(location, {
          break_name: 'Long lunch',
          expected_duration: 'PT1H',
          is_paid: true,
          version: 1,
        }),
      });
      expectStatus(res, 200);
      const updated = res.body.break_type;
      expect(updated).toEqual({
        ...original,
        break_name: 'Long lunch',
        expected_duration: 'PT1H',
        is_paid: true,
        version: 2,
        updated_at: anyString,
      });
      expect(updated.updated_at >= original.updated_at).toBe(true);
      await expectRejected(
        server,
        () => client.put(path, { break_type: breakTypeBody(location, { version: 1 }) }),
        409,
        {
          code: 'CONFLICT',
          field: 'break_type.version',
          detailStart: 'break_type.version is 1, but the break type is at version 2',
        },
      );
      // Without a version the write is blind.
      const blind = await client.put<{ break_type: BreakTypeT }>(path, {
        break_type: breakTypeBody(location, { break_name: 'Blind' }),
      });
      expect(blind.body.break_type).toMatchObject({ break_name: 'Blind', version: 3 });
      expect((await client.get(path)).body).toEqual(blind.body);
    });

    it('moves a break type to another location only while that one has room', async () => {
      const [full, roomy] = [newLocation(), newLocation()];
      for (const name of ['A', 'B', 'C']) await createBreakType(client, full, { break_name: name });
      const mover = await createBreakType(client, roomy);
      await expectRejected(
        server,
        () => client.put(`${BREAK_TYPES}/${mover.id}`, { break_type: breakTypeBody(full) }),
        400,
        { code: 'BAD_REQUEST', detailStart: LIMIT_DETAIL },
      );
      // Staying at a full location is fine.
      const [stay] = (await list(`?location_id=${full}`)).body.break_types;
      const res = await client.put(`${BREAK_TYPES}/${stay!.id}`, {
        break_type: breakTypeBody(full, { break_name: 'Renamed' }),
      });
      expectStatus(res, 200);
    });

    it('needs all four fields, names the missing one, and 404s unknown or foreign ids', async () => {
      const location = newLocation();
      const bt = await createBreakType(client, location);
      await expectRejected(
        server,
        () =>
          client.put(`${BREAK_TYPES}/${bt.id}`, {
            break_type: { location_id: location, break_name: 'x', is_paid: true },
          }),
        400,
        { code: 'MISSING_REQUIRED_PARAMETER', field: 'break_type.expected_duration' },
      );
      for (const id of ['nope', theirs.id]) {
        await expectRejected(
          server,
          () => client.put(`${BREAK_TYPES}/${id}`, { break_type: breakTypeBody(location) }),
          404,
          { code: 'NOT_FOUND', detailStart: `Break type ${id} was not found` },
        );
      }
    });
  });

  describe('DeleteBreakType', () => {
    it('deletes it while shifts use it; their breaks keep the copy', async () => {
      const location = server.locationIds[0]!;
      const bt = await createBreakType(client, newLocation(), {
        break_name: 'Siesta',
        expected_duration: 'PT20M',
        is_paid: true,
      });
      const employee = await newEmployeeId(client);
      const shift = await createShift(
        client,
        shiftBody(employee, location, 1, 9, { breaks: [breakBody(bt, 3, 3.25)] }),
      );
      const res = await client.del(`${BREAK_TYPES}/${bt.id}`);
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: {} });
      expectV2Error(await client.get(`${BREAK_TYPES}/${bt.id}`), 404, {
        category: 'INVALID_REQUEST_ERROR',
        code: 'NOT_FOUND',
      });
      const kept = await client.get<{ shift: ShiftT }>(`${SHIFTS}/${shift.id}`);
      expect(kept.body.shift.breaks).toEqual([
        {
          id: shift.breaks[0]!.id,
          start_at: shift.breaks[0]!.start_at,
          end_at: shift.breaks[0]!.end_at,
          break_type_id: bt.id,
          name: 'Siesta',
          expected_duration: 'PT20M',
          is_paid: true,
        },
      ]);
      // Deleting it again: it is gone.
      const before = await laborSnapshot(server);
      expectV2Error(await client.del(`${BREAK_TYPES}/${bt.id}`), 404, {
        category: 'INVALID_REQUEST_ERROR',
        code: 'NOT_FOUND',
      });
      expect(await laborSnapshot(server)).toEqual(before);
    });

    it("404s another merchant's break type and leaves it", async () => {
      const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
      await expectRejected(server, () => client.del(`${BREAK_TYPES}/${theirs.id}`), 404, {
        code: 'NOT_FOUND',
      });
      expectStatus(await other.get(`${BREAK_TYPES}/${theirs.id}`), 200);
    });
  });
});
