import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  GetDepositResponse,
  ListDepositSummariesQuery,
  ListDepositSummariesResponse,
} from '@contract/deposit-details';
import type { AppEnv } from '../../http/env';
import { merchantContext, operation } from '../../http/route';
import * as settlements from './settlements.service';

const tags = ['App: deposits'];

/**
 * App-only endpoints of the web Deposits area (not Square operations, hence `/app/`): what a
 * settlement's wire object lacks, for a page of the v1 list and for one settlement's drawer.
 */
export function depositRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'ListDepositSummaries',
        method: 'get',
        path: '/app/deposits/summaries',
        summary: 'What the Deposits list shows beside a page of listSettlements',
        description:
          'For the settlement ids given (one v1 page, at most 200): location, business date, ' +
          'period, expected arrival, entry count, failure, re-send links. One query.',
        tags,
        scopes: ['SETTLEMENTS_READ'],
        request: { query: ListDepositSummariesQuery },
        response: ListDepositSummariesResponse,
      }),
      async (c) => {
        const { ids } = c.req.valid('query');
        const summaries = await settlements.depositSummaries(merchantContext(c), ids);
        return c.json({ summaries }, 200);
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
        return c.json(await settlements.depositDetails(merchantContext(c), settlement_id), 200);
      },
    );
}
