/**
 * An existing client of the reference wire format, unchanged: Square's 2019 JavaScript SDK
 * (`square-connect@2.20190814.2`) lists settlements (following the Link header), retrieves one
 * with its entries, and lists and retrieves bank accounts (V1TransactionsApi).
 */
import SquareConnect from 'square-connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import {
  FULL_ACCOUNT_NUMBER,
  addBankAccount,
  cardPaymentAt,
  settlementsOf,
} from '../../testing/deposits';
import { runSettlementJob } from './settlement-job';

const DAY_MS = 86_400_000;

describe(`Square's 2019 SDK: settlements (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  let server: TestServer;
  let location: string;
  let account: string;
  const v1 = new SquareConnect.V1TransactionsApi();

  beforeAll(async () => {
    server = await startTestServer({ config: { settlementIntervalSeconds: 0 } });
    const client = SquareConnect.ApiClient.instance;
    client.basePath = server.url;
    client.authentications.oauth2.accessToken = await server.token();
    location = server.locationIds[0]!;
    account = await addBankAccount(server.db, server.merchantId, location);
    const m = { merchantId: server.merchantId, locationId: location };
    for (let d = 2; d <= 4; d++) {
      await cardPaymentAt(server, m, 1_500 * d, new Date(Date.now() - d * DAY_MS).toISOString());
    }
    // The job closes the three days (a list only reads what it wrote).
    await runSettlementJob(server);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('lists settlements page by page through the Link header, and retrieves one with entries', async () => {
    const first = await v1.listSettlementsWithHttpInfo(location, { limit: 2, order: 'ASC' });
    expect(first.data).toHaveLength(2);
    const link = first.response.headers.link ?? '';
    expect(link).toMatch(/batch_token=.+>;rel='next'$/);
    const batchToken = new URL(
      /<([^>]+)>/.exec(link)?.[1] ?? '',
      'http://link.invalid',
    ).searchParams.get('batch_token');
    const second = await v1.listSettlementsWithHttpInfo(location, {
      limit: 2,
      order: 'ASC',
      batchToken,
    });
    expect(second.data).toHaveLength(1);
    expect(second.response.headers.link).toBeUndefined();
    const stored = await settlementsOf(server, server.merchantId);
    expect([...first.data, ...second.data].map((s) => s.id)).toEqual(stored.map((s) => s.id));
    expect(first.data[0]).toMatchObject({
      status: 'SENT',
      bank_account_id: account,
      total_money: { amount: stored[0]!.total_amount, currency_code: 'USD' },
    });

    const me = await v1.listSettlements('me', { status: 'SENT', order: 'DESC' });
    expect(me.map((s) => s.id)).toEqual(stored.map((s) => s.id).reverse());

    const one = await v1.retrieveSettlement(location, stored[0]!.id);
    expect(one.entries).toHaveLength(1);
    const [entry] = one.entries!;
    expect(entry!.type).toBe('CHARGE');
    expect(entry!.amount_money.amount + entry!.fee_money.amount).toBe(one.total_money.amount);
  });

  it('lists and retrieves bank accounts, showing only the last digits', async () => {
    const accounts = await v1.listBankAccounts(location);
    expect(accounts).toEqual([
      expect.objectContaining({
        id: account,
        merchant_id: server.merchantId,
        account_number_suffix: FULL_ACCOUNT_NUMBER.slice(-4),
        type: 'BUSINESS_CHECKING',
        currency_code: 'USD',
      }),
    ]);
    const one = await v1.retrieveBankAccount(location, account);
    expect(one).toEqual(accounts[0]);
    expect(JSON.stringify([accounts, one])).not.toContain(FULL_ACCOUNT_NUMBER);
  });
});
