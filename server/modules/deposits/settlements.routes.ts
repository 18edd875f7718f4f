import { OpenAPIHono, z } from '@hono/zod-openapi';
import { V1BankAccount, V1ListSettlementsQuery, V1Settlement } from '@contract/settlements';
import type { AppEnv } from '../../http/env';
import { v1List } from '../../http/lists';
import { merchantContext, operation } from '../../http/route';
import { resolveLocation } from '../locations';
import * as bankAccounts from './bank-accounts';
import * as settlements from './settlements.service';

const tags = ['Transactions (v1)'];
const locationParam = z.object({ location_id: z.string() });

/**
 * Generation 1 settlements and bank accounts: `/v1/{location_id}/settlements` and
 * `/v1/{location_id}/bank-accounts`. Reads only: the settlement job (settlement-job.ts) closes
 * days on its schedule, never a request.
 */
export function settlementRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'V1ListSettlements',
        method: 'get',
        path: '/v1/{location_id}/settlements',
        summary: 'Lists settlements (deposits) of a location, or of every location with `me`',
        description:
          'Settlements without entries, by initiated_at (the 10 p.m. Pacific cut-off of the day ' +
          'they close) in order (default ASC, as listPayments). status filters SENT or FAILED. ' +
          'begin_time inclusive (default one year before end_time, not before 2013-01-01), ' +
          'end_time exclusive (default now, at most one year after begin_time). limit 1..200, ' +
          'default 100; next page in the Link header.',
        tags,
        scopes: ['SETTLEMENTS_READ'],
        request: { params: locationParam, query: V1ListSettlementsQuery },
        response: z.array(V1Settlement),
      }),
      async (c) => {
        const query = c.req.valid('query');
        const { location_id } = c.req.valid('param');
        const ctx = merchantContext(c);
        const locationId = await resolveLocation(ctx, location_id);
        const items = await v1List(c, `v1.settlements:${location_id}`, query, (page) =>
          settlements.listV1Settlements(ctx, locationId, query, page),
        );
        return c.json(items, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'V1RetrieveSettlement',
        method: 'get',
        path: '/v1/{location_id}/settlements/{settlement_id}',
        summary: 'Retrieves a settlement with its entries',
        description:
          'Entries in order: those repeated from the FAILED settlement it re-sends first, then ' +
          'the ledger rows by the time they counted. `me` finds it at any location.',
        tags,
        scopes: ['SETTLEMENTS_READ'],
        request: { params: z.object({ location_id: z.string(), settlement_id: z.string() }) },
        response: V1Settlement,
      }),
      async (c) => {
        const { location_id, settlement_id } = c.req.valid('param');
        const ctx = merchantContext(c);
        const locationId = await resolveLocation(ctx, location_id);
        return c.json(await settlements.retrieveV1Settlement(ctx, locationId, settlement_id), 200);
      },
    )
    .openapi(
      operation({
        operationId: 'V1ListBankAccounts',
        method: 'get',
        path: '/v1/{location_id}/bank-accounts',
        summary: 'Lists the bank accounts a location deposits to',
        description:
          'One account per location. `me` (not in the reference for this operation) lists the ' +
          'accounts of every location of the merchant. Only the last digits of an account ' +
          'number are ever sent.',
        tags,
        scopes: ['BANK_ACCOUNTS_READ'],
        request: { params: locationParam },
        response: z.array(V1BankAccount),
      }),
      async (c) => {
        const { location_id } = c.req.valid('param');
        const ctx = merchantContext(c);
        const locationId = await resolveLocation(ctx, location_id);
        return c.json(await bankAccounts.listBankAccounts(ctx, locationId), 200);
      },
    )
    .openapi(
      operation({
        operationId: 'V1RetrieveBankAccount',
        method: 'get',
        path: '/v1/{location_id}/bank-accounts/{bank_account_id}',
        summary: 'Retrieves a bank account',
        description: '`me` finds the account of any location of the merchant.',
        tags,
        scopes: ['BANK_ACCOUNTS_READ'],
        request: { params: z.object({ location_id: z.string(), bank_account_id: z.string() }) },
        response: V1BankAccount,
      }),
      async (c) => {
        const { location_id, bank_account_id } = c.req.valid('param');
        const ctx = merchantContext(c);
        const locationId = await resolveLocation(ctx, location_id);
        return c.json(
          await bankAccounts.retrieveBankAccount(ctx, locationId, bank_account_id),
          200,
        );
      },
    );
}
