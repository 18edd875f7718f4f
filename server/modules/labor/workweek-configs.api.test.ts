import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkweekConfigT } from '@contract/workweek-configs';
import {
  clientFor,
  expectStatus,
  anyString,
  inParallel,
  type Client,
} from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import { WORKWEEK, expectRejected } from '../../testing/labor';

interface ListBody {
  workweek_configs: WorkweekConfigT[];
  cursor?: string;
}

let server: TestServer;
let client: Client;

const list = (c: Client = client) => c.get<ListBody>(WORKWEEK);
const put = (id: string, workweek_config: Record<string, unknown>) =>
  client.put<{ workweek_config: WorkweekConfigT }>(`${WORKWEEK}/${id}`, { workweek_config });

const configRows = (merchantId: string) =>
  server.db
    .selectFrom('workweek_configs')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
});

afterAll(async () => {
  await server?.close();
});

describe(`workweek configs (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  it('creates the merchant’s one config (MON, 00:00) on first need, once even when asked at once', async () => {
    expect(await configRows(server.merchantId)).toEqual([]);
    const responses = await inParallel(8, () => list());
    const first = responses[0]!;
    expectStatus(first, 200);
    expect(first.body).toEqual({
      workweek_configs: [
        {
          id: anyString,
          start_of_week: 'MON',
          start_of_day_local_time: '00:00',
          version: 1,
          created_at: anyString,
          updated_at: first.body.workweek_configs[0]!.created_at,
        },
      ],
    });
    for (const res of responses)
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: first.body });
    expect(await configRows(server.merchantId)).toHaveLength(1);
    expect((await list()).body).toEqual(first.body);
  });

  it('updates it with version; a stale version is 409 CONFLICT; without one the write is blind', async () => {
    const [config] = (await list()).body.workweek_configs;
    const res = await put(config!.id, {
      start_of_week: 'SUN',
      start_of_day_local_time: '05:30:59',
      version: config!.version,
    });
    expectStatus(res, 200);
    const updated = res.body.workweek_config;
    expect(updated).toEqual({
      ...config,
      start_of_week: 'SUN',
      start_of_day_local_time: '05:30',
      version: config!.version + 1,
      updated_at: anyString,
    });
    expect((await list()).body.workweek_configs).toEqual([updated]);
    await expectRejected(
      server,
      () =>
        put(config!.id, {
          start_of_week: 'MON',
          start_of_day_local_time: '00:00',
          version: config!.version,
        }),
      409,
      {
        code: 'CONFLICT',
        field: 'workweek_config.version',
        detailStart: `workweek_config.version is ${config!.version}, but the workweek config is at version ${updated.version}`,
      },
    );
    const blind = await put(config!.id, { start_of_week: 'WED', start_of_day_local_time: '23:59' });
    expect(blind.body.workweek_config).toMatchObject({
      start_of_week: 'WED',
      start_of_day_local_time: '23:59',
      version: updated.version + 1,
    });
  });

  it.each<[string, Record<string, unknown>, string, string, string]>([
    [
      'an unknown weekday',
      { start_of_week: 'MONDAY', start_of_day_local_time: '00:00' },
      'INVALID_ENUM_VALUE',
      'start_of_week',
      'must be one of MON, TUE',
    ],
    [
      '24:00',
      { start_of_week: 'MON', start_of_day_local_time: '24:00' },
      'INVALID_VALUE',
      'start_of_day_local_time',
      'must be a time of day as HH:MM',
    ],
    [
      '9:00',
      { start_of_week: 'MON', start_of_day_local_time: '9:00' },
      'INVALID_VALUE',
      'start_of_day_local_time',
      'must be a time of day as HH:MM',
    ],
    [
      'no start_of_week',
      { start_of_day_local_time: '00:00' },
      'MISSING_REQUIRED_PARAMETER',
      'start_of_week',
      'is required',
    ],
    [
      'no start_of_day_local_time',
      { start_of_week: 'MON' },
      'MISSING_REQUIRED_PARAMETER',
      'start_of_day_local_time',
      'is required',
    ],
    [
      'a negative version',
      { start_of_week: 'MON', start_of_day_local_time: '00:00', version: -1 },
      'VALUE_TOO_LOW',
      'version',
      '',
    ],
  ])('rejects %s, naming the field', async (_, body, code, name, rule) => {
    const [config] = (await list()).body.workweek_configs;
    const field = `workweek_config.${name}`;
    await expectRejected(server, () => put(config!.id, body), 400, {
      code,
      field,
      detailStart: `${field} ${rule}`,
    });
  });

  it("404s unknown ids and another merchant's config", async () => {
    const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
    const [theirs] = (await list(other)).body.workweek_configs;
    for (const id of ['no-such-config', theirs!.id]) {
      await expectRejected(
        server,
        () => put(id, { start_of_week: 'TUE', start_of_day_local_time: '01:00' }),
        404,
        { code: 'NOT_FOUND', detailStart: `Workweek config ${id} was not found` },
      );
    }
    expect((await list(other)).body.workweek_configs).toEqual([theirs]);
  });
});
