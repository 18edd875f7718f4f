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
  HOUR_MS,
  SHIFTS,
  at,
  atIn,
  badRequest,
  breakBody,
  createBreakType,
  createShift,
  expectRejected,
  laborSnapshot,
  shiftBody,
} from '../../testing/labor';

let server: TestServer;
let client: Client;
let ny: string;
let la: string;
let lunch: BreakTypeT;
let rest: BreakTypeT;
/** A break type of the other merchant. */
let foreignType: BreakTypeT;

const inFuture = (hours: number) =>
  new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + hours * HOUR_MS).toISOString();

const post = (shift: Record<string, unknown>, idempotency_key?: string) =>
  client.post<{ shift: ShiftT }>(SHIFTS, {
    ...(idempotency_key === undefined ? {} : { idempotency_key }),
    shift,
  });
const put = (id: string, shift: Record<string, unknown>) =>
  client.put<{ shift: ShiftT }>(`${SHIFTS}/${id}`, { shift });

/** The shift as a client sends it back: what it retrieved, minus nothing (read-only fields are ignored). */
const sendBack = (shift: ShiftT, changes: Record<string, unknown> = {}) => {
  const { status: _status, ...rest } = shift;
  return { ...rest, ...changes };
};

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  [ny = '', la = ''] = server.locationIds;
  await server.db
    .updateTable('locations')
    .set({ timezone: 'America/Los_Angeles' })
    .where('id', '=', la)
    .execute();
  lunch = await createBreakType(client, ny, { break_name: 'Lunch', expected_duration: 'PT30M' });
  rest = await createBreakType(client, ny, {
    break_name: 'Rest',
    expected_duration: 'PT10M',
    is_paid: true,
  });
  const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
  foreignType = await createBreakType(other, server.other.locationIds[0]!);
});

afterAll(async () => {
  await server?.close();
});

describe(`shifts (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  describe('CreateShift', () => {
    it('creates a CLOSED shift with breaks and a wage, in the location time zone', async () => {
      const employee = await newEmployeeId(client);
      const res = await post({
        employee_id: employee,
        location_id: la,
        // Offsets and seconds: stored in UTC to the minute.
        start_at: at(1).replace('.000Z', '-00:00').replace(':00-', ':42-'),
        end_at: at(9),
        wage: { title: 'Barista', hourly_rate: { amount: 1850, currency: 'USD' } },
        breaks: [breakBody(lunch, 4, 4.5), breakBody(rest, 2, 2 + 1 / 6)],
        // Read-only fields are ignored.
        id: 'mine',
        timezone: 'Europe/Paris',
        created_at: at(0),
      });
      expectStatus(res, 200);
      const shift = res.body.shift;
      expect(res.body).toEqual({
        shift: {
          id: anyString,
          employee_id: employee,
          location_id: la,
          timezone: 'America/Los_Angeles',
          start_at: atIn(1, 'America/Los_Angeles'),
          end_at: atIn(9, 'America/Los_Angeles'),
          wage: { title: 'Barista', hourly_rate: { amount: 1850, currency: 'USD' } },
          breaks: [
            {
              id: anyString,
              start_at: atIn(2, 'America/Los_Angeles'),
              end_at: atIn(2 + 1 / 6, 'America/Los_Angeles'),
              break_type_id: rest.id,
              name: 'Rest',
              expected_duration: 'PT10M',
              is_paid: true,
            },
            {
              id: anyString,
              start_at: atIn(4, 'America/Los_Angeles'),
              end_at: atIn(4.5, 'America/Los_Angeles'),
              break_type_id: lunch.id,
              name: 'Lunch',
              expected_duration: 'PT30M',
              is_paid: false,
            },
          ],
          status: 'CLOSED',
          version: 1,
          created_at: anyString,
          updated_at: shift.created_at,
        },
      });
      expect(shift.id).not.toBe('mine');
      expect((await client.get(`${SHIFTS}/${shift.id}`)).body).toEqual(res.body);
    });

    it('creates an OPEN shift without end_at; a break may still go on', async () => {
      const employee = await newEmployeeId(client);
      const shift = await createShift(client, {
        ...shiftBody(employee, ny, 2),
        breaks: [breakBody(rest, 3)],
      });
      expect(shift).toMatchObject({ status: 'OPEN', timezone: 'America/New_York', breaks: [{}] });
      expect('end_at' in shift).toBe(false);
      expect('end_at' in shift.breaks[0]!).toBe(false);
      expect('wage' in shift).toBe(false);
    });

    it.each(['employee_id', 'location_id', 'start_at'])(
      'rejects a shift without %s, naming it',
      async (field) => {
        const employee = await newEmployeeId(client);
        const body: Record<string, unknown> = shiftBody(employee, ny, 1, 2);
        delete body[field];
        await expectRejected(server, () => post(body), 400, {
          code: 'MISSING_REQUIRED_PARAMETER',
          field: `shift.${field}`,
          detailStart: `shift.${field} is required`,
        });
      },
    );

    it('rejects a body without shift', async () => {
      await expectRejected(server, () => client.post(SHIFTS, {}), 400, {
        code: 'MISSING_REQUIRED_PARAMETER',
        field: 'shift',
      });
    });

    it("rejects employees and locations that are not the merchant's, naming the field", async () => {
      const employee = await newEmployeeId(client);
      for (const id of ['no-such-employee', server.other.employeeId]) {
        await expectRejected(server, () => post(shiftBody(id, ny, 1, 2)), 400, {
          code: 'INVALID_VALUE',
          field: 'shift.employee_id',
          detailStart: `shift.employee_id refers to an employee that does not exist: ${id}`,
        });
      }
      for (const id of ['no-such-location', server.other.locationIds[0]!]) {
        await expectRejected(server, () => post(shiftBody(employee, id, 1, 2)), 400, {
          code: 'INVALID_VALUE',
          field: 'shift.location_id',
          detailStart: `shift.location_id refers to a location that does not exist: ${id}`,
        });
      }
    });

    it("rejects a break type that is not the merchant's, naming the break", async () => {
      const employee = await newEmployeeId(client);
      for (const bt of [foreignType, { ...lunch, id: 'no-such-type' }]) {
        await expectRejected(
          server,
          () =>
            post({
              ...shiftBody(employee, ny, 1, 9),
              breaks: [breakBody(lunch, 2, 2.5), breakBody(bt, 4, 4.5)],
            }),
          400,
          {
            code: 'INVALID_VALUE',
            field: 'shift.breaks[1].break_type_id',
            detailStart: `shift.breaks[1].break_type_id refers to a break type that does not exist: ${bt.id}`,
          },
        );
      }
    });

    it("rejects a wage in another currency than the merchant's", async () => {
      const employee = await newEmployeeId(client);
      await expectRejected(
        server,
        () =>
          post(
            shiftBody(employee, ny, 1, 2, {
              wage: { title: 'Cook', hourly_rate: { amount: 1500, currency: 'EUR' } },
            }),
          ),
        400,
        {
          code: 'INVALID_VALUE',
          field: 'shift.wage.hourly_rate.currency',
          detailStart: "shift.wage.hourly_rate.currency must be the merchant's currency, USD",
        },
      );
      await expectRejected(
        server,
        () =>
          post(
            shiftBody(employee, ny, 1, 2, {
              wage: { hourly_rate: { amount: 15.5, currency: 'USD' } },
            }),
          ),
        400,
        { code: 'EXPECTED_INTEGER', field: 'shift.wage.hourly_rate.amount' },
      );
    });

    describe('the Errors table: each is BAD_REQUEST and writes nothing', () => {
      it('a second OPEN shift for the employee', async () => {
        const employee = await newEmployeeId(client);
        const open = await createShift(client, shiftBody(employee, ny, 100));
        await expectRejected(server, () => post(shiftBody(employee, la, 200)), 400, {
          ...badRequest('shift.employee_id'),
          detailStart: `shift.employee_id already has an OPEN shift (${open.id}); close it`,
        });
      });

      it('start_at (or end_at) in the future', async () => {
        const employee = await newEmployeeId(client);
        const body = { ...shiftBody(employee, ny, 0), start_at: inFuture(2) };
        await expectRejected(server, () => post(body), 400, {
          ...badRequest('shift.start_at', 'shift.start_at must not be in the future'),
        });
        await expectRejected(
          server,
          () => post({ ...shiftBody(employee, ny, 0), end_at: inFuture(1) }),
          400,
          badRequest('shift.end_at', 'shift.end_at must not be in the future'),
        );
      });

      it.each<[string, number, number | undefined, string]>([
        ['starting inside it', 12, 20, 'shift.start_at'],
        ['ending inside it', 8, 11, 'shift.end_at'],
        ['around it', 9, 18, 'shift.end_at'],
        ['inside it', 11, 12, 'shift.start_at'],
        ['open, starting before it', 8, undefined, 'shift.start_at'],
      ])('overlap with another shift of the employee: %s', async (_, from, to, field) => {
        const employee = await newEmployeeId(client);
        const existing = await createShift(client, shiftBody(employee, ny, 10, 17));
        await expectRejected(server, () => post(shiftBody(employee, la, from, to)), 400, {
          ...badRequest(field),
          detailStart: `${field} overlaps shift ${existing.id} of the same employee (${at(10)} to ${at(17)})`,
        });
      });

      it('overlap with an OPEN shift, which runs on', async () => {
        const employee = await newEmployeeId(client);
        const open = await createShift(client, shiftBody(employee, ny, 30));
        await expectRejected(server, () => post(shiftBody(employee, ny, 40, 45)), 400, {
          ...badRequest('shift.start_at'),
          detailStart: `shift.start_at overlaps shift ${open.id} of the same employee (${at(30)} to now, still OPEN)`,
        });
        // Before it is fine; touching minutes are not an overlap.
        await createShift(client, shiftBody(employee, ny, 22, 30));
      });

      it('a break outside its shift', async () => {
        const employee = await newEmployeeId(client);
        for (const [b, field, rule] of [
          [
            breakBody(lunch, 0.5, 1.5),
            'shift.breaks[0].start_at',
            'must not be before the shift starts (start_at)',
          ],
          [
            breakBody(lunch, 8.5, 9.5),
            'shift.breaks[0].end_at',
            'must not be after the shift ends (end_at)',
          ],
        ] as const) {
          await expectRejected(
            server,
            () => post({ ...shiftBody(employee, ny, 1, 9), breaks: [b] }),
            400,
            badRequest(field, `${field} ${rule}`),
          );
        }
        // Wholly after the shift: both of its ends are named.
        const before = await laborSnapshot(server);
        const res = await post({
          ...shiftBody(employee, ny, 1, 9),
          breaks: [breakBody(lunch, 9.5, 10)],
        });
        expect({ status: res.status, body: res.body }).toEqual({
          status: 400,
          body: {
            errors: [
              {
                category: 'INVALID_REQUEST_ERROR',
                code: 'BAD_REQUEST',
                detail: 'shift.breaks[0].end_at must not be after the shift ends (end_at)',
                field: 'shift.breaks[0].end_at',
              },
              {
                category: 'INVALID_REQUEST_ERROR',
                code: 'BAD_REQUEST',
                detail: 'shift.breaks[0].start_at must be before the shift ends (end_at)',
                field: 'shift.breaks[0].start_at',
              },
            ],
          },
        });
        expect(await laborSnapshot(server)).toEqual(before);
      });

      it('finds an overlap with any earlier shift, and names the first it overlaps', async () => {
        const employee = await newEmployeeId(client);
        const [first] = [
          await createShift(client, shiftBody(employee, ny, 2, 4)),
          await createShift(client, shiftBody(employee, la, 6, 8)),
          await createShift(client, shiftBody(employee, ny, 10, 12)),
        ];
        // Inside the first of three, with later shifts after it.
        await expectRejected(server, () => post(shiftBody(employee, ny, 3, 3.5)), 400, {
          ...badRequest('shift.start_at'),
          detailStart: `shift.start_at overlaps shift ${first.id} of the same employee (${at(2)} to ${at(4)})`,
        });
        // Across all three: the first is named.
        await expectRejected(server, () => post(shiftBody(employee, ny, 1, 11)), 400, {
          ...badRequest('shift.end_at'),
          detailStart: `shift.end_at overlaps shift ${first.id} of the same employee`,
        });
        // Between two, touching both: no overlap.
        await createShift(client, shiftBody(employee, ny, 4, 6));
      });

      it('an employee with shifts elsewhere in time is not an overlap', async () => {
        const employee = await newEmployeeId(client);
        await createShift(client, shiftBody(employee, ny, 1, 9));
        await createShift(client, shiftBody(employee, la, 9, 12));
        await createShift(client, shiftBody(employee, ny, 24));
        // Other employees may work at the same time.
        await createShift(client, shiftBody(await newEmployeeId(client), ny, 1, 9));
      });
    });

    it.each<[string, () => Record<string, unknown>, string, string, string]>([
      [
        'end before start',
        () => ({ end_at: at(0) }),
        'INVALID_TIME_RANGE',
        'shift.end_at',
        'must be after start_at',
      ],
      [
        'CLOSED without end_at',
        () => ({ end_at: undefined, status: 'CLOSED' }),
        'BAD_REQUEST',
        'shift.end_at',
        'is required to close the shift (status CLOSED)',
      ],
      [
        'OPEN with end_at',
        () => ({ status: 'OPEN' }),
        'BAD_REQUEST',
        'shift.status',
        'cannot be OPEN when end_at is set',
      ],
      [
        'an unknown status',
        () => ({ status: 'PAUSED' }),
        'INVALID_ENUM_VALUE',
        'shift.status',
        'must be one of OPEN, CLOSED',
      ],
      [
        'a start that is not a time',
        () => ({ start_at: 'yesterday' }),
        'INVALID_TIME',
        'shift.start_at',
        'must be an ISO 8601',
      ],
      [
        'a break ending before it starts',
        () => ({ breaks: [{ ...breakBody(rest, 3, 2) }] }),
        'INVALID_TIME_RANGE',
        'shift.breaks[0].end_at',
        'must be after the break starts',
      ],
      [
        'a break without its type',
        () => ({ breaks: [{ ...breakBody(rest, 3, 4), break_type_id: undefined }] }),
        'MISSING_REQUIRED_PARAMETER',
        'shift.breaks[0].break_type_id',
        'is required',
      ],
      [
        'a break with a bad duration',
        () => ({ breaks: [{ ...breakBody(rest, 3, 4), expected_duration: '10' }] }),
        'INVALID_VALUE',
        'shift.breaks[0].expected_duration',
        'must be an ISO 8601 duration',
      ],
    ])('rejects %s', async (_, changes, code, field, rule) => {
      const employee = await newEmployeeId(client);
      await expectRejected(
        server,
        () => post({ ...shiftBody(employee, ny, 1, 9), ...changes() }),
        400,
        {
          code,
          field,
          detailStart: `${field} ${rule}`,
        },
      );
    });

    it('replays the first answer for the same idempotency_key and body; another body is rejected', async () => {
      const employee = await newEmployeeId(client);
      const body = shiftBody(employee, ny, 300, 308, { breaks: [breakBody(lunch, 303, 303.5)] });
      const first = await post(body, 'shift-key-1');
      expectStatus(first, 200);
      // The same shift, written with an offset, replays; no second shift, no overlap error.
      const again = await post(
        { ...body, start_at: body.start_at.replace('Z', '+00:00') },
        'shift-key-1',
      );
      expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: first.body });
      const rows = await server.db
        .selectFrom('shifts')
        .select('id')
        .where('employee_id', '=', employee)
        .execute();
      expect(rows).toEqual([{ id: first.body.shift.id }]);
      await expectRejected(server, () => post({ ...body, end_at: at(307) }, 'shift-key-1'), 400, {
        code: 'IDEMPOTENCY_KEY_REUSED',
        field: 'idempotency_key',
      });
      // A key is per operation: the same key on a break type is a new request.
      const bt = await client.post(BREAK_TYPES, {
        idempotency_key: 'shift-key-1',
        break_type: {
          location_id: la,
          break_name: 'Tea',
          expected_duration: 'PT5M',
          is_paid: true,
        },
      });
      expectStatus(bt, 200);
      // A rejected request does not use up its key.
      const taken = await newEmployeeId(client);
      await createShift(client, shiftBody(taken, ny, 400, 410));
      await expectRejected(
        server,
        () => post(shiftBody(taken, ny, 401, 402), 'shift-key-2'),
        400,
        badRequest('shift.start_at'),
      );
      await createShift(client, shiftBody(taken, ny, 420, 421), 'shift-key-2');
    });
  });

  describe('GetShift', () => {
    it("404s unknown ids and other merchants' shifts", async () => {
      const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
      const theirs = await createShift(
        other,
        shiftBody(server.other.employeeId, server.other.locationIds[0]!, 1, 2),
      );
      for (const id of ['no-such-shift', theirs.id]) {
        expectV2Error(await client.get(`${SHIFTS}/${id}`), 404, {
          category: 'INVALID_REQUEST_ERROR',
          code: 'NOT_FOUND',
          detailStart: `Shift ${id} was not found`,
        });
      }
      expectStatus(await other.get(`${SHIFTS}/${theirs.id}`), 200);
    });
  });

  describe('UpdateShift', () => {
    it('closes an OPEN shift: CLOSED, version 2, later updated_at', async () => {
      const employee = await newEmployeeId(client);
      const open = await createShift(client, shiftBody(employee, ny, 50));
      const res = await put(open.id, sendBack(open, { end_at: at(58) }));
      expectStatus(res, 200);
      expect(res.body.shift).toEqual({
        ...open,
        end_at: atIn(58, 'America/New_York'),
        status: 'CLOSED',
        version: 2,
        updated_at: anyString,
      });
      expect(res.body.shift.updated_at >= open.updated_at).toBe(true);
      expect((await client.get(`${SHIFTS}/${open.id}`)).body).toEqual(res.body);
    });

    it('rejects closing while a break has no end_at, and writes nothing', async () => {
      const employee = await newEmployeeId(client);
      const open = await createShift(client, {
        ...shiftBody(employee, ny, 60),
        breaks: [breakBody(lunch, 63)],
      });
      await expectRejected(server, () => put(open.id, sendBack(open, { end_at: at(68) })), 400, {
        ...badRequest('shift.end_at'),
        detailStart:
          'shift.end_at cannot be set while breaks[0] has no end_at: end the break first',
      });
      // Ending the break first, then closing, works.
      const ended = await put(
        open.id,
        sendBack(open, { breaks: [{ ...open.breaks[0], end_at: at(63.5) }] }),
      );
      expectStatus(ended, 200);
      const closed = await put(open.id, sendBack(ended.body.shift, { end_at: at(68) }));
      expect(closed.body.shift).toMatchObject({ status: 'CLOSED', version: 3 });
    });

    it('adding a break ends the earlier open one where the new one starts; sent ids are kept', async () => {
      const employee = await newEmployeeId(client);
      const open = await createShift(client, {
        ...shiftBody(employee, ny, 70),
        breaks: [breakBody(rest, 71)],
      });
      const [first] = open.breaks;
      const res = await put(
        open.id,
        sendBack(open, { breaks: [...open.breaks, breakBody(lunch, 73)] }),
      );
      expectStatus(res, 200);
      expect(res.body.shift.breaks).toEqual([
        { ...first, end_at: atIn(73, 'America/New_York') },
        {
          id: anyString,
          start_at: atIn(73, 'America/New_York'),
          break_type_id: lunch.id,
          name: 'Lunch',
          expected_duration: 'PT30M',
          is_paid: false,
        },
      ]);
      expect(res.body.shift.breaks[1]!.id).not.toBe(first!.id);
    });

    it('replaces the whole shift: breaks and wage left out are removed, location kept when left out', async () => {
      const employee = await newEmployeeId(client);
      const shift = await createShift(client, {
        ...shiftBody(employee, la, 80, 88),
        wage: { title: 'Cook', hourly_rate: { amount: 2000, currency: 'USD' } },
        breaks: [breakBody(lunch, 83, 83.5)],
      });
      const res = await put(shift.id, {
        employee_id: employee,
        start_at: at(81),
        end_at: at(88),
      });
      expectStatus(res, 200);
      expect(res.body.shift).toEqual({
        ...shift,
        start_at: atIn(81, 'America/Los_Angeles'),
        breaks: [],
        wage: undefined,
        version: 2,
        updated_at: anyString,
      });
      expect('wage' in res.body.shift).toBe(false);
      expect(res.body.shift.location_id).toBe(la);
      const moved = await put(shift.id, sendBack(res.body.shift, { location_id: ny }));
      expect(moved.body.shift).toMatchObject({ location_id: ny, timezone: 'America/New_York' });
    });

    it('keeps a break whose type was deleted when it is sent back; a new break needs a live type', async () => {
      const employee = await newEmployeeId(client);
      const gone = await createBreakType(client, la, { break_name: 'Gone soon' });
      const shift = await createShift(client, {
        ...shiftBody(employee, la, 90, 98),
        breaks: [breakBody(gone, 92, 92.5)],
      });
      expectStatus(await client.del(`${BREAK_TYPES}/${gone.id}`), 200);
      const kept = await put(shift.id, sendBack(shift, { end_at: at(97) }));
      expectStatus(kept, 200);
      expect(kept.body.shift.breaks).toEqual(shift.breaks);
      await expectRejected(
        server,
        () =>
          put(
            shift.id,
            sendBack(kept.body.shift, { breaks: [...shift.breaks, breakBody(gone, 95, 95.5)] }),
          ),
        400,
        { code: 'INVALID_VALUE', field: 'shift.breaks[1].break_type_id' },
      );
    });

    it.each<[string, (s: ShiftT) => Record<string, unknown>, number, Record<string, string>]>([
      [
        'another employee',
        (s) => sendBack(s, { employee_id: server.other.employeeId }),
        400,
        {
          code: 'INVALID_VALUE',
          field: 'shift.employee_id',
          detailStart: 'shift.employee_id cannot be changed',
        },
      ],
      [
        'a stale version',
        (s) => sendBack(s, { version: 0 }),
        409,
        {
          code: 'CONFLICT',
          field: 'shift.version',
          detailStart: 'shift.version is 0, but the shift is at version 1',
        },
      ],
      [
        'a break id the shift does not have',
        (s) => sendBack(s, { breaks: [{ ...breakBody(lunch, 112, 112.5), id: 'not-a-break' }] }),
        400,
        {
          code: 'INVALID_VALUE',
          field: 'shift.breaks[0].id',
          detailStart: 'shift.breaks[0].id refers to a break this shift does not have',
        },
      ],
      [
        'an unknown location',
        (s) => sendBack(s, { location_id: 'nowhere' }),
        400,
        { code: 'INVALID_VALUE', field: 'shift.location_id' },
      ],
      [
        'a start in the future',
        (s) => sendBack(s, { start_at: inFuture(1), end_at: undefined }),
        400,
        badRequest('shift.start_at', 'shift.start_at must not be in the future'),
      ],
      [
        'a break outside the shift',
        (s) => sendBack(s, { breaks: [breakBody(lunch, 100, 100.5)] }),
        400,
        badRequest('shift.breaks[0].start_at'),
      ],
    ])('rejects %s', async (_, change, status, expected) => {
      const employee = await newEmployeeId(client);
      const shift = await createShift(client, shiftBody(employee, ny, 110, 118));
      await expectRejected(server, () => put(shift.id, change(shift)), status, {
        code: expected.code!,
        ...expected,
      });
    });

    it('accepts the current version and writes blind without one', async () => {
      const employee = await newEmployeeId(client);
      const shift = await createShift(client, shiftBody(employee, ny, 120, 128));
      const v2 = await put(shift.id, sendBack(shift, { end_at: at(127) }));
      expect(v2.body.shift.version).toBe(2);
      const blind = await put(
        shift.id,
        sendBack(v2.body.shift, { version: undefined, end_at: at(126) }),
      );
      expect(blind.body.shift).toMatchObject({ version: 3, end_at: atIn(126, 'America/New_York') });
    });

    it('rejects an update that overlaps another shift, or reopens beside an OPEN one', async () => {
      const employee = await newEmployeeId(client);
      const early = await createShift(client, shiftBody(employee, ny, 130, 138));
      const late = await createShift(client, shiftBody(employee, ny, 140, 148));
      // Moving within its own time is fine.
      expectStatus(await put(late.id, sendBack(late, { start_at: at(139) })), 200);
      await expectRejected(
        server,
        () => put(late.id, sendBack(late, { start_at: at(137), version: undefined })),
        400,
        {
          ...badRequest('shift.start_at'),
          detailStart: `shift.start_at overlaps shift ${early.id}`,
        },
      );
      const open = await createShift(client, shiftBody(employee, ny, 160));
      await expectRejected(
        server,
        () => put(early.id, sendBack(early, { end_at: undefined })),
        400,
        {
          ...badRequest('shift.employee_id'),
          detailStart: `shift.employee_id already has an OPEN shift (${open.id})`,
        },
      );
    });

    it("404s unknown ids and other merchants' shifts", async () => {
      const employee = await newEmployeeId(client);
      const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
      const theirs = await createShift(
        other,
        shiftBody(server.other.employeeId, server.other.locationIds[0]!, 10, 11),
      );
      for (const id of ['nope', theirs.id]) {
        await expectRejected(server, () => put(id, shiftBody(employee, ny, 1, 2)), 404, {
          code: 'NOT_FOUND',
          detailStart: `Shift ${id} was not found`,
        });
      }
    });
  });

  describe('DeleteShift', () => {
    it('deletes the shift (kept, marked deleted, as v1 deletes); then it is 404', async () => {
      const employee = await newEmployeeId(client);
      const shift = await createShift(client, {
        ...shiftBody(employee, ny, 200, 208),
        breaks: [breakBody(lunch, 203, 203.5)],
      });
      const res = await client.del(`${SHIFTS}/${shift.id}`);
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: {} });
      expectV2Error(await client.get(`${SHIFTS}/${shift.id}`), 404, {
        category: 'INVALID_REQUEST_ERROR',
        code: 'NOT_FOUND',
      });
      // One store of worked time: the record stays, deleted, and v1 still reads it as deleted.
      const row = await server.db
        .selectFrom('shifts')
        .select('deleted')
        .where('id', '=', shift.id)
        .executeTakeFirstOrThrow();
      expect(row.deleted).toBe(1);
      const v1 = await client.get<{ deleted: boolean; events: { event_type: string }[] }>(
        `/v1/me/timecards/${shift.id}`,
      );
      expect(v1.body.deleted).toBe(true);
      expect(v1.body.events.map((e) => e.event_type)).toEqual(['API_CREATE', 'API_DELETE']);
      const before = await laborSnapshot(server);
      expectV2Error(await client.del(`${SHIFTS}/${shift.id}`), 404, {
        category: 'INVALID_REQUEST_ERROR',
        code: 'NOT_FOUND',
      });
      expect(await laborSnapshot(server)).toEqual(before);
      // Its time is free again.
      await createShift(client, shiftBody(employee, ny, 200, 208));
    });

    it("404s another merchant's shift and leaves it", async () => {
      const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
      const theirs = await createShift(
        other,
        shiftBody(server.other.employeeId, server.other.locationIds[0]!, 20, 21),
      );
      await expectRejected(server, () => client.del(`${SHIFTS}/${theirs.id}`), 404, {
        code: 'NOT_FOUND',
      });
      expectStatus(await other.get(`${SHIFTS}/${theirs.id}`), 200);
    });
  });
});
