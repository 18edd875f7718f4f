import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  DEPOSITS_PAGE_DEFAULT,
  GetDepositResponse,
  ListDepositsQuery,
  ListDepositsResponse,
} from '@contract/deposit-details';
import type { AppEnv } from '../../http/env';
import { v2List } from '../../http/lists';
import { merchantContext, operation } from '../../http/route';
import * as deposits from './deposits.service';

const tags = ['App: deposits'];

/**
 * App-only endpoints of the web Deposits area (not Square operations, hence `/app/`): a page of
 * deposits with what a settlement's wire object lacks, and one deposit for its drawer.
 */
export function depositRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'ListDeposits',
        method: 'get',
        path: '/app/deposits',
        summary: 'A page of the Deposits list, each deposit with what its wire object lacks',
        description:
          'Settlements of one location (location_id) or of every location, by initiated_at then ' +
          'id (default DESC), with the filters of listSettlements: status, begin_time inclusive ' +
          '(default one year before end_time, not before 2013-01-01), end_time exclusive ' +
          '(default now, at most one year after begin_time). Each with its business date, ' +
          'period, expected arrival, entry count, bank account (masked), failure and the ' +
          `deposit re-sending it. limit 1..200, default ${DEPOSITS_PAGE_DEFAULT}; the next page ` +
          'from `cursor`. One query per page.',
        tags,
        scopes: ['SETTLEMENTS_READ'],
        request: { query: ListDepositsQuery },
        response: ListDepositsResponse,
      }),
      async (c) => {
        const query = c.req.valid('query');
        const ctx = merchantContext(c);
        const { items, cursor } = await v2List(
          c,
          'app.deposits',
          query,
          DEPOSITS_PAGE_DEFAULT,
          (page) => deposits.listDeposits(ctx, query, page),
          'DESC',
        );
        return c.json({ deposits: items, ...(cursor ? { cursor } : {}) }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'GetDeposit',
        method: 'get',
        path: '/app/deposits/settlements/{settlement_id}',
        summary: 'One settlement with what its wire object lacks, for the Deposits drawer',
        description:
          'Entries with their refund, adjustment note, payment time and card; the settlement it ' +
          're-sends and the one re-sending it; the bank account masked; Σ amounts, Σ fees, ' +
          'total and the difference (0 when it reconciles).',
        tags,
        scopes: ['SETTLEMENTS_READ'],
        request: { params: z.object({ settlement_id: z.string() }) },
        response: GetDepositResponse,
      }),
      async (c) => {
        const { settlement_id } = c.req.valid('param');
        return c.json(await deposits.depositDetails(merchantContext(c), settlement_id), 200);
      },
    );
}
